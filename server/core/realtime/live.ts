import {
  type Built,
  type CoalescedFeed,
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
  const subscription = new LiveIterator<T, N>(ctx, workshopID, key, build, feed);
  feed.attach(subscription);
  return subscription;
}

/**
 * The subscription and its feed member in one object with its methods on the prototype: a screen
 * costs one small object, not a dozen closures (docs/performance.md §2 counts every screen's bytes).
 */
class LiveIterator<T, N> implements LiveSubscription<T>, FeedMember<T> {
  private started = false;
  private ended = false;
  /** Payloads built but not yet taken, oldest first. */
  private pending: Built<T>[] = [];
  /** Builds up to this index began before the last whole state did: it covers them. */
  private coveredIndex = 0;
  /** The version of the last whole state sent. */
  private wholeVersion = Number.NEGATIVE_INFINITY;
  /** The highest version of a payload dropped before it was sent; Infinity: unknown loss. */
  private lostVersion = Number.NEGATIVE_INFINITY;
  /** The pending `next()` of a subscriber waiting for a payload. */
  private waiter: ((result: Promise<IteratorResult<T>>) => void) | null = null;

  private readonly ctx: RealtimeServices;
  private readonly workshopID: string;
  private readonly key: string;
  readonly build: LiveBuild<T>;
  private readonly feed: CoalescedFeed<T, N>;

  // Fields assigned by hand: Node's type stripping does not run TypeScript's parameter properties.
  constructor(
    ctx: RealtimeServices,
    workshopID: string,
    key: string,
    build: LiveBuild<T>,
    feed: CoalescedFeed<T, N>,
  ) {
    this.ctx = ctx;
    this.workshopID = workshopID;
    this.key = key;
    this.build = build;
    this.feed = feed;
  }

  offer(built: Built<T>): void {
    if (built.index <= this.coveredIndex) return;
    const dropped = this.pending.length >= PENDING_LIMIT ? this.pending.shift() : undefined;
    if (dropped) this.lostVersion = Math.max(this.lostVersion, dropped.version);
    this.pending.push(built);
    this.wakeWaiter();
  }

  resync(): void {
    this.lostVersion = Number.POSITIVE_INFINITY;
    this.wakeWaiter();
  }

  [Symbol.asyncIterator]() {
    return this;
  }

  // Not an async function: a screen waits here most of its life, and a suspended async frame per
  // screen costs more than the one promise a waiter needs.
  next(): Promise<IteratorResult<T>> {
    if (!this.started) {
      this.started = true;
      return this.sendWholeState();
    }
    return (
      this.take() ??
      new Promise((resolve) => {
        this.waiter = resolve;
      })
    );
  }

  return(): Promise<IteratorResult<T>> {
    return Promise.resolve(this.end());
  }

  throw(error: unknown): Promise<IteratorResult<T>> {
    this.end();
    return Promise.reject(error);
  }

  /** What the subscriber gets now, or null when it must wait for a payload. */
  private take(): Promise<IteratorResult<T>> | null {
    if (this.ended) return Promise.resolve({ done: true, value: undefined });
    if (this.lostVersion > this.wholeVersion) return this.sendWholeState();
    for (let built = this.pending.shift(); built; built = this.pending.shift()) {
      // A payload at or below the last whole state's version is covered by it.
      if (built.version > this.wholeVersion) return Promise.resolve({ done: false, value: built.value });
    }
    return null;
  }

  private wakeWaiter(): void {
    const waiter = this.waiter;
    if (!waiter) return;
    const ready = this.take();
    if (!ready) return;
    this.waiter = null;
    waiter(ready);
  }

  private async sendWholeState(): Promise<IteratorResult<T>> {
    const feed = this.feed;
    this.coveredIndex = feed.started;
    this.pending = [];
    this.lostVersion = Number.NEGATIVE_INFINITY;
    const state = await sharedInitialState(this.ctx, this.key, feed.hub, async () => {
      // The counter first: every change up to it has committed, so the state read next holds them.
      const version = await currentVersion(this.ctx.db, this.workshopID);
      return { version, value: await this.build(null, version, null) };
    });
    feed.hub.latestVersion = Math.max(feed.hub.latestVersion, state.version);
    feed.noteOf(state.value);
    this.wholeVersion = state.version;
    return { done: false, value: state.value };
  }

  private end(): IteratorResult<T> {
    if (!this.ended) {
      this.ended = true;
      this.pending = [];
      this.feed.detach(this);
      this.wakeWaiter();
    }
    return { done: true, value: undefined };
  }
}
