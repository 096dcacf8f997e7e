import { describe, expect, it } from 'vitest';
import { checkRows, groupByDay, nextRow, placeErrors, type SlotRow, toInput, toRows } from './slot-rows.ts';

const row = (day: SlotRow['day'], start: string, end: string, maxSlots = ''): SlotRow => ({
  key: `${day}${start}`,
  day,
  start,
  end,
  maxSlots,
});

describe('slot editor lines', () => {
  it('reads an empty capacity as the workshop default and a typed one as a number', () => {
    expect(toInput([row('MONDAY', '08:00', '09:00'), row('MONDAY', '09:00', '10:00', '4')])).toEqual([
      { day: 'MONDAY', start: '08:00', end: '09:00', maxSlots: null },
      { day: 'MONDAY', start: '09:00', end: '10:00', maxSlots: 4 },
    ]);
  });

  it('puts the shared schedule errors on their line and field', () => {
    const checked = checkRows([
      row('MONDAY', '08:00', '09:00'),
      row('MONDAY', '08:30', '09:30'),
      row('TUESDAY', '11:00', '10:00'),
      row('WEDNESDAY', '08:00', '', '0'),
    ]);
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(checked.errors[3]).toMatchObject({
      end: 'validation.required',
      maxSlots: 'withdrawal.errors.capacity',
    });
  });

  it('places the server errors, which name the list (slots.1.maxSlots)', () => {
    expect(placeErrors([{ field: 'slots.1.maxSlots', code: 'withdrawal.errors.belowBooked' }])).toEqual({
      1: { maxSlots: 'withdrawal.errors.belowBooked' },
    });
  });

  it('starts a new line where the last one ends', () => {
    expect(nextRow([row('FRIDAY', '14:00', '15:00', '2')])).toMatchObject({
      day: 'FRIDAY',
      start: '15:00',
      end: '',
      maxSlots: '2',
    });
  });
});

describe('groupByDay', () => {
  it('groups the lines Monday first, keeping each line its index in the list', () => {
    const rows = toRows([
      { day: 'WEDNESDAY', start: '09:00', end: '10:00' },
      { day: 'MONDAY', start: '08:00', end: '09:00' },
      { day: 'WEDNESDAY', start: '10:00', end: '11:00' },
    ]);
    const groups = groupByDay(rows);
    expect(groups.map((g) => g.day)).toEqual(['MONDAY', 'WEDNESDAY']);
    expect(groups[1]!.lines.map((l) => [l.index, l.row.start])).toEqual([
      [0, '09:00'],
      [2, '10:00'],
    ]);
    expect(groupByDay([])).toEqual([]);
  });
});
