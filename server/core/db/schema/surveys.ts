import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, unique, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
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

/** How a survey invitation was sent: after the exit, or by staff on request. */
export const SURVEY_INVITATION_KINDS = ['automatic', 'onDemand'] as const;
/** How the customer closed it. */
export const SURVEY_OUTCOMES = ['answered', 'skipped'] as const;

/**
 * The SMS link to a visit's exit interview: one per visit, so the automatic and the on-demand
 * invitation never both reach the customer. Only the SHA-256 of the random token is kept, so
 * reading the table does not give working links; the link works once (usedAt) until expiresAt.
 */
export const surveyInvitations = pgTable(
  'survey_invitations',
  {
    surveyInvitationID: id(),
    appointmentID: uuid()
      .notNull()
      .references(() => appointments.appointmentID, { onDelete: 'cascade' }),
    workshopID: uuid()
      .notNull()
      .references(() => workshops.workshopID, { onDelete: 'cascade' }),
    tokenHash: text().notNull(),
    kind: text({ enum: SURVEY_INVITATION_KINDS }).notNull(),
    expiresAt: instant().notNull(),
    usedAt: instant(),
    outcome: text({ enum: SURVEY_OUTCOMES }),
    /** The customer's free notes with their answers. */
    notes: text(),
    createdAt: instant().notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('survey_invitations_appointment_unique').on(t.appointmentID),
    uniqueIndex('survey_invitations_token_unique').on(t.tokenHash),
    // Exit-interview statistics: a workshop's surveys closed in a period.
    index('survey_invitations_workshop_used_idx').on(t.workshopID, t.usedAt),
  ],
);
