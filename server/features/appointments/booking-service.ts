import { and, eq, isNull } from 'drizzle-orm';
import type * as v from 'valibot';
import { ACTION_ROLES } from '../../../shared/appointments/action-roles.ts';
import { STATUS } from '../../../shared/appointments/appointment-status.ts';
import type { MessageLanguage } from '../../../shared/configuration/constants.ts';
import { isMessageLanguage } from '../../../shared/messaging/message-language.ts';
import { dayBounds, workshopDay } from '../../../shared/time/workshop-day.ts';
import {
  appointmentInputSchema,
  updateAppointmentInputSchema,
  walkInInputSchema,
} from '../../../shared/validation/appointments.ts';
import { parseForm } from '../../../shared/validation/form-errors.ts';
import { messageKey, VALIDATION_MESSAGES } from '../../../shared/validation/messages.ts';
import type { RequestContext } from '../../core/context/context.ts';
import type { Executor } from '../../core/db/client.ts';
import { isUniqueViolation } from '../../core/db/db-errors.ts';
import { queues, vehicleBrands } from '../../core/db/schema/index.ts';
import { AppError, notFound } from '../../core/graphql/errors.ts';
import { type FormErrorPayload, formError, toFormErrors } from '../../core/graphql/form-errors.ts';
import { isId } from '../../core/graphql/ids.ts';
import type { AppointmentRow } from '../../core/graphql/models.ts';
import type { ActionAuthorizer } from '../../core/policies/device-access.ts';
import { requireWorkshopRole } from '../../core/policies/roles.ts';
import {
  publishCommittedChange,
  publishWorkshopChange,
  versionAtCommit,
} from '../../core/realtime/publish-change.ts';
import { type AppointmentResultPayload, changeOf, runAppointmentAction } from './action-runner.ts';
import { queueAppointmentSms } from './appointment-messages.ts';
import { findLastVisit, findLiveVisit } from './appointment-read-repository.ts';
import {
  defaultQueue,
  findAppointment,
  findLogByIdempotencyKey,
  findQueue,
  insertAppointment,
  insertLog,
  lockIdempotencyKey,
  workshopSettings,
} from './appointment-write-repository.ts';
import { recordCheckinEstimate } from './checkin-estimate.ts';
import { tellWhoIsNext } from './you-are-next.ts';

/** The unique index that keeps one live visit per plate per workshop (schema/appointments.ts). */
const LIVE_PLATE_INDEX = 'appointments_one_live_per_plate';
/** The field error's code when a plate already has a live visit; the totem turns it into "ask staff". */
export const PLATE_ALREADY_LIVE = 'validation.plateAlreadyLive';

/** A new booking (status 1), with the confirmation SMS when asked. */
export async function createAppointment(
  ctx: RequestContext,
  input: unknown,
): Promise<AppointmentResultPayload> {
  requireCustomerLanguage(input);
  const parsed = parseForm(appointmentInputSchema, input);
  if (!parsed.ok) return invalid(toFormErrors(parsed.errors));
  const value = parsed.value;
  const auth = requireWorkshopRole(ctx, value.workshopID, ACTION_ROLES.createAppointment);
  const problems = await referenceProblems(ctx.db, value.workshopID, value.vehicleBrandID, value.queueID);
  if (problems.length) return invalid(problems);

  const created = await ctx.db.transaction(async (tx) => {
    const row = await insertAppointment(tx, {
      ...bookingColumns(value),
      workshopID: value.workshopID,
      statusCode: STATUS.BookedNotArrived,
      assignedQueueID: value.queueID,
      priority: value.priority ?? 0,
      customerLanguage: value.customerLanguage ?? null,
    });
    await insertLog(tx, logOf(row, auth.userID, 'BookedAppointmentCreated', null, row.statusCode));
    if (value.sendConfirmationSms)
      await sendAndLog(tx, ctx, row, 'confirmAppointment', 'ConfirmAppointment', auth.userID);
    return row;
  });
  await publishWorkshopChange(ctx, changeOf(null, created));
  ctx.dispatcher.kick();
  return { appointment: created, formErrors: [] };
}

