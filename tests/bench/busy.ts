/**
 * One busy workshop: 500 live screens of one workshop (staff queue screens, waiting-room monitors,
 * customers following their visit) while desks make about 100 changes a second (nextCustomer into
 * their boxes, each the call of a customer: a queue, a box, an appointment, a call and a tracking
 * code change), for BENCH_BUSY_SECONDS (60), on 1 replica and on 2 replicas behind Redis. Prints how
 * far behind the screens are (staleness), whether a screen ever received a version older than one
 * it held (inversions), how often a screen must read its lists again (whole states resent), and
 * the servers' memory. Method and figures: docs/performance.md, §13.
 *
 *   BENCH_ONLY=busy node_modules/.bin/node tests/bench/run.ts
 */
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
import { NEXT_CUSTOMER as NEXT } from './support/documents.ts';
import { Fleet, type OrderingReport, type SubscriptionSpec, wsUrl } from './support/fleet.ts';
import { rssKiB } from './support/proc.ts';
import {
  type Arena,
  type BenchDatabase,
  createArena,
  createBenchDatabase,
  createPrivateRedis,
  currentVersion,
  demoRows,
  type Replica,
  seatWaiting,
  signInAs,
  startReplica,
} from './support/stack.ts';
import { type Cell, progress, ratio, report, table } from './support/table.ts';

const QUEUE_CHANGED = `subscription ($workshopID: ID!) {
  queueChanged(workshopID: $workshopID) {
    version initial
    queues { queueID waitingCount waiting { appointmentID statusCode licensePlate checkinDateTime } }
    counts { perQueue { queueID waiting } }
    appointments { appointmentID statusCode acceptedBoxID }
  }
}`;
const MONITOR_CALLS = `subscription ($monitorID: ID!) {
  monitorCalls(monitorID: $monitorID) { version initial calls { callID licensePlate boxName } }
}`;
const TRACKING_CHANGED = `subscription ($code: ID!) {
  trackingChanged(code: $code) { version initial tracking { code position statusName } }
}`;

/** The screens: staff queue screens, monitors (sharing the workshop's monitor), visits followed. */
const MIX = { queue: 300, monitor: 100, tracking: 100 };
const CHANGES_PER_SECOND = 100;
/** Boxes calling at once: enough for 100 calls a second while each waits for its reply. */
const DESKS = 8;
/** Customers kept waiting ahead of the followed visits. */
const WAITING = 40;

interface Bench {
  db: BenchDatabase;
  workshopID: string;
  monitorID: string;
  arena: Arena;
  acceptor: Session;
  manager: Session;
  /** Tracking codes of customers checked in an hour ahead: always last in the queue, never called. */
  followed: string[];
}

interface Result {
  label: string;
  changes: number;
  seconds: number;
  ordering: OrderingReport;
  rssStartMiB: number;
  rssEndMiB: number;
  /** JS heap in use after a full GC, summed over the replicas. */
  heapStartMiB: number;
  heapEndMiB: number;
  /** The replica's CPU profile over the driving, when this run was the profiled one. */
  profile?: ProfileSummary;
}

/** Keeps WAITING customers ahead of the followed ones while the desks call them (no events). */
function refill(bench: Bench, until: () => boolean): Promise<void> {
  return (async () => {
    while (!until()) {
      const [row] = await bench.db.sql`select count(*)::int as n from appointments
        where assigned_queue_id = ${bench.arena.queueID} and status_code = 3 and checkin_date_time < now()`;
      if ((row?.n ?? 0) < WAITING)
        await seatWaiting(bench.db.sql, bench.workshopID, bench.arena.queueID, WAITING);
      await sleep(50);
    }
  })();
}

/**
 * DESKS boxes call customers at CHANGES_PER_SECOND together for `ms`, spread over `writers`; after
 * each reply the counter is read. Returns [version, time] pairs: the start of the last read that
 * saw the counter below a version, a time before that version was bumped (a round trip after its
 * commit), so staleness is measured from a little before the commit, never after.
 */
