/**
 * nextCustomer under contention: 2, 8 and 32 boxes of one queue group, each box's acceptor calling
 * the next customer in a loop (call, then the customer leaves the box, then call again) while the
 * queue is kept full. Throughput, latency, and a check that no customer went to two boxes and no
 * call was lost. Then the same after 100,000 historical takes, and with a connection idle in a
 * transaction for 60 s (holding back vacuum). Method and limits: docs/performance.md.
 *
 *   node_modules/.bin/node tests/bench/next-customer.ts
 */
import { randomUUID } from 'node:crypto';
import type { Session } from '../support/graphql-client.ts';
import { errorCode, gql } from '../support/graphql-client.ts';
import { runAlone } from './support/cleanup.ts';
import { now, sleep } from './support/clock.ts';
import { config } from './support/config.ts';
import { reportProfile, startProfiling, stopProfiling, summarizeProfile } from './support/cpu-profile.ts';
import { machineMeter, quietly } from './support/machine.ts';
import { cpuMeter } from './support/proc.ts';
import {
  type Arena,
  type BenchDatabase,
  createArena,
  createBenchDatabase,
  demoRows,
  type Replica,
  seatWaiting,
  signInAs,
  startReplica,
} from './support/stack.ts';
import { type Summary, summarize } from './support/stats.ts';
import { type Cell, progress, ratio, report, table } from './support/table.ts';

const NEXT = `mutation ($input: NextCustomerInput!) {
  nextCustomer(input: $input) { appointment { appointmentID acceptedBoxID } }
}`;

interface Run {
  phase: string;
  boxes: number;
  seconds: number;
  ok: number;
  errors: Record<string, number>;
  latency: Summary;
  serverCpuMs: number;
  /** Problems found by the checks; empty when every assignment is accounted for exactly once. */
  problems: string[];
  /** Percent of the machine other work took during the run. */
  others: number;
}

interface Bench {
  db: BenchDatabase;
  server: Replica;
  workshopID: string;
  arena: Arena;
  acceptor: Session;
}

/** Keeps `target` customers waiting: the driver knows how many it seated and how many were called. */
function refiller(bench: Bench, target: number) {
  let seated = 0;
  let taken = 0;
  let running = true;
  const loop = (async () => {
    while (running) {
      const missing = target - (seated - taken);
      if (missing >= 5) {
        await seatWaiting(bench.db.sql, bench.workshopID, bench.arena.queueID, missing);
        seated += missing;
      }
      await sleep(5);
    }
  })();
  return {
    start: async () => {
      await seatWaiting(bench.db.sql, bench.workshopID, bench.arena.queueID, target);
      seated += target;
    },
    took: () => {
      taken += 1;
    },
    async stop() {
      running = false;
      await loop;
    },
  };
}