/** Edits a booking (spec §5 required fields); not once the customer is in a box. */
export async function updateAppointment(
  ctx: RequestContext,
  input: unknown,
): Promise<AppointmentResultPayload> {
  requireCustomerLanguage(input);
  const parsed = parseForm(updateAppointmentInputSchema, input);
  if (!parsed.ok) return invalid(toFormErrors(parsed.errors));
  const value = parsed.value;
  const existing = isId(value.appointmentID) ? await findAppointment(ctx.db, value.appointmentID) : undefined;
  if (!existing) throw notFound('Appointment');
  // The role first: what follows tells in which workshop the visit is and which references hold.
  requireWorkshopRole(ctx, existing.workshopID, ACTION_ROLES.updateAppointment);
  if (existing.workshopID !== value.workshopID) {
    return invalid([
      formError('workshopID', 'appointments.otherWorkshop', 'An appointment cannot move to another workshop'),
    ]);
  }
  const problems = await referenceProblems(ctx.db, value.workshopID, value.vehicleBrandID, value.queueID);
  if (problems.length) return invalid(problems);
  return runAppointmentAction(
    ctx,
    { appointmentID: value.appointmentID, action: 'updateAppointment' },
    async (current) => {
      const values = {
        ...bookingColumns(value),
        assignedQueueID: value.queueID ?? current.assignedQueueID,
        priority: value.priority ?? current.priority,
        // Absent: as it was (a client that does not know the field); null: not known.
        ...(value.customerLanguage !== undefined ? { customerLanguage: value.customerLanguage } : {}),
      };
      return {
        values,
        event: 'AppointmentUpdated',
        after: async (tx, updated) => {
          if (value.sendConfirmationSms)
            await sendAndLog(
              tx,
              ctx,
              updated,
              'confirmAppointment',
              'ConfirmAppointment',
              ctx.auth?.userID ?? null,
            );
        },
      };
    },
  );
}

/** How a check-in is made: by the totem, with its own check and the language it was used in. */
interface CheckInOptions {
  authorize?: ActionAuthorizer;
  /** The customer's language when known (the totem's interface language); kept on the visit. */
  customerLanguage?: MessageLanguage;
  /**
   * The customer's own answer to "SMS about this visit" (the totem's walk-in form): kept on the
   * visit and logged with it; false means the visit gets no SMS (appointment-messages.ts).
   */
  smsConsent?: { smsConsent: boolean; smsConsentAt: Date; privacyNoticeVersion: number };
  /**
   * When the customer arrived, for a walk-in an offline totem registered earlier and sends now
   * (decision 0026): the visit's check-in time, so the queue order puts it where it arrived, and a
   * `CheckinOffline` log line saying so. The caller has validated it (offline-arrival.ts).
   */
  arrivedAt?: Date;
}

