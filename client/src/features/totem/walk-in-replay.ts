import type { CombinedError } from 'urql';
import { reconnectDelay } from '../../graphql/backoff.ts';
import { inArrivalOrder, type PendingStore, type PendingWalkIn } from './pending-walk-ins.ts';

/**
 * Server answers that say "not now" rather than "no": a fault on its side, too many requests, a
 * session being renewed. A walk-in that gets one is kept and sent again later, like one that never
 * reached the server.
 */
const TRY_AGAIN_CODES: readonly unknown[] = ['INTERNAL_SERVER_ERROR', 'RATE_LIMITED', 'AUTH_NOT_AUTHORIZED'];

/** The server could not be asked, or could not answer now: keep the walk-in, send it later. */
export function unreachable(
  error: Pick<CombinedError, 'networkError' | 'graphQLErrors'> | undefined,
): boolean {
  if (!error) return false;
  if (error.networkError) return true;
  return error.graphQLErrors.some((e) => TRY_AGAIN_CODES.includes(e.extensions?.code));
}

/** What the server's reply to a walk-in looks like, as far as sending it again cares. */
export interface WalkInReply {
  data?: {
    totemRegisterWalkIn: {
      welcome?: unknown;
      problem?: string | null;
      formErrors: readonly { code: string }[];
    };
  } | null;
  error?: Pick<CombinedError, 'networkError' | 'graphQLErrors'> | undefined;
}

/** Sent (registered now or before, under the same key), to try again, or refused with a reason. */
export type ReplayOutcome = { kind: 'sent' } | { kind: 'retry' } | { kind: 'refused'; reason: string };

export function replayOutcome(reply: WalkInReply): ReplayOutcome {
  if (unreachable(reply.error)) return { kind: 'retry' };
  const answer = reply.data?.totemRegisterWalkIn;
  if (answer?.welcome) return { kind: 'sent' };
  const code = reply.error?.graphQLErrors[0]?.extensions?.code;
  const reason =
    (reply.error?.graphQLErrors[0]?.extensions?.reason as string | undefined) ??
    (typeof code === 'string' ? code : undefined) ??
    answer?.problem ??
    answer?.formErrors[0]?.code ??
    'UNKNOWN';
  return { kind: 'refused', reason };
}

/** How sending one pending walk-in went, and how many of this totem's are still waiting. */
export interface ReplayResult {
  sent: number;
  refused: number;
  /** Not sent this time (the server was unreachable): the next attempt starts with them. */
  left: number;
}

/**
 * Sends this totem's pending walk-ins in arrival order, each with its own key (so a reply lost on
 * the way costs nothing: the next send gets "already registered" as a welcome). The first that
 * cannot reach the server stops the round, so none overtakes an earlier one; a refused one is kept,
 * marked, for staff to see.
 */
export async function replayPending(
  store: PendingStore,
  totemID: string,
  send: (walkIn: PendingWalkIn) => Promise<ReplayOutcome>,
): Promise<ReplayResult> {
  const waiting = inArrivalOrder(
    (await store.all()).filter((walkIn) => walkIn.totemID === totemID && !walkIn.refused),
  );
  const result: ReplayResult = { sent: 0, refused: 0, left: waiting.length };
  for (const walkIn of waiting) {
    const outcome = await send(walkIn);
    if (outcome.kind === 'retry') return result;
    if (outcome.kind === 'sent') {
      await store.remove(walkIn.idempotencyKey);
      result.sent += 1;
    } else {
      await store.put({ ...walkIn, refused: outcome.reason });
      result.refused += 1;
    }
    result.left -= 1;
  }
  return result;
}

/**
 * When to try again after a round: at once never (the server just failed), after the reconnect
 * back-off (1 s doubling to ~15 s, with jitter) while walk-ins are left and the browser says it is
 * online; not at all while it says offline — its `online` event starts the next round.
 */
export function nextAttempt(
  left: number,
  failures: number,
  online: boolean,
  delay: (retries: number) => number = reconnectDelay,
): number | null {
  if (left === 0 || !online) return null;
  return delay(Math.max(0, failures - 1));
}
