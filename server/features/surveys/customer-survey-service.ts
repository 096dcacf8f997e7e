import { answerValues, isValidAnswer, SURVEY_NOTES_MAX } from '../../../shared/surveys/answers.ts';
import type { RequestContext } from '../../core/context/context.ts';
import type { Executor } from '../../core/db/client.ts';
import type { surveyInvitations } from '../../core/db/schema/index.ts';
import { type FormErrorPayload, formError } from '../../core/graphql/form-errors.ts';
import { LOOKUP_LIMITED, limitFailedLookups, orRateLimited } from '../../core/http/public-lookups.ts';
import {
  insertLog,
  lockAppointment,
  workshopSettings,
} from '../appointments/appointment-write-repository.ts';
import { recordAskedLanguage } from '../appointments/customer-language.ts';
import { hashSurveyToken, publishSurveyChange } from '../appointments/survey-invitation.ts';
import { loadPrivacyNotice } from '../privacy/privacy-notice.ts';
import * as repo from './surveys-repository.ts';

/**
 * The customer's side of the exit interview, reached from the SMS link without signing in: the
 * token is the only credential. A token that names no open invitation counts against the caller's
 * address allowance of failed look-ups (core/http/public-lookups.ts), like a wrong tracking code.
 */

type Invitation = typeof surveyInvitations.$inferSelect;

export interface CustomerSurveyResultPayload {
  success: boolean;
  /** LINK_INVALID (unknown, used or expired link), RATE_LIMITED, or null. */
  errorCode: string | null;
  errorMessage: string | null;
  formErrors: FormErrorPayload[];
}

const failure = (errorCode: string, errorMessage: string): CustomerSurveyResultPayload => ({
  success: false,
  errorCode,
  errorMessage,
  formErrors: [],
});
const LINK_INVALID = () => failure('LINK_INVALID', 'This survey link is no longer valid.');
const RATE_LIMITED = () =>
  failure('RATE_LIMITED', 'Too many failed look-ups from this address. Try again in a minute.');

/** Whether the invitation can still be answered at `now`. */
const isOpen = (invitation: Invitation | undefined, now: Date): invitation is Invitation =>
  !!invitation && !invitation.usedAt && invitation.expiresAt.getTime() > now.getTime();

// Longer than any token Turno makes: a longer string is refused without hashing it.
const MAX_TOKEN_LENGTH = 100;

/** The open invitation the token opens, within the address's failed look-up allowance. */
function openInvitation(ctx: RequestContext, token: string) {
  return limitFailedLookups(ctx, 'customer', async () => {
    if (!token || token.length > MAX_TOKEN_LENGTH) return undefined;
    const invitation = await repo.findInvitationByHash(ctx.db, hashSurveyToken(token));
    return isOpen(invitation, ctx.now()) ? invitation : undefined;
  });
}

/** The questions a workshop asks now: its own, or the installation's defaults. */
export async function questionsOf(db: Executor, workshopID: string) {
  const own = await repo.listWorkshopQuestions(db, workshopID);
  return own.length > 0 ? own : repo.listDefaultQuestions(db);
}

/** The survey page's content; null when the link is unknown, used or expired. */
export async function customerSurvey(ctx: RequestContext, token: string) {
  const invitation = orRateLimited(await openInvitation(ctx, token));
  if (!invitation) return null;
  const settings = await workshopSettings(ctx.db, invitation.workshopID);
  const [questions, privacyNotice] = await Promise.all([
    questionsOf(ctx.db, invitation.workshopID),
    loadPrivacyNotice(ctx.db, invitation.workshopID),
  ]);
  if (!privacyNotice) return null;
  return {
    workshopName: settings?.workshop.name ?? '',
    privacyNotice,
    expiresAt: invitation.expiresAt,
    questions: questions.map((q) => ({
      questionID: q.customerSurveyQuestionID,
      text: q.text,
      questionTypeID: q.questionTypeID,
      position: q.position,
    })),
  };
}

export interface AnswerInput {
  questionID: string;
  value: string;
}

type Question = Awaited<ReturnType<typeof questionsOf>>[number];

