/**
 * Push vs polling: 2,000 queue screens kept current by a `queueChanged` subscription, then by
 * polling the same data every 5 s (staggered), while a driver makes one change per second (a
 * walk-in, then a nextCustomer, alternately). Measures the server's CPU and the SQL statements it
 * sends, with a phase of changes alone as the baseline. Method and limits: docs/performance.md.
 *
 *   node_modules/.bin/node tests/bench/push-vs-polling.ts
 */
import type { Session } from '../support/graphql-client.ts';
import { gql } from '../support/graphql-client.ts';
import { runAlone } from './support/cleanup.ts';
import { now, sleep } from './support/clock.ts';
import { config } from './support/config.ts';
import { NEXT_CUSTOMER as NEXT } from './support/documents.ts';
import { Fleet, wsUrl } from './support/fleet.ts';
import { quietly } from './support/machine.ts';
import { startStatementCounter } from './support/pg-counter.ts';
import { cpuSplitMeter } from './support/proc.ts';
import {
  type Arena,
  type BenchDatabase,
  createArena,
  createBenchDatabase,
  type Demo,
  demoRows,
  freeBoxes,
  type Replica,
  seatWaiting,
  signInAs,
  startReplica,
} from './support/stack.ts';
import { summarize } from './support/stats.ts';
import { type Cell, progress, ratio, report, table } from './support/table.ts';

/** What a queue screen shows: the waiting lists with places and estimates, and the day's counts. */
const SCREEN_FIELDS = `queueID name waitingCount waiting { appointmentID licensePlate position estimatedWaitMinutes }`;
const COUNT_FIELDS = `booked checkedInBooked checkedInRandom accepted managed`;
const SUBSCRIPTION = `subscription ($workshopID: ID!) {
  queueChanged(workshopID: $workshopID) { version initial queues { ${SCREEN_FIELDS} } counts { ${COUNT_FIELDS} } }
}`;
const POLL = `query ($workshopID: ID!) {
  queues(workshopID: $workshopID) { ${SCREEN_FIELDS} }
  queueCounts(workshopID: $workshopID) { ${COUNT_FIELDS} }
}`;
const WALK_IN = `mutation ($input: RegisterNewAppointmentInput!) {
  registerNewAppointment(input: $input) { appointment { appointmentID } }
}`;

interface Phase {
  name: string;
  seconds: number;
  cpuUser: number;
  cpuSys: number;
  statements: number;
  transactions: number;
  commits: number;
  changes: number;
  /** Subscription: payloads received; polling: polls answered. */
  deliveries: number;
  note: string;
  /** Percent of the machine other work took during the phase. */
  others: number;
}

interface Bench {
  db: BenchDatabase;
  server: Replica;
  demo: Demo;
  arena: Arena;
  acceptor: Session;
  viewer: Session;
  statements: () => number;
  transactions: () => number;
}

async function commits(bench: Bench): Promise<number> {
  await bench.db.sql`select pg_stat_clear_snapshot()`;
  const [row] = await bench.db.sql`select xact_commit from pg_stat_database where datname = ${bench.db.name}`;
  return Number(row?.xact_commit ?? 0);
}

/** One change per period for `ms`: a walk-in, then a nextCustomer into the arena's box, alternately. */
async function drive(bench: Bench, ms: number): Promise<number> {
  const end = now() + ms;
  let due = now();
  let changes = 0;
  while (due < end) {
    const wait = due - now();
    if (wait > 0) await sleep(wait);
    const n = changes++;
    if (n % 2 === 0) {
      const reply = await gql(
        bench.server.url,
        WALK_IN,
        {
          input: {
            workshopID: bench.demo.workshopID,
            queueID: bench.arena.queueID,
            vehicleBrandID: bench.demo.vehicleBrandID,
            licensePlate: `PV${String(n).padStart(5, '0')}`,
            name: 'Polling Bench',
            mobile: '3331112222',
            description: 'Tagliando',
          },
        },
        bench.acceptor,
      );
      if (reply.errors) throw new Error(`walk-in failed: ${JSON.stringify(reply.errors)}`);
    } else {
      // The previous customer leaves the box in SQL (no event): the one change is the call.
      await freeBoxes(bench.db.sql, bench.arena.boxIDs);
      const reply = await gql(
        bench.server.url,
        NEXT,
        { input: { workshopID: bench.demo.workshopID, boxID: bench.arena.boxIDs[0] } },
        bench.acceptor,
      );
      if (reply.errors) throw new Error(`nextCustomer failed: ${JSON.stringify(reply.errors)}`);
    }
    due += config.polling.changeEveryMs;
  }
  return changes;
}