/** A walk-in checks in (status 3) in a queue, from the desk or the totem. */
export async function registerNewAppointment(
  ctx: RequestContext,
  input: { idempotencyKey?: string | null } & Record<string, unknown>,
  // The totem passes its own check (its device account holds no role); see ActionRequest.authorize.
  options: CheckInOptions = {},
): Promise<AppointmentResultPayload> {
  requireCustomerLanguage(input);
  const parsed = parseForm(walkInInputSchema, input);
  if (!parsed.ok) return invalid(toFormErrors(parsed.errors));
  const value = parsed.value;
  const auth = options.authorize
    ? options.authorize(value.workshopID)
    : requireWorkshopRole(ctx, value.workshopID, ACTION_ROLES.registerNewAppointment);
  const problems = await referenceProblems(ctx.db, value.workshopID, value.vehicleBrandID, value.queueID);
  if (problems.length) return invalid(problems);
  const now = ctx.now();
  const key = typeof input.idempotencyKey === 'string' ? input.idempotencyKey : null;

  const write = () =>
    ctx.db.transaction(async (tx) => {
      if (key) {
        await lockIdempotencyKey(tx, auth.userID, key);
        const done = await findLogByIdempotencyKey(tx, auth.userID, key);
        if (done) return { row: await findAppointment(tx, done.appointmentID), version: null };
      }
      // Checked above without a lock; checked again under one, against a delete of the queue meanwhile.
      if (value.queueID && !(await findQueue(tx, value.queueID, value.workshopID, true))) {
        return { refused: true as const };
      }
      const live = await findLiveVisit(tx, value.workshopID, value.licensePlate);
      if (live) return { live };
      const lastVisit = await previousVisit(tx, value.workshopID, value.licensePlate, now);
      const inserted = await insertAppointment(tx, {
        workshopID: value.workshopID,
        statusCode: STATUS.CheckedInRandom,
        walkIn: true,
        licensePlate: value.licensePlate,
        name: value.name,
        mobile: value.mobile,
        email: value.email,
        vehicleBrandID: value.vehicleBrandID,
        vehicleModel: value.vehicleModel,
        description: value.description,
        assignedQueueID: value.queueID,
        priority: value.priority ?? 0,
        checkinDateTime: options.arrivedAt ?? now,
        returningCustomerLastDate: lastVisit?.checkinDateTime ?? null,
        returningCustomerReason: lastVisit?.description ?? null,
        customerLanguage: options.customerLanguage ?? value.customerLanguage ?? null,
        ...options.smsConsent,
      });
      const row = await recordCheckinEstimate(tx, inserted, now);
      await insertLog(tx, {
        ...logOf(row, auth.userID, 'CheckinRandom', null, row.statusCode),
        idempotencyKey: key,
      });
      if (options.arrivedAt) {
        await insertLog(tx, {
          ...logOf(row, auth.userID, 'CheckinOffline', row.statusCode, row.statusCode),
          payload: { arrivedAt: options.arrivedAt.toISOString() },
        });
      }
      if (options.smsConsent) {
        const { smsConsent, privacyNoticeVersion } = options.smsConsent;
        await insertLog(tx, {
          ...logOf(
            row,
            auth.userID,
            smsConsent ? 'SmsConsentGiven' : 'SmsConsentRefused',
            row.statusCode,
            row.statusCode,
          ),
          payload: { privacyNoticeVersion },
        });
      }
      await sendAndLog(tx, ctx, row, 'randomCheckinWelcome', 'WelcomeSMS', auth.userID);
      // A walk-in joins at the back, but priority can put them ahead: counted as told if so.
      await tellWhoIsNext(tx, ctx, row.workshopID, [row.assignedQueueID], {
        silent: new Set([row.appointmentID]),
      });
      // Last: the counter's bump goes with the COMMIT.
      return { row, version: versionAtCommit(tx, row.workshopID) };
    });
  const outcome = await refusedWhenLive(ctx, value.workshopID, value.licensePlate, null, write);
  if ('live' in outcome) return plateAlreadyLive(outcome.live ?? null);
  if ('refused' in outcome) return invalid([queueProblem()]);
  if (!outcome.row) throw notFound('Appointment');
  if (outcome.version) {
    await publishCommittedChange(ctx, changeOf(null, outcome.row), outcome.version);
    ctx.dispatcher.kick();
  }
  return { appointment: outcome.row, formErrors: [] };
}

/**
 * A booked customer arrives: into the chosen queue (or the booking's, or the workshop's default).
 * A booking for another day is checked in as an anomaly, for staff to handle by picking it.
 */
