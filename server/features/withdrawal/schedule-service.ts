import { MANAGER_ROLES } from '../../../shared/auth/roles.ts';
import { workshopDay } from '../../../shared/time/workshop-day.ts';
import { PICKUP_BOOKING_DAYS, parseSchedule, SLOT_ERRORS } from '../../../shared/validation/withdrawal.ts';
import type { RequestContext } from '../../core/context/context.ts';
import { AppError, notFound } from '../../core/graphql/errors.ts';
import { formError, toFormErrors } from '../../core/graphql/form-errors.ts';
import { requireIdShape } from '../../core/graphql/ids.ts';
import { requireWorkshopRole } from '../../core/policies/roles.ts';
import { publishConfigurationChange } from '../../core/realtime/publish-change.ts';
import { instantsToLock, type SlotShortfall, slotsBelowBooked } from './schedule-guard.ts';
import { datedSlots, daysFrom, sortSlots } from './slot-calendar.ts';
import {
  findWorkshop,
  lockDatedSlot,
  lockSchedule,
  pickupsBetween,
  replaceSlots,
  type SlotRow,
  slotsOf,
} from './withdrawal-repository.ts';

export const SCHEDULE_UPDATE_ERROR = 'Schedule update error.';
const MAX_SCHEDULE_DAYS = 31;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A slot as the schema shows it: HH:MM times and the capacity in force. */
function slotView(slot: SlotRow, workshopMaxSlots: number) {
  return {
    ...slot,
    start: slot.start.slice(0, 5),
    end: slot.end.slice(0, 5),
    capacity: slot.maxSlots ?? workshopMaxSlots,
  };
}

async function managedWorkshop(ctx: RequestContext, workshopID: string) {
  requireIdShape(workshopID, 'workshopID');
  requireWorkshopRole(ctx, workshopID, MANAGER_ROLES);
  const workshop = await findWorkshop(ctx.db, workshopID);
  if (!workshop) throw notFound('Workshop');
  return workshop;
}

/** Managers: the workshop's weekly slots, Monday first. */
export async function availabilitySlotsOf(ctx: RequestContext, workshopID: string) {
  const workshop = await managedWorkshop(ctx, workshopID);
  return sortSlots(await slotsOf(ctx.db, workshopID)).map((s) => slotView(s, workshop.maxSlots));
}

/** A refusal inside the schedule transaction: rolls it back and becomes field errors. */
class BelowBooked extends Error {
  readonly shortfalls: SlotShortfall[];
  constructor(shortfalls: SlotShortfall[]) {
    super('slot below booked pickups');
    this.shortfalls = shortfalls;
  }
}

const dayMonthYear = (day: string) => day.split('-').reverse().join('/');

/**
 * Managers: replaces the weekday schedule in one transaction. Bookings already made keep their
 * time; a booking outside the new slots shows as unscheduled in the schedule. A slot may not hold
 * fewer places than the pickups already booked in it on a coming day. The edit takes the slot locks
 * the booking path takes, so a booking cannot slip in between the count and the change.
 */
export async function setAvailabilitySlots(ctx: RequestContext, workshopID: string, slots: unknown) {
  const workshop = await managedWorkshop(ctx, workshopID);
  const parsed = parseSchedule(slots);
  if (!parsed.ok) {
    const formErrors = toFormErrors(parsed.errors).map((e) => ({ ...e, field: `slots.${e.field}` }));
    return { success: false, slots: [], formErrors, errorMessage: SCHEDULE_UPDATE_ERROR };
  }
  const now = ctx.now();
  const days = daysFrom(workshopDay(now, workshop.timeZone), PICKUP_BOOKING_DAYS);
  try {
    await ctx.db.transaction(async (tx) => {
      await lockSchedule(tx, workshopID);
      const before = await slotsOf(tx, workshopID);
      for (const instant of instantsToLock([before, parsed.value], days, workshop.timeZone)) {
        await lockDatedSlot(tx, workshopID, new Date(instant));
      }
      const until = new Date(Date.parse(`${days.at(-1)}T00:00:00Z`) + 2 * 86_400_000);
      const booked = await pickupsBetween(tx, workshopID, now, until);
      const shortfalls = slotsBelowBooked(
        parsed.value,
        booked.map((b) => b.bookingDateTime!),
        days,
        workshop.timeZone,
        workshop.maxSlots,
      );
      if (shortfalls.length) throw new BelowBooked(shortfalls);
      await replaceSlots(tx, workshopID, parsed.value);
    });
  } catch (error) {
    if (error instanceof BelowBooked) {
      const formErrors = error.shortfalls.map((s) =>
        formError(
          `slots.${s.index}.maxSlots`,
          SLOT_ERRORS.belowBooked,
          `${s.booked} pickups are already booked in this slot on ${dayMonthYear(s.day)}: it needs at least ${s.booked} places.`,
        ),
      );
      return { success: false, slots: [], formErrors, errorMessage: SCHEDULE_UPDATE_ERROR };
    }
    ctx.logger.warn('pickup schedule not saved', { error, workshopID });
    return { success: false, slots: [], formErrors: [], errorMessage: SCHEDULE_UPDATE_ERROR };
  }
  await publishConfigurationChange(ctx, workshopID);
  const saved = sortSlots(await slotsOf(ctx.db, workshopID)).map((s) => slotView(s, workshop.maxSlots));
  return { success: true, slots: saved, formErrors: [], errorMessage: null };
}

/** Managers: pickups per day and slot, with counts against capacity. */
export async function withdrawalSchedule(
  ctx: RequestContext,
  workshopID: string,
  fromDay: string,
  requestedDays: number | null | undefined,
) {
  const workshop = await managedWorkshop(ctx, workshopID);
  if (!DAY.test(fromDay) || Number.isNaN(Date.parse(`${fromDay}T00:00:00Z`))) {
    throw new AppError('BAD_USER_INPUT', 'fromDay must be a date (YYYY-MM-DD).', { argument: 'fromDay' });
  }
  const count = Math.min(Math.max(requestedDays ?? 7, 1), MAX_SCHEDULE_DAYS);
  const dayList = daysFrom(fromDay, count);
  const days = datedSlots(await slotsOf(ctx.db, workshopID), dayList, workshop.timeZone, workshop.maxSlots);
  // A day wider on each side than any time zone's day; bookings are then sorted by their zone day.
  const rangeStart = new Date(Date.parse(`${fromDay}T00:00:00Z`) - 86_400_000);
  const rangeEnd = new Date(Date.parse(`${dayList.at(-1)}T00:00:00Z`) + 2 * 86_400_000);
  const bookings = await pickupsBetween(ctx.db, workshopID, rangeStart, rangeEnd);
  const zoneDay = (at: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: workshop.timeZone }).format(at);
  return days.map((d) => {
    const ofDay = bookings.filter((b) => b.bookingDateTime && zoneDay(b.bookingDateTime) === d.day);
    const slots = d.slots.map((s) => {
      const here = ofDay.filter((b) => b.bookingDateTime!.getTime() === s.startsAt.getTime());
      return { ...s, booked: here.length, bookings: here };
    });
    const placed = new Set(slots.flatMap((s) => s.bookings.map((b) => b.appointmentID)));
    return { ...d, slots, unscheduled: ofDay.filter((b) => !placed.has(b.appointmentID)) };
  });
}
