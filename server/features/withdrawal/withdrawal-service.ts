import { STATUS } from '../../../shared/appointments/appointment-status.ts';
import { workshopDay } from '../../../shared/time/workshop-day.ts';
import { parseForm } from '../../../shared/validation/form-errors.ts';
import { PICKUP_BOOKING_DAYS, pickupSlotSchema } from '../../../shared/validation/withdrawal.ts';
import type { RequestContext } from '../../core/context/context.ts';
import { type FormErrorPayload, toFormErrors } from '../../core/graphql/form-errors.ts';
import type { AppointmentRow } from '../../core/graphql/models.ts';
import { LOOKUP_LIMITED, orRateLimited } from '../../core/http/public-lookups.ts';
import { publishWorkshopChange } from '../../core/realtime/publish-change.ts';
import {
  insertAppointment,
  insertLog,
  lockAppointment,
  updateAppointment,
} from '../appointments/appointment-write-repository.ts';
import { recordAskedLanguage } from '../appointments/customer-language.ts';
import { pickupOf } from '../appointments/pickup-visit.ts';
import {
  type CustomerAccess,
  type CustomerVisitPayload,
  customerVisit,
  isReady,
  resolveCustomer,
} from './customer-access.ts';
import { queuePickupSms } from './pickup-messages.ts';
import { type DatedSlot, datedSlots, daysFrom, findDatedSlot } from './slot-calendar.ts';
import {
  countPickupsAt,
  findActivePickup,
  findWorkshop,
  lockDatedSlot,
  pickupsBetween,
  slotsOf,
  type WorkshopRow,
} from './withdrawal-repository.ts';

export const WITHDRAWAL_MESSAGES = {
  LINK_NOT_VALID: 'This link is no longer valid.',
  VEHICLE_NOT_READY: 'The vehicle is not ready for withdrawal yet.',
  SLOT_FULL: 'This time slot has just been taken: choose another.',
  SLOT_NOT_AVAILABLE: 'This time slot cannot be booked.',
  ALREADY_BOOKED: 'A pickup is already booked: change it instead.',
  NO_BOOKING: 'There is no pickup booked.',
  INVALID_INPUT: 'Withdrawal appointment creation error.',
  RATE_LIMITED: 'Too many attempts: try again in a minute.',
} as const;
export type WithdrawalError = keyof typeof WITHDRAWAL_MESSAGES;

export interface WithdrawalResultPayload {
  success: boolean;
  visit: CustomerVisitPayload | null;
  errorCode: WithdrawalError | null;
  errorMessage: string | null;
  formErrors: FormErrorPayload[];
}

/** An expected refusal inside the transaction: rolls it back and becomes the reply. */
class Refusal extends Error {
  readonly code: WithdrawalError;
  constructor(code: WithdrawalError) {
    super(code);
    this.code = code;
  }
}

const failed = (code: WithdrawalError, formErrors: FormErrorPayload[] = []): WithdrawalResultPayload => ({
  success: false,
  visit: null,
  errorCode: code,
  errorMessage: WITHDRAWAL_MESSAGES[code],
  formErrors,
});

type SlotRequest = CustomerAccess & { day: string; start: string };

/**
 * Books the pickup of a ready vehicle: a child appointment (type withdrawal, status 12) at the
 * slot's start. Capacity holds under concurrent bookings: the dated slot is locked (advisory
 * transaction lock), then counted, then written, in one transaction.
 */
export function createWithdrawalAppointment(ctx: RequestContext, input: SlotRequest) {
  return bookSlot(ctx, input, 'create');
}

/** Moves the customer's pickup to another free slot. */
export function updateWithdrawalAppointment(ctx: RequestContext, input: SlotRequest) {
  return bookSlot(ctx, input, 'move');
}

