import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { MANUAL_LOG_TYPES } from '../../../shared/appointments/appointment-events.ts';
import { STATUS } from '../../../shared/appointments/appointment-status.ts';
import { lastStandingChange, undoneLogIDOf } from '../../../shared/appointments/status-history.ts';
import {
  type AppointmentAction,
  fixedTarget,
  UNDOABLE_EVENTS,
} from '../../../shared/appointments/transitions.ts';
import {
  jobEndSmsInputSchema,
  jobRejectInputSchema,
  manualLogInputSchema,
} from '../../../shared/validation/appointments.ts';
import { parseForm } from '../../../shared/validation/form-errors.ts';
import type { RequestContext } from '../../core/context/context.ts';
import type { Transaction } from '../../core/db/client.ts';
import { rejectReasons } from '../../core/db/schema/index.ts';
import { AppError } from '../../core/graphql/errors.ts';
import { formError, toFormErrors } from '../../core/graphql/form-errors.ts';
import { isId } from '../../core/graphql/ids.ts';
import type { AppointmentRow } from '../../core/graphql/models.ts';
import { type ActionRequest, type AppointmentResultPayload, runAppointmentAction } from './action-runner.ts';
import { queueAppointmentSms, sendCustomSms, textable } from './appointment-messages.ts';
import { hasLogOfKind, insertLog, statusChanges, workshopSettings } from './appointment-write-repository.ts';
import { reviveDates, snapshot } from './log-snapshot.ts';
import { closeLivePickup } from './pickup-visit.ts';
import { inviteToSurvey } from './survey-invitation.ts';

/**
 * The lifecycle actions after a customer is in a box, and the undo family. Each is one call of the
 * action runner with the columns the action sets; see docs/appointment-lifecycle.md.
 */

type Base = Omit<ActionRequest, 'action'>;

/** Moves to the table's fixed target and stamps the given time columns with now. */
function simpleAction(
  action: AppointmentAction,
  stamp: (now: Date) => Partial<AppointmentRow>,
  event?: string,
) {
  return (ctx: RequestContext, input: Base) =>
    runAppointmentAction(ctx, { ...input, action }, async (current) => {
      const target = fixedTarget(action, current.statusCode);
      const values = { ...stamp(ctx.now()), ...(target === null ? {} : { statusCode: target }) };
      return {
        values,
        before: snapshot(current, Object.keys(values)),
        ...(event ? { event: event as never } : {}),
      };
    });
}

export const jobStart = (ctx: RequestContext, input: Base & { skipValidation?: boolean | null }) =>
  runAppointmentAction(ctx, { ...input, action: 'jobStart' }, async (current) => {
    // Acceptance checks: the customer must be someone the box can serve. Skipping them is the
    // spec's escape hatch for a desk that knows better; the log records it.
    if (!input.skipValidation && !current.vehicleBrandID) {
      throw new AppError(
        'BAD_USER_INPUT',
        'The vehicle brand is missing: complete the appointment or skip validation.',
      );
    }
    const values = { statusCode: STATUS.JobStarted, jobStartDateTime: ctx.now() };
    return {
      values,
      before: snapshot(current, Object.keys(values)),
      payload: { skipValidation: !!input.skipValidation },
    };
  });

export const jobEnd = (ctx: RequestContext, input: Base) =>
  runAppointmentAction(ctx, { ...input, action: 'jobEnd' }, async (current) => {
    const values = { statusCode: STATUS.JobEnded, jobEndDateTime: ctx.now() };
    return {
      values,
      before: snapshot(current, Object.keys(values)),
      after: (tx, updated) => queuePayOnline(tx, ctx, updated),
    };
  });

/**
 * Job done: the pay-online link (`payOnline` text), when the workshop sends it, once per visit
 * (a job ended again after an undo does not send it twice). Sent or skipped, it is logged.
 */
