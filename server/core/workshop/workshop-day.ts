import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc.js';
import { dayBounds } from '../../../shared/time/workshop-day.ts';

dayjs.extend(utc);

// Day arithmetic the read side needs on top of shared/time/workshop-day.ts (a workshop's day is
// its calendar day in its own time zone, whatever the server's zone).

export { dayBounds, workshopDay } from '../../../shared/time/workshop-day.ts';

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** Whether `value` is a real calendar day written `YYYY-MM-DD`. */
export function isCalendarDay(value: string): boolean {
  return DAY_PATTERN.test(value) && dayjs.utc(value).format('YYYY-MM-DD') === value;
}

/** `[start, end)` of one or more calendar days, as instants. */
export interface DayRange {
  start: Date;
  end: Date;
}

/** From the start of `firstDay` to the end (exclusive) of `lastDay`, in `timeZone`. */
export function dayRange(firstDay: string, lastDay: string, timeZone: string): DayRange {
  return { start: dayBounds(firstDay, timeZone).start, end: dayBounds(lastDay, timeZone).end };
}

/** Whole calendar days from `fromDay` to `toDay` (positive when `toDay` is later). */
export function daysBetween(fromDay: string, toDay: string): number {
  return dayjs.utc(toDay).diff(dayjs.utc(fromDay), 'day');
}
