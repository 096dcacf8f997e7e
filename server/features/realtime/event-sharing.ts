import { eq } from 'drizzle-orm';
import { Repeater } from 'graphql-yoga';
import type { AppServices, RequestContext } from '../../context.ts';
import { workshopEventVersions } from '../../db/schema/index.ts';
import type { ResyncSignal } from '../../realtime/pubsub.ts';
import type { WorkshopChangeEvent } from '../../realtime/topics.ts';

/**
 * One event reaches every subscriber of a topic in this process as the same object. Building a
 * payload once per (event, key) and handing every subscriber the same result keeps the database
 * work per event flat however many screens subscribe: 2,000 monitors cost one load, not 2,000.
 */
const built = new WeakMap<object, Map<string, Promise<unknown>>>();

export function sharedPerEvent<T>(event: object, key: string, build: () => Promise<T>): Promise<T> {
  let byKey = built.get(event);
  if (!byKey) {
    byKey = new Map();
    built.set(event, byKey);
  }
  let payload = byKey.get(key) as Promise<T> | undefined;
  if (!payload) {
    payload = build();
    byKey.set(key, payload);
    // A failed build is not kept: the next subscriber tries again.
    payload.catch(() => byKey?.delete(key));
  }
  return payload;
}

/** The workshop's event counter now (0 before its first change). */
export async function currentVersion(db: AppServices['db'], workshopID: string): Promise<number> {
  const [row] = await db
    .select({ version: workshopEventVersions.version })
    .from(workshopEventVersions)
    .where(eq(workshopEventVersions.workshopID, workshopID));
  return row?.version ?? 0;
}

/**
 * The workshop's change events for as long as the subscriber stays, plus a resync signal whenever
 * the bus comes back from an outage (the subscriber then sends its whole current state again).
 */
export function workshopEvents(
  ctx: RequestContext,
  workshopID: string,
): AsyncIterable<WorkshopChangeEvent | ResyncSignal> {
  const resyncs = new Repeater<ResyncSignal>(async (push, stop) => {
    const off = ctx.bus.onResync((signal) => void push(signal));
    await stop;
    off();
  });
  return Repeater.merge([ctx.pubsub.subscribe('workshop', workshopID), resyncs]);
}

export function isResync(item: WorkshopChangeEvent | ResyncSignal): item is ResyncSignal {
  return 'resync' in item;
}
