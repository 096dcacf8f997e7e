import type { FieldError } from '../../../../shared/validation/form-errors.ts';
import {
  type AvailabilitySlotInput,
  parseSchedule,
  WEEK_DAYS,
  type WeekDay,
} from '../../../../shared/validation/withdrawal.ts';

/** One line of the slot editor as typed: every field a string, an empty capacity uses the workshop's. */
export interface SlotRow {
  /** Stable React key for a line, also for lines not saved yet. */
  key: string;
  day: WeekDay;
  start: string;
  end: string;
  maxSlots: string;
}

export type SlotField = 'day' | 'start' | 'end' | 'maxSlots';
/** Error codes by line index and field. */
export type SlotErrors = Record<number, Partial<Record<SlotField, string>>>;

let counter = 0;
export const newRowKey = () => `row-${++counter}`;

/** The saved slots as editor lines, Monday first. */
export function toRows(
  slots: readonly { day: string; start: string; end: string; maxSlots?: number | null }[],
): SlotRow[] {
  return slots.map((s) => ({
    key: newRowKey(),
    day: s.day as WeekDay,
    start: s.start,
    end: s.end,
    maxSlots: s.maxSlots == null ? '' : String(s.maxSlots),
  }));
}

/** A new line: the day after the last one's end, or Monday morning. */
export function nextRow(rows: readonly SlotRow[]): SlotRow {
  const last = rows.at(-1);
  if (!last) return { key: newRowKey(), day: 'MONDAY', start: '08:00', end: '09:00', maxSlots: '' };
  return { key: newRowKey(), day: last.day, start: last.end, end: '', maxSlots: last.maxSlots };
}

/** The lines as the shared schema reads them: a typed capacity is a number, an empty one is null. */
export function toInput(rows: readonly SlotRow[]) {
  return rows.map((row) => ({
    day: row.day,
    start: row.start,
    end: row.end,
    maxSlots: row.maxSlots.trim() === '' ? null : Number(row.maxSlots),
  }));
}

/** Errors as `3.end` (the shared schedule check) or `slots.3.end` (the server) placed on their line. */
export function placeErrors(errors: readonly FieldError[]): SlotErrors {
  const placed: SlotErrors = {};
  for (const error of errors) {
    const match = /^(?:slots\.)?(\d+)\.(day|start|end|maxSlots)$/.exec(error.field);
    if (!match) continue;
    const index = Number(match[1]);
    const line = placed[index] ?? {};
    line[match[2] as SlotField] ??= error.code;
    placed[index] = line;
  }
  return placed;
}

/** The schedule checked on the client with the server's own rules. */
export function checkRows(
  rows: readonly SlotRow[],
): { ok: true; value: AvailabilitySlotInput[] } | { ok: false; errors: SlotErrors } {
  const parsed = parseSchedule(toInput(rows));
  return parsed.ok ? { ok: true, value: parsed.value } : { ok: false, errors: placeErrors(parsed.errors) };
}

export { WEEK_DAYS };

/**
 * The lines grouped by weekday, Monday first, for a heading per day (a week holds some 35 lines).
 * Each line keeps its index in `rows`: errors and test ids follow the line, not its place on screen.
 */
export function groupByDay(
  rows: readonly SlotRow[],
): { day: WeekDay; lines: { row: SlotRow; index: number }[] }[] {
  const indexed = rows.map((row, index) => ({ row, index }));
  return WEEK_DAYS.map((day) => ({ day, lines: indexed.filter(({ row }) => row.day === day) })).filter(
    (group) => group.lines.length > 0,
  );
}