async function drive(
  bench: Bench,
  writers: Replica[],
  ms: number,
): Promise<{ bumps: number[]; changes: number }> {
  const started = now();
  const end = started + ms;
  const first = await currentVersion(bench.db.sql, bench.workshopID);
  const reads: [number, number][] = [];
  let slot = started;
  let changes = 0;
  let failures = 0;
  let done = false;
  const refilling = refill(bench, () => done);
  await Promise.all(
    bench.arena.boxIDs.map(async (boxID, desk) => {
      const writer = writers[desk % writers.length] as Replica;
      while (now() < end) {
        // One slot every 10 ms for all the desks; a desk that fell behind does not make up for it.
        slot = Math.max(slot + 1000 / CHANGES_PER_SECOND, now() - 50);
        const wait = slot - now();
        if (wait > 0) await sleep(wait);
        // The customer in the box leaves it (rejected, in SQL: no event); the box calls the next.
        await bench.db.sql`update appointments set status_code = 10, job_reject_date_time = now()
          where accepted_box_id = ${boxID} and status_code in (4, 5, 6) and deleted_at is null`;
        const reply = await gql<{ nextCustomer: { appointment: { appointmentID: string } | null } }>(
          writer.url,
          NEXT,
          { input: { workshopID: bench.workshopID, boxID } },
          bench.acceptor,
        );
        if (!reply.data?.nextCustomer.appointment) {
          failures += 1;
          if (failures <= 3) progress(`nextCustomer failed: ${JSON.stringify(reply.errors ?? reply.data)}`);
          await sleep(20);
          continue;
        }
        changes += 1;
        const readAt = now();
        reads.push([readAt, await currentVersion(bench.db.sql, bench.workshopID)]);
      }
    }),
  );
  done = true;
  await refilling;
  const last = await currentVersion(bench.db.sql, bench.workshopID);
  // bound[v]: the latest start of a read that saw the counter below v.
  const bound = new Array<number>(last + 2).fill(started);
  for (const [at, version] of reads) {
    const index = Math.min(version + 1, last + 1);
    bound[index] = Math.max(bound[index] ?? started, at);
  }
  const bumps: number[] = [];
  let running = started;
  for (let version = first + 1; version <= last; version++) {
    running = Math.max(running, bound[version] ?? started);
    bumps.push(version, running);
  }
  return { bumps, changes };
}

/** How long the profiled run (1 replica, profiler on, not counted against the targets) drives. */
const PROFILED_SECONDS = 20;

async function measure(
  bench: Bench,
  fleet: Fleet,
  label: string,
  replicas: Replica[],
  options: { seconds: number; profile?: boolean },
): Promise<Result> {
  const urls = replicas.map((r) => wsUrl(r.url));
  const spec = (query: string, variables: Record<string, unknown>, field: string): SubscriptionSpec => ({
    token: bench.manager.token,
    query,
    variables,
    field,
    track: true,
  });
  await fleet.subscribe(
    urls,
    MIX.queue,
    spec(QUEUE_CHANGED, { workshopID: bench.workshopID }, 'queueChanged'),
  );
  await fleet.subscribe(
    urls,
    MIX.monitor,
    spec(MONITOR_CALLS, { monitorID: bench.monitorID }, 'monitorCalls'),
  );
  for (const code of bench.followed.slice(0, MIX.tracking))
    await fleet.subscribe(urls, 1, spec(TRACKING_CHANGED, { code }, 'trackingChanged'));
  const status = await fleet.status();
  const total = MIX.queue + MIX.monitor + MIX.tracking;
  if (status.subscribed !== total)
    throw new Error(`${label}: ${status.subscribed}/${total} subscribed (${status.lastError})`);
  progress(`${label}: ${total} screens subscribed`);
  const rss = () => replicas.reduce((sum, r) => sum + rssKiB(r.pid), 0) / 1024;
  const heap = async () => {
    let bytes = 0;
    for (const replica of replicas) bytes += (await replica.inspector?.memoryAfterGc())?.heapUsed ?? 0;
    return bytes / 2 ** 20;
  };
  const heapStartMiB = await heap();
  const rssStartMiB = rss();
  const ms = options.seconds * 1000;
  const profiled = options.profile ? replicas[0]?.inspector : null;
  if (profiled) await startProfiling(profiled);
  const { bumps, changes } = await drive(bench, replicas, ms);
  const profile = profiled ? summarizeProfile(await stopProfiling(profiled), 20) : undefined;
  // Let the last payloads arrive; a screen still behind after this counts as behind.
  await sleep(1000);
  const rssEndMiB = rss();
  const heapEndMiB = await heap();
  const ordering = await fleet.ordering(bumps);
  const { errors, lastError } = await fleet.status();
  if (errors > 0) progress(`${label}: ${errors} client errors (${lastError})`);
  await fleet.closeAll();
  progress(
    `${label}: ${changes} changes, p99 staleness ${ordering.p99.toFixed(0)} ms, ` +
      `${ordering.inversions} inversions, ${ordering.resent} resent`,
  );
  return {
    label,
    changes,
    seconds: ms / 1000,
    ordering,
    rssStartMiB,
    rssEndMiB,
    heapStartMiB,
    heapEndMiB,
    profile,
  };
}

async function setUp(db: BenchDatabase, seedUrl: string): Promise<Bench> {
  const demo = await demoRows(db.sql);
  const arena = await createArena(db.sql, demo.workshopID, 'busy', DESKS);
  // The workshop's monitor shows the busy queue group's calls.
  await db.sql`insert into monitor_queue_groups (monitor_id, queue_group_id)
    values (${demo.monitorID}, ${arena.queueGroupID})`;
  await seatWaiting(db.sql, demo.workshopID, arena.queueID, WAITING);
  const followed = await db.sql`insert into appointments
      (workshop_id, assigned_queue_id, status_code, walk_in, license_plate, name, checkin_date_time, tracking_code)
    select ${demo.workshopID}, ${arena.queueID}, 3, true, 'BF' || lpad(n::text, 7, '0'), 'Bench',
      now() + interval '1 hour' + n * interval '1 millisecond', replace(gen_random_uuid()::text, '-', '')
    from generate_series(1, ${MIX.tracking}::int) as n returning tracking_code`;
  return {
    db,
    workshopID: demo.workshopID,
    monitorID: demo.monitorID,
    arena,
    acceptor: await signInAs(seedUrl, 'acceptor1'),
    manager: await signInAs(seedUrl, 'manager'),
    followed: followed.map((row) => row.tracking_code as string),
  };
}

