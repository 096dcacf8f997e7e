import { ACTION_ROLES } from '../../../shared/appointments/action-roles.ts';
import { MANAGER_ROLES } from '../../../shared/auth/roles.ts';
import { isValidAnswer, SURVEY_NOTES_MAX } from '../../../shared/surveys/answers.ts';
import type { RequestContext } from '../../core/context/context.ts';
import { AppError, notFound } from '../../core/graphql/errors.ts';
import { type FormErrorPayload, formError } from '../../core/graphql/form-errors.ts';
import { isId } from '../../core/graphql/ids.ts';
import type { AppointmentRow } from '../../core/graphql/models.ts';
import { canActInWorkshop, requireWorkshopRole } from '../../core/policies/roles.ts';
import { requireWorkshopManager } from '../../core/policies/workshop-access.ts';
import {
  findAppointment,
  insertLog,
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
  input: { appointmentID: string; answers: readonly AnswerCorrection[]; notes?: string | null },
) {
  const existing = await appointmentOrNotFound(ctx, input.appointmentID);
  const auth = requireWorkshopManager(ctx, existing.workshopID);
  const notes = input.notes == null ? undefined : input.notes.trim() || null;
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
    if (notes && notes.length > SURVEY_NOTES_MAX) {
      errors.push(formError('notes', 'validation.maxLength', 'Too long'));
    }
    const invitation = await repo.findInvitation(tx, existing.appointmentID);
    if (notes !== undefined && !invitation) {
      errors.push(formError('notes', 'validation.invalid', 'The visit has no survey'));
    }
    if (errors.length > 0) return { answers: current, formErrors: errors, changed: false };
    const corrected = input.answers.filter((c) => byID.get(c.customerSurveyAnswerID)?.answerText !== c.value);
    for (const correction of corrected) {
      await repo.updateAnswer(tx, correction.customerSurveyAnswerID, correction.value);
    }
    const notesChanged = invitation !== undefined && notes !== undefined && notes !== invitation.notes;
    if (notesChanged) await repo.updateInvitationNotes(tx, invitation.surveyInvitationID, notes);
    const changed = corrected.length > 0 || notesChanged;
    if (changed) {
      // Ids only: the answers and notes are the customer's words, kept on the survey, not the log.
      await insertLog(tx, {
        appointmentID: existing.appointmentID,
        workshopID: existing.workshopID,
        actionType: 'CustomerSurveyCorrected',
        userID: auth.userID,
        impersonatorUserID: auth.impersonator?.userID ?? null,
        fromStatus: existing.statusCode,
        toStatus: existing.statusCode,
        payload: {
          correctedAnswerIDs: corrected.map((c) => c.customerSurveyAnswerID),
          notesChanged,
        },
      });
    }
    return { answers: await repo.listAnswers(tx, existing.appointmentID), formErrors: [], changed };
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

/** Whether the caller may correct the visit's survey answers (a manager of its workshop, an admin). */
export function surveyCorrectable(ctx: RequestContext, appointment: AppointmentRow): boolean {
  return !!ctx.auth && canActInWorkshop(ctx.auth, appointment.workshopID, MANAGER_ROLES);
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
