import { describe, expect, it } from 'vitest';
import { fakeRealtime, settle } from './fake-realtime.ts';
import { live, PENDING_LIMIT } from './live.ts';
import { namesNothing } from './publish-change.ts';
import type { WorkshopChangeEvent } from './topics.ts';

interface Payload {
  version: number;
  initial: boolean;
  /** What the build was asked for: the queues its event named, or everything. */
  queueIDs: string[] | 'all';
  /** The calls "committed" when the build read them. */
  calls: string[];
}

/**
 * A subscription over a fake workshop: `commit` changes the state and publishes its event, as
 * publishWorkshopChange does after a commit; builds can be held open to let events pile up.
 */
function workshop() {
  const bus = fakeRealtime();
  const calls: string[] = [];
  const builds: Array<WorkshopChangeEvent | null> = [];
  let held: Promise<void> | null = null;
  let release = () => {};
  const build = async (event: WorkshopChangeEvent | null, version?: number): Promise<Payload> => {
    builds.push(event);
    const seen = [...calls];
    if (held) await held;
    return {
      version: version ?? event?.version ?? bus.counter.version,
      initial: !event,
      queueIDs: event ? event.queueIDs : 'all',
      calls: seen,
    };
  };
  const subscribe = (wholeOn?: (event: WorkshopChangeEvent) => boolean) =>
    live<Payload>(
      bus.ctx,
      'w1',
      'queues:w1',
      build,
      (event) => event.queueIDs.length > 0 || event.call !== null,
      wholeOn ? { wholeOn } : {},
    );
  return {
    bus,
    builds,
    subscribe,
    /** Builds after the initial ones. */
    eventBuilds: () => builds.filter((event) => event !== null).length,
    commit(version: number, change: Partial<WorkshopChangeEvent>) {
      bus.counter.version = Math.max(bus.counter.version, version);
      if (change.call) calls.push(change.call.appointmentID);
      bus.publish('w1', version, change);
    },
    hold() {
      held = new Promise((resolve) => {
        release = () => {
          held = null;
          resolve();
        };
      });
    },
    release: () => release(),
  };
}

const call = (appointmentID: string) => ({ appointmentID, boxID: 'b1', hidden: false });

/** Takes what a subscription has ready now, without waiting for more. */
async function drain(subscription: AsyncIterableIterator<Payload>): Promise<Payload[]> {
  const taken: Payload[] = [];
  for (;;) {
    const next = await Promise.race([subscription.next(), settle().then(() => null)]);
    if (!next || next.done) return taken;
    taken.push(next.value);
  }
}

