/**
 * Push at scale: 5,000 and 10,000 `boxesChanged` subscribers over 20 workshops, through two replicas
 * on the Redis bus (and one replica, to show its ceiling), with the client fleet in several
 * processes. Each measured round changes every workshop at once (one nextCustomer each), so every
 * subscriber receives one message per round; the floor is two bare `ws` processes holding as many
 * sockets and broadcasting one message of the same size to each. Also reads the replicas' memory
 * per idle subscription after GC. Method and limits: docs/performance.md §3.
 *
 *   BENCH_ONLY=scale node_modules/.bin/node tests/bench/run.ts
 */
import { gql, type Session } from '../support/graphql-client.ts';
import { PNG_1PX_DATA_URL } from '../support/images.ts';
import { runAlone } from './support/cleanup.ts';
import { now, sleep } from './support/clock.ts';
import { config } from './support/config.ts';
import { BOXES_CHANGED, NEXT_CUSTOMER as NEXT } from './support/documents.ts';
import { Fleet, wsUrl } from './support/fleet.ts';
import { type FloorServer, startFloorServer } from './support/floor.ts';
import { QUIET_ATTEMPTS, quietly } from './support/machine.ts';
import { rssKiB } from './support/proc.ts';
import {
  type Arena,
  type BenchDatabase,
  createArena,
  createBenchDatabase,
  createPrivateRedis,
  currentVersion,
  freeBoxes,
  type Replica,
  seatWaiting,
  signInAs,
  startReplica,
} from './support/stack.ts';
import { type Summary, summarize } from './support/stats.ts';
import { type Cell, progress, ratio, report, table } from './support/table.ts';

const CREATE_WORKSHOP = `mutation ($input: CreateWorkshopInput!) {
  createWorkshop(input: $input) { workshop { workshopID } formErrors { field message } }
}`;
const WARMUP_ROUNDS = 3;
/**
 * Every workshop's event counter starts at its index × this, so a version names one workshop's
 * event and the fleets can key receipts by version alone.
 */
const VERSION_STRIDE = 1_000_000;

interface Shop {
  workshopID: string;
  arena: Arena;
  /** The fleet process holding this workshop's subscribers. */
  fleet: Fleet;
}

interface Row {
  setup: string;
  clients: number;
  /** From the round's first request (or the floor's send loop) to receipt. */
  latency: Summary;
  /** From the receipt's own workshop's mutation response to receipt (GraphQL only). */
  afterResponse: Summary | null;
  lost: number;
  expected: number;
  /** Per idle subscription, after two forced GCs, mean over the replicas (KiB); null for floors. */
  kibAfterGc: number | null;
  others: number;
}

/** 20 workshops made the way an admin makes them, each with its own arena and version range. */
async function createShops(db: BenchDatabase, url: string, admin: Session, fleets: Fleet[]) {
  const shops: Shop[] = [];
  for (let i = 0; i < config.scale.workshops; i++) {
    const reply = await gql<{ createWorkshop: { workshop: { workshopID: string } | null } }>(
      url,
      CREATE_WORKSHOP,
      {
        input: {
          workshopCode: `SC${String(i).padStart(2, '0')}`,
          name: `Scale ${i}`,
          zipCode: '20100',
          logoUrl: PNG_1PX_DATA_URL,
        },
      },
      admin,
    );
    const workshopID = reply.data?.createWorkshop.workshop?.workshopID;
    if (!workshopID) throw new Error(`createWorkshop failed: ${JSON.stringify(reply)}`);
    await db.sql`insert into workshop_event_versions (workshop_id, version)
      values (${workshopID}, ${(i + 1) * VERSION_STRIDE})
      on conflict (workshop_id) do update set version = excluded.version`;
    const fleet = fleets[i % fleets.length] as Fleet;
    shops.push({ workshopID, arena: await createArena(db.sql, workshopID, `scale ${i}`, 1), fleet });
  }
  return shops;
}

