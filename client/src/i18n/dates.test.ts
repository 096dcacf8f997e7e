import dayjs from 'dayjs';
import { afterEach, describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatTime, setDateLocale } from './dates.ts';

// 21 Nov 2026 08:30 UTC: 09:30 in Rome (CET), 03:30 in New York.
const instant = '2026-11-21T08:30:00.000Z';

describe('date formatting', () => {
  afterEach(() => setDateLocale('it'));

  it('shows dates DD/MM/YYYY in the given zone', () => {
    expect(formatDate(instant, 'Europe/Rome')).toBe('21/11/2026');
    expect(formatDate('2026-11-21T23:30:00.000Z', 'Europe/Rome')).toBe('22/11/2026');
  });

  it('shows 24-hour times in the given zone', () => {
    expect(formatTime(instant, 'Europe/Rome')).toBe('09:30');
    expect(formatTime(instant, 'America/New_York')).toBe('03:30');
  });

  it('combines both', () => {
    expect(formatDateTime(instant, 'Europe/Rome')).toBe('21/11/2026 09:30');
  });

  it('keeps the same date format in English', () => {
    setDateLocale('en');
    expect(formatDateTime(instant, 'Europe/Rome')).toBe('21/11/2026 09:30');
  });

  it('starts the week on Monday in both languages', () => {
    const sunday = '2026-11-22T12:00:00.000Z';
    setDateLocale('it');
    expect(dayjs(sunday).startOf('week').format('YYYY-MM-DD')).toBe('2026-11-16');
    setDateLocale('en');
    expect(dayjs(sunday).startOf('week').format('YYYY-MM-DD')).toBe('2026-11-16');
  });
});
