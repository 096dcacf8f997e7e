import { and, asc, eq, inArray, isNull, notInArray } from 'drizzle-orm';
import type { Executor } from '../../core/db/client.ts';
import { surveyAnswers, surveyInvitations, surveyQuestions } from '../../core/db/schema/index.ts';

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

/** The invitation whose token hashes to `tokenHash`, locked when `lock` (single use). */
export async function findInvitationByHash(db: Executor, tokenHash: string, lock = false) {
  const query = db.select().from(surveyInvitations).where(eq(surveyInvitations.tokenHash, tokenHash));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function findInvitation(db: Executor, appointmentID: string) {
  const [row] = await db
    .select()
    .from(surveyInvitations)
    .where(eq(surveyInvitations.appointmentID, appointmentID));
  return row;
}

export function closeInvitation(
  db: Executor,
  surveyInvitationID: string,
  values: Pick<typeof surveyInvitations.$inferInsert, 'usedAt' | 'outcome' | 'notes'>,
) {
  return db
    .update(surveyInvitations)
    .set(values)
    .where(eq(surveyInvitations.surveyInvitationID, surveyInvitationID));
}

export function updateInvitationNotes(db: Executor, surveyInvitationID: string, notes: string | null) {
  return db
    .update(surveyInvitations)
    .set({ notes })
    .where(eq(surveyInvitations.surveyInvitationID, surveyInvitationID));
}

/** A visit's answers in the order they were asked. */
export function listAnswers(db: Executor, appointmentID: string) {
  return db
    .select()
    .from(surveyAnswers)
    .where(eq(surveyAnswers.appointmentID, appointmentID))
    .orderBy(asc(surveyAnswers.position), asc(surveyAnswers.customerSurveyAnswerID));
}

export function insertAnswers(db: Executor, rows: (typeof surveyAnswers.$inferInsert)[]) {
  if (rows.length === 0) return Promise.resolve();
  return db.insert(surveyAnswers).values(rows);
}

export function updateAnswer(db: Executor, customerSurveyAnswerID: string, answerText: string) {
  return db
    .update(surveyAnswers)
    .set({ answerText })
    .where(eq(surveyAnswers.customerSurveyAnswerID, customerSurveyAnswerID));
}
