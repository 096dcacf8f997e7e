import { and, asc, eq, inArray, isNull, notInArray } from 'drizzle-orm';
import type { Executor } from '../../core/db/client.ts';
import { surveyQuestions } from '../../core/db/schema/index.ts';

// Queries only: the rules live in surveys-service.ts.

const order = [
  asc(surveyQuestions.position),
  asc(surveyQuestions.createdAt),
  asc(surveyQuestions.customerSurveyQuestionID),
];

/** The workshop's own questions in order. */
export function listWorkshopQuestions(db: Executor, workshopID: string) {
  return db
    .select()
    .from(surveyQuestions)
    .where(eq(surveyQuestions.workshopID, workshopID))
    .orderBy(...order);
}

/** The installation's default questions (no workshop). */
export function listDefaultQuestions(db: Executor) {
  return db
    .select()
    .from(surveyQuestions)
    .where(isNull(surveyQuestions.workshopID))
    .orderBy(...order);
}

/** Deletes the workshop's questions not in `keepIDs` (answers keep their copied text). */
export function deleteOtherQuestions(db: Executor, workshopID: string, keepIDs: string[]) {
  return db
    .delete(surveyQuestions)
    .where(
      and(
        eq(surveyQuestions.workshopID, workshopID),
        keepIDs.length > 0 ? notInArray(surveyQuestions.customerSurveyQuestionID, keepIDs) : undefined,
      ),
    );
}

/** Which of these ids are questions of the workshop. */
export async function ownQuestionIDs(db: Executor, workshopID: string, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: surveyQuestions.customerSurveyQuestionID })
    .from(surveyQuestions)
    .where(
      and(eq(surveyQuestions.workshopID, workshopID), inArray(surveyQuestions.customerSurveyQuestionID, ids)),
    )
    .for('update');
  return new Set(rows.map((r) => r.id));
}

export function updateQuestion(
  db: Executor,
  id: string,
  values: { text: string; questionTypeID: number; position: number },
) {
  return db.update(surveyQuestions).set(values).where(eq(surveyQuestions.customerSurveyQuestionID, id));
}

export function insertQuestions(db: Executor, rows: (typeof surveyQuestions.$inferInsert)[]) {
  if (rows.length === 0) return Promise.resolve();
  return db.insert(surveyQuestions).values(rows);
}
