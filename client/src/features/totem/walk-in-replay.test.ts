import { CombinedError } from 'urql';
import { describe, expect, it } from 'vitest';
import {
  expired,
  inArrivalOrder,
  memoryPendingStore,
  PENDING_KEEP_MS,
  type PendingWalkIn,
  pendingOf,
  summaryOf,
} from './pending-walk-ins.ts';
import {
  nextAttempt,
  type ReplayOutcome,
  replayOutcome,
  replayPending,
  unreachable,
} from './walk-in-replay.ts';

const NOW = Date.parse('2026-11-26T10:00:00Z');

function walkIn(key: string, minutesAgo: number, extra: Partial<PendingWalkIn> = {}): PendingWalkIn {
  return {
    idempotencyKey: key,
    totemID: 'totem-1',
    arrivedAt: new Date(NOW - minutesAgo * 60_000).toISOString(),
    language: 'it',
    fields: {
      queueID: 'q',
      vehicleBrandID: 'b',
      licensePlate: 'AB123CD',
      name: 'Mario Rossi',
      mobile: '+393471234567',
      description: 'Tagliando',
      smsConsent: true,
      privacyNoticeVersion: 1,
    },
    ...extra,
  };
}

const network = new CombinedError({ networkError: new Error('Failed to fetch') });
const refusal = (code: string, reason?: string) =>
  new CombinedError({
    graphQLErrors: [{ message: 'no', extensions: { code, ...(reason ? { reason } : {}) } }],
  });
const answer = (value: Record<string, unknown>) => ({
  data: { totemRegisterWalkIn: { welcome: null, problem: null, formErrors: [], ...value } },
});

describe('the pending store', () => {
  it('lists walk-ins by arrival, the oldest first, whatever order they were kept in', async () => {
    const store = memoryPendingStore();
    await store.put(walkIn('b', 1));
    await store.put(walkIn('a', 5));
    await store.put(walkIn('c', 3));
    expect((await pendingOf(store, 'totem-1', NOW)).map((w) => w.idempotencyKey)).toEqual(['a', 'c', 'b']);
    expect(inArrivalOrder([walkIn('y', 2), walkIn('x', 2)]).map((w) => w.idempotencyKey)).toEqual(['x', 'y']);
  });

  it('keeps one row per key: keeping it again replaces it', async () => {
    const store = memoryPendingStore();
    await store.put(walkIn('a', 5));
    await store.put(walkIn('a', 5, { refused: 'validation.required' }));
    expect(await store.all()).toHaveLength(1);
  });

  it('shows only this totem’s, and drops any kept longer than a day', async () => {
    const store = memoryPendingStore();
    await store.put(walkIn('mine', 5));
    await store.put(walkIn('other', 5, { totemID: 'totem-2' }));
    await store.put(walkIn('old', PENDING_KEEP_MS / 60_000 + 1));
    expect((await pendingOf(store, 'totem-1', NOW)).map((w) => w.idempotencyKey)).toEqual(['mine']);
    expect((await store.all()).map((w) => w.idempotencyKey).sort()).toEqual(['mine', 'other']);
    expect(expired(walkIn('x', 0, { arrivedAt: 'not a time' }), NOW)).toBe(true);
  });

  it('counts those waiting apart from those refused', () => {
    const summary = summaryOf([walkIn('a', 3), walkIn('b', 2, { refused: 'ASK_STAFF' }), walkIn('c', 1)]);
    expect(summary.waiting).toBe(2);
    expect(summary.refused.map((w) => w.idempotencyKey)).toEqual(['b']);
  });
});

