/** What a live payload says of itself: the server's version it is complete up to, and whether it is a whole state. */
export interface LivePayload {
  version: number;
  initial: boolean;
}

/**
 * What a screen makes of a live payload, given the one before it (null for the first):
 * - `first`: the state it starts from;
 * - `change`: a change to apply. Versions may skip: the server coalesces changes that come while it
 *   builds, and a payload covers every change up to its version for what the subscription shows,
 *   so a skip is no loss and asks for no refetch;
 * - `resent`: the whole state again after the first: the server could not tell what this screen
 *   missed (a bus outage, a payload it could not send in time), so the screen reads again what the
 *   payloads do not carry (its lists, its logs);
 * - `stale`: older than what the screen holds (the server never sends one; ignored).
 */
export type LiveStep = 'first' | 'change' | 'resent' | 'stale';

export function liveStep(previous: LivePayload | null, payload: LivePayload): LiveStep {
  if (!previous) return 'first';
  if (payload.version < previous.version) return 'stale';
  return payload.initial ? 'resent' : 'change';
}
