import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import { describe, expect, it } from 'vitest';
import { dayBounds, workshopDay } from './workshop-day.ts';

describe('workshop day', () => {
  it('puts 23:30 UTC in the next day in Rome', () => {
    expect(workshopDay(new Date('2026-11-21T23:30:00Z'), 'Europe/Rome')).toBe('2026-11-22');
    expect(workshopDay(new Date('2026-11-21T22:59:00Z'), 'Europe/Rome')).toBe('2026-11-21');
  });

  it('bounds a Rome day, including a daylight-saving change', () => {
    expect(dayBounds('2026-11-21', 'Europe/Rome')).toEqual({
      start: new Date('2026-11-20T23:00:00Z'),
      end: new Date('2026-11-21T23:00:00Z'),
    });
    const dst = dayBounds('2026-03-29', 'Europe/Rome');
    expect(dst.end.getTime() - dst.start.getTime()).toBe(23 * 3600_000);
  });

  it('agrees with dayjs on the day of any instant, in zones with odd offsets and around changes', () => {
    dayjs.extend(utc);
    dayjs.extend(timezone);
    const zones = [
      'Europe/Rome',
      'UTC',
      'Asia/Kolkata',
      'America/St_Johns',
      'Pacific/Kiritimati',
      'Pacific/Pago_Pago',
    ];
    // Every 5 h 17 min through a year: all hours of the day, both sides of each DST change.
    const mismatches: string[] = [];
    for (let t = Date.UTC(2026, 0, 1); t < Date.UTC(2027, 0, 1); t += 19_020_000) {
      const instant = new Date(t);
      for (const zone of zones) {
        const expected = dayjs(instant).tz(zone).format('YYYY-MM-DD');
        if (workshopDay(instant, zone) !== expected) mismatches.push(`${instant.toISOString()} ${zone}`);
      }
    }
    expect(mismatches).toEqual([]);
    // About 10,000 dayjs time-zone conversions: a second alone, several on a loaded machine.
  }, 30_000);

  it('hands out copies of remembered day bounds', () => {
    const first = dayBounds('2026-11-21', 'Europe/Rome');
    first.start.setTime(0);
    expect(dayBounds('2026-11-21', 'Europe/Rome').start).toEqual(new Date('2026-11-20T23:00:00Z'));
  });

  it('refuses an unknown time zone', () => {
    expect(() => workshopDay(new Date(), 'Mars/Olympus')).toThrow(RangeError);
  });
});
