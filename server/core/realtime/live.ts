import {
  type Built,
  coalescedFeed,
  type FeedMember,
  type FeedRules,
  type LiveBuild,
} from './coalesced-feed.ts';
import { currentVersion, sharedInitialState } from './event-sharing.ts';
import type { RealtimeServices } from './pubsub.ts';
import type { WorkshopChangeEvent } from './topics.ts';

export type { LiveBuild } from './coalesced-feed.ts';

/** A live subscription's payloads; `return()` lets go at once. */
export interface LiveSubscription<T> extends AsyncIterableIterator<T> {
  return(): Promise<IteratorResult<T>>;
  throw(error: unknown): Promise<IteratorResult<T>>;
}

/**
 * One live subscription: the whole current state first, then the payloads of its key's coalesced
 * feed (core/realtime/coalesced-feed.ts) in order, each time the client is ready for more. A payload
 * says it is complete up to its version; versions never go down, and a skipped version is not a
 * lost change. `key` names what is built, so every subscriber of the same thing shares its builds.
 *
 * Up to PENDING_LIMIT payloads wait, in order, for a subscriber slower than the builds: they are the
 * feed's shared objects, so waiting costs a reference each. Payloads name only what changed, so a
 * subscriber that fell further behind (or whom the bus may have failed) gets the whole state again
 * (`initial`), shared with the others in the same case; a whole state covers every payload at or
 * below its version, which are then not sent.
 *
 * A plain iterator rather than an async generator: a generator waiting for the next payload cannot
 * be closed until one comes, this one lets go of its feed at once.
 */
/**
 * How many payloads may wait for one subscriber before it is sent the whole state instead. Two: a
 * socket whose last write has not completed when the next build ends is common under load (a build
 * every 20-25 ms in the busy bench) and is then one payload behind; a whole state for it would make
 * its screen read its lists again. A socket further behind gets the whole state, which skips ahead
 * in one send: longer queues (3 and 8 were measured) made each lagging socket drain payload after
 * payload on a saturated replica, and two replicas' p99 staleness went from 1.1-1.3 s to 1.3-3.9 s
 * (docs/performance.md §13).
 */
export const PENDING_LIMIT = 2;

export function live<T, N = undefined>(
  ctx: RealtimeServices,
  workshopID: string,
  key: string,
  build: LiveBuild<T>,
  relevant: (event: WorkshopChangeEvent, noted: N | undefined) => boolean,
  options: Omit<FeedRules<T, N>, 'relevant'> = {},
): LiveSubscription<T> {
  const feed = coalescedFeed<T, N>(ctx, workshopID, key, { relevant, ...options });
  let started = false;
  let ended = false;
  /** Payloads built but not yet taken, oldest first. */
  let pending: Built<T>[] = [];
  /** Builds up to this index began before the last whole state did: it covers them. */
  let coveredIndex = 0;
  /** The version of the last whole state sent. */
  let wholeVersion = Number.NEGATIVE_INFINITY;
  /** The highest version of a payload replaced before it was sent; Infinity: unknown loss. */
  let lostVersion = Number.NEGATIVE_INFINITY;
  let wake: (() => void) | null = null;
  const member: FeedMember<T> = {
    build,
    offer(built) {
      if (built.index <= coveredIndex) return;
      const dropped = pending.length >= PENDING_LIMIT ? pending.shift() : undefined;
      if (dropped) lostVersion = Math.max(lostVersion, dropped.version);
      pending.push(built);
      wake?.();
    },
    resync() {
      lostVersion = Number.POSITIVE_INFINITY;
      wake?.();
    },
  };
  feed.attach(member);

  const sendWholeState = async (): Promise<IteratorResult<T>> => {
    coveredIndex = feed.started;
    pending = [];
    lostVersion = Number.NEGATIVE_INFINITY;
    const state = await sharedInitialState(ctx, key, feed.hub, async () => {
      // The counter first: every change up to it has committed, so the state read next holds them.
      const version = await currentVersion(ctx.db, workshopID);
      return { version, value: await build(null, version, null) };
    });
    feed.hub.latestVersion = Math.max(feed.hub.latestVersion, state.version);
    feed.noteOf(state.value);
    wholeVersion = state.version;
    return { done: false, value: state.value };
  };
  const end = (): IteratorResult<T> => {
    if (!ended) {
      ended = true;
      pending = [];
      feed.detach(member);
      wake?.();
    }
    return { done: true, value: undefined };
  };

  return {
    [Symbol.asyncIterator]() {
      return this;
    },
    async next() {
      if (!started) {
        started = true;
        return sendWholeState();
      }
      for (;;) {
        if (ended) return { done: true, value: undefined };
        if (lostVersion > wholeVersion) return sendWholeState();
        const built = pending.shift();
        if (built && built.version > wholeVersion) return { done: false, value: built.value };
        if (!built) {
          await new Promise<void>((resolve) => {
            wake = resolve;
          });
          wake = null;
        }
      }
    },
    return: () => Promise.resolve(end()),
    throw: (error: unknown) => {
      end();
      return Promise.reject(error);
    },
  };
}
