import { describe, expect, it } from 'vitest';
import { demoDay } from './demo-clock.ts';

const romeDate = (date: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' }).format(date);
const romeTime = (date: Date) =>
  new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Rome', hour: '2-digit', minute: '2-digit' }).format(
    date,
  );

describe('demoDay', () => {
  it('keeps a long history on the same Rome day when seeded just after midnight', () => {
    const now = new Date('2026-03-09T23:10:00Z'); // 00:10 in Rome, 10 March
    const day = demoDay(now, 'Europe/Rome');
    const history = [day.ago(220), day.ago(120), day.ago(5)];
    for (const t of history) {
      expect(romeDate(t)).toBe('2026-03-10');
      expect(t.getTime()).toBeLessThanOrEqual(now.getTime());
    }
    expect(history.map((t) => t.getTime())).toEqual([...history].map((t) => t.getTime()).sort());
    expect(romeDate(day.later(240))).toBe('2026-03-10');
  });

  it('places wall-clock times by the offset of their own day, across the spring change', () => {
    const day = demoDay(new Date('2026-03-28T10:00:00Z'), 'Europe/Rome'); // Saturday before the change
    expect(romeTime(day.at(0, 10, 0))).toBe('10:00');
    expect(romeTime(day.at(2, 10, 0))).toBe('10:00');
    expect(day.at(2, 10, 0).toISOString()).toBe('2026-03-30T08:00:00.000Z');
  });

  it('rounds booking times down to five minutes', () => {
    const day = demoDay(new Date('2026-03-10T10:33:20Z'), 'Europe/Rome');
    expect(day.slot(day.now).toISOString()).toBe('2026-03-10T10:30:00.000Z');
  });
});
