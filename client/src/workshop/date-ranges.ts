import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc.js';

/** Spec §9 date presets of the history screen. */
export const DATE_PRESETS = [
  'today',
  'yesterday',
  'last30Days',
  'last365Days',
  'yearToDate',
  'monthToDate',
  'previousYear',
  'custom',
] as const;
export type DatePreset = (typeof DATE_PRESETS)[number];

/** A range of calendar days (YYYY-MM-DD, both inclusive), as the `fromDay`/`toDay` filter takes it. */
export interface DayRange {
  fromDay: string;
  toDay: string;
}

dayjs.extend(utc);

const DAY = 'YYYY-MM-DD';
const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** Days are moved on the calendar (UTC dates), never by adding hours. */
const day = (value: string) => dayjs.utc(value);

/** The days a preset covers, counted from `today` (the workshop's today); null for `custom`. */
export function presetRange(preset: DatePreset, today: string): DayRange | null {
  const now = day(today);
  switch (preset) {
    case 'today':
      return { fromDay: today, toDay: today };
    case 'yesterday': {
      const yesterday = now.subtract(1, 'day').format(DAY);
      return { fromDay: yesterday, toDay: yesterday };
    }
    case 'last30Days':
      return { fromDay: now.subtract(29, 'day').format(DAY), toDay: today };
    case 'last365Days':
      return { fromDay: now.subtract(364, 'day').format(DAY), toDay: today };
    case 'yearToDate':
      return { fromDay: `${today.slice(0, 4)}-01-01`, toDay: today };
    case 'monthToDate':
      return { fromDay: `${today.slice(0, 7)}-01`, toDay: today };
    case 'previousYear': {
      const year = Number(today.slice(0, 4)) - 1;
      return { fromDay: `${year}-01-01`, toDay: `${year}-12-31` };
    }
    case 'custom':
      return null;
  }
}

/** Whether a text is a real calendar day written YYYY-MM-DD (what a date input gives). */
export function isDay(value: string): boolean {
  return DAY_PATTERN.test(value) && day(value).format(DAY) === value;
}

/** `2026-11-21` as `21/11/2026`. */
export function displayDay(value: string): string {
  return `${value.slice(8, 10)}/${value.slice(5, 7)}/${value.slice(0, 4)}`;
}

/** Spec §5 "date range must be valid": both days given, real, and the first not after the last. */
export function customRangeError(range: Partial<DayRange>): 'required' | 'invalid' | 'order' | null {
  if (!range.fromDay || !range.toDay) return 'required';
  if (!isDay(range.fromDay) || !isDay(range.toDay)) return 'invalid';
  if (range.fromDay > range.toDay) return 'order';
  return null;
}

/** The seven days (Monday first, spec §9) of the week holding `anyDay`. */
export function weekDays(anyDay: string): string[] {
  const date = day(anyDay);
  // dayjs: Sunday is 0; the week starts on Monday.
  const monday = date.subtract((date.day() + 6) % 7, 'day');
  return Array.from({ length: 7 }, (_, index) => monday.add(index, 'day').format(DAY));
}

/** A day moved by `days` on the calendar. */
export function shiftDay(value: string, days: number): string {
  return day(value).add(days, 'day').format(DAY);
}

export { ENTRY_TYPES, type EntryType, entryTypeFilter } from '../../../shared/appointments/staff-lists.ts';
