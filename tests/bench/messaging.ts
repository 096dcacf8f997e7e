/**
 * Message delivery under load: 10,000 SMS come due at once and are sent to a loopback HTTP gateway
 * while a desk calls customers with nextCustomer. Throughput, delay from due time to the gateway,
 * and nextCustomer's p99 alone and while the messages drain, in two layouts: the server process
 * that answers the desk also sends (the default), and the jobs run in a process of their own at a
 * lower CPU priority (JOB_WORKERS=false on the desk's, docs/operations.md). Method and figures:
 * docs/performance.md.
 *
 *   node_modules/.bin/node tests/bench/messaging.ts
 */
import { randomUUID } from 'node:crypto';
import { setPriority } from 'node:os';
import { gql, type Session } from '../support/graphql-client.ts';
import { type SmsGateway, startSmsGateway } from '../support/sms-gateway.ts';
import { runAlone } from './support/cleanup.ts';
import { now } from './support/clock.ts';
import { config } from './support/config.ts';
import { NEXT_CUSTOMER as NEXT } from './support/documents.ts';
import {
  type BenchDatabase,
  createArena,
  createBenchDatabase,
  createPrivateRedis,
  demoRows,
  type Replica,
  seatWaiting,
  signInAs,
  startReplica,
} from './support/stack.ts';
import { summarize } from './support/stats.ts';
import { progress, ratio, report, table } from './support/table.ts';

/** Targets of the issue: messages per second, p99 due-to-gateway delay, nextCustomer p99 worse by. */
const TARGET = { throughput: 100, delayP99Ms: 5000, nextWorse: 0.1 };

/** One box's acceptor calling the next customer in a loop until `until()`; resolves to latencies. */
async function callNext(
  server: Replica,
  db: BenchDatabase,
  desk: { workshopID: string; boxID: string; acceptor: Session },
  until: () => boolean,
): Promise<number[]> {
  const latencies: number[] = [];
  while (!until()) {
    const t0 = now();
    const reply = await gql<{ nextCustomer: { appointment: { appointmentID: string } } }>(
      server.url,
      NEXT,
      { input: { workshopID: desk.workshopID, boxID: desk.boxID, idempotencyKey: randomUUID() } },
      desk.acceptor,
    );
    const appointment = reply.data?.nextCustomer.appointment;
    if (!appointment) throw new Error(`nextCustomer failed: ${JSON.stringify(reply.errors ?? reply.status)}`);
    latencies.push(now() - t0);
    await db.sql`update appointments set status_code = 10, job_reject_date_time = now()
      where appointment_id = ${appointment.appointmentID}`;
  }
  return latencies;
}

/** What one drain measured. */
interface Drain {
  layout: string;
  sent: number;
  twice: number;
  throughput: number;
  delay: ReturnType<typeof summarize>;
  startMs: number;
  fromReadyP99: number;
  draining: ReturnType<typeof summarize>;
}

/** The nice value of the process that runs the jobs in the split layout (0 is the desk's). */
const JOBS_NICE = 10;

