import type { TurnoPubSub } from '../realtime/pubsub.ts';
import type { WorkshopChangeEvent } from '../realtime/topics.ts';
import type { TurnoMetrics } from './metrics.ts';

/**
 * The realtime bus as every request sees it, counting what this replica publishes and measuring
 * how long a workshop change took to come back from the bus (`publishedAt`, set by
 * `publishWorkshopChange`; across replicas the figure includes their clocks' difference). Only
 * the one bus subscription per workshop and replica passes here, not every screen.
 */
export function measuredPubSub(pubsub: TurnoPubSub, metrics: TurnoMetrics): TurnoPubSub {
  // The bus's typed signatures are per topic; this wrapper treats every topic alike.
  const publish = pubsub.publish as unknown as (topic: string, ...args: unknown[]) => void;
  const subscribe = pubsub.subscribe as unknown as (
    topic: string,
    ...args: unknown[]
  ) => AsyncIterable<unknown>;
  return {
    publish(topic: string, ...args: unknown[]) {
      metrics.eventsPublished.inc({ topic });
      publish(topic, ...args);
    },
    subscribe(topic: string, ...args: unknown[]) {
      const source = subscribe(topic, ...args);
      if (topic !== 'workshop') return source;
      return timed(source as AsyncIterable<WorkshopChangeEvent>, metrics) as never;
    },
  } as unknown as TurnoPubSub;
}

/**
 * The source's events, each timed as it passes. A hand-made iterator rather than an async
 * generator: a generator waiting for the next event cannot be closed until one comes, which would
 * keep an idle workshop's bus subscription open after its last screen left. Here `return()` goes
 * straight to the source.
 */
function timed(
  source: AsyncIterable<WorkshopChangeEvent>,
  metrics: TurnoMetrics,
): AsyncIterableIterator<WorkshopChangeEvent> {
  const events = source[Symbol.asyncIterator]();
  return {
    [Symbol.asyncIterator]() {
      return this;
    },
    async next() {
      const result = await events.next();
      const publishedAt = result.done ? undefined : result.value.publishedAt;
      if (typeof publishedAt === 'number') {
        metrics.eventLag.observe(Math.max(0, Date.now() - publishedAt) / 1000);
      }
      return result;
    },
    return(value?: unknown) {
      return events.return ? events.return(value) : Promise.resolve({ done: true, value: undefined });
    },
    throw(error?: unknown) {
      return events.throw ? events.throw(error) : Promise.reject(error);
    },
  };
}
