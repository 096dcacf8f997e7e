import { createPubSub } from 'graphql-yoga';
import { describe, expect, it } from 'vitest';
import type { RequestContext } from '../context/context.ts';
import { sharedInitialState, workshopEvents } from './event-sharing.ts';
import type { ResyncSignal } from './pubsub.ts';
import type { TopicMap, WorkshopChangeEvent } from './topics.ts';

/** A context with a real in-process pub/sub that counts bus subscriptions, and a resync trigger. */
function fakeContext() {
  const pubsub = createPubSub<TopicMap>();
  let busSubscriptions = 0;
  const subscribe = pubsub.subscribe.bind(pubsub);
  pubsub.subscribe = ((...args: Parameters<typeof subscribe>) => {
    busSubscriptions += 1;
    return subscribe(...args);
  }) as typeof pubsub.subscribe;
  const resyncListeners = new Set<(signal: ResyncSignal) => void>();
  const ctx = {
    pubsub,
    bus: {
      onResync(listener: (signal: ResyncSignal) => void) {
        resyncListeners.add(listener);
        return () => resyncListeners.delete(listener);
      },
    },
    logger: { error: () => {} },
  } as unknown as RequestContext;
  return {
    ctx,
    busSubscriptions: () => busSubscriptions,
    resyncListeners: () => resyncListeners.size,
    resync: (signal: ResyncSignal) => {
      for (const listener of resyncListeners) listener(signal);
    },
    publish: (workshopID: string, version: number) =>
      pubsub.publish('workshop', workshopID, { workshopID, version } as WorkshopChangeEvent),
  };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('workshop events shared per process', () => {
  it('feeds every subscriber of a workshop from one bus subscription, in order', async () => {
    const bus = fakeContext();
    const a = workshopEvents(bus.ctx, 'w1');
    const b = workshopEvents(bus.ctx, 'w1');
    const other = workshopEvents(bus.ctx, 'w2');
    await settle();
    bus.publish('w1', 1);
    bus.publish('w1', 2);
    await settle();
    expect(bus.busSubscriptions()).toBe(2);
    expect([(await a.next()).value, (await a.next()).value]).toMatchObject([{ version: 1 }, { version: 2 }]);
    expect((await b.next()).value).toMatchObject({ version: 1 });
    const signal = { resync: true as const, at: new Date() };
    bus.resync(signal);
    expect((await b.next()).value).toMatchObject({ version: 2 });
    expect((await b.next()).value).toBe(signal);
    await Promise.all([a.return(), b.return(), other.return()]);
  });

  it('lets a subscriber go at once, even while it waits, and drops the bus subscription with the last one', async () => {
    const bus = fakeContext();
    const a = workshopEvents(bus.ctx, 'w1');
    const b = workshopEvents(bus.ctx, 'w1');
    const waiting = a.next();
    await a.return();
    expect(await waiting).toEqual({ done: true, value: undefined });
    expect(await a.next()).toEqual({ done: true, value: undefined });
    expect(bus.resyncListeners()).toBe(1);
    await b.return();
    expect(bus.resyncListeners()).toBe(0);
    // A later subscriber opens a new bus subscription.
    const c = workshopEvents(bus.ctx, 'w1');
    await settle();
    bus.publish('w1', 3);
    expect((await c.next()).value).toMatchObject({ version: 3 });
    expect(bus.busSubscriptions()).toBe(2);
    await c.return();
  });
});

describe('shared initial state', () => {
  it('lets subscribers share a running build while no event has come since it started', async () => {
    const bus = fakeContext();
    let builds = 0;
    const build = async () => {
      builds += 1;
      await settle();
      return { build: builds };
    };
    const first = workshopEvents(bus.ctx, 'w1');
    const a = sharedInitialState(bus.ctx, 'queues:w1', first, build);
    // Arrives while that build runs, nothing changed meanwhile: it shares the build.
    const second = workshopEvents(bus.ctx, 'w1');
    const b = sharedInitialState(bus.ctx, 'queues:w1', second, build);
    expect(await b).toBe(await a);
    expect(builds).toBe(1);
    await Promise.all([first.return(), second.return()]);
  });

  it('builds afresh for a subscriber who arrives after an event the running build may have missed', async () => {
    const bus = fakeContext();
    let builds = 0;
    const build = async () => {
      builds += 1;
      await settle();
      await settle();
      return { build: builds };
    };
    const first = workshopEvents(bus.ctx, 'w1');
    await settle();
    const a = sharedInitialState(bus.ctx, 'queues:w1', first, build);
    bus.publish('w1', 1);
    await settle();
    const late = workshopEvents(bus.ctx, 'w1');
    const c = sharedInitialState(bus.ctx, 'queues:w1', late, build);
    expect(await c).not.toBe(await a);
    expect(builds).toBe(2);
    // Nothing is kept once a build has finished.
    const d = sharedInitialState(bus.ctx, 'queues:w1', late, build);
    expect(await d).toEqual({ build: 3 });
    await Promise.all([first.return(), late.return()]);
  });
});
