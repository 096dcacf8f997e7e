import { createPubSub } from 'graphql-yoga';
import { describe, expect, it } from 'vitest';
import type { TurnoPubSub } from '../realtime/pubsub.ts';
import type { TopicMap, WorkshopChangeEvent } from '../realtime/topics.ts';
import { measuredPubSub } from './measured-pubsub.ts';
import { createMetrics } from './metrics.ts';

const change = (version: number): WorkshopChangeEvent => ({
  workshopID: 'w1',
  version,
  appointmentIDs: [],
  queueIDs: [],
  boxIDs: [],
  call: null,
  trackingCodes: [],
  publishedAt: Date.now(),
});

async function sample(metrics: ReturnType<typeof createMetrics>, name: string) {
  const metric = (await metrics.registry.getMetricsAsJSON()).find((m) => m.name === name);
  return metric?.values ?? [];
}

describe('measuredPubSub', () => {
  it('counts what it publishes and times what comes back', async () => {
    const metrics = createMetrics();
    const pubsub = measuredPubSub(createPubSub<TopicMap>() as TurnoPubSub, metrics);
    const events = pubsub.subscribe('workshop', 'w1')[Symbol.asyncIterator]();
    const first = events.next();
    pubsub.publish('workshop', 'w1', change(1));
    expect((await first).value).toMatchObject({ version: 1 });
    expect(await sample(metrics, 'turno_events_published_total')).toEqual([
      expect.objectContaining({ labels: { topic: 'workshop' }, value: 1 }),
    ]);
    expect(await sample(metrics, 'turno_event_lag_seconds')).toContainEqual(
      expect.objectContaining({ metricName: 'turno_event_lag_seconds_count', value: 1 }),
    );
    await events.return?.();
  });

  it('lets an idle subscription go at once: closing does not wait for another event', async () => {
    const metrics = createMetrics();
    const pubsub = measuredPubSub(createPubSub<TopicMap>() as TurnoPubSub, metrics);
    const events = pubsub.subscribe('workshop', 'w1')[Symbol.asyncIterator]();
    const waiting = events.next();
    const closed = await Promise.race([
      events.return?.().then(() => 'closed'),
      new Promise((resolve) => setTimeout(() => resolve('still open'), 500)),
    ]);
    expect(closed).toBe('closed');
    expect((await waiting).done).toBe(true);
  });
});
