import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { availabilitySlotsSchema, parseSchedule, scheduleProblems } from './withdrawal.ts';

describe('pickup schedule validation', () => {
  it('accepts touching slots and normalises times', () => {
    const parsed = v.parse(availabilitySlotsSchema, [
      { day: 'MONDAY', start: '8:00', end: '09:00' },
      { day: 'MONDAY', start: '09:00', end: '10:00', maxSlots: 2 },
    ]);
    expect(parsed.map((s) => [s.start, s.end, s.maxSlots])).toEqual([
      ['08:00', '09:00', null],
      ['09:00', '10:00', 2],
    ]);
  });

  it('names the slot that ends before it starts and the later of two overlapping slots', () => {
    const parsed = parseSchedule([
      { day: 'MONDAY', start: '08:00', end: '09:00' },
      { day: 'MONDAY', start: '08:30', end: '09:30' },
      { day: 'TUESDAY', start: '10:00', end: '10:00' },
      { day: 'WEDNESDAY', start: '08:30', end: '09:30' },
    ]);
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.errors).toEqual([
      { field: '1.start', code: 'withdrawal.errors.slotOverlap' },
      { field: '2.end', code: 'withdrawal.errors.slotOrder' },
    ]);
  });

  it('reports an overlap once for equal starts', () => {
    expect(
      scheduleProblems([
        { day: 'FRIDAY', start: '08:00', end: '09:00' },
        { day: 'FRIDAY', start: '08:00', end: '09:00' },
      ]),
    ).toEqual([{ index: 1, field: 'start', code: 'withdrawal.errors.slotOverlap' }]);
  });
});
