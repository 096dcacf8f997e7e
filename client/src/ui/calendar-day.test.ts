import { CalendarDate, CalendarDateTime } from '@internationalized/date';
import { describe, expect, it } from 'vitest';
import { calendarDateOf, calendarLocale, dayOf } from './calendar-day.ts';

describe('calendar days of the date fields', () => {
  it('reads a real YYYY-MM-DD day', () => {
    expect(calendarDateOf('2026-11-21')?.toString()).toBe('2026-11-21');
    expect(calendarDateOf('2028-02-29')?.toString()).toBe('2028-02-29');
  });

  it('refuses empty, impossible and foreign texts instead of throwing', () => {
    expect(calendarDateOf('')).toBeNull();
    expect(calendarDateOf('2026-02-30')).toBeNull();
    expect(calendarDateOf('2026-13-01')).toBeNull();
    expect(calendarDateOf('21/11/2026')).toBeNull();
    expect(calendarDateOf('2026-11-21T10:00')).toBeNull();
  });

  it('writes the held day back as YYYY-MM-DD, empty when none', () => {
    expect(dayOf(new CalendarDate(2026, 1, 5))).toBe('2026-01-05');
    expect(dayOf(new CalendarDateTime(2026, 1, 5, 9, 30))).toBe('2026-01-05');
    expect(dayOf(null)).toBe('');
    expect(dayOf(undefined)).toBe('');
  });

  it('puts the day first in both languages', () => {
    expect(calendarLocale('it')).toBe('it-IT');
    expect(calendarLocale('en')).toBe('en-GB');
    const format = (locale: string) =>
      new Intl.DateTimeFormat(locale, { day: '2-digit', month: '2-digit', year: 'numeric' }).format(
        new Date(Date.UTC(2026, 10, 21, 12)),
      );
    expect(format(calendarLocale('it'))).toBe('21/11/2026');
    expect(format(calendarLocale('en'))).toBe('21/11/2026');
  });
});