async function bookSlot(
  ctx: RequestContext,
  input: SlotRequest,
  mode: 'create' | 'move',
): Promise<WithdrawalResultPayload> {
  const parsed = parseForm(pickupSlotSchema, { day: input.day, start: input.start });
  if (!parsed.ok) return failed('INVALID_INPUT', toFormErrors(parsed.errors));
  const main = await resolveCustomer(ctx, input);
  if (main === LOOKUP_LIMITED) return failed('RATE_LIMITED');
  if (!main) return failed('LINK_NOT_VALID');
  const workshop = await findWorkshop(ctx.db, main.workshopID);
  if (!workshop) return failed('LINK_NOT_VALID');
  const slot = await bookableSlot(ctx, workshop, parsed.value.day, parsed.value.start);
  if (!slot) return failed('SLOT_NOT_AVAILABLE');

  try {
    const { pickup, before } = await ctx.db.transaction(async (tx) => {
      // The visit first: one customer's double click books once.
      const found = await lockAppointment(tx, main.appointmentID);
      if (!found) throw new Refusal('LINK_NOT_VALID');
      if (!isReady(found)) throw new Refusal('VEHICLE_NOT_READY');
      // The page's language is the customer's: the pickup SMS below follows it.
      const locked = await recordAskedLanguage(tx, ctx, found, 'pickup');
      const current = await findActivePickup(tx, locked.appointmentID, true);
      if (mode === 'create' && current) throw new Refusal('ALREADY_BOOKED');
      if (mode === 'move' && !current) throw new Refusal('NO_BOOKING');
      if (current?.bookingDateTime?.getTime() === slot.startsAt.getTime())
        return { pickup: current, before: current };

      await lockDatedSlot(tx, workshop.workshopID, slot.startsAt);
      // Read again under the lock: a manager's schedule edit (same lock) may have removed or
      // shrunk the slot since it was looked up above.
      const held = findDatedSlot(
        await slotsOf(tx, workshop.workshopID),
        parsed.value.day,
        parsed.value.start,
        workshop.timeZone,
        workshop.maxSlots,
      );
      if (!held) throw new Refusal('SLOT_NOT_AVAILABLE');
      const taken = await countPickupsAt(
        tx,
        workshop.workshopID,
        slot.startsAt,
        current?.appointmentID ?? null,
      );
      if (taken >= held.capacity) throw new Refusal('SLOT_FULL');
      const sms = { publicUrl: ctx.publicUrl, now: ctx.now() };

      if (current) {
        const moved = await updateAppointment(tx, current.appointmentID, { bookingDateTime: slot.startsAt });
        await insertLog(
          tx,
          pickupLog(moved, 'AppointmentUpdated', {
            action: 'updateWithdrawalAppointment',
            before: { bookingDateTime: current.bookingDateTime?.toISOString() ?? null },
          }),
        );
        await queuePickupSms(tx, 'moved', locked, moved, sms);
        return { pickup: moved, before: current };
      }
      const created = await insertAppointment(tx, {
        ...pickupOf(locked, workshop.withdrawalQueueID),
        statusCode: STATUS.Withdrawal,
        bookingDateTime: slot.startsAt,
      });
      await insertLog(
        tx,
        pickupLog(created, 'BookedAppointmentCreated', { action: 'createWithdrawalAppointment' }),
      );
      // On the main visit too, so its history shows that the customer booked the pickup.
      await insertLog(tx, {
        ...pickupLog(locked, 'ConfirmAppointment', { action: 'createWithdrawalAppointment' }),
        fromStatus: null,
        toStatus: null,
        notes: `Ritiro prenotato: ${parsed.value.day} ${slot.start}`,
      });
      await queuePickupSms(tx, 'booked', locked, created, sms);
      return { pickup: created, before: null };
    });
    await announce(ctx, main, pickup, before);
    return {
      success: true,
      visit: await customerVisit(ctx, main),
      errorCode: null,
      errorMessage: null,
      formErrors: [],
    };
  } catch (error) {
    if (error instanceof Refusal) return failed(error.code);
    throw error;
  }
}

/** Cancels the customer's pickup (soft delete of the child appointment). */
export async function cancelWithdrawalAppointment(
  ctx: RequestContext,
  access: CustomerAccess,
): Promise<WithdrawalResultPayload> {
  const main = await resolveCustomer(ctx, access);
  if (main === LOOKUP_LIMITED) return failed('RATE_LIMITED');
  if (!main) return failed('LINK_NOT_VALID');
  try {
    const cancelled = await ctx.db.transaction(async (tx) => {
      const locked = await lockAppointment(tx, main.appointmentID);
      const current = await findActivePickup(tx, main.appointmentID, true);
      if (!locked || !current) throw new Refusal('NO_BOOKING');
      const row = await updateAppointment(tx, current.appointmentID, { deletedAt: ctx.now() });
      await insertLog(tx, pickupLog(row, 'DeleteAppointment', { action: 'cancelWithdrawalAppointment' }));
      await queuePickupSms(tx, 'cancelled', locked, row, { publicUrl: ctx.publicUrl, now: ctx.now() });
      return row;
    });
    await announce(ctx, main, cancelled, cancelled);
    return {
      success: true,
      visit: await customerVisit(ctx, main),
      errorCode: null,
      errorMessage: null,
      formErrors: [],
    };
  } catch (error) {
    if (error instanceof Refusal) return failed(error.code);
    throw error;
  }
}