/** Rounds of work, each awaited on every subscriber (or the loss deadline); latencies of the measured ones. */
async function rounds(
  label: string,
  perShop: number,
  fire: () => Promise<{ t0: number; keys: { shop: Shop; key: number; tResponse: number }[] }>,
) {
  return quietly(label, async () => {
    const latencies: number[] = [];
    const afterResponse: number[] = [];
    let lost = 0;
    let expected = 0;
    for (let i = 0; i < WARMUP_ROUNDS + config.scale.events; i++) {
      const { t0, keys } = await fire();
      await Promise.all(
        keys.map(({ shop, key }) =>
          shop.fleet.awaitEvent(key, perShop, config.push.lostAfterMs - (now() - t0)),
        ),
      );
      const receipts = await Promise.all(keys.map(({ shop, key }) => shop.fleet.collect([key])));
      if (i < WARMUP_ROUNDS) continue;
      keys.forEach(({ key, tResponse }, k) => {
        const times = (receipts[k]?.[key] ?? []).filter((t) => t - t0 <= config.push.lostAfterMs);
        expected += perShop;
        lost += perShop - times.length;
        for (const t of times) {
          latencies.push(t - t0);
          afterResponse.push(t - tResponse);
        }
      });
      await sleep(50);
    }
    return { latency: summarize(latencies), afterResponse: summarize(afterResponse), lost, expected };
  });
}

/** Idle memory per subscription after GC on each replica: (after − before) / its subscribers. */
async function gcKiB(replicas: Replica[]): Promise<number[]> {
  const out: number[] = [];
  for (const replica of replicas) {
    if (!replica.inspector) throw new Error('replica without inspector');
    await replica.inspector.memoryAfterGc();
    await sleep(300);
    out.push(rssKiB(replica.pid));
  }
  return out;
}

async function measureReplicas(
  label: string,
  db: BenchDatabase,
  shops: Shop[],
  admin: Session,
  replicas: Replica[],
): Promise<Row[]> {
  const fleets = [...new Set(shops.map((s) => s.fleet))];
  const urls = replicas.map((r) => wsUrl(r.url));
  const rows: Row[] = [];
  // Warm-up: the first subscriptions compile and cache what every later one reuses.
  for (const shop of shops.slice(0, 2)) await shop.fleet.subscribe(urls, 20, specOf(admin, shop));
  for (const fleet of fleets) await fleet.closeAll();
  await sleep(1000);
  const base = await gcKiB(replicas);
  let held = 0;
  for (const size of config.scale.sizes) {
    const perShop = Math.floor(size / shops.length);
    for (const shop of shops) {
      const status = await shop.fleet.subscribe(urls, perShop - held, specOf(admin, shop));
      if (status.errors) throw new Error(`${label}: subscribe failed (${status.lastError})`);
    }
    held = perShop;
    const subscribed = (await Promise.all(fleets.map((f) => f.status()))).reduce(
      (n, s) => n + s.subscribed,
      0,
    );
    if (subscribed !== perShop * shops.length)
      throw new Error(`${label}: ${subscribed}/${perShop * shops.length} subscribed`);
    await sleep(2000);
    const after = await gcKiB(replicas);
    const kib = after.map((rss, i) => (rss - (base[i] ?? 0)) / ((perShop * shops.length) / replicas.length));
    progress(
      `${label}: ${subscribed} subscribed, ${kib.map((k) => k.toFixed(1)).join(' / ')} KiB each after GC`,
    );
    // Enough customers for every measurement `quietly` may repeat on a disturbed machine.
    const calls = (WARMUP_ROUNDS + config.scale.events) * QUIET_ATTEMPTS + 1;
    for (const shop of shops) await seatWaiting(db.sql, shop.workshopID, shop.arena.queueID, calls);
    const { value, others } = await rounds(`${label} ${size}`, perShop, async () => {
      await freeBoxes(
        db.sql,
        shops.flatMap((s) => s.arena.boxIDs),
      );
      const t0 = now();
      const responses = await Promise.all(
        shops.map(async (shop, i) => {
          const writer = replicas[i % replicas.length] as Replica;
          const reply = await gql<{ nextCustomer: { appointment: unknown } }>(
            writer.url,
            NEXT,
            { input: { workshopID: shop.workshopID, boxID: shop.arena.boxIDs[0] } },
            admin,
          );
          if (!reply.data?.nextCustomer.appointment)
            throw new Error(`nextCustomer failed: ${JSON.stringify(reply.errors)}`);
          return now();
        }),
      );
      // Nothing else changes these workshops during the run: each counter now is its round's event.
      const keys = await Promise.all(
        shops.map(async (shop, i) => ({
          shop,
          key: await currentVersion(db.sql, shop.workshopID),
          tResponse: responses[i] ?? t0,
        })),
      );
      return { t0, keys };
    });
    progress(`${label} ${size}: p99 ${value.latency.p99.toFixed(1)} ms, lost ${value.lost}`);
    rows.push({
      setup: label,
      clients: perShop * shops.length,
      ...value,
      kibAfterGc: kib.reduce((a, b) => a + b, 0) / kib.length,
      others,
    });
  }
  for (const fleet of fleets) await fleet.closeAll();
  return rows;
}

