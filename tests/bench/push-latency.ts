/**
 * Push latency: from a `nextCustomer` call to its `boxesChanged` payload on 100, 1,000 and 2,000
 * graphql-ws subscribers, beside two floors measured in the same run with the same client fleet:
 * a bare `ws` server broadcasting one buffer of the same size, and the same broadcast after a hop
 * through Redis pub/sub. Method and limits: docs/performance.md.
 *
 *   node_modules/.bin/node tests/bench/push-latency.ts
 */
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import { gql, type Session } from '../support/graphql-client.ts';
import { runAlone } from './support/cleanup.ts';
import { now, sleep } from './support/clock.ts';
import { config } from './support/config.ts';
import {
  type ProfileSummary,
  reportProfile,
  startProfiling,
  stopProfiling,
  summarizeProfile,
} from './support/cpu-profile.ts';
import { BOXES_CHANGED, NEXT_CUSTOMER as NEXT } from './support/documents.ts';
import { Fleet, type SubscriptionSpec, wsUrl } from './support/fleet.ts';
import { startFloorServer } from './support/floor.ts';
import { quietly } from './support/machine.ts';
import { type CpuTimes, cpuSplitMeter } from './support/proc.ts';
import {
  type Arena,
  type BenchDatabase,
  createArena,
  createBenchDatabase,
  createPrivateRedis,
  currentVersion,
  demoRows,
  freeBoxes,
  type Replica,
  seatWaiting,
  signInAs,
  startReplica,
} from './support/stack.ts';
import { type Summary, summarize } from './support/stats.ts';
import { type Cell, progress, ratio, report, table } from './support/table.ts';

/** Events sent before each measured series, not counted: JIT warm-up, first-use allocations. */
const WARMUP_EVENTS = 3;

interface Row {
  setup: string;
  clients: number;
  /** From the trigger (mutation sent / broadcast / publish) to receipt. */
  latency: Summary;
  /** From the mutation's response to receipt (GraphQL only; negative when the push came first). */
  afterResponse: Summary | null;
  mutation: Summary | null;
  lost: number;
  expected: number;
  /** CPU of the server process(es) per measured event, mutation included (user + sys). */
  cpuPerEvent: number;
  /** Of which in the kernel (stime). */
  sysPerEvent: number;
  /** Percent of the machine other work took during the measurement. */
  others: number;
}

const perEvent = (times: CpuTimes) => ({
  cpuPerEvent: (times.user + times.sys) / config.push.events,
  sysPerEvent: times.sys / config.push.events,
});

interface Trigger {
  key: number;
  t0: number;
  tResponse?: number;
}

/** Latencies of the collected receipts; a receipt later than lostAfterMs counts as lost. */
async function settle(fleet: Fleet, triggers: Trigger[], clients: number) {
  const receipts = await fleet.collect(triggers.map((t) => t.key));
  const fromTrigger: number[] = [];
  const afterResponse: number[] = [];
  let lost = 0;
  for (const trigger of triggers) {
    const times = (receipts[trigger.key] ?? []).filter((t) => t - trigger.t0 <= config.push.lostAfterMs);
    lost += clients - times.length;
    for (const t of times) {
      fromTrigger.push(t - trigger.t0);
      if (trigger.tResponse !== undefined) afterResponse.push(t - trigger.tResponse);
    }
  }
  return { fromTrigger, afterResponse, lost, expected: triggers.length * clients };
}

/**
 * WARMUP_EVENTS + events triggers, one at a time, each awaited on every client (or the loss
 * deadline) before the next; CPU of `pids` over the measured ones. Measured again when other work
 * on the machine disturbed it (BENCH_QUIET=1).
 */