/** Field errors of a set of answers against the workshop's current questions; none when valid. */
export function answerErrors(
  questions: readonly Question[],
  answers: readonly AnswerInput[],
  notes: string | null | undefined,
): FormErrorPayload[] {
  const byID = new Map(questions.map((q) => [q.customerSurveyQuestionID, q]));
  const seen = new Set<string>();
  const errors: FormErrorPayload[] = [];
  answers.forEach((answer, i) => {
    const question = byID.get(answer.questionID);
    if (!question) {
      errors.push(
        formError(
          `answers.${i}.questionID`,
          'validation.unknownQuestion',
          'Not one of this survey’s questions',
        ),
      );
    } else if (seen.has(answer.questionID)) {
      errors.push(formError(`answers.${i}.questionID`, 'validation.duplicate', 'Already in use'));
    } else if (!isValidAnswer(question.questionTypeID, answer.value)) {
      const allowed = answerValues(question.questionTypeID).join(', ');
      errors.push(formError(`answers.${i}.value`, 'validation.range', `One of ${allowed}`));
    }
    seen.add(answer.questionID);
  });
  questions.forEach((question) => {
    if (!seen.has(question.customerSurveyQuestionID)) {
      errors.push(
        formError(
          `question.${question.customerSurveyQuestionID}`,
          'validation.required',
          'This field is required',
        ),
      );
    }
  });
  if (notes && notes.length > SURVEY_NOTES_MAX) {
    errors.push(formError('notes', 'validation.maxLength', 'Too long'));
  }
  return errors;
}

/**
 * Closes the invitation with the customer's answers (or their refusal) in one transaction with
 * the CustomerSurveyAnswered / CustomerSurveySkipped log line. The invitation is locked and checked
 * again inside it, so two submissions of one link cannot both be written.
 */
async function closeSurvey(
  ctx: RequestContext,
  token: string,
  outcome: 'answered' | 'skipped',
  answers: readonly AnswerInput[],
  notes: string | null,
): Promise<CustomerSurveyResultPayload> {
  const found = await openInvitation(ctx, token);
  if (found === LOOKUP_LIMITED) return RATE_LIMITED();
  if (!found) return LINK_INVALID();
  const questions = await questionsOf(ctx.db, found.workshopID);
  if (outcome === 'answered') {
    const errors = answerErrors(questions, answers, notes);
    if (errors.length > 0)
      return { ...failure('BAD_USER_INPUT', 'Some answers are not valid.'), formErrors: errors };
  }
  const byID = new Map(questions.map((q) => [q.customerSurveyQuestionID, q]));
  const appointment = await ctx.db.transaction(async (tx) => {
    const invitation = await repo.findInvitationByHash(tx, found.tokenHash, true);
    if (!isOpen(invitation, ctx.now())) return null;
    const current = await lockAppointment(tx, invitation.appointmentID);
    if (!current) return null;
    await recordAskedLanguage(tx, ctx, current, 'survey');
    await repo.insertAnswers(
      tx,
      answers.map((answer) => {
        const question = byID.get(answer.questionID)!;
        // The question's text, type and position as asked: later edits do not rewrite them.
        return {
          appointmentID: current.appointmentID,
          questionID: question.customerSurveyQuestionID,
          questionText: question.text,
          answerTypeID: question.questionTypeID,
          position: question.position,
          answerText: answer.value,
        };
      }),
    );
    await repo.closeInvitation(tx, invitation.surveyInvitationID, {
      usedAt: ctx.now(),
      outcome,
      notes: notes?.trim() || null,
    });
    await insertLog(tx, {
      appointmentID: current.appointmentID,
      workshopID: current.workshopID,
      actionType: outcome === 'answered' ? 'CustomerSurveyAnswered' : 'CustomerSurveySkipped',
      userID: null,
      fromStatus: current.statusCode,
      toStatus: current.statusCode,
      payload: { surveyInvitationID: invitation.surveyInvitationID },
    });
    return current;
  });
  if (!appointment) return LINK_INVALID();
  await publishSurveyChange(ctx, appointment);
  return { success: true, errorCode: null, errorMessage: null, formErrors: [] };
}

export function submitCustomerSurvey(
  ctx: RequestContext,
  input: { token: string; answers: readonly AnswerInput[]; notes?: string | null },
) {
  return closeSurvey(ctx, input.token, 'answered', input.answers, input.notes ?? null);
}

export function skipCustomerSurvey(ctx: RequestContext, input: { token: string }) {
  return closeSurvey(ctx, input.token, 'skipped', [], null);
}
