import { describe, expect, it } from 'vitest';
import { joinWorkshop, sharedInitialState, type WorkshopItem } from './event-sharing.ts';
import { fakeRealtime, settle } from './fake-realtime.ts';

describe('workshop events shared per process', () => {
  it('feeds every listener of a workshop from one bus subscription, in order', async () => {
    const bus = fakeRealtime();
    const a: WorkshopItem[] = [];
    const b: WorkshopItem[] = [];
    const joinedA = joinWorkshop(bus.ctx, 'w1', (item) => a.push(item));
    const joinedB = joinWorkshop(bus.ctx, 'w1', (item) => b.push(item));
    const other = joinWorkshop(bus.ctx, 'w2', () => {});
    await settle();
    bus.publish('w1', 2);
    bus.publish('w1', 1);
    await settle();
    expect(bus.busSubscriptions()).toBe(2);
    expect(a).toMatchObject([{ version: 2 }, { version: 1 }]);
    expect(b).toEqual(a);
    // The highest version seen, not the last one.
    expect(joinedA.hub.latestVersion).toBe(2);
    const signal = { resync: true as const, at: new Date() };
    bus.resync(signal);
    expect(b.at(-1)).toBe(signal);
    for (const joined of [joinedA, joinedB, other]) joined.leave();
  });

  it('drops the bus subscription with the last listener', async () => {
    const bus = fakeRealtime();
    const a = joinWorkshop(bus.ctx, 'w1', () => {});
    const b = joinWorkshop(bus.ctx, 'w1', () => {});
    a.leave();
    a.leave();
    expect(bus.resyncListeners()).toBe(1);
    b.leave();
    expect(bus.resyncListeners()).toBe(0);
    // A later listener opens a new bus subscription.
    const seen: WorkshopItem[] = [];
    const c = joinWorkshop(bus.ctx, 'w1', (item) => seen.push(item));
    await settle();
    bus.publish('w1', 3);
    await settle();
    expect(seen).toMatchObject([{ version: 3 }]);
    expect(bus.busSubscriptions()).toBe(2);
    c.leave();
  });
});

describe('shared initial state', () => {
  it('lets subscribers share a running build while no event has come since it started', async () => {
    const bus = fakeRealtime();
    let builds = 0;
    const build = async () => {
      builds += 1;
      await settle();
      return { build: builds };
    };
    const first = joinWorkshop(bus.ctx, 'w1', () => {});
    const a = sharedInitialState(bus.ctx, 'queues:w1', first.hub, build);
    // Arrives while that build runs, nothing changed meanwhile: it shares the build.
    const second = joinWorkshop(bus.ctx, 'w1', () => {});
    const b = sharedInitialState(bus.ctx, 'queues:w1', second.hub, build);
    expect(await b).toBe(await a);
    expect(builds).toBe(1);
    first.leave();
    second.leave();
  });

  it('builds afresh for a subscriber who arrives after an event the running build may have missed', async () => {
    const bus = fakeRealtime();
    let builds = 0;
    const build = async () => {
      builds += 1;
      await settle();
      await settle();
      return { build: builds };
    };
    const first = joinWorkshop(bus.ctx, 'w1', () => {});
    await settle();
    const a = sharedInitialState(bus.ctx, 'queues:w1', first.hub, build);
    bus.publish('w1', 1);
    await settle();
    const late = joinWorkshop(bus.ctx, 'w1', () => {});
    const c = sharedInitialState(bus.ctx, 'queues:w1', late.hub, build);
    expect(await c).not.toBe(await a);
    expect(builds).toBe(2);
    // Nothing is kept once a build has finished.
    const d = sharedInitialState(bus.ctx, 'queues:w1', late.hub, build);
    expect(await d).toEqual({ build: 3 });
    first.leave();
    late.leave();
  });
});