export async function messagingBench(): Promise<void> {
  const count = config.messaging.messages;
  const { sendRate } = config.messaging;
  const pace = sendRate === undefined ? 'MESSAGE_SEND_RATE default' : `MESSAGE_SEND_RATE=${sendRate}`;
  report(`## Message delivery (tests/bench/messaging.ts): ${count} SMS due at once, ${pace}\n`);
  const db = await createBenchDatabase();
  const redis = await createPrivateRedis();
  // When each reference first reached the gateway (ms since the epoch).
  const arrivals = new Map<string, number>();
  const gateway: SmsGateway = await startSmsGateway((request) => {
    const key = String(request.headers['idempotency-key']);
    if (!arrivals.has(key)) arrivals.set(key, Date.now());
    return { status: 200, body: '{"id":"gw"}' };
  });
  const env = {
    SMS_PROVIDER: 'http',
    SMS_HTTP_URL: `${gateway.url}/sms`,
    ...(sendRate === undefined ? {} : { MESSAGE_SEND_RATE: sendRate }),
  };
  try {
    const server = await startReplica({ databaseUrl: db.url, seed: true, env });
    const demo = await demoRows(db.sql);
    const arena = await createArena(db.sql, demo.workshopID, 'messaging', 1);
    const boxID = arena.boxIDs[0] ?? '';
    // Enough customers for every call of every phase.
    await seatWaiting(db.sql, demo.workshopID, arena.queueID, 20_000);
    const desk = { workshopID: demo.workshopID, boxID, acceptor: await signInAs(server.url, 'acceptor1') };

    progress('nextCustomer alone');
    const baselineEnd = now() + config.messaging.baselineMs;
    const alone = summarize(await callNext(server, db, desk, () => now() > baselineEnd));
    await server.stop();

    const drain = async (layout: string, start: () => Promise<{ desk: Replica; others: Replica[] }>) => {
      // The messages are written while no server runs; the start's kick sends them, as after any
      // restart with a backlog. Their due time is when they were written.
      progress(`${layout}: queueing ${count} messages`);
      arrivals.clear();
      gateway.requests.length = 0;
      await db.sql`delete from outbox_messages`;
      await db.sql`insert into outbox_messages (channel, kind, recipient, body, scheduled_at)
        select 'sms', 'welcomeSms', '333 123 4567', 'Benvenuto, messaggio ' || n, clock_timestamp()
        from generate_series(1, ${count}::int) as n`;
      const due = new Map<string, number>();
      for (const row of await db.sql`select outbox_message_id as id, scheduled_at as at from outbox_messages`) {
        due.set(row.id as string, (row.at as Date).getTime());
      }
      const restartAt = Date.now();
      const running = await start();
      const readyAt = Date.now();
      progress(`${layout}: draining, nextCustomer meanwhile`);
      const draining = summarize(await callNext(running.desk, db, desk, () => arrivals.size >= count));
      const lastAt = Math.max(...arrivals.values());
      for (const replica of [running.desk, ...running.others]) await replica.stop();
      const sent = (await db.sql`select count(*)::int as n from outbox_messages where status = 'sent'`)[0]?.n;
      return {
        layout,
        sent: Number(sent),
        twice: gateway.requests.length - arrivals.size,
        throughput: count / ((lastAt - readyAt) / 1000),
        delay: summarize([...due].map(([id, at]) => (arrivals.get(id) ?? Number.NaN) - at)),
        startMs: readyAt - restartAt,
        fromReadyP99: summarize([...arrivals.values()].map((at) => at - readyAt)).p99,
        draining,
      } satisfies Drain;
    };

    const drains: Drain[] = [];
    drains.push(
      await drain('one process', async () => ({
        desk: await startReplica({ databaseUrl: db.url, redisUrl: redis.url, env }),
        others: [],
      })),
    );
    drains.push(
      await drain(`jobs in their own process (nice ${JOBS_NICE})`, async () => {
        // The desk's process first: it sends nothing, so the drain starts with the jobs' process.
        const deskProcess = await startReplica({
          databaseUrl: db.url,
          redisUrl: redis.url,
          env: { ...env, JOB_WORKERS: 'false' },
        });
        const jobs = await startReplica({ databaseUrl: db.url, redisUrl: redis.url, env });
        setPriority(jobs.pid, JOBS_NICE);
        return { desk: deskProcess, others: [jobs] };
      }),
    );
    report(drainTable(alone, drains));
  } finally {
    await gateway.close();
    await redis.stop();
    await db.drop();
  }
}

function drainTable(alone: ReturnType<typeof summarize>, drains: Drain[]): string {
  const each = (label: string, target: string, cell: (d: Drain) => string | number) => [
    label,
    ...drains.map(cell),
    target,
  ];
  return table(
    'Delivery of a backlog, and nextCustomer while it drains',
    ['figure', ...drains.map((d) => d.layout), 'target'],
    [
      each('messages sent (outbox says sent)', String(config.messaging.messages), (d) => d.sent),
      each('requests to the gateway beyond one per message', '0', (d) => d.twice),
      each(
        'throughput, messages/s (server ready to last arrival)',
        `≥ ${TARGET.throughput}`,
        (d) => `${d.throughput.toFixed(1)} (${ratio(d.throughput, TARGET.throughput)})`,
      ),
      each('delay due → gateway p50, ms', '', (d) => d.delay.p50.toFixed(0)),
      each('delay due → gateway p99, ms', `≤ ${TARGET.delayP99Ms}`, (d) => d.delay.p99.toFixed(0)),
      each('of which server start, ms', '', (d) => d.startMs),
      each('delay server ready → gateway p99, ms', '', (d) => d.fromReadyP99.toFixed(0)),
      each('nextCustomer p99 alone, ms', '', () => `${alone.p99.toFixed(1)} (n=${alone.n})`),
      each(
        'nextCustomer p99 while draining, ms',
        `≤ ${(alone.p99 * (1 + TARGET.nextWorse)).toFixed(1)}`,
        (d) =>
          `${d.draining.p99.toFixed(1)} (n=${d.draining.n}, ${ratio(d.draining.p99, alone.p99)} of alone)`,
      ),
      each(
        'nextCustomer p50 alone / draining, ms',
        '',
        (d) => `${alone.p50.toFixed(1)} / ${d.draining.p50.toFixed(1)}`,
      ),
    ],
    ['Figures, never pass/fail; what limits them: docs/performance.md.'],
  );
}

if (import.meta.main) runAlone(messagingBench);