async function contend(bench: Bench, phase: string, boxCount: number): Promise<Run> {
  const { sql } = bench.db;
  const boxIDs = bench.arena.boxIDs.slice(0, boxCount);
  // Start from an empty queue: whoever waited from the last run leaves.
  await sql`update appointments set status_code = 11, deleted_at = now()
    where assigned_queue_id = ${bench.arena.queueID} and status_code in (2, 3, 4, 5, 6) and deleted_at is null`;
  const [mark] = await sql`select coalesce(max(seq), 0) as seq from appointment_logs`;
  const fromSeq = Number(mark?.seq ?? 0);
  const refill = refiller(bench, config.next.waiting);
  await refill.start();
  const latencies: number[] = [];
  const answers: { appointmentID: string; boxID: string }[] = [];
  const errors: Record<string, number> = {};
  const cpu = cpuMeter([bench.server.pid]);
  const started = now();
  const end = started + config.next.durationMs;
  await Promise.all(
    boxIDs.map(async (boxID) => {
      while (now() < end) {
        const t0 = now();
        const reply = await gql<{
          nextCustomer: { appointment: { appointmentID: string; acceptedBoxID: string } };
        }>(
          bench.server.url,
          NEXT,
          { input: { workshopID: bench.workshopID, boxID, idempotencyKey: randomUUID() } },
          bench.acceptor,
        );
        const t1 = now();
        const appointment = reply.data?.nextCustomer.appointment;
        if (!appointment) {
          const code = errorCode(reply) ?? `HTTP ${reply.status}`;
          errors[code] = (errors[code] ?? 0) + 1;
          await sleep(5);
          continue;
        }
        latencies.push(t1 - t0);
        answers.push({ appointmentID: appointment.appointmentID, boxID: appointment.acceptedBoxID });
        refill.took();
        // The customer leaves the box (the job is rejected, in one UPDATE): the box calls again at once.
        await sql`update appointments set status_code = 10, job_reject_date_time = now()
          where appointment_id = ${appointment.appointmentID}`;
      }
    }),
  );
  const seconds = (now() - started) / 1000;
  const serverCpuMs = cpu();
  await refill.stop();
  const problems = await check(bench, fromSeq, boxIDs, answers);
  const run: Run = {
    phase,
    boxes: boxCount,
    seconds,
    ok: answers.length,
    errors,
    latency: summarize(latencies),
    serverCpuMs,
    problems,
    others: 0,
  };
  progress(
    `${phase}, ${boxCount} boxes: ${(run.ok / seconds).toFixed(0)} calls/s, p99 ${run.latency.p99.toFixed(1)} ms` +
      (problems.length ? `, PROBLEMS: ${problems.join('; ')}` : ''),
  );
  return run;
}

/**
 * Every answered call is one NextCustomer log line of that box and customer; no customer was called
 * twice; no log line is without an answer (a call the acceptor never heard of).
 */
async function check(
  bench: Bench,
  fromSeq: number,
  boxIDs: string[],
  answers: { appointmentID: string; boxID: string }[],
): Promise<string[]> {
  const problems: string[] = [];
  const answered = new Set(answers.map((a) => a.appointmentID));
  if (answered.size !== answers.length)
    problems.push(`${answers.length - answered.size} customers answered twice`);
  const logs = await bench.db.sql`select appointment_id, box_id from appointment_logs
    where action_type = 'NextCustomer' and seq > ${fromSeq} and box_id = any(${boxIDs}::uuid[])`;
  if (logs.length !== answers.length) problems.push(`${logs.length} log lines for ${answers.length} answers`);
  const logged = new Map<string, string[]>();
  for (const row of logs)
    logged.set(row.appointment_id, [...(logged.get(row.appointment_id) ?? []), row.box_id]);
  const doubles = [...logged.values()].filter((b) => b.length > 1).length;
  if (doubles) problems.push(`${doubles} customers logged into two boxes`);
  const lost = answers.filter((a) => !logged.get(a.appointmentID)?.includes(a.boxID)).length;
  if (lost) problems.push(`${lost} answers without their log line`);
  const unheard = [...logged.keys()].filter((id) => !answered.has(id)).length;
  if (unheard) problems.push(`${unheard} assignments nobody was told of`);
  const [occupied] = await bench.db.sql`select count(*)::int as n from appointments
    where accepted_box_id = any(${boxIDs}::uuid[]) and status_code in (4, 5, 6) and deleted_at is null`;
  if (occupied?.n) problems.push(`${occupied.n} customers left in a box`);
  return problems;
}

