import { useCallback, useEffect, useRef, useState } from 'react';
import { useClient } from 'urql';
import {
  type PendingStore,
  type PendingSummary,
  type PendingWalkIn,
  pendingOf,
  summaryOf,
} from './pending-walk-ins.ts';
import { idbPendingStore } from './pending-walk-ins-idb.ts';
import { nextAttempt, replayOutcome, replayPending } from './walk-in-replay.ts';
import { sendWalkIn } from './walk-in-send.ts';

export interface PendingWalkIns extends PendingSummary {
  /** Keeps a walk-in the server could not take now, then tries to send it (and the others). */
  keep(walkIn: PendingWalkIn): Promise<void>;
  /** Staff took a refused walk-in at the desk: forget it here. */
  discard(idempotencyKey: string): Promise<void>;
}

/**
 * The totem's walk-ins kept while offline (decision 0026): how many wait, which the server
 * refused, and the sending of them — at page load, when the browser comes back online, when the
 * heartbeat gets an answer again (`reachable`), after each new one, and on a back-off timer while
 * some are left. One round at a time: a trigger during a round asks for one more round after it.
 */
export function usePendingWalkIns(
  totemID: string,
  reachable: boolean,
  store: PendingStore = idbPendingStore,
): PendingWalkIns {
  const client = useClient();
  const [summary, setSummary] = useState<PendingSummary>({ waiting: 0, refused: [] });
  const rounds = useRef({ running: false, again: false, failures: 0, stopped: false, timer: 0 });

  const refresh = useCallback(async () => {
    try {
      const walkIns = await pendingOf(store, totemID, Date.now());
      if (!rounds.current.stopped) setSummary(summaryOf(walkIns));
    } catch {
      // No IndexedDB (blocked storage): nothing was kept, nothing to show.
    }
  }, [store, totemID]);

  const replay = useCallback(async () => {
    const state = rounds.current;
    if (state.running) {
      state.again = true;
      return;
    }
    state.running = true;
    window.clearTimeout(state.timer);
    let left = 0;
    try {
      do {
        state.again = false;
        if (!navigator.onLine) break;
        const result = await replayPending(store, totemID, async (walkIn) =>
          replayOutcome(await sendWalkIn(client, walkIn, true)),
        );
        left = result.left;
        state.failures = left > 0 ? state.failures + 1 : 0;
      } while (state.again && !state.stopped);
    } catch {
      state.failures += 1;
    } finally {
      state.running = false;
    }
    await refresh();
    if (state.stopped) return;
    const delay = nextAttempt(left, state.failures, navigator.onLine);
    if (delay !== null) state.timer = window.setTimeout(() => void replay(), delay);
  }, [client, refresh, store, totemID]);

  useEffect(() => {
    const state = rounds.current;
    state.stopped = false;
    const online = () => void replay();
    window.addEventListener('online', online);
    void refresh().then(replay);
    return () => {
      state.stopped = true;
      window.clearTimeout(state.timer);
      window.removeEventListener('online', online);
    };
  }, [refresh, replay]);

  // The heartbeat got an answer again: the server is there, whatever the browser said.
  useEffect(() => {
    if (reachable) void replay();
  }, [reachable, replay]);

  const keep = useCallback(
    async (walkIn: PendingWalkIn) => {
      await store.put(walkIn);
      void refresh().then(replay);
    },
    [refresh, replay, store],
  );

  const discard = useCallback(
    async (idempotencyKey: string) => {
      await store.remove(idempotencyKey);
      await refresh();
    },
    [refresh, store],
  );

  return { ...summary, keep, discard };
}