async function series(
  label: string,
  fleet: Fleet,
  size: number,
  pids: number[],
  fire: () => Promise<Trigger>,
  prepare?: () => Promise<void>,
) {
  const { value, others } = await quietly(label, async () => {
    await prepare?.();
    const triggers: Trigger[] = [];
    let cpu = (): CpuTimes => ({ user: 0, sys: 0 });
    for (let i = 0; i < WARMUP_EVENTS + config.push.events; i++) {
      if (i === WARMUP_EVENTS) cpu = cpuSplitMeter(pids);
      const trigger = await fire();
      await fleet.awaitEvent(trigger.key, size, config.push.lostAfterMs - (now() - trigger.t0));
      if (i >= WARMUP_EVENTS) triggers.push(trigger);
      else await fleet.collect([trigger.key]);
      await sleep(20);
    }
    const cpuUsed = perEvent(cpu());
    return { result: await settle(fleet, triggers, size), cpuUsed, triggers };
  });
  progress(
    `${label}: p99 ${summarize(value.result.fromTrigger).p99.toFixed(1)} ms (other work ${others.toFixed(0)}%)`,
  );
  return { ...value, others };
}

/** The bare-ws floor: one process holding every socket; t0 is taken just before its send loop. */
async function floorDirect(fleet: Fleet, bytes: number): Promise<Row[]> {
  const floor = await startFloorServer('floor ws');
  const rows: Row[] = [];
  let seq = 0;
  try {
    for (const size of config.push.sizes) {
      const status = await fleet.connectRaw([floor.url], size - (await fleet.status()).members);
      if (status.open !== size)
        throw new Error(`floor: ${status.open}/${size} sockets open (${status.lastError})`);
      const { result, cpuUsed, others } = await series(
        `floor ws ${size}`,
        fleet,
        size,
        [floor.pid],
        async () => {
          const key = ++seq;
          const { t0 } = await floor.broadcast(key, bytes);
          return { key, t0 };
        },
      );
      rows.push({
        setup: 'floor: bare ws',
        clients: size,
        latency: summarize(result.fromTrigger),
        afterResponse: null,
        mutation: null,
        lost: result.lost,
        expected: result.expected,
        ...cpuUsed,
        others,
      });
    }
  } finally {
    await fleet.closeAll();
    await floor.close();
  }
  return rows;
}

/** The Redis floor: the driver publishes, two floor processes (sockets split) broadcast what they get. */
async function floorRedis(fleet: Fleet, bytes: number, redisUrl: string): Promise<Row[]> {
  const floors = [await startFloorServer('floor redis A'), await startFloorServer('floor redis B')];
  const channel = 'bench-floor';
  const publisher = new Redis(redisUrl);
  const rows: Row[] = [];
  let seq = 0;
  try {
    for (const floor of floors) await floor.listenRedis(redisUrl, channel, bytes);
    for (const size of config.push.sizes) {
      const urls = floors.map((f) => f.url);
      const status = await fleet.connectRaw(urls, size - (await fleet.status()).members);
      if (status.open !== size)
        throw new Error(`floor redis: ${status.open}/${size} open (${status.lastError})`);
      const pids = floors.map((f) => f.pid);
      const { result, cpuUsed, others } = await series(`floor redis ${size}`, fleet, size, pids, async () => {
        const key = ++seq;
        const t0 = now();
        await publisher.publish(channel, JSON.stringify({ seq: key }));
        return { key, t0 };
      });
      rows.push({
        setup: 'floor: ws via Redis (2 processes)',
        clients: size,
        latency: summarize(result.fromTrigger),
        afterResponse: null,
        mutation: null,
        lost: result.lost,
        expected: result.expected,
        ...cpuUsed,
        others,
      });
    }
  } finally {
    publisher.disconnect();
    await fleet.closeAll();
    for (const floor of floors) await floor.close();
  }
  return rows;
}

interface GraphQLSetup {
  label: string;
  replicas: Replica[];
  /** The replica the acceptor's mutations go to. */
  writer: Replica;
}

interface Context {
  db: BenchDatabase;
  workshopID: string;
  arena: Arena;
  acceptor: Session;
  spec: SubscriptionSpec;
}

