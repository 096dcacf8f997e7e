import type { CombinedError } from '@urql/core';

/**
 * The server names every request (`x-request-id`) and puts the name on an unexpected error
 * (`extensions.requestId`). Turno shows its first eight characters beside the error, and on the
 * crash page after a recent one, so a person can quote it and the operator find the log lines.
 */
const RECENT_MS = 2 * 60_000;
let lastFault: { reference: string; at: number } | null = null;

/** The short reference of an unexpected server error, or null for any other failure. */
export function faultReferenceOf(error: Pick<CombinedError, 'graphQLErrors'>): string | null {
  for (const e of error.graphQLErrors) {
    const id = e.extensions?.requestId;
    if (e.extensions?.code === 'INTERNAL_SERVER_ERROR' && typeof id === 'string') return id.slice(0, 8);
  }
  return null;
}

/** Remembers the reference of a failed operation, when it has one (the client's error exchange). */
export function recordFault(error: Pick<CombinedError, 'graphQLErrors'>, now = Date.now()): void {
  const reference = faultReferenceOf(error);
  if (reference) lastFault = { reference, at: now };
}

/** The reference of an unexpected error in the last two minutes, for the crash page. */
export function recentFaultReference(now = Date.now()): string | null {
  return lastFault && now - lastFault.at < RECENT_MS ? lastFault.reference : null;
}