describe('live payloads coalesced per key', () => {
  it('builds a burst of 50 events that comes during one build in at most two builds', async () => {
    const w = workshop();
    const screen = w.subscribe();
    expect((await screen.next()).value).toMatchObject({ initial: true, version: 0 });
    w.hold();
    w.commit(1, { queueIDs: ['q1'] });
    const first = screen.next();
    await settle();
    for (let version = 2; version <= 51; version += 1) w.commit(version, { queueIDs: [`q${version}`] });
    await settle();
    w.release();
    expect((await first).value).toMatchObject({ version: 1, queueIDs: ['q1'] });
    const rest = await drain(screen);
    expect(w.eventBuilds()).toBeLessThanOrEqual(2);
    // The last payload covers every queue of the burst, under the newest version.
    const last = rest.at(-1);
    expect(last?.version).toBe(51);
    expect(new Set(rest.flatMap((payload) => payload.queueIDs))).toEqual(
      new Set(Array.from({ length: 50 }, (_, i) => `q${i + 2}`)),
    );
    await screen.return();
  });

  it('never delivers a version older than one already delivered, and still builds what the late event names', async () => {
    const w = workshop();
    const screen = w.subscribe();
    await screen.next();
    w.commit(5, { queueIDs: ['q5'] });
    expect((await screen.next()).value).toMatchObject({ version: 5, queueIDs: ['q5'] });
    // Version 4 committed first but its event comes last (another replica published it).
    w.commit(4, { queueIDs: ['q4'] });
    const late = (await screen.next()).value as Payload;
    expect(late.version).toBeGreaterThanOrEqual(5);
    expect(late.queueIDs).toEqual(['q4']);
    await screen.return();
  });

  it('does not lose a call announcement coalesced with others', async () => {
    const w = workshop();
    const monitor = w.subscribe();
    await monitor.next();
    w.hold();
    w.commit(1, { call: call('a1') });
    const first = monitor.next();
    await settle();
    w.commit(2, { call: call('a2') });
    w.commit(3, { call: call('a3') });
    await settle();
    w.release();
    const payloads = [(await first).value as Payload, ...(await drain(monitor))];
    // Each payload lists the calls made so far: every call reaches the screen, the last ones together.
    expect(new Set(payloads.flatMap((payload) => payload.calls))).toEqual(new Set(['a1', 'a2', 'a3']));
    expect(payloads.at(-1)?.calls).toEqual(['a1', 'a2', 'a3']);
    await monitor.return();
  });

  /** Two screens; `changes` commits, each taken by the fast screen at once and none by the slow one. */
  async function slowScreenBehind(changes: number) {
    const w = workshop();
    const fast = w.subscribe();
    const slow = w.subscribe();
    await fast.next();
    await slow.next();
    for (let version = 1; version <= changes; version += 1) {
      w.commit(version, { queueIDs: [`q${version}`] });
      expect((await fast.next()).value).toMatchObject({ version });
    }
    return { fast, slow };
  }

  it('keeps the payloads a slow subscriber has not taken yet, in order, up to the limit', async () => {
    const { fast, slow } = await slowScreenBehind(PENDING_LIMIT);
    // The slow screen took none of them yet: each names what changed, so it gets every one.
    const taken = await drain(slow);
    expect(taken.map((payload) => [payload.version, payload.initial, payload.queueIDs])).toEqual(
      Array.from({ length: PENDING_LIMIT }, (_, i) => [i + 1, false, [`q${i + 1}`]]),
    );
    await Promise.all([fast.return(), slow.return()]);
  });

  it('sends the whole state to a subscriber that fell more payloads behind than the limit', async () => {
    const last = PENDING_LIMIT + 1;
    const { fast, slow } = await slowScreenBehind(last);
    // The slow screen lost q1's payload: it cannot be sent only the later ones.
    expect(await drain(slow)).toEqual([
      expect.objectContaining({ version: last, initial: true, queueIDs: 'all' }),
    ]);
    await Promise.all([fast.return(), slow.return()]);
  });

  it('sends the whole state again after the bus recovers, and after a build fails', async () => {
    const w = workshop();
    const screen = w.subscribe();
    await screen.next();
    w.commit(1, { queueIDs: ['q1'] });
    w.bus.resync({ resync: true, at: new Date() });
    expect((await screen.next()).value).toMatchObject({ initial: true, version: 1 });
    const failing = live<Payload>(
      w.bus.ctx,
      'w1',
      'boxes:w1',
      async (event) => {
        if (event) throw new Error('database away');
        return { version: w.bus.counter.version, initial: true, queueIDs: 'all', calls: [] };
      },
      () => true,
    );
    await failing.next();
    w.commit(2, { queueIDs: ['q2'] });
    expect((await failing.next()).value).toMatchObject({ initial: true, version: 2 });
    expect(w.bus.warnings).toEqual(['a live payload could not be built']);
    await Promise.all([screen.return(), failing.return()]);
  });

  it('sends the whole state after a change that asks for it, then payloads again', async () => {
    const w = workshop();
    const screen = w.subscribe(namesNothing);
    await screen.next();
    // A monitor renamed: nothing named, the screen reads everything again.
    w.commit(1, {});
    expect((await screen.next()).value).toMatchObject({ initial: true, version: 1, queueIDs: 'all' });
    w.commit(2, { queueIDs: ['q2'] });
    expect((await screen.next()).value).toMatchObject({ initial: false, version: 2, queueIDs: ['q2'] });
    await screen.return();
  });

  it('hands the builds of different keys at the same version one shared round', async () => {
    const bus = fakeRealtime();
    const rounds: Array<[string, number, object | null]> = [];
    const follow = (key: string) =>
      live<{ version: number; initial: boolean }>(
        bus.ctx,
        'w1',
        key,
        async (event, version, round) => {
          rounds.push([key, version, round]);
          return { version, initial: !event };
        },
        () => true,
      );
    const a = follow('tracking:a');
    const b = follow('tracking:b');
    await Promise.all([a.next(), b.next()]);
    for (const version of [1, 2]) {
      bus.publish('w1', version);
      await Promise.all([a.next(), b.next()]);
    }
    const at = (version: number) =>
      rounds.filter(([, v, round]) => v === version && round).map(([, , r]) => r);
    expect(at(1)).toHaveLength(2);
    expect(at(1)[0]).toBe(at(1)[1]);
    expect(at(2)[0]).toBe(at(2)[1]);
    expect(at(2)[0]).not.toBe(at(1)[0]);
    // Whole states read on their own.
    expect(rounds.filter(([, , round]) => round === null)).toHaveLength(2);
    await Promise.all([a.return(), b.return()]);
  });

  it('lets go of the workshop with the last subscriber, even while it waits', async () => {
    const w = workshop();
    const a = w.subscribe();
    const b = w.subscribe();
    await a.next();
    await b.next();
    const waiting = a.next();
    await a.return();
    expect(await waiting).toEqual({ done: true, value: undefined });
    expect(w.bus.resyncListeners()).toBe(1);
    await b.return();
    expect(w.bus.resyncListeners()).toBe(0);
  });
});
