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
});