describe('what a reply means for a kept walk-in', () => {
  it('no answer, a server fault, a rate limit or a session being renewed: try again later', () => {
    expect(unreachable(network)).toBe(true);
    expect(replayOutcome({ error: network })).toEqual({ kind: 'retry' });
    expect(replayOutcome({ error: refusal('INTERNAL_SERVER_ERROR') })).toEqual({ kind: 'retry' });
    expect(replayOutcome({ error: refusal('RATE_LIMITED') })).toEqual({ kind: 'retry' });
    expect(replayOutcome({ error: refusal('AUTH_NOT_AUTHORIZED') })).toEqual({ kind: 'retry' });
  });

  it('a welcome (new, or the one registered before under the same key): sent', () => {
    expect(unreachable(undefined)).toBe(false);
    expect(replayOutcome(answer({ welcome: { code: 'X' } }))).toEqual({ kind: 'sent' });
  });

  it('a refusal: kept for staff with its reason', () => {
    expect(replayOutcome({ error: refusal('BAD_USER_INPUT', 'validation.arrivedAtTooOld') })).toEqual({
      kind: 'refused',
      reason: 'validation.arrivedAtTooOld',
    });
    expect(replayOutcome({ error: refusal('FORBIDDEN') })).toEqual({ kind: 'refused', reason: 'FORBIDDEN' });
    expect(replayOutcome(answer({ problem: 'ASK_STAFF' }))).toEqual({ kind: 'refused', reason: 'ASK_STAFF' });
    expect(replayOutcome(answer({ formErrors: [{ code: 'validation.required' }] }))).toEqual({
      kind: 'refused',
      reason: 'validation.required',
    });
  });
});

describe('sending the kept walk-ins', () => {
  async function storeWith(...walkIns: PendingWalkIn[]) {
    const store = memoryPendingStore();
    for (const w of walkIns) await store.put(w);
    return store;
  }

  it('sends them in arrival order, each with its own key, and forgets each once sent', async () => {
    const store = await storeWith(walkIn('second', 2), walkIn('first', 4));
    const sent: string[] = [];
    const result = await replayPending(store, 'totem-1', async (w) => {
      sent.push(w.idempotencyKey);
      return { kind: 'sent' };
    });
    expect(sent).toEqual(['first', 'second']);
    expect(result).toEqual({ sent: 2, refused: 0, left: 0 });
    expect(await store.all()).toEqual([]);
  });

  it('stops at the first that cannot reach the server, so none overtakes it; the next round resends it with the same key', async () => {
    const store = await storeWith(walkIn('first', 4), walkIn('second', 2));
    const keys: string[] = [];
    const outcomes: ReplayOutcome[] = [{ kind: 'retry' }];
    const send = async (w: PendingWalkIn): Promise<ReplayOutcome> => {
      keys.push(w.idempotencyKey);
      return outcomes.shift() ?? { kind: 'sent' };
    };
    expect(await replayPending(store, 'totem-1', send)).toEqual({ sent: 0, refused: 0, left: 2 });
    expect(keys).toEqual(['first']);
    expect(await replayPending(store, 'totem-1', send)).toEqual({ sent: 2, refused: 0, left: 0 });
    expect(keys).toEqual(['first', 'first', 'second']);
  });

  it('marks a refused one and goes on; a refused one is not sent again', async () => {
    const store = await storeWith(walkIn('refused', 4), walkIn('fine', 2));
    const send = async (w: PendingWalkIn): Promise<ReplayOutcome> =>
      w.idempotencyKey === 'refused' ? { kind: 'refused', reason: 'validation.required' } : { kind: 'sent' };
    expect(await replayPending(store, 'totem-1', send)).toEqual({ sent: 1, refused: 1, left: 0 });
    const [kept] = await store.all();
    expect(kept).toMatchObject({ idempotencyKey: 'refused', refused: 'validation.required' });
    const again: string[] = [];
    await replayPending(store, 'totem-1', async (w) => {
      again.push(w.idempotencyKey);
      return { kind: 'sent' };
    });
    expect(again).toEqual([]);
  });

  it('leaves another totem’s walk-ins alone', async () => {
    const store = await storeWith(walkIn('other', 3, { totemID: 'totem-2' }));
    const result = await replayPending(store, 'totem-1', async () => ({ kind: 'sent' }));
    expect(result.sent).toBe(0);
    expect(await store.all()).toHaveLength(1);
  });
});

describe('when to try again', () => {
  const delay = (retries: number) => 1000 * 2 ** retries;

  it('backs off while walk-ins are left and the browser is online', () => {
    expect(nextAttempt(2, 1, true, delay)).toBe(1000);
    expect(nextAttempt(2, 2, true, delay)).toBe(2000);
    expect(nextAttempt(2, 4, true, delay)).toBe(8000);
  });

  it('waits for the online event while offline, and stops when nothing is left', () => {
    expect(nextAttempt(2, 3, false, delay)).toBeNull();
    expect(nextAttempt(0, 0, true, delay)).toBeNull();
  });

  it('never waits more than the reconnect cap by default', () => {
    expect(nextAttempt(1, 50, true)).toBeLessThanOrEqual(15_000 * 1.3);
  });
});
