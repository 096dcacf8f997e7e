import { eq } from 'drizzle-orm';
import { workshopEventVersions } from '../db/schema/index.ts';
import type { RealtimeServices, ResyncSignal } from './pubsub.ts';
import type { WorkshopChangeEvent } from './topics.ts';

/**
 * One event reaches every subscriber of a topic in this process as the same object. Building a
 * payload once per (event, key) and handing every subscriber the same result keeps the database
 * work per event flat however many screens subscribe: 2,000 monitors cost one load, not 2,000.
 */
const built = new WeakMap<object, Map<string, Promise<unknown>>>();

/** The map `owner` keys into `maps`, made on first use. */
function mapOf<V>(maps: WeakMap<object, Map<string, V>>, owner: object): Map<string, V> {
  let map = maps.get(owner);
  if (!map) {
    map = new Map();
    maps.set(owner, map);
  }
  return map;
}

export function sharedPerEvent<T>(event: object, key: string, build: () => Promise<T>): Promise<T> {
  const byKey = mapOf(built, event);
  let payload = byKey.get(key) as Promise<T> | undefined;
  if (!payload) {
    payload = build();
    byKey.set(key, payload);
    // A failed build is not kept: the next subscriber tries again.
    payload.catch(() => byKey.delete(key));
  }
  return payload;
}

/** The workshop's event counter now (0 before its first change). */
export async function currentVersion(db: RealtimeServices['db'], workshopID: string): Promise<number> {
  const [row] = await db
    .select({ version: workshopEventVersions.version })
    .from(workshopEventVersions)
    .where(eq(workshopEventVersions.workshopID, workshopID));
  return row?.version ?? 0;
}

type WorkshopItem = WorkshopChangeEvent | ResyncSignal;

/** Every subscriber in this process of one workshop's events, fed by one bus subscription. */
export interface WorkshopHub {
  sinks: Set<(item: WorkshopItem) => void>;
  /** How many events and resyncs this hub has handed out: tells whether anything came meanwhile. */
  delivered: number;
  close(): void;
}

const hubsByBus = new WeakMap<object, Map<string, WorkshopHub>>();

/**
 * One `pubsub.subscribe` and one resync listener per workshop per process, however many screens
 * follow it: each subscriber is a sink in the hub's set, and an event is handed to every sink in one
 * loop. (A bus subscription per screen costs a listener, three repeaters and their promise hops per
 * screen and per event: most of the fan-out's CPU and memory at 2,000 screens.)
 */
function workshopHub(ctx: RealtimeServices, workshopID: string): WorkshopHub {
  const hubs = mapOf(hubsByBus, ctx.pubsub);
  const existing = hubs.get(workshopID);
  if (existing) return existing;
  const sinks = new Set<(item: WorkshopItem) => void>();
  const deliver = (item: WorkshopItem) => {
    hub.delivered += 1;
    for (const sink of sinks) sink(item);
  };
  const source = ctx.pubsub.subscribe('workshop', workshopID);
  const offResync = ctx.bus.onResync(deliver);
  void (async () => {
    for await (const event of source) deliver(event);
  })().catch((error: unknown) => ctx.logger.error('workshop event loop stopped', { error, workshopID }));
  const hub: WorkshopHub = {
    sinks,
    delivered: 0,
    close() {
      hubs.delete(workshopID);
      offResync();
      void source.return?.();
    },
  };
  hubs.set(workshopID, hub);
  return hub;
}

export interface WorkshopEventStream extends AsyncIterableIterator<WorkshopItem> {
  /** The hub this stream listens to (see sharedInitialState). */
  readonly hub: WorkshopHub;
  return(): Promise<IteratorResult<WorkshopItem>>;
  throw(error: unknown): Promise<IteratorResult<WorkshopItem>>;
}

/**
 * The workshop's change events for as long as the subscriber stays, plus a resync signal whenever
 * the bus comes back from an outage (the subscriber then sends its whole current state again).
 * `return()` detaches at once, even while a `next()` is waiting.
 */
export function workshopEvents(ctx: RealtimeServices, workshopID: string): WorkshopEventStream {
  const hub = workshopHub(ctx, workshopID);
  const queued: WorkshopItem[] = [];
  let waiting: ((result: IteratorResult<WorkshopItem>) => void) | null = null;
  let ended = false;
  const sink = (item: WorkshopItem) => {
    if (!waiting) {
      queued.push(item);
      return;
    }
    const resolve = waiting;
    waiting = null;
    resolve({ done: false, value: item });
  };
  hub.sinks.add(sink);
  const end = (): IteratorResult<WorkshopItem> => {
    if (!ended) {
      ended = true;
      queued.length = 0;
      hub.sinks.delete(sink);
      if (hub.sinks.size === 0) hub.close();
      waiting?.({ done: true, value: undefined });
      waiting = null;
    }
    return { done: true, value: undefined };
  };
  return {
    hub,
    [Symbol.asyncIterator]() {
      return this;
    },
    next() {
      const item = queued.shift();
      if (item) return Promise.resolve({ done: false, value: item });
      if (ended) return Promise.resolve({ done: true, value: undefined });
      return new Promise((resolve) => {
        waiting = resolve;
      });
    },
    return: () => Promise.resolve(end()),
    throw: (error: unknown) => {
      end();
      return Promise.reject(error);
    },
  };
}

interface InitialBuild {
  hub: WorkshopHub;
  /** The hub's `delivered` count when the build started. */
  deliveredAtStart: number;
  payload: Promise<unknown>;
}

const initialBuildsByBus = new WeakMap<object, Map<string, InitialBuild>>();

/**
 * The current state for a subscriber already listening on `events`, shared with every other
 * subscriber of the same `key` while one build runs: when 2,000 screens reconnect at once they
 * share a handful of builds instead of making 2,000.
 *
 * A subscriber joins a running build only if no event has reached the workshop's hub since that
 * build started. A change the build may have missed committed after the build began; its event
 * comes after its commit: either it has not come yet (then this subscriber, listening already,
 * gets it) or it has (then the count moved and the subscriber builds afresh). Nothing is lost.
 */
export function sharedInitialState<T>(
  ctx: RealtimeServices,
  key: string,
  events: WorkshopEventStream,
  build: () => Promise<T>,
): Promise<T> {
  const builds = mapOf(initialBuildsByBus, ctx.pubsub);
  const running = builds.get(key);
  if (running && running.hub === events.hub && running.deliveredAtStart === events.hub.delivered) {
    return running.payload as Promise<T>;
  }
  const entry: InitialBuild = { hub: events.hub, deliveredAtStart: events.hub.delivered, payload: build() };
  builds.set(key, entry);
  const forget = () => {
    if (builds.get(key) === entry) builds.delete(key);
  };
  entry.payload.then(forget, forget);
  return entry.payload as Promise<T>;
}

export function isResync(item: WorkshopChangeEvent | ResyncSignal): item is ResyncSignal {
  return 'resync' in item;
}