/** One nextCustomer into the arena's box (freed first, straight in SQL); returns its event. */
async function callNext(ctx: Context, writer: Replica): Promise<Trigger> {
  await freeBoxes(ctx.db.sql, ctx.arena.boxIDs);
  const t0 = now();
  const reply = await gql<{ nextCustomer: { appointment: { appointmentID: string } | null } }>(
    writer.url,
    NEXT,
    { input: { workshopID: ctx.workshopID, boxID: ctx.arena.boxIDs[0] } },
    ctx.acceptor,
  );
  const tResponse = now();
  if (!reply.data?.nextCustomer.appointment)
    throw new Error(`nextCustomer failed: ${JSON.stringify(reply.errors)}`);
  // Nothing else changes the workshop during the run: the counter now is this call's event.
  return { key: await currentVersion(ctx.db.sql, ctx.workshopID), t0, tResponse };
}

async function measureGraphQL(ctx: Context, fleet: Fleet, setup: GraphQLSetup): Promise<Row[]> {
  const rows: Row[] = [];
  const urls = setup.replicas.map((r) => wsUrl(r.url));
  try {
    for (const size of config.push.sizes) {
      const status = await fleet.subscribe(urls, size - (await fleet.status()).members, ctx.spec);
      if (status.subscribed !== size)
        throw new Error(`${setup.label}: ${status.subscribed}/${size} subscribed (${status.lastError})`);
      progress(`${setup.label}: ${size} subscribed (${(status.ms ?? 0).toFixed(0)} ms for the last batch)`);
      const { result, cpuUsed, triggers, others } = await series(
        `${setup.label} ${size}`,
        fleet,
        size,
        setup.replicas.map((r) => r.pid),
        () => callNext(ctx, setup.writer),
        () =>
          seatWaiting(ctx.db.sql, ctx.workshopID, ctx.arena.queueID, WARMUP_EVENTS + config.push.events + 1),
      );
      rows.push({
        setup: setup.label,
        clients: size,
        latency: summarize(result.fromTrigger),
        afterResponse: summarize(result.afterResponse),
        mutation: summarize(triggers.map((t) => (t.tResponse ?? t.t0) - t.t0)),
        lost: result.lost,
        expected: result.expected,
        ...cpuUsed,
        others,
      });
    }
  } finally {
    await fleet.closeAll();
  }
  return rows;
}

/**
 * A CPU profile of a single replica (in-memory bus) pushing to the largest fleet. A separate replica
 * started with --inspect, so the measured runs above had no inspector attached.
 */
async function profileFanOut(ctx: Context, fleet: Fleet): Promise<ProfileSummary> {
  const size = config.push.sizes.at(-1) ?? 0;
  const replica = await startReplica({ databaseUrl: ctx.db.url, inspect: true });
  try {
    const inspector = replica.inspector;
    if (!inspector) throw new Error('no inspector');
    await fleet.subscribe([wsUrl(replica.url)], size, ctx.spec);
    await seatWaiting(
      ctx.db.sql,
      ctx.workshopID,
      ctx.arena.queueID,
      WARMUP_EVENTS + config.push.profileEvents + 1,
    );
    for (let i = 0; i < WARMUP_EVENTS + config.push.profileEvents; i++) {
      if (i === WARMUP_EVENTS) await startProfiling(inspector);
      const trigger = await callNext(ctx, replica);
      await fleet.awaitEvent(trigger.key, size, config.push.lostAfterMs);
      await fleet.collect([trigger.key]);
      await sleep(20);
    }
    const profile = await stopProfiling(inspector);
    const path = join(tmpdir(), `turno-push-${size}-${Date.now()}.cpuprofile`);
    writeFileSync(path, JSON.stringify(profile));
    progress(`CPU profile written to ${path}`);
    return summarizeProfile(profile, 15);
  } finally {
    await fleet.closeAll();
    await replica.stop();
  }
}