async function queuePayOnline(tx: Transaction, ctx: RequestContext, row: AppointmentRow): Promise<void> {
  const settings = await workshopSettings(tx, row.workshopID);
  if (!settings?.parameters?.payOnlineSmsEnabled) return;
  if (await hasLogOfKind(tx, row.appointmentID, 'JobEndSms', 'payOnline')) return;
  const text = await queueAppointmentSms(tx, 'payOnline', row, {
    settings,
    publicUrl: ctx.publicUrl,
    now: ctx.now(),
  });
  await insertSmsLine(tx, ctx, row, {
    actionType: 'JobEndSms',
    smsText: text,
    notes: text
      ? 'Pagamento online'
      : row.mobile
        ? 'Pagamento online non inviato: testo vuoto'
        : 'Pagamento online non inviato: nessun cellulare',
    payload: { kind: 'payOnline', sent: !!text },
  });
}

/** A line in the visit's history for an SMS the action queued (or chose not to), status unchanged. */
function insertSmsLine(
  tx: Transaction,
  ctx: RequestContext,
  row: AppointmentRow,
  line: { actionType: string; smsText: string | null; notes?: string; payload: Record<string, unknown> },
) {
  return insertLog(tx, {
    appointmentID: row.appointmentID,
    workshopID: row.workshopID,
    userID: ctx.auth?.userID ?? null,
    fromStatus: row.statusCode,
    toStatus: row.statusCode,
    ...line,
  });
}
/**
 * The thank-you SMS after an exit or a refusal, with its `ThankYouSms` line in the visit's history
 * (with the text as sent), in the action's transaction; nothing is logged when none is queued
 * (no mobile, no consent, switched off, an empty text).
 */
async function queueThankYouSms(
  tx: Transaction,
  ctx: RequestContext,
  row: AppointmentRow,
  settings: NonNullable<Awaited<ReturnType<typeof workshopSettings>>>,
  delayMinutes: number,
): Promise<void> {
  const context = { settings, publicUrl: ctx.publicUrl, now: ctx.now() };
  const text = await queueAppointmentSms(tx, 'thankYou', row, context, delayMinutes);
  if (!text) return;
  await insertSmsLine(tx, ctx, row, { actionType: 'ThankYouSms', smsText: text, payload: { delayMinutes } });
}

export const uscita = simpleAction('uscita', () => ({}));

export async function jobReject(
  ctx: RequestContext,
  input: Base & { rejectReasonID: string; sendThanksSms?: boolean | null },
): Promise<AppointmentResultPayload> {
  const parsed = parseForm(jobRejectInputSchema, input);
  if (!parsed.ok) return { appointment: null, formErrors: toFormErrors(parsed.errors) };
  const [reason] = isId(input.rejectReasonID)
    ? await ctx.db.select().from(rejectReasons).where(eq(rejectReasons.rejectReasonID, input.rejectReasonID))
    : [];
  if (!reason) {
    return {
      appointment: null,
      formErrors: [formError('rejectReasonID', 'validation.required', 'Choose a reason')],
    };
  }
  return runAppointmentAction(ctx, { ...input, action: 'jobReject' }, async (current) => {
    const values = {
      statusCode: STATUS.Rejected,
      jobRejectDateTime: ctx.now(),
      rejectReasonID: reason.rejectReasonID,
    };
    return {
      values,
      rejectReasonID: reason.rejectReasonID,
      before: snapshot(current, Object.keys(values)),
      after: async (tx, updated) => {
        if (!input.sendThanksSms) return;
        const settings = await workshopSettings(tx, updated.workshopID);
        if (!settings) return;
        await queueThankYouSms(tx, ctx, updated, settings, 0);
      },
    };
  });
}

export const confirmPayment = (ctx: RequestContext, input: Base & { warrantyWork?: boolean | null }) =>
  runAppointmentAction(ctx, { ...input, action: 'confirmPayment' }, async (current) => {
    const values = { statusCode: STATUS.Paid, paymentDateTime: ctx.now() };
    return {
      values,
      // Warranty work is paid by the manufacturer: the same step, logged as what it is.
      event: input.warrantyWork ? 'WarrantyWork' : 'PaymentSuccessful',
      before: snapshot(current, Object.keys(values)),
      payload: { warrantyWork: !!input.warrantyWork },
    };
  });