/** 100,000 served visits of the past year in the contended queue, each with its three log lines. */
async function ageTables(bench: Bench, userID: string, count: number) {
  const { sql } = bench.db;
  const started = now();
  const boxes = bench.arena.boxIDs;
  const batch = 20_000;
  for (let from = 0; from < count; from += batch) {
    const size = Math.min(batch, count - from);
    await sql.begin(async (tx) => {
      await tx`create temporary table history on commit drop as
        select gen_random_uuid() as appointment_id,
          now() - interval '1 day' - ((${from}::int + n) % 365) * interval '1 day'
            - ((${from}::int + n) % 480) * interval '1 minute' as checkin,
          (${boxes}::uuid[])[1 + (${from}::int + n) % ${boxes.length}::int] as box_id,
          ${from}::int + n as n
        from generate_series(1, ${size}::int) as n`;
      await tx`insert into appointments (appointment_id, workshop_id, assigned_queue_id, status_code, walk_in,
          license_plate, name, checkin_date_time, acceptance_date_time, job_start_date_time, job_end_date_time,
          checkout_date_time, accepted_box_id, accepted_user_id, tracking_code, created_at, updated_at)
        select appointment_id, ${bench.workshopID}, ${bench.arena.queueID}, 11, n % 3 = 0,
          'HS' || lpad(n::text, 7, '0'), 'History', checkin, checkin + interval '12 minutes',
          checkin + interval '15 minutes', checkin + interval '60 minutes', checkin + interval '70 minutes',
          box_id, ${userID}, replace(gen_random_uuid()::text, '-', ''), checkin, checkin + interval '70 minutes'
        from history`;
      await tx`insert into appointment_logs (appointment_id, workshop_id, action_type, date_time, user_id, box_id,
          from_status, to_status)
        select h.appointment_id, ${bench.workshopID}, t.action, h.checkin + t.offset_minutes * interval '1 minute',
          ${userID}, case when t.action = 'NextCustomer' then h.box_id end, t.from_status, t.to_status
        from history h cross join (values ('CheckinRandom', 0, 0, 3), ('NextCustomer', 12, 3, 4),
          ('Checkout', 70, 9, 11)) as t(action, offset_minutes, from_status, to_status)
        order by h.checkin, t.offset_minutes`;
    });
  }
  // What autovacuum's auto-analyze would have done over the months those visits took.
  await sql`analyze appointments`;
  await sql`analyze appointment_logs`;
  progress(`aged: ${count.toLocaleString('en-US')} visits in ${((now() - started) / 1000).toFixed(1)} s`);
}

async function deadRows(bench: Bench): Promise<number> {
  await bench.db.sql`select pg_stat_clear_snapshot()`;
  const [row] = await bench.db.sql`select n_dead_tup from pg_stat_user_tables where relname = 'appointments'`;
  return Number(row?.n_dead_tup ?? 0);
}

async function measuredContend(bench: Bench, phase: string, boxes: number): Promise<Run> {
  const { value, others } = await quietly(`${phase}, ${boxes} boxes`, () => contend(bench, phase, boxes));
  return { ...value, others };
}

/** Where a call's server time goes: 8 boxes for a few seconds on a replica started with --inspect. */
async function profileCalls(bench: Bench) {
  const inspected = await startReplica({ databaseUrl: bench.db.url, inspect: true });
  try {
    const inspector = inspected.inspector;
    if (!inspector) throw new Error('no inspector');
    const profiled = { ...bench, server: inspected };
    await contend(profiled, 'profile warm-up', 8);
    await startProfiling(inspector);
    const run = await contend(profiled, 'profiled', 8);
    const summary = summarizeProfile(await stopProfiling(inspector), 15);
    reportProfile(
      `CPU profile of nextCustomer, 8 boxes (${run.ok} calls, ${(run.serverCpuMs / Math.max(1, run.ok)).toFixed(1)} ms CPU each with the profiler on)`,
      summary,
    );
  } finally {
    await inspected.stop();
  }
}

