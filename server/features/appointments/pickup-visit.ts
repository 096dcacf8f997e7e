import { and, eq, inArray, isNull } from 'drizzle-orm';
import { LIVE_STATUSES, STATUS } from '../../../shared/appointments/appointment-status.ts';
import type { RequestContext } from '../../core/context/context.ts';
import type { Executor, Transaction } from '../../core/db/client.ts';
import { type appointmentLogs, appointments } from '../../core/db/schema/index.ts';
import { AppError } from '../../core/graphql/errors.ts';
import type { AppointmentRow } from '../../core/graphql/models.ts';
import { type ActionRequest, runAppointmentAction } from './action-runner.ts';
import { insertLog, lockAppointment, updateAppointment } from './appointment-write-repository.ts';

/**
 * A pickup visit: the customer who comes back for a ready vehicle checks in (at the totem) as a
 * child appointment of the visit it collects, waits in the workshop's withdrawal queue, is called
 * into a box like anyone else, and is handed the vehicle there. The visit it collects closes with
 * it; a visit closed at the cashier first closes its pickup too. docs/appointment-lifecycle.md.
 */

type Base = Omit<ActionRequest, 'action'>;

/**
 * A new pickup of this visit (booked or arrived: the caller adds status and times): the visit's
 * customer and vehicle, in the workshop's withdrawal queue.
 */
export function pickupOf(main: AppointmentRow, withdrawalQueueID: string | null) {
  return {
    workshopID: main.workshopID,
    mainAppointmentID: main.appointmentID,
    type: 'withdrawal' as const,
    licensePlate: main.licensePlate,
    name: main.name,
    mobile: main.mobile,
    email: main.email,
    // The customer's SMS answer goes with their number: a "no" covers the pickup's reminders too.
    smsConsent: main.smsConsent,
    smsConsentAt: main.smsConsentAt,
    privacyNoticeVersion: main.privacyNoticeVersion,
    vehicleBrandID: main.vehicleBrandID,
    vehicleModel: main.vehicleModel,
    description: 'Ritiro del veicolo',
    assignedQueueID: withdrawalQueueID,
  };
}

/** The pickup of this visit that is waiting or at a box, if any. */
export async function findLivePickup(
  db: Executor,
  mainAppointmentID: string,
  lock = false,
): Promise<AppointmentRow | undefined> {
  const query = db
    .select()
    .from(appointments)
    .where(
      and(
        eq(appointments.mainAppointmentID, mainAppointmentID),
        inArray(appointments.statusCode, [...LIVE_STATUSES]),
        isNull(appointments.deletedAt),
      ),
    )
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/**
 * Hands the vehicle over to the pickup customer at the box: the pickup and the visit it collects
 * close in one transaction. The visit must be paid (or closed at the cashier already): an unpaid
 * one answers PAYMENT_REQUIRED, one no longer ready (sent back to the job) VEHICLE_NOT_READY.
 */
export const handOverVehicle = (ctx: RequestContext, input: Base) =>
  runAppointmentAction(ctx, { ...input, action: 'handOverVehicle' }, async (current, tx) => {
    const main = current.mainAppointmentID ? await lockAppointment(tx, current.mainAppointmentID) : undefined;
    if (!main) throw new AppError('CONFLICT', 'This pickup has no visit to collect.');
    if (main.statusCode === STATUS.JobEnded || main.statusCode === STATUS.ReadyToGo)
      throw new AppError(
        'PAYMENT_REQUIRED',
        'Confirm the payment of the visit before handing the vehicle over.',
        {
          mainAppointmentID: main.appointmentID,
        },
      );
    if (main.statusCode !== STATUS.Paid && main.statusCode !== STATUS.CheckedOut)
      throw new AppError('VEHICLE_NOT_READY', 'The vehicle of this visit is not ready to be handed over.', {
        mainAppointmentID: main.appointmentID,
      });
    const now = ctx.now();
    return {
      values: { statusCode: STATUS.CheckedOut, checkoutDateTime: now },
      after: async (inner, pickup) => {
        if (main.statusCode === STATUS.CheckedOut) return [];
        return [
          await closeAlongside(inner, ctx, main, now, {
            actionType: 'Checkout',
            boxID: pickup.acceptedBoxID,
            payload: { action: 'handOverVehicle', pickupAppointmentID: pickup.appointmentID },
          }),
        ];
      },
    };
  });

/**
 * Closes the live pickup of a visit that is being closed (checked out at the cashier while its
 * customer waits in the pickup queue or stands at a box): the pickup has nothing left to collect.
 */
export async function closeLivePickup(
  tx: Transaction,
  ctx: RequestContext,
  main: AppointmentRow,
): Promise<AppointmentRow[]> {
  // Locked as read: the status filter is checked again once the lock is held.
  const pickup = await findLivePickup(tx, main.appointmentID, true);
  if (!pickup) return [];
  const closed = await closeAlongside(tx, ctx, pickup, ctx.now(), {
    actionType: 'WithdrawEnd',
    boxID: pickup.acceptedBoxID,
    notes: 'Chiuso con la visita',
    payload: { action: 'confirmExit', mainAppointmentID: main.appointmentID },
  });
  // The pickup's previous box and queue must refresh too.
  return [pickup, closed];
}

/**
 * Checks out the other half of a pickup and its visit, closed by an action on one of them, with a
 * log line of its own in the same transaction.
 */
async function closeAlongside(
  tx: Transaction,
  ctx: RequestContext,
  row: AppointmentRow,
  now: Date,
  log: Pick<typeof appointmentLogs.$inferInsert, 'actionType' | 'boxID' | 'notes' | 'payload'>,
): Promise<AppointmentRow> {
  const closed = await updateAppointment(tx, row.appointmentID, {
    statusCode: STATUS.CheckedOut,
    checkoutDateTime: now,
  });
  await insertLog(tx, {
    ...log,
    appointmentID: row.appointmentID,
    workshopID: row.workshopID,
    userID: ctx.auth?.userID ?? null,
    impersonatorUserID: ctx.auth?.impersonator?.userID ?? null,
    fromStatus: row.statusCode,
    toStatus: STATUS.CheckedOut,
  });
  return closed;
}