export const confirmExit = (ctx: RequestContext, input: Base & { sendSms?: boolean | null }) =>
  runAppointmentAction(ctx, { ...input, action: 'confirmExit' }, async (current) => {
    const values = { statusCode: STATUS.CheckedOut, checkoutDateTime: ctx.now() };
    return {
      values,
      before: snapshot(current, Object.keys(values)),
      after: async (tx, updated) => {
        // Checked out at the cashier while its customer waits to collect it: the pickup closes too.
        const pickup = await closeLivePickup(tx, ctx, updated);
        const settings = await workshopSettings(tx, updated.workshopID);
        if (!settings?.parameters) return pickup;
        // The workshop's rule, not the cashier's choice: the exit interview follows every exit.
        if (settings.parameters.automaticSurveyEnabled) {
          await inviteToSurvey(tx, updated, 'automatic', {
            publicUrl: ctx.publicUrl,
            now: ctx.now(),
            userID: null,
          });
        }
        if (!input.sendSms) return pickup;
        await queueThankYouSms(tx, ctx, updated, settings, settings.parameters.thankYouSmsDelayInMinutes);
        return pickup;
      },
    };
  });

export const goBack = (ctx: RequestContext, input: Base) =>
  runAppointmentAction(ctx, { ...input, action: 'goBack' }, async (current) => {
    const values = { statusCode: STATUS.JobStarted, jobEndDateTime: null };
    return { values, before: snapshot(current, Object.keys(values)) };
  });

export const undoCheckIn = (ctx: RequestContext, input: Base) =>
  runAppointmentAction(ctx, { ...input, action: 'undoCheckIn' }, async (current) => {
    const values = {
      statusCode: STATUS.BookedNotArrived,
      checkinDateTime: null,
      checkinAnomaly: null,
      checkinEstimatedWaitMinutes: null,
    };
    return { values, before: snapshot(current, Object.keys(values)) };
  });

/** The appointment's last status change that still stands (shared/appointments/status-history.ts). */
async function standingChange(tx: Transaction, appointmentID: string) {
  const lines = await statusChanges(tx, appointmentID);
  return lastStandingChange(lines.map((line) => ({ ...line, undoneLogID: undoneLogIDOf(line.payload) })));
}

/**
 * Back to the queue with the status the customer had before the call, read from the log: the call
 * is the change that still stands, whatever was started and undone in the box since.
 */
export const returnToQueue = (ctx: RequestContext, input: Base) =>
  runAppointmentAction(ctx, { ...input, action: 'returnToQueue' }, async (current, tx) => {
    const call = await standingChange(tx, current.appointmentID);
    if (
      call?.actionType !== 'NextCustomer' ||
      call.toStatus !== current.statusCode ||
      call.fromStatus === null
    ) {
      throw new AppError('NOTHING_TO_UNDO', 'The log does not show how this customer entered the box.');
    }
    const values = {
      statusCode: call.fromStatus,
      acceptedBoxID: null,
      acceptedUserID: null,
      acceptanceDateTime: null,
      hiddenAcceptance: false,
    };
    return { values, before: snapshot(current, Object.keys(values)) };
  });

/**
 * Reverses the last status change that still stands when it is one the table lets undo: the status
 * and every column that change set come back from the log line's `before`. Undone again, it
 * reverses the change before that (job end, then job start).
 */
export const undoLastOperation = (ctx: RequestContext, input: Base) =>
  runAppointmentAction(ctx, { ...input, action: 'undoLastOperation' }, async (current, tx) => {
    const last = await standingChange(tx, current.appointmentID);
    const before = (last?.payload as { before?: Record<string, unknown> } | null)?.before;
    if (
      !last ||
      last.toStatus !== current.statusCode ||
      last.fromStatus === null ||
      !(UNDOABLE_EVENTS as readonly string[]).includes(last.actionType) ||
      !before
    ) {
      throw new AppError('NOTHING_TO_UNDO', 'There is no operation to undo.');
    }
    const values = { ...reviveDates(before), statusCode: last.fromStatus };
    return {
      values,
      before: snapshot(current, Object.keys(values)),
      payload: { undoneLogID: last.appointmentLogID },
    };
  });

