import { createPubSub } from 'graphql-yoga';
import type { RealtimeServices, ResyncSignal } from './pubsub.ts';
import type { TopicMap, WorkshopChangeEvent } from './topics.ts';

/**
 * For this folder's unit tests: a context with a real in-process pub/sub that counts bus
 * subscriptions, a resync trigger, and a database that only answers the event counter.
 */
export function fakeRealtime() {
  const pubsub = createPubSub<TopicMap>();
  let busSubscriptions = 0;
  const subscribe = pubsub.subscribe.bind(pubsub);
  pubsub.subscribe = ((...args: Parameters<typeof subscribe>) => {
    busSubscriptions += 1;
    return subscribe(...args);
  }) as typeof pubsub.subscribe;
  const resyncListeners = new Set<(signal: ResyncSignal) => void>();
  const counter = { version: 0 };
  const warnings: string[] = [];
  // currentVersion's select().from().where() over the counter.
  const db = { select: () => ({ from: () => ({ where: async () => [{ version: counter.version }] }) }) };
  const ctx = {
    pubsub,
    db,
    bus: {
      onResync(listener: (signal: ResyncSignal) => void) {
        resyncListeners.add(listener);
        return () => resyncListeners.delete(listener);
      },
    },
    logger: { error: () => {}, warn: (message: string) => warnings.push(message) },
  } as unknown as RealtimeServices;
  return {
    ctx,
    counter,
    warnings,
    busSubscriptions: () => busSubscriptions,
    resyncListeners: () => resyncListeners.size,
    resync: (signal: ResyncSignal) => {
      for (const listener of resyncListeners) listener(signal);
    },
    publish: (workshopID: string, version: number, change: Partial<WorkshopChangeEvent> = {}) =>
      pubsub.publish('workshop', workshopID, {
        workshopID,
        version,
        appointmentIDs: [],
        queueIDs: [],
        boxIDs: [],
        trackingCodes: [],
        call: null,
        ...change,
      }),
  };
}

export const settle = () => new Promise((resolve) => setImmediate(resolve));