export async function checkInBooked(
  ctx: RequestContext,
  input: {
    appointmentID: string;
    queueID?: string | null;
    notes?: string | null;
    idempotencyKey?: string | null;
    referenceDateTime?: string | null;
  },
  // The totem passes its own check (its device account holds no role); see ActionRequest.authorize.
  options: CheckInOptions = {},
): Promise<AppointmentResultPayload> {
  const request = { ...input, action: 'checkInBooked' as const, authorize: options.authorize };
  const run = () =>
    runAppointmentAction(ctx, request, async (current, tx) => {
      const now = ctx.now();
      const { workshopID, licensePlate } = current;
      // The chosen queue must exist; the booking's own may have been deleted since it was booked,
      // and then the customer goes to the workshop's default queue. The queue's share lock and the
      // reads go in one round trip (in this order).
      const queueID = input.queueID ?? current.assignedQueueID;
      const [chosen, settings, live, lastVisit] = await Promise.all([
        queueID ? findQueue(tx, queueID, workshopID, true) : undefined,
        workshopSettings(tx, workshopID),
        findLiveVisit(tx, workshopID, licensePlate, current.appointmentID),
        previousVisit(tx, workshopID, licensePlate, now),
      ]);
      const queue = chosen ?? (input.queueID ? undefined : await defaultQueue(tx, workshopID));
      if (!queue)
        throw input.queueID
          ? notFound('Queue')
          : new AppError('CONFLICT', 'The workshop has no queue to check in to.');
      const zone = settings?.workshop.timeZone ?? 'Europe/Rome';
      const otherDay =
        current.bookingDateTime !== null &&
        workshopDay(current.bookingDateTime, zone) !== workshopDay(now, zone);
      // The vehicle is already in the workshop: its booking is for staff to join to that visit or keep.
      if (live) throw new LiveVisitExists(live);
      return {
        values: {
          statusCode: otherDay ? STATUS.CheckinAnomaly : STATUS.CheckedInBooked,
          checkinAnomaly: otherDay ? 'otherDay' : null,
          checkinDateTime: now,
          assignedQueueID: queue.queueID,
          returningCustomerLastDate: lastVisit?.checkinDateTime ?? null,
          returningCustomerReason: lastVisit?.description ?? null,
          ...(options.customerLanguage ? { customerLanguage: options.customerLanguage } : {}),
        },
        event: 'CheckinBooked',
        touches: { queueIDs: [queue.queueID] },
        after: async (inner, updated) => {
          await recordCheckinEstimate(inner, updated, now);
          await sendAndLog(inner, ctx, updated, 'welcome', 'WelcomeSMS', ctx.auth?.userID ?? null);
        },
      };
    });
  const booking = isId(input.appointmentID) ? await findAppointment(ctx.db, input.appointmentID) : undefined;
  if (!booking) return run();
  const outcome = await refusedWhenLive(
    ctx,
    booking.workshopID,
    booking.licensePlate,
    booking.appointmentID,
    run,
  );
  return 'live' in outcome ? plateAlreadyLive(outcome.live) : outcome;
}

/** Thrown inside a transaction to roll it back when the plate already has a live visit. */
class LiveVisitExists extends Error {
  readonly live: AppointmentRow;
  constructor(live: AppointmentRow) {
    super('The plate already has a live visit.');
    this.live = live;
  }
}

/**
 * Runs a write that may create a second live visit of a plate and turns the refusal into
 * `{ live }`: either the write's own check found the live visit, or (two check-ins of one plate at
 * the same moment, both past that check) the unique index refused the second one.
 */
async function refusedWhenLive<T>(
  ctx: RequestContext,
  workshopID: string,
  licensePlate: string,
  except: string | null,
  write: () => Promise<T>,
): Promise<T | { live: AppointmentRow | null }> {
  try {
    return await write();
  } catch (error) {
    if (error instanceof LiveVisitExists) return { live: error.live };
    if (!isUniqueViolation(error, LIVE_PLATE_INDEX)) throw error;
    return { live: await findLiveVisit(ctx.db, workshopID, licensePlate, except) };
  }
}

/** The refusal of a second live visit: on the plate field, with the visit to open instead. */
function plateAlreadyLive(live: AppointmentRow | null): AppointmentResultPayload {
  return {
    appointment: null,
    formErrors: [formError('licensePlate', PLATE_ALREADY_LIVE, VALIDATION_MESSAGES.plateAlreadyLive)],
    // None only when that visit closed in the meantime: the desk may simply try again.
    ...(live ? { existingAppointmentID: live.appointmentID } : {}),
  };
}

/**
 * Positions are computed when read, so recalculation means: tell every screen to read them again
 * (e.g. after the tolerance changed, or a late customer lost their slot).
 */