/** The dated slot if the schedule has it, it has not started yet and it is within the booking window. */
async function bookableSlot(
  ctx: RequestContext,
  workshop: WorkshopRow,
  day: string,
  start: string,
): Promise<DatedSlot | undefined> {
  const now = ctx.now();
  const today = workshopDay(now, workshop.timeZone);
  const lastDay = daysFrom(today, PICKUP_BOOKING_DAYS).at(-1)!;
  if (day < today || day > lastDay) return undefined;
  const slot = findDatedSlot(
    await slotsOf(ctx.db, workshop.workshopID),
    day,
    start,
    workshop.timeZone,
    workshop.maxSlots,
  );
  return slot && slot.startsAt.getTime() > now.getTime() ? slot : undefined;
}

/** Free places per slot for the next days, for a customer holding a token or code. */
export async function withdrawalCalendar(
  ctx: RequestContext,
  access: CustomerAccess,
  requestedDays: number | null | undefined,
) {
  const main = orRateLimited(await resolveCustomer(ctx, access));
  if (!main) return null;
  const workshop = await findWorkshop(ctx.db, main.workshopID);
  if (!workshop) return null;
  const count = Math.min(Math.max(requestedDays ?? PICKUP_BOOKING_DAYS, 1), PICKUP_BOOKING_DAYS);
  const now = ctx.now();
  const days = datedSlots(
    await slotsOf(ctx.db, workshop.workshopID),
    daysFrom(workshopDay(now, workshop.timeZone), count),
    workshop.timeZone,
    workshop.maxSlots,
  );
  const first = days[0]!.slots[0]?.startsAt ?? now;
  const to = new Date(now.getTime() + (count + 1) * 86_400_000);
  const booked = await pickupsBetween(ctx.db, workshop.workshopID, first < now ? first : now, to);
  return {
    code: main.trackingCode,
    workshopName: workshop.name,
    days: days.map((d) => ({
      day: d.day,
      weekDay: d.weekDay,
      slots: d.slots
        .filter((s) => s.startsAt.getTime() > now.getTime())
        .map((s) => {
          const here = booked.filter((b) => b.bookingDateTime?.getTime() === s.startsAt.getTime());
          return {
            ...s,
            free: Math.max(0, s.capacity - here.length),
            mine: here.some((b) => b.mainAppointmentID === main.appointmentID),
          };
        }),
    })),
  };
}

function pickupLog(
  row: AppointmentRow,
  actionType: 'BookedAppointmentCreated' | 'AppointmentUpdated' | 'DeleteAppointment' | 'ConfirmAppointment',
  payload: Record<string, unknown>,
) {
  return {
    appointmentID: row.appointmentID,
    workshopID: row.workshopID,
    actionType,
    notes: null,
    userID: null,
    fromStatus: actionType === 'BookedAppointmentCreated' ? null : row.statusCode,
    toStatus: row.statusCode,
    payload,
  };
}

/** After commit: staff screens (schedule, queues) and the customer's tracking page update. */
async function announce(
  ctx: RequestContext,
  main: AppointmentRow,
  pickup: AppointmentRow,
  before: AppointmentRow | null,
) {
  await publishWorkshopChange(ctx, {
    workshopID: main.workshopID,
    appointmentIDs: [pickup.appointmentID, main.appointmentID],
    queueIDs: [pickup.assignedQueueID, before?.assignedQueueID].filter((id): id is string => !!id),
    boxIDs: [],
    call: null,
    trackingCodes: [main.trackingCode, pickup.trackingCode],
  });
  // The pickup SMS committed with the change: send it now rather than at the next poll.
  ctx.dispatcher.kick();
}
