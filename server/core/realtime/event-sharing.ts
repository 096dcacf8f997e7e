import { eq } from 'drizzle-orm';
import { workshopEventVersions } from '../db/schema/index.ts';
import type { RealtimeServices, ResyncSignal } from './pubsub.ts';
import type { WorkshopChangeEvent } from './topics.ts';

/** The map `owner` keys into `maps`, made on first use. */
export function mapOf<V>(maps: WeakMap<object, Map<string, V>>, owner: object): Map<string, V> {
  let map = maps.get(owner);
  if (!map) {
    map = new Map();
    maps.set(owner, map);
  }
  return map;
}

/** The workshop's event counter now (0 before its first change). */
export async function currentVersion(db: RealtimeServices['db'], workshopID: string): Promise<number> {
  const [row] = await db
    .select({ version: workshopEventVersions.version })
    .from(workshopEventVersions)
    .where(eq(workshopEventVersions.workshopID, workshopID));
  return row?.version ?? 0;
}

export type WorkshopItem = WorkshopChangeEvent | ResyncSignal;

/** Every listener in this process of one workshop's events, fed by one bus subscription. */
export interface WorkshopHub {
  sinks: Set<(item: WorkshopItem) => void>;
  /** How many events and resyncs this hub has handed out: tells whether anything came meanwhile. */
  delivered: number;
  /**
   * The highest version this process knows the workshop has reached: from the events received, and
   * from the counter read by whole-state builds. Every change up to it has committed (the counter
   * is bumped after the commit), so a state read from now on is complete up to it.
   */
  latestVersion: number;
  /**
   * One object per version the feeds build at: loaders keyed by it let the builds of different keys
   * labelled with the same version share their reads (each read came after the version was seen,
   * so it is complete up to it). Only the latest one is kept.
   */
  round(version: number): object;
  close(): void;
}

const hubsByBus = new WeakMap<object, Map<string, WorkshopHub>>();

/**
 * One `pubsub.subscribe` and one resync listener per workshop per process, however many screens
 * follow it: each listener is a sink in the hub's set, and an event is handed to every sink in one
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
    if (!isResync(item)) hub.latestVersion = Math.max(hub.latestVersion, item.version);
    for (const sink of sinks) sink(item);
  };
  const source = ctx.pubsub.subscribe('workshop', workshopID);
  const offResync = ctx.bus.onResync(deliver);
  void (async () => {
    for await (const event of source) deliver(event);
  })().catch((error: unknown) => ctx.logger.error('workshop event loop stopped', { error, workshopID }));
  let round = { version: -1, shared: {} };
  const hub: WorkshopHub = {
    sinks,
    delivered: 0,
    latestVersion: 0,
    round(version) {
      if (round.version !== version) round = { version, shared: {} };
      return round.shared;
    },
    close() {
      hubs.delete(workshopID);
      offResync();
      void source.return?.();
    },
  };
  hubs.set(workshopID, hub);
  return hub;
}

/**
 * Hands `sink` the workshop's change events, and a resync signal whenever the bus comes back from
 * an outage (events may have been lost meanwhile), until `leave()`; the last to leave a hub closes
 * its bus subscription.
 */
export function joinWorkshop(
  ctx: RealtimeServices,
  workshopID: string,
  sink: (item: WorkshopItem) => void,
): { hub: WorkshopHub; leave(): void } {
  const hub = workshopHub(ctx, workshopID);
  hub.sinks.add(sink);
  let left = false;
  return {
    hub,
    leave() {
      if (left) return;
      left = true;
      hub.sinks.delete(sink);
      if (hub.sinks.size === 0) hub.close();
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
 * The whole current state for a subscriber already listening on `hub`, shared with every other
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
  hub: WorkshopHub,
  build: () => Promise<T>,
): Promise<T> {
  const builds = mapOf(initialBuildsByBus, ctx.pubsub);
  const running = builds.get(key);
  if (running && running.hub === hub && running.deliveredAtStart === hub.delivered) {
    return running.payload as Promise<T>;
  }
  const entry: InitialBuild = { hub, deliveredAtStart: hub.delivered, payload: build() };
  builds.set(key, entry);
  const forget = () => {
    if (builds.get(key) === entry) builds.delete(key);
  };
  entry.payload.then(forget, forget);
  return entry.payload as Promise<T>;
}

export function isResync(item: WorkshopItem): item is ResyncSignal {
  return 'resync' in item;
}
