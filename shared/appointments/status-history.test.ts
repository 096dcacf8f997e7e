import { describe, expect, it } from 'vitest';
import { STATUS } from './appointment-status.ts';
import { lastStandingChange, type StatusLine } from './status-history.ts';

const S = STATUS;
let seq = 0;
const line = (
  actionType: string,
  fromStatus: number,
  toStatus: number,
  undoneLogID: string | null = null,
): StatusLine => ({
  appointmentLogID: `log-${++seq}`,
  actionType,
  fromStatus,
  toStatus,
  undoneLogID,
});
const undo = (of: StatusLine) =>
  line('UndoLastOperation', of.toStatus ?? 0, of.fromStatus ?? 0, of.appointmentLogID);
/** Lines written oldest first, read newest first as the repository gives them. */
const standing = (...oldestFirst: StatusLine[]) => lastStandingChange([...oldestFirst].reverse());

describe('the status change that still stands', () => {
  it('is the newest line when nothing was undone', () => {
    const call = line('NextCustomer', S.CheckedInBooked, S.Accepted);
    const start = line('JobStart', S.Accepted, S.JobStarted);
    expect(standing(call, start)).toBe(start);
  });

  it('is the call again once the job it started was cancelled', () => {
    const call = line('NextCustomer', S.CheckedInBooked, S.Accepted);
    const start = line('JobStart', S.Accepted, S.JobStarted);
    expect(standing(call, start, undo(start))).toBe(call);
  });

  it('walks back through several undos, one line each', () => {
    const call = line('NextCustomer', S.CheckedInRandom, S.Accepted);
    const start = line('JobStart', S.Accepted, S.JobStarted);
    const end = line('JobEnd', S.JobStarted, S.JobEnded);
    const ready = line('ReadyToGo', S.JobEnded, S.ReadyToGo);
    expect(standing(call, start, end, ready, undo(ready))).toBe(end);
    expect(standing(call, start, end, ready, undo(ready), undo(end))).toBe(start);
    expect(standing(call, start, end, ready, undo(ready), undo(end), undo(start))).toBe(call);
  });

  it('reads a redone step as the new line it is', () => {
    const call = line('NextCustomer', S.CheckedInBooked, S.Accepted);
    const start = line('JobStart', S.Accepted, S.JobStarted);
    const again = line('JobStart', S.Accepted, S.JobStarted);
    expect(standing(call, start, undo(start), again)).toBe(again);
  });

  it('passes over lines that changed no status', () => {
    const call = line('NextCustomer', S.CheckedInBooked, S.Accepted);
    const note = line('Annotation', S.Accepted, S.Accepted);
    expect(standing(call, note)).toBe(call);
  });

  it('is nothing when every change was undone, or there is none', () => {
    const start = line('JobStart', S.Accepted, S.JobStarted);
    expect(standing(start, undo(start))).toBeUndefined();
    expect(standing()).toBeUndefined();
  });
});
