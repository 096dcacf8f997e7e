import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import { normalizeTime, WEEK_DAYS, type WeekDay } from '../../../shared/validation/withdrawal.ts';

dayjs.extend(utc);
dayjs.extend(timezone);

/** A weekly slot as stored (times may come back from the database as HH:MM:SS). */
export interface WeeklySlot {
  availabilitySlotID?: string;
  day: WeekDay;
  start: string;
  end: string;
  maxSlots: number | null;
}

export interface DatedSlot {
  start: string;
  end: string;
  startsAt: Date;
  capacity: number;
}

export interface DatedDay {
  day: string;
  weekDay: WeekDay;
  slots: DatedSlot[];
}

/** MONDAY…SUNDAY of a calendar day (YYYY-MM-DD). */
export function weekDayOf(day: string): WeekDay {
  // dayjs: 0 is Sunday; the schedule is Monday first.
  return WEEK_DAYS[(dayjs.utc(day, 'YYYY-MM-DD').day() + 6) % 7]!;
}

/** The weekly slot a booking at `at` sits in: the one that starts then on that day in `zone`. */
export function slotStartingAt<T extends { day: string; start: string }>(
  slots: readonly T[],
  at: Date,
  zone: string,
): T | undefined {
  const day = dayjs(at).tz(zone).format('YYYY-MM-DD');
  return slots.find(
    (s) => s.day === weekDayOf(day) && instantOf(day, s.start, zone).getTime() === at.getTime(),
  );
}

/** The instant a wall-clock time of a day starts in a zone. */
export function instantOf(day: string, time: string, zone: string): Date {
  return dayjs.tz(`${day} ${normalizeTime(time)}`, 'YYYY-MM-DD HH:mm', zone).toDate();
}

/** `count` calendar days from `first` (YYYY-MM-DD), on the calendar (not by 24 hours). */
export function daysFrom(first: string, count: number): string[] {
  const start = dayjs.utc(first, 'YYYY-MM-DD');
  return Array.from({ length: count }, (_, i) => start.add(i, 'day').format('YYYY-MM-DD'));
}

/** Weekly slots sorted Monday first, then by start. */
export function sortSlots<T extends WeeklySlot>(slots: readonly T[]): T[] {
  return [...slots].sort(
    (a, b) =>
      WEEK_DAYS.indexOf(a.day) - WEEK_DAYS.indexOf(b.day) ||
      normalizeTime(a.start).localeCompare(normalizeTime(b.start)),
  );
}

/** The weekly slots laid on real days, with their instants and capacities. */
export function datedSlots(
  slots: readonly WeeklySlot[],
  days: readonly string[],
  zone: string,
  workshopMaxSlots: number,
): DatedDay[] {
  const sorted = sortSlots(slots);
  return days.map((day) => {
    const weekDay = weekDayOf(day);
    return {
      day,
      weekDay,
      slots: sorted
        .filter((s) => s.day === weekDay)
        .map((s) => ({
          start: normalizeTime(s.start),
          end: normalizeTime(s.end),
          startsAt: instantOf(day, s.start, zone),
          capacity: s.maxSlots ?? workshopMaxSlots,
        })),
    };
  });
}

/** The dated slot a customer chose, if the schedule has it on that day. */
export function findDatedSlot(
  slots: readonly WeeklySlot[],
  day: string,
  start: string,
  zone: string,
  workshopMaxSlots: number,
): DatedSlot | undefined {
  const [dated] = datedSlots(slots, [day], zone, workshopMaxSlots);
  return dated?.slots.find((s) => s.start === normalizeTime(start));
}
