import { createRedisEventTarget } from '@graphql-yoga/redis-event-target';
import { createPubSub, type PubSub } from 'graphql-yoga';
import { Redis } from 'ioredis';
import type { Database } from '../db/client.ts';
import type { Logger } from '../logger/logger.ts';
import type { TopicMap } from './topics.ts';

export type TurnoPubSub = PubSub<TopicMap>;

/** Handed to every resync listener of one reconnection: the same object, so work can be shared. */
export interface ResyncSignal {
  resync: true;
  at: Date;
}

export interface RealtimeBus {
  pubsub: TurnoPubSub;
  kind: 'redis' | 'memory';
  /**
   * Called when the bus comes back after an outage during which events may have been lost: live
   * subscriptions then send their current state again. Returns the unsubscribe function.
   */
  onResync(listener: (signal: ResyncSignal) => void): () => void;
  /** For `/readyz`: resolves when the bus can deliver events. */
  ping(): Promise<void>;
  /**
   * Resolves once the bus is connected, or after `withinMs` if it is not: a server starting while
   * Redis is away still starts (Redis is off the write path) and says so on `/readyz`.
   */
  connected(withinMs: number): Promise<void>;
  close(): Promise<void>;
}

/** What publishing and following a workshop's events need of the running server (AppServices). */
export interface RealtimeServices {
  db: Database;
  logger: Logger;
  bus: RealtimeBus;
  pubsub: TurnoPubSub;
}

// Redis is off the write path: a publish that cannot reach Redis within this time is dropped and
// logged, never awaited by the action that caused it. Clients converge by refetching (event versions).
const REDIS_COMMAND_TIMEOUT_MS = 500;

/**
 * Node's EventTarget calls listeners synchronously, i.e. inside the action that published, before
 * it has answered its caller. This one hands each event over on the next turn of the event loop
 * (setImmediate runs in order, so events keep theirs), as a Redis round trip would.
 */
function deferredEventTarget(): Pick<
  EventTarget,
  'addEventListener' | 'removeEventListener' | 'dispatchEvent'
> {
  const target = new EventTarget();
  return {
    addEventListener: target.addEventListener.bind(target),
    removeEventListener: target.removeEventListener.bind(target),
    dispatchEvent(event) {
      setImmediate(() => target.dispatchEvent(event));
      return true;
    },
  };
}

/** In-memory pub/sub for one process, or Redis pub/sub shared by every replica when a URL is given. */
export function createRealtimeBus(redisUrl: string | undefined, logger: Logger): RealtimeBus {
  if (!redisUrl) {
    // In one process nothing is ever lost between publish and delivery: no resync to announce.
    return {
      pubsub: createPubSub<TopicMap>({ eventTarget: deferredEventTarget() as never }),
      kind: 'memory',
      onResync: () => () => {},
      ping: async () => {},
      connected: async () => {},
      close: async () => {},
    };
  }
  const options = {
    commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
    // Keep trying for ever with a capped delay: a workshop's screens must come back by themselves.
    retryStrategy: (attempt: number) => Math.min(200 * attempt, 2000),
    maxRetriesPerRequest: 1,
    lazyConnect: false,
  };
  const publisher = new Redis(redisUrl, { ...options, enableOfflineQueue: false });
  // No ready check on the subscriber: a SUBSCRIBE sent while connecting puts the connection in
  // subscriber mode, where the ready check's INFO is refused and the subscription is lost.
  // No retry limit on the subscriber: a SUBSCRIBE issued while Redis is down waits for it to come
  // back instead of being dropped, or the subscription would never hear anything again.
  const subscriber = new Redis(redisUrl, {
    ...options,
    commandTimeout: undefined,
    enableReadyCheck: false,
    maxRetriesPerRequest: null,
  });
  let lastState = 'ready';
  const resyncListeners = new Set<(signal: ResyncSignal) => void>();
  let subscriberLost = false;
  subscriber.on('close', () => {
    subscriberLost = true;
  });
  subscriber.on('ready', () => {
    if (!subscriberLost) return;
    subscriberLost = false;
    // Redis pub/sub is at-most-once: whatever was published while this connection was down is gone.
    const signal: ResyncSignal = { resync: true, at: new Date() };
    for (const listener of resyncListeners) listener(signal);
  });
  for (const [name, client] of [
    ['publisher', publisher],
    ['subscriber', subscriber],
  ] as const) {
    client.on('error', (error: Error) => {
      if (lastState !== 'error') logger.warn(`redis ${name} unavailable`, { message: error.message });
      lastState = 'error';
    });
    client.on('ready', () => {
      if (lastState === 'error') logger.info(`redis ${name} reconnected`);
      lastState = 'ready';
    });
  }
  // The event target fires publish() without awaiting it; a rejected publish must not become an
  // unhandled rejection that takes the process down.
  const safePublisher = {
    publish: (channel: string, message: string) =>
      publisher.publish(channel, message).catch((error: Error) => {
        logger.warn('realtime event dropped: redis publish failed', { channel, message: error.message });
        return 0;
      }),
  } as unknown as Redis;
  // Likewise the event target fires SUBSCRIBE and UNSUBSCRIBE without awaiting them; one refused
  // while Redis is away (or at shutdown) must be logged, not crash the replica.
  const safeSubscriber = {
    on: subscriber.on.bind(subscriber),
    subscribe: (channel: string) =>
      subscriber.subscribe(channel).catch((error: Error) => {
        logger.warn('redis subscribe failed', { channel, message: error.message });
        return 0;
      }),
    unsubscribe: (channel: string) => subscriber.unsubscribe(channel).catch(() => 0),
  } as unknown as Redis;
  const eventTarget = createRedisEventTarget({
    publishClient: safePublisher,
    subscribeClient: safeSubscriber,
  });
  return {
    pubsub: createPubSub<TopicMap>({ eventTarget }),
    kind: 'redis',
    onResync(listener) {
      resyncListeners.add(listener);
      return () => resyncListeners.delete(listener);
    },
    async ping() {
      await publisher.ping();
    },
    connected(withinMs) {
      const ready = (client: Redis) =>
        client.status === 'ready'
          ? Promise.resolve()
          : new Promise<void>((resolve) => client.once('ready', resolve));
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<void>((resolve) => {
        timer = setTimeout(resolve, withinMs);
      });
      return Promise.race([Promise.all([ready(publisher), ready(subscriber)]).then(() => {}), late]).finally(
        () => clearTimeout(timer),
      );
    },
    async close() {
      publisher.disconnect();
      subscriber.disconnect();
    },
  };
}
