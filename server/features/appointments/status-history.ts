/**
 * The status changes of a visit that still stand. An undo (`UndoLastOperation`) takes back the line
 * it names (`payload.undoneLogID`), and both then stand for nothing: after "call → start job →
 * cancel the job" the customer is in the box because of the call, and the call is what "return to
 * queue" takes back. Reading only the newest line made that box impossible to free, and made a
 * second undo refuse what the screen offered (docs/appointment-lifecycle.md, "Undo").
 */

/** What of a log line this rule reads. */
export interface StatusLine {
  appointmentLogID: string;
  actionType: string;
  fromStatus: number | null;
  toStatus: number | null;
  payload: unknown;
}

const UNDO = 'UndoLastOperation';

/** The newest status change that was not undone, from status lines given newest first. */
export function lastStandingChange<T extends StatusLine>(newestFirst: readonly T[]): T | undefined {
  const undone = new Set<string>();
  for (const line of newestFirst) {
    if (line.actionType === UNDO) {
      const target = (line.payload as { undoneLogID?: unknown } | null)?.undoneLogID;
      if (typeof target === 'string') undone.add(target);
      continue;
    }
    if (undone.has(line.appointmentLogID)) continue;
    return line;
  }
  return undefined;
}