export const deleteCheckIn = (ctx: RequestContext, input: Base) =>
  runAppointmentAction(ctx, { ...input, action: 'deleteCheckIn' }, async (current) => ({
    values: { deletedAt: ctx.now() },
    event: 'DeleteAppointment',
    before: snapshot(current, ['deletedAt']),
  }));

export const deleteAppointment = (ctx: RequestContext, input: Base) =>
  runAppointmentAction(ctx, { ...input, action: 'deleteAppointment' }, async (current) => ({
    values: { deletedAt: ctx.now() },
    event: 'DeleteAppointment',
    before: snapshot(current, ['deletedAt']),
  }));

export async function sendJobEndSms(
  ctx: RequestContext,
  input: Base & { text: string },
): Promise<AppointmentResultPayload> {
  const parsed = parseForm(jobEndSmsInputSchema, input);
  if (!parsed.ok) return { appointment: null, formErrors: toFormErrors(parsed.errors) };
  return runAppointmentAction(ctx, { ...input, action: 'sendJobEndSms' }, async (current) => {
    if (!current.mobile) throw new AppError('BAD_USER_INPUT', 'The customer has no mobile number.');
    if (!textable(current))
      throw new AppError('BAD_USER_INPUT', 'The customer declined SMS about this visit.');
    return {
      values: { jobEndSmsDateTime: ctx.now() },
      smsText: parsed.value.text,
      after: (tx, updated) => sendCustomSms(tx, updated, 'jobEndSms', parsed.value.text),
    };
  });
}

export const setThanksSms = (ctx: RequestContext, input: Base & { enabled: boolean }) =>
  runAppointmentAction(ctx, { ...input, action: 'setThanksSms' }, async (current) => ({
    values: { thanksSmsEnabled: input.enabled },
    before: snapshot(current, ['thanksSmsEnabled']),
  }));

/**
 * Puts the vehicle into, or takes it out of, "waiting for spare parts" (Attesa-Ricambi). Asking for
 * the state it is already in is refused, so two desks flipping it at once do not both log a change.
 */
export const setWaitingSpareParts = (ctx: RequestContext, input: Base & { waiting: boolean }) =>
  runAppointmentAction(ctx, { ...input, action: 'setWaitingSpareParts' }, async (current) => {
    if (current.waitingSpareParts === input.waiting) {
      throw new AppError(
        'BAD_USER_INPUT',
        input.waiting
          ? 'The vehicle is already waiting for spare parts.'
          : 'The vehicle is not waiting for spare parts.',
        { waitingSpareParts: current.waitingSpareParts },
      );
    }
    return {
      values: { waitingSpareParts: input.waiting },
      before: snapshot(current, ['waitingSpareParts']),
      payload: { waitingSpareParts: input.waiting },
    };
  });

const manualLogTypeSchema = v.picklist(MANUAL_LOG_TYPES, 'validation.required');

export async function createAppointmentLog(
  ctx: RequestContext,
  input: Base & { actionType: string; notes: string },
): Promise<AppointmentResultPayload> {
  const type = v.safeParse(manualLogTypeSchema, input.actionType);
  const parsed = parseForm(manualLogInputSchema, input);
  const errors = [
    ...(type.success ? [] : [formError('actionType', 'validation.required', 'Choose a type')]),
    ...(parsed.ok ? [] : toFormErrors(parsed.errors)),
  ];
  if (!type.success || !parsed.ok || errors.length) return { appointment: null, formErrors: errors };
  const actionType = type.output;
  return runAppointmentAction(ctx, { ...input, action: 'createAppointmentLog' }, async () => ({
    values: {},
    event: actionType,
    payload: { manual: true },
  }));
}
