import { type CalendarDate, type DateValue, parseDate } from '@internationalized/date';

/**
 * A plain calendar day (YYYY-MM-DD) as react-aria's date fields hold it, and back. Forms keep the
 * day as text, empty while the field is empty or only partly typed.
 */
export function calendarDateOf(day: string): CalendarDate | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return null;
  try {
    const date = parseDate(day);
    // parseDate clamps impossible days (2026-02-30 → 2026-02-28): only an exact round trip is a day.
    return date.toString() === day ? date : null;
  } catch {
    return null;
  }
}

/** The day a date field holds, as YYYY-MM-DD; empty when it holds none. */
export function dayOf(value: DateValue | null | undefined): string {
  return value ? value.toString().slice(0, 10) : '';
}

/**
 * The locale of the date fields for the app language: day, month, year (DD/MM/YYYY, spec §9) and
 * the 24-hour clock in both languages, month and weekday names in the reader's language.
 */
export function calendarLocale(language: string): string {
  return language.startsWith('en') ? 'en-GB' : 'it-IT';
}