function specOf(admin: Session, shop: Shop) {
  return {
    token: admin.token,
    query: BOXES_CHANGED,
    variables: { workshopID: shop.workshopID },
    field: 'boxesChanged',
  };
}

/** Two bare-ws processes, the sockets split between them, each broadcasting one message per round. */
async function measureFloor(fleets: Fleet[], bytes: number): Promise<Row[]> {
  const floors: FloorServer[] = [
    await startFloorServer('scale floor A'),
    await startFloorServer('scale floor B'),
  ];
  const rows: Row[] = [];
  let seq = 0;
  try {
    let held = 0;
    for (const size of config.scale.sizes) {
      const perFleet = Math.floor(size / fleets.length);
      for (const fleet of fleets) {
        const status = await fleet.connectRaw(
          floors.map((f) => f.url),
          perFleet - held,
        );
        if (status.open !== perFleet) throw new Error(`floor: ${status.open}/${perFleet} open`);
      }
      held = perFleet;
      const { value, others } = await quietly(`scale floor ${size}`, async () => {
        const latencies: number[] = [];
        let lost = 0;
        for (let i = 0; i < WARMUP_ROUNDS + config.scale.events; i++) {
          const key = ++seq;
          const sent = await Promise.all(floors.map((f) => f.broadcast(key, bytes)));
          const t0 = Math.min(...sent.map((s) => s.t0));
          await Promise.all(fleets.map((f) => f.awaitEvent(key, perFleet, config.push.lostAfterMs)));
          const receipts = await Promise.all(fleets.map((f) => f.collect([key])));
          if (i >= WARMUP_ROUNDS)
            for (const r of receipts) {
              const times = (r[key] ?? []).filter((t) => t - t0 <= config.push.lostAfterMs);
              lost += perFleet - times.length;
              for (const t of times) latencies.push(t - t0);
            }
          await sleep(50);
        }
        return {
          latency: summarize(latencies),
          lost,
          expected: config.scale.events * perFleet * fleets.length,
        };
      });
      progress(`floor ${size}: p99 ${value.latency.p99.toFixed(1)} ms`);
      rows.push({
        setup: 'floor: bare ws (2 processes)',
        clients: perFleet * fleets.length,
        ...value,
        afterResponse: null,
        kibAfterGc: null,
        others,
      });
    }
  } finally {
    for (const fleet of fleets) await fleet.closeAll();
    for (const floor of floors) await floor.close();
  }
  return rows;
}

