import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { QUESTION_TYPE_IDS } from '../../../../shared/configuration/constants.ts';
import { appointments } from './appointments.ts';
import { id, instant, timestamps } from './columns.ts';
import { workshops } from './workshops.ts';

// Exit-interview question kinds live in shared/ so the question editor checks the same values.
export { QUESTION_TYPE_IDS } from '../../../../shared/configuration/constants.ts';

/** An exit-interview question; a null workshop makes it the default for workshops without their own. */
export const surveyQuestions = pgTable(
  'survey_questions',
  {
    customerSurveyQuestionID: id(),
    workshopID: uuid().references(() => workshops.workshopID, { onDelete: 'cascade' }),
    text: text().notNull(),
    questionTypeID: integer().notNull(),
    position: integer().notNull().default(0),
    ...timestamps(),
  },
  (t) => [
    check(
      'survey_questions_type_check',
      sql`${t.questionTypeID} in (${sql.raw(Object.values(QUESTION_TYPE_IDS).join(', '))})`,
    ),
    index('survey_questions_workshop_idx').on(t.workshopID, t.position),
  ],
);

/**
 * A customer's answer. The question's text and type are copied in, so editing or deleting a
 * question later does not rewrite what the customer was asked.
 */
export const surveyAnswers = pgTable(
  'survey_answers',
  {
    customerSurveyAnswerID: id(),
    appointmentID: uuid()
      .notNull()
      .references(() => appointments.appointmentID, { onDelete: 'cascade' }),
    questionID: uuid().references(() => surveyQuestions.customerSurveyQuestionID, { onDelete: 'set null' }),
    /** "yes", "no" or "1".."10". */
    answerText: text().notNull(),
    answerTypeID: integer().notNull(),
    questionText: text().notNull(),
    notes: text(),
    position: integer().notNull().default(0),
    createdAt: instant().notNull().defaultNow(),
  },
  (t) => [unique('survey_answers_appointment_question_unique').on(t.appointmentID, t.questionID)],
);
