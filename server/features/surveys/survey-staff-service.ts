import { ACTION_ROLES } from '../../../shared/appointments/action-roles.ts';
import { isValidAnswer } from '../../../shared/surveys/answers.ts';
import type { RequestContext } from '../../core/context/context.ts';
import { AppError, notFound } from '../../core/graphql/errors.ts';
import { type FormErrorPayload, formError } from '../../core/graphql/form-errors.ts';
import { isId } from '../../core/graphql/ids.ts';
import type { AppointmentRow } from '../../core/graphql/models.ts';
import { canActInWorkshop, requireWorkshopRole } from '../../core/policies/roles.ts';
import { requireWorkshopManager } from '../../core/policies/workshop-access.ts';
import {
  findAppointment,
  lockAppointment,
  workshopSettings,
} from '../appointments/appointment-write-repository.ts';
import { inviteToSurvey, publishSurveyChange } from '../appointments/survey-invitation.ts';
import * as repo from './surveys-repository.ts';

/** The staff's side of the exit interview: the on-demand invitation and corrections of answers. */

/** Who may ask a customer for the exit interview: the roles that see the visit to its exit. */
export const SURVEY_REQUEST_ROLES = ACTION_ROLES.confirmExit;

async function appointmentOrNotFound(ctx: RequestContext, appointmentID: string) {
  const row = isId(appointmentID) ? await findAppointment(ctx.db, appointmentID) : undefined;
  if (!row) throw notFound('Appointment');
  return row;
}

/**
 * Sends the workshop's onRequestCustomerSurvey SMS with a survey link, when the workshop allows
 * on-demand surveys. Refused with SURVEY_DISABLED, NO_MOBILE, NO_SURVEY_TEXT or ALREADY_INVITED
 * (the visit already had its invitation, automatic or not), writing nothing.
 */
export async function sendCustomerSurvey(ctx: RequestContext, appointmentID: string) {
  const existing = await appointmentOrNotFound(ctx, appointmentID);
  const auth = requireWorkshopRole(ctx, existing.workshopID, SURVEY_REQUEST_ROLES);
  const settings = await workshopSettings(ctx.db, existing.workshopID);
  if (!settings?.parameters?.onDemandSurveyEnabled) {
    throw new AppError('SURVEY_DISABLED', 'This workshop does not send surveys on request.');
  }
  if (!settings.parameters.onRequestCustomerSurvey.trim()) {
    throw new AppError('NO_SURVEY_TEXT', 'The workshop has no text for the survey request SMS.');
  }
  if (!existing.mobile) throw new AppError('NO_MOBILE', 'The customer has no mobile number.');
  const appointment = await ctx.db.transaction(async (tx) => {
    const current = await lockAppointment(tx, appointmentID);
    if (!current) throw notFound('Appointment');
    const sent = await inviteToSurvey(tx, current, 'onDemand', {
      publicUrl: ctx.publicUrl,
      now: ctx.now(),
      userID: auth.userID,
      impersonatorUserID: auth.impersonator?.userID ?? null,
    });
    if (!sent) throw new AppError('ALREADY_INVITED', 'The customer was already invited to this survey.');
    return current;
  });
  await publishSurveyChange(ctx, appointment);
  ctx.dispatcher.kick();
  return appointment;
}

export interface AnswerCorrection {
  customerSurveyAnswerID: string;
  value: string;
}

/**
 * A manager of the workshop corrects answers (a customer who answered by phone, a slip). Each id
 * must be an answer of this visit and each value one its question type allows; otherwise field
 * errors and nothing changes.
 */
export async function updateSurveyAnswers(
  ctx: RequestContext,
  input: { appointmentID: string; answers: readonly AnswerCorrection[] },
) {
  const existing = await appointmentOrNotFound(ctx, input.appointmentID);
  requireWorkshopManager(ctx, existing.workshopID);
  const result = await ctx.db.transaction(async (tx) => {
    await lockAppointment(tx, existing.appointmentID);
    const current = await repo.listAnswers(tx, existing.appointmentID);
    const byID = new Map(current.map((a) => [a.customerSurveyAnswerID, a]));
    const errors: FormErrorPayload[] = [];
    input.answers.forEach((correction, i) => {
      const answer = byID.get(correction.customerSurveyAnswerID);
      if (!answer) {
        errors.push(
          formError(
            `answers.${i}.customerSurveyAnswerID`,
            'validation.invalid',
            'Not an answer of this visit',
          ),
        );
      } else if (!isValidAnswer(answer.answerTypeID, correction.value)) {
        errors.push(formError(`answers.${i}.value`, 'validation.range', 'Outside the allowed range'));
      }
    });
    if (errors.length > 0) return { answers: current, formErrors: errors, changed: false };
    for (const correction of input.answers) {
      await repo.updateAnswer(tx, correction.customerSurveyAnswerID, correction.value);
    }
    return { answers: await repo.listAnswers(tx, existing.appointmentID), formErrors: [], changed: true };
  });
  if (result.changed) await publishSurveyChange(ctx, existing);
  return { answers: result.answers, formErrors: result.formErrors };
}

/** The visit's survey as the appointment detail shows it; null when it was never sent. */
export async function appointmentSurvey(ctx: RequestContext, appointment: AppointmentRow) {
  const invitation = await repo.findInvitation(ctx.db, appointment.appointmentID);
  if (!invitation) return null;
  return {
    kind: invitation.kind,
    sentAt: invitation.createdAt,
    expiresAt: invitation.expiresAt,
    closedAt: invitation.usedAt,
    outcome: invitation.outcome,
    notes: invitation.notes,
    answers: await repo.listAnswers(ctx.db, appointment.appointmentID),
  };
}

/** Whether the caller may send the on-demand survey for this visit now (the detail's button). */
export async function surveyRequestable(ctx: RequestContext, appointment: AppointmentRow): Promise<boolean> {
  if (!ctx.auth || !canActInWorkshop(ctx.auth, appointment.workshopID, SURVEY_REQUEST_ROLES)) return false;
  if (!appointment.mobile) return false;
  const settings = await workshopSettings(ctx.db, appointment.workshopID);
  const parameters = settings?.parameters;
  if (!parameters?.onDemandSurveyEnabled || !parameters.onRequestCustomerSurvey.trim()) return false;
  if (await repo.findInvitation(ctx.db, appointment.appointmentID)) return false;
  return (await repo.listAnswers(ctx.db, appointment.appointmentID)).length === 0;
}
