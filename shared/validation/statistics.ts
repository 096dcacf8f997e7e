import * as v from 'valibot';
import { messageKey } from './messages.ts';

/** Statistics cover at most this many days at once (three years and a leap day). */
export const STATS_MAX_DAYS = 3 * 365 + 1;

export const STATS_ENTRY_TYPES = ['ALL', 'BOOKED', 'WALK_IN'] as const;
export type StatsEntryType = (typeof STATS_ENTRY_TYPES)[number];

/** `YYYY-MM-DD` that names a day of the calendar (isoDate alone lets 2026-02-30 through). */
function isCalendarDay(text: string): boolean {
  // valibot runs the whole pipe even after isoDate refused: `text` may be anything here.
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text);
}

const day = v.pipe(
  v.string(messageKey('required')),
  v.isoDate('statistics.errors.day'),
  v.check(isCalendarDay, 'statistics.errors.day'),
);

/** A statistics period: two calendar days of the workshop, the first not after the last. */
export const statsRangeSchema = v.pipe(
  v.object({
    fromDay: day,
    toDay: day,
    entryType: v.optional(v.picklist(STATS_ENTRY_TYPES), 'ALL'),
  }),
  v.forward(
    v.check((range) => range.fromDay <= range.toDay, 'statistics.errors.rangeOrder'),
    ['toDay'],
  ),
  v.forward(
    v.check(
      (range) => (Date.parse(range.toDay) - Date.parse(range.fromDay)) / 86_400_000 < STATS_MAX_DAYS,
      'statistics.errors.rangeTooLong',
    ),
    ['toDay'],
  ),
);
