import * as v from 'valibot';
import { STATUS } from '../appointments/appointment-status.ts';
import { licensePlateSchema } from './appointments.ts';
import { type ParseResult, parseForm } from './form-errors.ts';
import { messageKey } from './messages.ts';

/** Weekdays of the pickup schedule, Monday first (spec §9). Same list as the database's check. */
export const WEEK_DAYS = [
  'MONDAY',
  'TUESDAY',
  'WEDNESDAY',
  'THURSDAY',
  'FRIDAY',
  'SATURDAY',
  'SUNDAY',
] as const;
export type WeekDay = (typeof WEEK_DAYS)[number];

/** The main visit's statuses in which the vehicle is ready and a pickup may be booked or moved. */
export const PICKUP_READY_STATUSES: readonly number[] = [STATUS.JobEnded, STATUS.ReadyToGo, STATUS.Paid];

/** A slot's capacity when set by hand. */
export const SLOT_CAPACITY_MAX = 99;
/** How many days ahead a customer may book a pickup. */
export const PICKUP_BOOKING_DAYS = 14;

/** Field error codes of the slot editor that are not generic validation keys (client: `withdrawal.errors.*`). */
export const SLOT_ERRORS = {
  order: 'withdrawal.errors.slotOrder',
  overlap: 'withdrawal.errors.slotOverlap',
  time: 'withdrawal.errors.time',
  capacity: 'withdrawal.errors.capacity',
  day: 'withdrawal.errors.day',
  belowBooked: 'withdrawal.errors.belowBooked',
} as const;

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** "8:00" or "08:00:00" → "08:00"; anything else stays as typed and fails the pattern. */
export function normalizeTime(value: string): string {
  const match = /^(\d{1,2}):(\d{2})(?::\d{2})?$/.exec(value.trim());
  return match ? `${match[1]!.padStart(2, '0')}:${match[2]}` : value.trim();
}

const timeSchema = v.pipe(
  v.string(messageKey('required')),
  v.transform(normalizeTime),
  v.nonEmpty(messageKey('required')),
  v.regex(TIME, SLOT_ERRORS.time),
);

export const availabilitySlotInputSchema = v.object({
  day: v.picklist(WEEK_DAYS, messageKey('required')),
  start: timeSchema,
  end: timeSchema,
  maxSlots: v.optional(
    v.nullable(
      v.pipe(
        v.number(messageKey('number')),
        v.integer(messageKey('number')),
        v.minValue(1, SLOT_ERRORS.capacity),
        v.maxValue(SLOT_CAPACITY_MAX, SLOT_ERRORS.capacity),
      ),
    ),
    null,
  ),
});
export type AvailabilitySlotInput = v.InferOutput<typeof availabilitySlotInputSchema>;

/** The weekday schedule: a list of slots (order and overlaps are checked by parseSchedule). */
export const availabilitySlotsSchema = v.pipe(
  v.array(availabilitySlotInputSchema),
  v.maxLength(7 * 48, messageKey('maxLength')),
);

/**
 * The weekday schedule as a whole: each slot valid, each ending after it starts, and slots of one
 * day not overlapping (touching is fine: 08:00–09:00 then 09:00–10:00). Errors name the slot's
 * field: `3.end`.
 */
export function parseSchedule(input: unknown): ParseResult<AvailabilitySlotInput[]> {
  const parsed = parseForm(availabilitySlotsSchema, input);
  if (!parsed.ok) return parsed;
  const problems = scheduleProblems(parsed.value);
  if (problems.length === 0) return parsed;
  return { ok: false, errors: problems.map((p) => ({ field: `${p.index}.${p.field}`, code: p.code })) };
}

/** Order and overlap problems of a schedule, one per slot at most. */
export function scheduleProblems(
  slots: readonly Pick<AvailabilitySlotInput, 'day' | 'start' | 'end'>[],
): { index: number; field: 'start' | 'end'; code: string }[] {
  const problems: { index: number; field: 'start' | 'end'; code: string }[] = [];
  slots.forEach((slot, index) => {
    if (slot.start >= slot.end) problems.push({ index, field: 'end', code: SLOT_ERRORS.order });
  });
  const bad = new Set(problems.map((p) => p.index));
  slots.forEach((slot, index) => {
    if (bad.has(index)) return;
    const clash = slots.some(
      (other, j) =>
        j !== index &&
        !bad.has(j) &&
        other.day === slot.day &&
        other.start < slot.end &&
        slot.start < other.end &&
        // The later of two clashing slots carries the error (the first one listed for equal starts).
        (other.start < slot.start || (other.start === slot.start && j < index)),
    );
    if (clash) problems.push({ index, field: 'start', code: SLOT_ERRORS.overlap });
  });
  return problems.sort((a, b) => a.index - b.index);
}

/** The customer's sign-in on /mobile-tracking: a plate, and the code of the SMS link when they have it. */
export const mobileLoginSchema = v.object({
  licensePlate: v.optional(v.nullable(v.union([v.literal(''), licensePlateSchema])), null),
  code: v.optional(v.nullable(v.pipe(v.string(), v.trim())), null),
});

/** A pickup slot as the customer chooses it: a calendar day and the slot's start, workshop time. */
export const pickupSlotSchema = v.object({
  day: v.pipe(v.string(messageKey('required')), v.isoDate(SLOT_ERRORS.day)),
  start: timeSchema,
});
export type PickupSlotInput = v.InferOutput<typeof pickupSlotSchema>;
