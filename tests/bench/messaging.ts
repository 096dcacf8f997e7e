/**
 * Message delivery under load: 10,000 SMS come due at once and a server process sends them to a
 * loopback HTTP gateway while a desk calls customers with nextCustomer. Throughput, delay from due
 * time to the gateway, and nextCustomer's p99 alone and while the messages drain. Method and
 * figures: docs/performance.md.
 *
 *   node_modules/.bin/node tests/bench/messaging.ts
 */
import { randomUUID } from 'node:crypto';
import { gql, type Session } from '../support/graphql-client.ts';
import { type SmsGateway, startSmsGateway } from '../support/sms-gateway.ts';
import { cleanupAll, installCleanupHandlers } from './support/cleanup.ts';
import { now } from './support/clock.ts';
import { config } from './support/config.ts';
import {
  type BenchDatabase,
  createArena,
  createBenchDatabase,
  demoRows,
  type Replica,
  seatWaiting,
  signInAs,
  startReplica,
} from './support/stack.ts';
import { summarize } from './support/stats.ts';
import { progress, ratio, report, table } from './support/table.ts';

const NEXT = `mutation ($input: NextCustomerInput!) {
  nextCustomer(input: $input) { appointment { appointmentID } }
}`;
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

export async function messagingBench(): Promise<void> {
  const count = config.messaging.messages;
  report(`## Message delivery (tests/bench/messaging.ts): ${count} SMS due at once\n`);
  const db = await createBenchDatabase();
  // When each reference first reached the gateway (ms since the epoch).
  const arrivals = new Map<string, number>();
  const gateway: SmsGateway = await startSmsGateway((request) => {
    const key = String(request.headers['idempotency-key']);
    if (!arrivals.has(key)) arrivals.set(key, Date.now());
    return { status: 200, body: '{"id":"gw"}' };
  });
  const env = { SMS_PROVIDER: 'http', SMS_HTTP_URL: `${gateway.url}/sms` };
  try {
    let server = await startReplica({ databaseUrl: db.url, seed: true, env });
    const demo = await demoRows(db.sql);
    const arena = await createArena(db.sql, demo.workshopID, 'messaging', 1);
    const boxID = arena.boxIDs[0] ?? '';
    // Enough customers for every call of both phases.
    await seatWaiting(db.sql, demo.workshopID, arena.queueID, 20_000);
    const desk = { workshopID: demo.workshopID, boxID, acceptor: await signInAs(server.url, 'acceptor1') };

    progress('nextCustomer alone');
    const baselineEnd = now() + config.messaging.baselineMs;
    const alone = summarize(await callNext(server, db, desk, () => now() > baselineEnd));

    // The messages are written while no server runs; the start's kick sends them, as after any
    // restart with a backlog. Their due time is when they were written.
    await server.stop();
    progress(`queueing ${count} messages`);
    await db.sql`insert into outbox_messages (channel, kind, recipient, body, scheduled_at)
      select 'sms', 'welcomeSms', '333 123 4567', 'Benvenuto, messaggio ' || n, clock_timestamp()
      from generate_series(1, ${count}::int) as n`;
    const due = new Map<string, number>();
    for (const row of await db.sql`select outbox_message_id as id, scheduled_at as at from outbox_messages`) {
      due.set(row.id as string, (row.at as Date).getTime());
    }
    const restartAt = Date.now();
    server = await startReplica({ databaseUrl: db.url, env });
    const readyAt = Date.now();
    progress('draining, nextCustomer meanwhile');
    const draining = summarize(await callNext(server, db, desk, () => arrivals.size >= count));
    const lastAt = Math.max(...arrivals.values());
    await server.stop();

    const delays = [...due].map(([id, at]) => (arrivals.get(id) ?? Number.NaN) - at);
    const delay = summarize(delays);
    const fromReady = summarize([...arrivals.values()].map((at) => at - readyAt));
    const throughput = count / ((lastAt - readyAt) / 1000);
    const sent = (await db.sql`select count(*)::int as n from outbox_messages where status = 'sent'`)[0]?.n;
    const twice = gateway.requests.length - arrivals.size;
    report(
      table(
        'Delivery of a backlog, and nextCustomer while it drains',
        ['figure', 'measured', 'target', 'vs target'],
        [
          ['messages sent (outbox says sent)', sent, count, ''],
          ['requests to the gateway beyond one per message', twice, 0, ''],
          [
            'throughput, messages/s (server ready to last arrival)',
            throughput,
            `≥ ${TARGET.throughput}`,
            ratio(throughput, TARGET.throughput),
          ],
          ['delay due → gateway p50, ms', delay.p50, '', ''],
          [
            'delay due → gateway p99, ms',
            delay.p99,
            `≤ ${TARGET.delayP99Ms}`,
            ratio(delay.p99, TARGET.delayP99Ms),
          ],
          ['of which server start, ms', readyAt - restartAt, '', ''],
          ['delay server ready → gateway p99, ms', fromReady.p99, '', ''],
          ['nextCustomer p99 alone, ms', alone.p99, '', `n=${alone.n}`],
          [
            'nextCustomer p99 while draining, ms',
            draining.p99,
            `≤ ${(alone.p99 * (1 + TARGET.nextWorse)).toFixed(1)}`,
            `n=${draining.n}, ${ratio(draining.p99, alone.p99)} of alone`,
          ],
          [
            'nextCustomer p50 alone / draining, ms',
            `${alone.p50.toFixed(1)} / ${draining.p50.toFixed(1)}`,
            '',
            '',
          ],
        ],
        ['Figures, never pass/fail; what limits them: docs/performance.md.'],
      ),
    );
  } finally {
    await gateway.close();
    await db.drop();
  }
}

if (import.meta.main) {
  installCleanupHandlers();
  messagingBench()
    .catch((error) => {
      console.error(error);
      process.exitCode = 1;
    })
    .finally(() => cleanupAll());
}