export async function busyBench(): Promise<void> {
  report('## 13. One busy workshop: 500 screens, ~100 changes a second\n');
  const db = await createBenchDatabase();
  const redis = await createPrivateRedis();
  const fleet = new Fleet('busy fleet');
  const results: Result[] = [];
  try {
    const seeder = await startReplica({ databaseUrl: db.url, seed: true });
    const bench = await setUp(db, seeder.url);
    await seeder.stop();
    // The last run is one replica with its CPU profiled: where a change's time goes (not a target).
    const runs = [
      { count: 1, seconds: config.busy.seconds, profile: false },
      { count: 2, seconds: config.busy.seconds, profile: false },
      ...(config.push.profile ? [{ count: 1, seconds: PROFILED_SECONDS, profile: true }] : []),
    ];
    for (const run of runs) {
      const replicas: Replica[] = [];
      for (let i = 0; i < run.count; i++)
        replicas.push(await startReplica({ databaseUrl: db.url, redisUrl: redis.url, inspect: true }));
      const label = `${run.count} replica${run.count > 1 ? 's' : ''} via Redis${run.profile ? ', profiled' : ''}`;
      try {
        results.push(await measure(bench, fleet, label, replicas, run));
      } finally {
        for (const replica of replicas) await replica.stop();
      }
    }
  } finally {
    await fleet.close();
    await redis.stop();
    await db.drop();
  }
  printTables(results);
}

function printTables(all: Result[]) {
  const results = all.filter((r) => !r.profile);
  const rows: Cell[][] = all.map((r) => [
    r.label,
    r.changes / r.seconds,
    r.ordering.payloads,
    r.ordering.p50,
    r.ordering.p99,
    r.ordering.max,
    r.ordering.inversions,
    r.ordering.resent,
    r.ordering.oldRuleGaps,
    r.rssStartMiB,
    r.rssEndMiB,
    r.heapStartMiB,
    r.heapEndMiB,
  ]);
  report(
    table(
      `${MIX.queue} queue screens, ${MIX.monitor} monitors, ${MIX.tracking} followed visits; ${DESKS} boxes calling, ${config.busy.seconds} s (the profiled run ${PROFILED_SECONDS} s)`,
      [
        'setup',
        'changes/s',
        'payloads received',
        'staleness p50 ms',
        'p99 ms',
        'max ms',
        'inversions',
        'whole states resent',
        'skips (old rule: refetch)',
        'server RSS start MiB',
        'end MiB',
        'heap after GC start MiB',
        'end MiB',
      ],
      rows,
      [
        'Staleness: from a little before a change was committed (the last read of the counter below its version) ' +
          'to the screen holding that version or a newer one. Inversions: payloads older than the one before. ' +
          'Whole states resent: what makes a screen read its lists again. Skips: payloads whose version is not the ' +
          'previous + 1 (coalesced changes), which the former client rule refetched for; no longer a refetch. ' +
          'Heap: JS heap in use after two full GCs (by the inspector), all replicas.',
      ],
    ),
  );
  const targets: Cell[][] = [];
  for (const r of results) {
    const changes = r.changes * (MIX.queue + MIX.monitor + MIX.tracking);
    const share = changes > 0 ? r.ordering.resent / changes : 0;
    targets.push(
      [`${r.label}: p99 staleness, ms`, r.ordering.p99, '≤ 1000', ratio(r.ordering.p99, 1000)],
      [
        `${r.label}: inversions delivered`,
        r.ordering.inversions,
        '0',
        r.ordering.inversions === 0 ? '—' : 'over',
      ],
      [
        `${r.label}: refetches per change per screen`,
        `${(share * 100).toFixed(3)}%`,
        '≤ 0.1%',
        ratio(share, 0.001),
      ],
      [`${r.label}: server RSS growth, MiB`, r.rssEndMiB - r.rssStartMiB, 'flat', '—'],
      [`${r.label}: heap after GC growth, MiB`, r.heapEndMiB - r.heapStartMiB, 'flat', '—'],
    );
  }
  report(table('Targets', ['figure', 'value', 'target', 'ratio'], targets, ['Ratio = value / target.']));
  for (const r of all) {
    if (!r.profile) continue;
    const perChange = r.changes > 0 ? r.profile.busyMs / r.changes : 0;
    reportProfile(
      `CPU profile of the replica, ${r.label} (${r.changes} changes in ${r.seconds} s, ` +
        `${perChange.toFixed(1)} ms of busy time per change with the profiler on)`,
      r.profile,
    );
  }
}

if (import.meta.main) runAlone(busyBench);