function latencyRows(rows: Row[]): Cell[][] {
  const out: Cell[][] = [];
  for (const row of rows) {
    const lost = `${row.lost}/${row.expected}`;
    out.push([
      row.setup,
      row.afterResponse ? 'mutation sent' : 'broadcast / publish',
      row.clients,
      row.latency.p50,
      row.latency.p99,
      row.latency.max,
      lost,
      row.mutation?.p50,
      row.mutation?.p99,
      row.cpuPerEvent,
      row.sysPerEvent,
      `${row.others.toFixed(0)}%`,
    ]);
    if (row.afterResponse)
      out.push([
        row.setup,
        'mutation response',
        row.clients,
        row.afterResponse.p50,
        row.afterResponse.p99,
        row.afterResponse.max,
        lost,
        row.mutation?.p50,
        row.mutation?.p99,
        row.cpuPerEvent,
        row.sysPerEvent,
        `${row.others.toFixed(0)}%`,
      ]);
  }
  return out;
}

export async function pushLatency(): Promise<void> {
  report('## 1. Push latency: nextCustomer → boxesChanged on every subscriber\n');
  const db = await createBenchDatabase();
  const redis = await createPrivateRedis();
  const fleet = new Fleet('push fleet');
  try {
    let single = await startReplica({ databaseUrl: db.url, seed: true });
    const demo = await demoRows(db.sql);
    const arena = await createArena(db.sql, demo.workshopID, 'push', 1);
    const ctx: Context = {
      db,
      workshopID: demo.workshopID,
      arena,
      acceptor: await signInAs(single.url, 'acceptor1'),
      spec: {
        token: (await signInAs(single.url, 'manager')).token,
        query: BOXES_CHANGED,
        variables: { workshopID: demo.workshopID },
        field: 'boxesChanged',
      },
    };

    // The size of one event's message, for the floors.
    await seatWaiting(db.sql, demo.workshopID, arena.queueID, 2);
    await fleet.subscribe([wsUrl(single.url)], 1, ctx.spec);
    const probe = await callNext(ctx, single);
    await fleet.awaitEvent(probe.key, 1, 5000);
    const bytes = (await fleet.status()).messageBytes;
    await fleet.closeAll();
    progress(`one boxesChanged message is ${bytes} bytes`);

    const rows: Row[] = [];
    rows.push(...(await floorDirect(fleet, bytes)));
    rows.push(...(await floorRedis(fleet, bytes, redis.url)));

    rows.push(
      ...(await measureGraphQL(ctx, fleet, {
        label: 'GraphQL: 1 replica, in-memory bus',
        replicas: [single],
        writer: single,
      })),
    );
    await single.stop();

    single = await startReplica({ databaseUrl: db.url, redisUrl: redis.url });
    rows.push(
      ...(await measureGraphQL(ctx, fleet, {
        label: 'GraphQL: 1 replica, Redis bus',
        replicas: [single],
        writer: single,
      })),
    );
    await single.stop();

    const pair = [
      await startReplica({ databaseUrl: db.url, redisUrl: redis.url }),
      await startReplica({ databaseUrl: db.url, redisUrl: redis.url }),
    ];
    rows.push(
      ...(await measureGraphQL(ctx, fleet, {
        label: 'GraphQL: 2 replicas via Redis',
        replicas: pair,
        writer: pair[0] as Replica,
      })),
    );
    for (const replica of pair) await replica.stop();

    const profile = config.push.profile ? await profileFanOut(ctx, fleet) : null;
    printPushTables(rows, bytes, profile);
  } finally {
    await fleet.close();
    await redis.stop();
    await db.drop();
  }
}

