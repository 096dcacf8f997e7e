/**
 * The status changes of a visit that still stand, for the server that acts on them and the desk
 * that names its buttons after them. An undo (`UndoLastOperation`) takes back the line it names
 * (`undoneLogID`), and both then stand for nothing: after "call → start job → cancel the job" the
 * customer is in the box because of the call, and the call is what "return to queue" takes back.
 * Reading only the newest line made that box impossible to free, and made a second undo refuse
 * what the screen offered (docs/appointment-lifecycle.md, "Undo is read from the log").
 */

/** What of a log line this rule reads. */
export interface StatusLine {
  appointmentLogID: string;
  actionType: string;
  fromStatus?: number | null;
  toStatus?: number | null;
  /** On an undo's line: the line it took back. */
  undoneLogID?: string | null;
}

const UNDO = 'UndoLastOperation';

/** Whether a log line changed the status (annotations, SMS and edits do not). */
export function changesStatus(line: Pick<StatusLine, 'fromStatus' | 'toStatus'>): boolean {
  return line.fromStatus != null && line.toStatus != null && line.fromStatus !== line.toStatus;
}

/** The newest status change that was not undone, from log lines given newest first. */
export function lastStandingChange<T extends StatusLine>(newestFirst: readonly T[]): T | undefined {
  const undone = new Set<string>();
  for (const line of newestFirst) {
    if (!changesStatus(line)) continue;
    if (line.actionType === UNDO) {
      if (line.undoneLogID) undone.add(line.undoneLogID);
      continue;
    }
    if (undone.has(line.appointmentLogID)) continue;
    return line;
  }
  return undefined;
}

/** The `undoneLogID` an undo keeps in its log line's payload; null on any other line. */
export function undoneLogIDOf(payload: unknown): string | null {
  const id = (payload as { undoneLogID?: unknown } | null)?.undoneLogID;
  return typeof id === 'string' ? id : null;
}