async function measure(
  bench: Bench,
  name: string,
  run: () => Promise<{ changes: number; deliveries: number; note: string }>,
): Promise<Phase> {
  const { value, others } = await quietly(
    name,
    async () => {
      const cpu = cpuSplitMeter([bench.server.pid]);
      const statements0 = bench.statements();
      const transactions0 = bench.transactions();
      const commits0 = await commits(bench);
      const started = now();
      const result = await run();
      const seconds = (now() - started) / 1000;
      const used = cpu();
      const statements = bench.statements() - statements0;
      const transactions = bench.transactions() - transactions0;
      // pg_stat_database is flushed by each backend at most once a second while busy.
      await sleep(1500);
      const committed = (await commits(bench)) - commits0;
      return {
        name,
        seconds,
        cpuUser: used.user,
        cpuSys: used.sys,
        statements,
        transactions,
        commits: committed,
        ...result,
      };
    },
    { attempts: 2 },
  );
  progress(
    `${name}: ${(value.cpuUser + value.cpuSys).toFixed(0)} ms CPU, ${value.statements} statements in ` +
      `${value.seconds.toFixed(1)} s (other work ${others.toFixed(0)}%)`,
  );
  return { ...value, others };
}

export async function pushVsPolling(): Promise<void> {
  report('## 3. Push vs polling: 2,000 queue screens, one change per second\n');
  const { screens, durationMs, periodMs } = config.polling;
  const db = await createBenchDatabase();
  const counter = await startStatementCounter(db.url);
  const fleet = new Fleet('polling fleet');
  try {
    const server = await startReplica({ databaseUrl: counter.url, seed: true });
    const demo = await demoRows(db.sql);
    const arena = await createArena(db.sql, demo.workshopID, 'screens', 1);
    // A queue of ten: what a screen lists is realistic, and the walk-ins and calls keep it there.
    await seatWaiting(db.sql, demo.workshopID, arena.queueID, 10);
    const bench: Bench = {
      db,
      server,
      demo,
      arena,
      acceptor: await signInAs(server.url, 'acceptor1'),
      viewer: await signInAs(server.url, 'manager'),
      statements: counter.statements,
      transactions: counter.transactions,
    };
    const variables = { workshopID: demo.workshopID };
    // Warm-up: compile the paths every phase uses.
    await drive(bench, 2 * config.polling.changeEveryMs);
    await sleep(1000);

    const baseline = await measure(bench, 'changes only', async () => ({
      changes: await drive(bench, durationMs),
      deliveries: 0,
      note: 'no screens',
    }));

    const spec = { token: bench.viewer.token, query: SUBSCRIPTION, variables, field: 'queueChanged' };
    const opened = await fleet.subscribe([wsUrl(server.url)], screens, spec);
    if (opened.subscribed !== screens)
      throw new Error(`${opened.subscribed}/${screens} subscribed (${opened.lastError})`);
    await sleep(2000);
    const push = await measure(bench, 'subscription', async () => {
      const first = (await fleet.status()).maxVersion;
      const changes = await drive(bench, durationMs);
      await sleep(2000);
      const keys = Array.from({ length: changes + 2 }, (_, i) => first + 1 + i);
      const receipts = await fleet.collect(keys);
      const deliveries = Object.values(receipts).reduce((sum, times) => sum + times.length, 0);
      const status = await fleet.status();
      return {
        changes,
        deliveries,
        note: `${deliveries.toLocaleString('en-US')} payloads (${(deliveries / changes).toFixed(0)} per change), ${status.errors} errors`,
      };
    });
    await fleet.closeAll();
    await sleep(2000);

    const polling = await measure(bench, 'polling', async () => {
      const [changes, result] = await Promise.all([
        drive(bench, durationMs),
        fleet.poll({
          url: `${server.url}/graphql`,
          count: screens,
          token: bench.viewer.token,
          query: POLL,
          variables,
          periodMs,
          durationMs,
        }),
      ]);
      const latency = summarize(result.latencies);
      return {
        changes,
        deliveries: result.done,
        note:
          `${result.done.toLocaleString('en-US')} polls (${(result.done / (durationMs / 1000)).toFixed(0)}/s), ` +
          `p50 ${latency.p50.toFixed(1)} ms p99 ${latency.p99.toFixed(1)} ms, ${result.skipped} skipped, ${result.failed} failed`,
      };
    });
    await server.stop();
    printTables([baseline, push, polling], screens, (screens * durationMs) / periodMs);
  } finally {
    await fleet.close();
    await counter.close();
    await db.drop();
  }
}

