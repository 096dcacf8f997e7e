/** A call as the monitor shows it (the fields of `MonitorCall`). */
export interface ShownCall {
  callID: string;
  appointmentID: string;
  licensePlate: string;
  boxName: string;
  queueName?: string | null;
  queueColor?: string | null;
  calledAt: string;
}

export interface MonitorState {
  /** Latest first; each appointment once. `calls[0]` is the current call, shown large. */
  calls: ShownCall[];
  /** Every call id seen since the screen started, so a call is announced once. */
  seen: ReadonlySet<string>;
  /** Whether an event has arrived yet (the first one only sets the scene, silently). */
  started: boolean;
}

export const EMPTY_MONITOR: MonitorState = { calls: [], seen: new Set(), started: false };

/** A call missed while the socket was down is still worth a chime if it is this recent. */
const RECENT_ENOUGH_MS = 90_000;

/**
 * Latest first by call time, one entry per appointment (spec §4: added only if not already shown).
 * The server lists calls in the order they were logged; the time decides what is shown first.
 */
export function distinctByAppointment(calls: readonly ShownCall[]): ShownCall[] {
  const shown = new Set<string>();
  const result: ShownCall[] = [];
  const byTime = [...calls].sort((a, b) => Date.parse(b.calledAt) - Date.parse(a.calledAt));
  for (const call of byTime) {
    if (shown.has(call.appointmentID)) continue;
    shown.add(call.appointmentID);
    result.push(call);
  }
  return result;
}

/**
 * Applies one `monitorCalls` event. Every event carries the monitor's latest calls, so what is shown
 * is replaced, never merged: after a reconnect the initial state replaces a stale current call.
 * `announce` lists the calls to chime for, oldest first: calls never seen before, except on the
 * screen's first event (what was already on the board) and for calls older than a minute and a
 * half (missed during a long outage; shown, not announced).
 */
export function applyMonitorEvent(
  state: MonitorState,
  event: { initial: boolean; calls: readonly ShownCall[] },
  now: number,
): { state: MonitorState; announce: ShownCall[] } {
  const calls = distinctByAppointment(event.calls);
  const seen = new Set(state.seen);
  const announce: ShownCall[] = [];
  for (const call of calls) {
    if (seen.has(call.callID)) continue;
    seen.add(call.callID);
    const fresh = now - Date.parse(call.calledAt) <= RECENT_ENOUGH_MS;
    if (state.started && (!event.initial || fresh)) announce.push(call);
  }
  return { state: { calls, seen, started: true }, announce: announce.reverse() };
}

/** "AB123CD" → "A B 1 2 3 C D": a speech engine reads a plate letter by letter, not as a word. */
export function spokenPlate(plate: string): string {
  return plate.split('').join(' ');
}