export async function recalculateQueueAppointments(
  ctx: RequestContext,
  input: { workshopID: string; queueID?: string | null },
) {
  requireWorkshopRole(ctx, input.workshopID, ACTION_ROLES.recalculateQueueAppointments);
  const rows = await ctx.db
    .select()
    .from(queues)
    .where(
      and(
        eq(queues.workshopID, input.workshopID),
        isNull(queues.deletedAt),
        input.queueID ? eq(queues.queueID, input.queueID) : undefined,
      ),
    );
  await publishWorkshopChange(ctx, {
    workshopID: input.workshopID,
    appointmentIDs: [],
    queueIDs: rows.map((q) => q.queueID),
    boxIDs: [],
    call: null,
    trackingCodes: [],
  });
  return { workshopID: input.workshopID, changed: rows.length, queues: rows };
}

/** The plate's last visit before today, by the same rule as the returningCustomer query. */
async function previousVisit(db: Executor, workshopID: string, licensePlate: string, now: Date) {
  const settings = await workshopSettings(db, workshopID);
  const zone = settings?.workshop.timeZone ?? 'Europe/Rome';
  return findLastVisit(db, workshopID, licensePlate, dayBounds(workshopDay(now, zone), zone).start);
}

/** The columns a booking form sets, the same for a new booking and an edit. */
function bookingColumns(value: v.InferOutput<typeof appointmentInputSchema>) {
  return {
    licensePlate: value.licensePlate,
    name: value.name,
    mobile: value.mobile,
    email: value.email,
    vehicleBrandID: value.vehicleBrandID,
    vehicleModel: value.vehicleModel,
    bookingDateTime: value.bookingDateTime,
    description: value.description,
    note: value.note,
  };
}

/**
 * The customer's language is chosen from a list: anything but `it`, `en` or null is a hostile or
 * broken client, refused as BAD_USER_INPUT naming the field before anything is read or written.
 */
function requireCustomerLanguage(input: unknown): void {
  const value = (input as { customerLanguage?: unknown } | null)?.customerLanguage;
  if (value === undefined || value === null || isMessageLanguage(value)) return;
  throw new AppError('BAD_USER_INPUT', "The customer's language is it, en or null.", {
    field: 'customerLanguage',
    reason: messageKey('invalid'),
  });
}

function invalid(formErrors: FormErrorPayload[]): AppointmentResultPayload {
  return { appointment: null, formErrors };
}

/** Field errors for ids that do not name a brand, or a queue of this workshop. */
async function referenceProblems(
  db: Executor,
  workshopID: string,
  vehicleBrandID: string,
  queueID: string | null | undefined,
): Promise<FormErrorPayload[]> {
  const problems: FormErrorPayload[] = [];
  const [brand] = isId(vehicleBrandID)
    ? await db.select().from(vehicleBrands).where(eq(vehicleBrands.vehicleBrandID, vehicleBrandID)).limit(1)
    : [];
  if (!brand) problems.push(formError('vehicleBrandID', 'validation.required', 'Choose a brand'));
  if (queueID && !(isId(queueID) && (await findQueue(db, queueID, workshopID))))
    problems.push(queueProblem());
  return problems;
}

function queueProblem() {
  return formError('queueID', 'validation.required', 'Choose a queue of this workshop');
}

function logOf(
  row: { appointmentID: string; workshopID: string },
  userID: string | null,
  actionType: string,
  fromStatus: number | null,
  toStatus: number,
) {
  return {
    appointmentID: row.appointmentID,
    workshopID: row.workshopID,
    actionType,
    userID,
    fromStatus,
    toStatus,
  };
}

async function sendAndLog(
  tx: Executor,
  ctx: RequestContext,
  row: Parameters<typeof queueAppointmentSms>[2],
  kind: Parameters<typeof queueAppointmentSms>[1],
  event: string,
  userID: string | null,
) {
  const settings = await workshopSettings(tx, row.workshopID);
  if (!settings) return;
  const text = await queueAppointmentSms(tx, kind, row, {
    settings,
    publicUrl: ctx.publicUrl,
    now: ctx.now(),
  });
  if (text) {
    await insertLog(tx, { ...logOf(row, userID, event, row.statusCode, row.statusCode), smsText: text });
  }
}