function printTables(phases: Phase[], screens: number, scheduledPolls: number) {
  const [baseline, push, polling] = phases as [Phase, Phase, Phase];
  const rows: Cell[][] = phases.map((p) => [
    p.name,
    p.seconds,
    p.changes,
    p.cpuUser + p.cpuSys,
    ((p.cpuUser + p.cpuSys) / (p.seconds * 1000)) * 100,
    p.cpuSys,
    p.statements,
    p.statements / p.seconds,
    p.transactions,
    p.commits,
    p.note,
    `${p.others.toFixed(0)}%`,
  ]);
  report(
    table(
      `Server CPU and SQL with ${screens.toLocaleString('en-US')} screens, one change per second`,
      [
        'screens kept current by',
        's',
        'changes',
        'server CPU ms',
        'CPU % of one core',
        'of which kernel ms',
        'SQL statements',
        'statements/s',
        'transactions',
        'xact_commit',
        'delivered',
        'other work',
      ],
      rows,
      [
        'SQL statements and transactions: every Query/Execute message the server sent and every return to idle ' +
          'after one, counted by a relay between the server and PostgreSQL (pg_stat_statements is not loaded on ' +
          'this PostgreSQL). xact_commit: pg_stat_database for the bench database, a proxy that also counts the ' +
          "driver's own SQL and lags by up to the backends' stats flush interval.",
      ],
    ),
  );
  const cpu = (p: Phase) => p.cpuUser + p.cpuSys;
  report(
    table(
      'Targets',
      ['figure', 'subscription', 'polling', 'target', 'ratio'],
      [
        ['server CPU, ms', cpu(push), cpu(polling), '≤ 0.25× polling', ratio(cpu(push), 0.25 * cpu(polling))],
        [
          `server CPU if every scheduled poll had been served (${scheduledPolls.toLocaleString('en-US')} × CPU per poll served), ms`,
          cpu(push),
          polling.deliveries
            ? ((cpu(polling) - cpu(baseline)) / polling.deliveries) * scheduledPolls + cpu(baseline)
            : null,
          '(extrapolated)',
          polling.deliveries
            ? ratio(
                cpu(push),
                0.25 *
                  (((cpu(polling) - cpu(baseline)) / polling.deliveries) * scheduledPolls + cpu(baseline)),
              )
            : '—',
        ],
        [
          'server CPU net of the changes themselves, ms',
          cpu(push) - cpu(baseline),
          cpu(polling) - cpu(baseline),
          '(same, informative)',
          ratio(cpu(push) - cpu(baseline), 0.25 * (cpu(polling) - cpu(baseline))),
        ],
        [
          'SQL statements',
          push.statements,
          polling.statements,
          '≤ 0.1× polling',
          ratio(push.statements, 0.1 * polling.statements),
        ],
        [
          'SQL statements net of the changes themselves',
          push.statements - baseline.statements,
          polling.statements - baseline.statements,
          '(same, informative)',
          ratio(push.statements - baseline.statements, 0.1 * (polling.statements - baseline.statements)),
        ],
        [
          'SQL transactions',
          push.transactions,
          polling.transactions,
          '≤ 0.1× polling',
          ratio(push.transactions, 0.1 * polling.transactions),
        ],
        [
          'xact_commit (proxy)',
          push.commits,
          polling.commits,
          '≤ 0.1× polling',
          ratio(push.commits, 0.1 * polling.commits),
        ],
      ],
      ['Ratio = subscription / (target share × polling): at or below 1.00× meets the target.'],
    ),
  );
}

if (import.meta.main) runAlone(pushVsPolling);