export async function pushScale(): Promise<void> {
  report('## 3b. Push at scale: 20 workshops, up to 10,000 subscribers, two replicas\n');
  const db = await createBenchDatabase();
  const redis = await createPrivateRedis();
  const fleets = Array.from({ length: config.scale.fleets }, (_, i) => new Fleet(`scale fleet ${i + 1}`));
  try {
    const seeder = await startReplica({ databaseUrl: db.url, seed: true });
    const admin = await signInAs(seeder.url, 'admin');
    const shops = await createShops(db, seeder.url, admin, fleets);
    // The size of one event's message, for the floor.
    const probe = shops[0] as Shop;
    await seatWaiting(db.sql, probe.workshopID, probe.arena.queueID, 1);
    await probe.fleet.subscribe([wsUrl(seeder.url)], 1, specOf(admin, probe));
    await gql(
      seeder.url,
      NEXT,
      { input: { workshopID: probe.workshopID, boxID: probe.arena.boxIDs[0] } },
      admin,
    );
    await probe.fleet.awaitEvent(await currentVersion(db.sql, probe.workshopID), 1, 5000);
    const bytes = (await probe.fleet.status()).messageBytes;
    await probe.fleet.closeAll();
    await seeder.stop();
    progress(`one boxesChanged message is ${bytes} bytes`);

    const rows: Row[] = [];
    rows.push(...(await measureFloor(fleets, bytes)));
    const pair = [
      await startReplica({ databaseUrl: db.url, redisUrl: redis.url, inspect: true }),
      await startReplica({ databaseUrl: db.url, redisUrl: redis.url, inspect: true }),
    ];
    rows.push(...(await measureReplicas('GraphQL: 2 replicas via Redis', db, shops, admin, pair)));
    for (const replica of pair) await replica.stop();
    if (config.scale.single) {
      const single = await startReplica({ databaseUrl: db.url, redisUrl: redis.url, inspect: true });
      rows.push(...(await measureReplicas('GraphQL: 1 replica, Redis bus', db, shops, admin, [single])));
      await single.stop();
    }
    printScaleTables(rows, bytes);
  } finally {
    for (const fleet of fleets) await fleet.close();
    await redis.stop();
    await db.drop();
  }
}

function printScaleTables(rows: Row[], bytes: number) {
  report(
    table(
      `Latency to receipt, ms (${config.scale.events} rounds per size; each round changes all ${config.scale.workshops} workshops at once; ${bytes}-byte message)`,
      [
        'setup',
        'clients',
        'p50',
        'p99',
        'max',
        'p50 after response',
        'p99 after response',
        'lost',
        'KiB per idle subscription after GC',
        'other work',
      ],
      rows.map((r) => [
        r.setup,
        r.clients,
        r.latency.p50,
        r.latency.p99,
        r.latency.max,
        r.afterResponse?.p50,
        r.afterResponse?.p99,
        `${r.lost}/${r.expected}`,
        r.kibAfterGc,
        `${r.others.toFixed(0)}%`,
      ]),
      [
        "GraphQL: t0 just before the round's 20 nextCustomer requests are sent (concurrently, alternating replicas). " +
          "Floor: t0 just before the first floor process's send loop. Memory: VmRSS after two forced full GCs, " +
          "from a state after the warm-up's subscriptions were closed and collected, divided by the subscribers each replica holds.",
      ],
    ),
  );
  const targets: Cell[][] = [];
  for (const row of rows.filter((r) => r.setup.startsWith('GraphQL'))) {
    const floor = rows.find((r) => r.setup.startsWith('floor') && r.clients === row.clients);
    const floorP99 = floor?.latency.p99 ?? Number.NaN;
    targets.push(
      [
        `${row.setup}, ${row.clients.toLocaleString('en-US')}: p99`,
        row.latency.p99,
        '≤ 250 ms',
        ratio(row.latency.p99, 250),
      ],
      [
        `${row.setup}, ${row.clients.toLocaleString('en-US')}: p99 vs floor`,
        row.latency.p99,
        `≤ 3× ${floorP99.toFixed(1)} = ${(3 * floorP99).toFixed(1)}`,
        ratio(row.latency.p99, 3 * floorP99),
      ],
      [
        `${row.setup}, ${row.clients.toLocaleString('en-US')}: lost`,
        row.lost,
        '0',
        row.lost === 0 ? '—' : `${row.lost} lost`,
      ],
      [
        `${row.setup}, ${row.clients.toLocaleString('en-US')}: KiB per idle subscription after GC`,
        row.kibAfterGc,
        '≤ 16 KiB',
        ratio(row.kibAfterGc, 16),
      ],
    );
  }
  report(
    table('Targets', ['figure', 'value', 'target', 'ratio'], targets, [
      'Ratio = value / target: at or below 1.00× meets the target.',
    ]),
  );
}

if (import.meta.main) runAlone(pushScale);