export async function nextCustomerBench(): Promise<void> {
  report('## 5. nextCustomer under contention\n');
  const db = await createBenchDatabase();
  try {
    const server = await startReplica({ databaseUrl: db.url, seed: true });
    const demo = await demoRows(db.sql);
    const arena = await createArena(db.sql, demo.workshopID, 'contention', Math.max(...config.next.boxes));
    const acceptor = await signInAs(server.url, 'acceptor1');
    const bench: Bench = { db, server, workshopID: demo.workshopID, arena, acceptor };
    // Warm-up: JIT, connection pool, plans.
    await contend(bench, 'warm-up', Math.min(...config.next.boxes));

    const runs: Run[] = [];
    for (const boxes of config.next.boxes) runs.push(await measuredContend(bench, 'fresh', boxes));

    await ageTables(bench, acceptor.userID, config.next.history);
    for (const boxes of config.next.boxes) runs.push(await measuredContend(bench, 'aged', boxes));

    // A connection that read something and then sat idle in its transaction (a stuck report, a
    // forgotten psql): its snapshot keeps every row version newer than it from being vacuumed.
    const idle = await db.sql.reserve();
    await idle`begin isolation level repeatable read`;
    await idle`select count(*) from appointments`;
    await idle`select txid_current()`;
    const opened = now();
    const deadBefore = await deadRows(bench);
    // Not re-run on interference: the transaction's age is part of the condition measured.
    for (const boxes of config.next.boxes) {
      const meter = machineMeter();
      const run = await contend(bench, 'aged + open transaction', boxes);
      runs.push({ ...run, others: meter().others });
    }
    const deadAfter = await deadRows(bench);
    const [xmin] = await db.sql`select age(backend_xmin) as age from pg_stat_activity
      where datname = ${db.name} and state = 'idle in transaction'`;
    const wait = config.next.openTxnMs - (now() - opened);
    if (wait > 0) await sleep(wait);
    await idle`commit`;
    idle.release();
    const heldSeconds = (now() - opened) / 1000;
    await server.stop();
    printTables(runs, {
      heldSeconds,
      deadBefore,
      deadAfter,
      xminAge: Number(xmin?.age ?? 0),
    });
    if (config.push.profile) await profileCalls(bench);
  } finally {
    await db.drop();
  }
}

function printTables(
  runs: Run[],
  held: { heldSeconds: number; deadBefore: number; deadAfter: number; xminAge: number },
) {
  report(
    table(
      `nextCustomer with boxes contending (${config.next.durationMs / 1000} s per run, ${config.next.waiting} customers kept waiting)`,
      [
        'tables',
        'boxes',
        'calls',
        'calls/s',
        'p50 ms',
        'p99 ms',
        'max ms',
        'server CPU/call ms',
        'errors',
        'checks',
        'other work',
      ],
      runs.map((r) => [
        r.phase,
        r.boxes,
        r.ok,
        r.ok / r.seconds,
        r.latency.p50,
        r.latency.p99,
        r.latency.max,
        r.serverCpuMs / Math.max(1, r.ok),
        Object.entries(r.errors)
          .map(([code, n]) => `${code} ${n}`)
          .join(', ') || '0',
        r.problems.length ? r.problems.join('; ') : 'ok: 0 double, 0 lost',
        `${r.others.toFixed(0)}%`,
      ]),
      [
        `Checks: answers distinct; one NextCustomer log line per answer, of that box; no log line without an answer; ` +
          `nobody left in a box. The open transaction stayed ${held.heldSeconds.toFixed(0)} s (xmin age ` +
          `${held.xminAge} transactions at the end of the runs); dead row versions in appointments: ` +
          `${held.deadBefore.toLocaleString('en-US')} → ${held.deadAfter.toLocaleString('en-US')} (pg_stat_user_tables).`,
      ],
    ),
  );
  const rows: Cell[][] = [];
  for (const boxes of config.next.boxes) {
    const fresh = runs.find((r) => r.phase === 'fresh' && r.boxes === boxes);
    rows.push([`${boxes} boxes, fresh: p99`, fresh?.latency.p99, '≤ 50 ms', ratio(fresh?.latency.p99, 50)]);
    for (const phase of ['aged', 'aged + open transaction']) {
      const run = runs.find((r) => r.phase === phase && r.boxes === boxes);
      const limit = (fresh?.latency.p99 ?? 0) * 1.5;
      rows.push([
        `${boxes} boxes, ${phase}: p99`,
        run?.latency.p99,
        `≤ 1.5× fresh = ${limit.toFixed(1)} ms`,
        ratio(run?.latency.p99, limit),
      ]);
    }
  }
  const problems = runs.reduce((n, r) => n + r.problems.length, 0);
  rows.push(['runs with a double or lost assignment', problems, '0', problems ? `${problems} runs` : '—']);
  report(table('Targets', ['figure', 'value', 'target', 'ratio'], rows));
}

if (import.meta.main) runAlone(nextCustomerBench);
