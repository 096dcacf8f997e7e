import { describe, expect, it } from 'vitest';
import { customRangeError, entryTypeFilter, isDay, presetRange, shiftDay, weekDays } from './date-ranges.ts';

describe('date presets', () => {
  const today = '2026-03-10';
  it('turns each preset into the days it covers', () => {
    expect(presetRange('today', today)).toEqual({ fromDay: today, toDay: today });
    expect(presetRange('yesterday', today)).toEqual({ fromDay: '2026-03-09', toDay: '2026-03-09' });
    expect(presetRange('last30Days', today)).toEqual({ fromDay: '2026-02-09', toDay: today });
    expect(presetRange('last365Days', today)).toEqual({ fromDay: '2025-03-11', toDay: today });
    expect(presetRange('yearToDate', today)).toEqual({ fromDay: '2026-01-01', toDay: today });
    expect(presetRange('monthToDate', today)).toEqual({ fromDay: '2026-03-01', toDay: today });
    expect(presetRange('previousYear', today)).toEqual({ fromDay: '2025-01-01', toDay: '2025-12-31' });
    expect(presetRange('custom', today)).toBeNull();
  });

  it('counts every preset from the workshop’s today, both ends included (the statistics screen)', () => {
    const today = '2026-03-01';
    expect(presetRange('today', today)).toEqual({ fromDay: '2026-03-01', toDay: '2026-03-01' });
    expect(presetRange('yesterday', today)).toEqual({ fromDay: '2026-02-28', toDay: '2026-02-28' });
    expect(presetRange('last30Days', today)).toEqual({ fromDay: '2026-01-31', toDay: '2026-03-01' });
    expect(presetRange('last365Days', today)).toEqual({ fromDay: '2025-03-02', toDay: '2026-03-01' });
    expect(presetRange('yearToDate', today)).toEqual({ fromDay: '2026-01-01', toDay: '2026-03-01' });
    expect(presetRange('monthToDate', today)).toEqual({ fromDay: '2026-03-01', toDay: '2026-03-01' });
    expect(presetRange('previousYear', today)).toEqual({ fromDay: '2025-01-01', toDay: '2025-12-31' });
    expect(presetRange('yesterday', '2028-03-01')).toEqual({ fromDay: '2028-02-29', toDay: '2028-02-29' });
  });

  it('crosses months, years and leap days on the calendar', () => {
    expect(presetRange('yesterday', '2026-01-01')).toEqual({ fromDay: '2025-12-31', toDay: '2025-12-31' });
    expect(presetRange('last30Days', '2024-03-01')).toEqual({ fromDay: '2024-02-01', toDay: '2024-03-01' });
    // Across the spring daylight-saving change: still whole days.
    expect(shiftDay('2026-03-29', 1)).toBe('2026-03-30');
  });

  it('checks a custom range', () => {
    expect(customRangeError({ fromDay: '2026-01-01', toDay: '2026-01-31' })).toBeNull();
    expect(customRangeError({ fromDay: '2026-01-01', toDay: '2026-01-01' })).toBeNull();
    expect(customRangeError({ fromDay: '2026-02-01', toDay: '2026-01-31' })).toBe('order');
    expect(customRangeError({ fromDay: '2026-02-30', toDay: '2026-03-01' })).toBe('invalid');
    expect(customRangeError({ fromDay: '', toDay: '2026-03-01' })).toBe('required');
    expect(isDay('2026-13-01')).toBe(false);
  });
});

describe('weeks', () => {
  it('start on Monday, whatever day is given', () => {
    expect(weekDays('2026-03-12')).toEqual([
      '2026-03-09',
      '2026-03-10',
      '2026-03-11',
      '2026-03-12',
      '2026-03-13',
      '2026-03-14',
      '2026-03-15',
    ]);
    expect(weekDays('2026-03-15')[0]).toBe('2026-03-09');
    expect(weekDays('2026-03-09')[0]).toBe('2026-03-09');
  });
});

describe('entry types', () => {
  it('map to the history filter', () => {
    expect(entryTypeFilter('all')).toEqual({ historical: true });
    expect(entryTypeFilter('walkIn')).toEqual({ historical: true, walkIn: true, statusCodes: [10, 11] });
    expect(entryTypeFilter('withAppointment')).toEqual({
      historical: true,
      walkIn: false,
      statusCodes: [10, 11],
    });
    expect(entryTypeFilter('noShow')).toEqual({ historical: true, statusCodes: [1] });
    expect(entryTypeFilter('pickupNoShow')).toEqual({ historical: true, statusCodes: [12] });
  });
});

describe('booking instants', () => {
  it('reads a day and a time on the workshop clock, summer or winter', async () => {
    const { bookingInstant, formFieldOf } = await import('../features/appointments/booking-form.ts');
    expect(bookingInstant('2026-01-15', '09:30', 'Europe/Rome')).toBe('2026-01-15T08:30:00.000Z');
    expect(bookingInstant('2026-07-15', '09:30', 'Europe/Rome')).toBe('2026-07-15T07:30:00.000Z');
    expect(formFieldOf('bookingDateTime')).toBe('bookingDate');
    expect(formFieldOf('mobile')).toBe('mobile');
  });
});

describe('DD/MM/YYYY days', () => {
  it('are written in the spec format', async () => {
    const { displayDay } = await import('./date-ranges.ts');
    expect(displayDay('2026-11-21')).toBe('21/11/2026');
  });
});
