import { describe, expect, it } from 'vitest';
import { datedSlots, daysFrom, instantOf, weekDayOf } from './slot-calendar.ts';

describe('slot calendar', () => {
  it('names weekdays Monday first', () => {
    expect(weekDayOf('2026-03-02')).toBe('MONDAY');
    expect(weekDayOf('2026-03-08')).toBe('SUNDAY');
  });

  it('keeps wall-clock times across a daylight-saving change', () => {
    expect(instantOf('2026-03-27', '08:00:00', 'Europe/Rome').toISOString()).toBe('2026-03-27T07:00:00.000Z');
    expect(instantOf('2026-03-30', '08:00', 'Europe/Rome').toISOString()).toBe('2026-03-30T06:00:00.000Z');
    expect(daysFrom('2026-03-28', 3)).toEqual(['2026-03-28', '2026-03-29', '2026-03-30']);
  });

  it('lays weekly slots on days with their capacity', () => {
    const days = datedSlots(
      [
        { day: 'MONDAY', start: '09:00:00', end: '10:00:00', maxSlots: null },
        { day: 'MONDAY', start: '08:00', end: '09:00', maxSlots: 3 },
        { day: 'TUESDAY', start: '08:00', end: '09:00', maxSlots: null },
      ],
      ['2026-03-02', '2026-03-04'],
      'Europe/Rome',
      2,
    );
    expect(days[0]!.slots.map((s) => [s.start, s.end, s.capacity])).toEqual([
      ['08:00', '09:00', 3],
      ['09:00', '10:00', 2],
    ]);
    expect(days[1]!.slots).toEqual([]);
  });
});