function printPushTables(rows: Row[], bytes: number, profile: ProfileSummary | null) {
  report(
    table(
      `Latency to receipt, ms (${config.push.events} events per size, ${bytes}-byte message)`,
      [
        'setup',
        'timed from',
        'clients',
        'p50',
        'p99',
        'max',
        'lost',
        'mutation p50',
        'mutation p99',
        'server CPU ms/event',
        'of which kernel',
        'other work',
      ],
      latencyRows(rows),
      [
        '"mutation sent": t0 just before the HTTP request; "mutation response": t0 when the reply arrived ' +
          '(negative: the push came first). Floors: t0 just before the send loop / the Redis PUBLISH. ' +
          '"server CPU" is the server (or floor) processes\' utime+stime per event, mutation included. ' +
          '"other work": share of the machine taken by processes outside the bench, PostgreSQL and Redis ' +
          'during the series.',
      ],
    ),
  );
  const largest = config.push.sizes.at(-1) ?? 0;
  const at = (setup: string) => rows.find((r) => r.setup === setup && r.clients === largest);
  const floor = at('floor: bare ws');
  const floorViaRedis = at('floor: ws via Redis (2 processes)');
  const targets: Cell[][] = [];
  for (const setup of [
    'GraphQL: 1 replica, in-memory bus',
    'GraphQL: 1 replica, Redis bus',
    'GraphQL: 2 replicas via Redis',
  ]) {
    const row = at(setup);
    if (!row) continue;
    const viaRedis = setup.includes('Redis');
    const reference = viaRedis ? floorViaRedis : floor;
    targets.push(
      [
        `${setup}: p99 from send vs ${viaRedis ? 'Redis' : 'bare ws'} floor`,
        row.latency.p99,
        `≤ 3× ${reference?.latency.p99.toFixed(1)} = ${((reference?.latency.p99 ?? 0) * 3).toFixed(1)}`,
        ratio(row.latency.p99, (reference?.latency.p99 ?? 0) * 3),
      ],
      [
        `${setup}: p99 after response vs the same floor`,
        row.afterResponse?.p99,
        `≤ ${((reference?.latency.p99 ?? 0) * 3).toFixed(1)}`,
        ratio(row.afterResponse?.p99, (reference?.latency.p99 ?? 0) * 3),
      ],
    );
    if (viaRedis)
      targets.push([
        `${setup}: p99 from send vs bare ws floor`,
        row.latency.p99,
        `≤ ${((floor?.latency.p99 ?? 0) * 3).toFixed(1)}`,
        ratio(row.latency.p99, (floor?.latency.p99 ?? 0) * 3),
      ]);
    targets.push(
      [`${setup}: p99 from send, absolute`, row.latency.p99, '< 250', ratio(row.latency.p99, 250)],
      [`${setup}: messages lost`, row.lost, '0', row.lost === 0 ? '—' : `${row.lost} lost`],
    );
  }
  report(
    table(
      `Targets at ${largest.toLocaleString('en-US')} subscribers`,
      ['figure', 'value', 'target', 'ratio'],
      targets,
      ['Ratio = value / target: at or below 1.00× meets the target.'],
    ),
  );
  const single = rows.filter((r) => r.setup === 'GraphQL: 1 replica, in-memory bus');
  const small = single[0];
  const big = single.at(-1);
  if (small && big && big.clients > small.clients) {
    const perSubscriber = ((big.cpuPerEvent - small.cpuPerEvent) / (big.clients - small.clients)) * 1000;
    const floorRows = rows.filter((r) => r.setup === 'floor: bare ws');
    const f0 = floorRows[0];
    const f1 = floorRows.at(-1);
    const floorPer =
      f0 && f1 ? ((f1.cpuPerEvent - f0.cpuPerEvent) / (f1.clients - f0.clients)) * 1000 : Number.NaN;
    report(
      table(
        'Server CPU per subscriber per event (slope between the smallest and largest fleet), µs',
        ['setup', 'µs per subscriber per event', 'CPU per event at largest size, ms'],
        [
          ['GraphQL: 1 replica, in-memory bus', perSubscriber, big.cpuPerEvent],
          ['floor: bare ws', floorPer, f1?.cpuPerEvent],
        ],
      ),
    );
  }
  if (profile)
    reportProfile(
      `CPU profile of one replica pushing to ${largest.toLocaleString('en-US')} subscribers`,
      profile as ProfileSummary,
    );
}

if (import.meta.main) runAlone(pushLatency);
