import { afterAll, describe, expect, it } from 'vitest';
import { SEND_CONCURRENCY } from '../../server/features/messaging/delivery.ts';
import {
  type DeliveryDatabase,
  deliveryDatabase,
  httpSmsEnv,
  requestsByReference,
} from '../support/delivery-processes.ts';
import { type ServerProcess, startServerProcess } from '../support/server-process.ts';
import {
  eventually,
  type GatewayBehaviour,
  type SmsGateway,
  startSmsGateway,
} from '../support/sms-gateway.ts';

/**
 * A server process killed with SIGKILL while it sends 200 due SMS, then started again on the same
 * database (PGlite on disk by default, PostgreSQL with TEST_DATABASE_URL). Every message reaches the
 * gateway; the only ones that reach it twice are those whose request was open at the kill, and
 * they carry the same Idempotency-Key both times, so a gateway that dedupes delivers each once.
 */
const MESSAGES = 200;
/** Requests answered before the gateway stops answering and the process is killed. */
const ANSWERED_BEFORE_KILL = 60;
const LEASE_SECONDS = 2;
/** No new request at the gateway for this long: every send worker is blocked on one. */
const QUIET_MS = 2000;

/** The messages a server process logged as recorded `sent`. */
function sentLogLines(server: ServerProcess): number {
  return server.output.join('').match(/"status":"sent"/g)?.length ?? 0;
}

describe('a sender killed mid-delivery', () => {
  let database: DeliveryDatabase;
  let gateway: SmsGateway;
  let server: ServerProcess | undefined;

  afterAll(async () => {
    await server?.kill();
    await gateway?.close();
    await database?.drop();
  });

  it('sends every message once, and at most twice only those in flight at the kill', async () => {
    database = await deliveryDatabase();
    const ids = await database.queue(MESSAGES);
    // The gateway dedupes as a real one does: one delivery per Idempotency-Key.
    const delivered = new Map<string, number>();
    const accept: GatewayBehaviour = (request) => {
      const key = String(request.headers['idempotency-key']);
      if (!delivered.has(key)) delivered.set(key, delivered.size);
      return { status: 200, body: JSON.stringify({ id: `gw-${delivered.get(key)}` }) };
    };
    // After a while it stops answering: the requests then open are in flight when the process dies.
    gateway = await startSmsGateway((request, index) =>
      index < ANSWERED_BEFORE_KILL ? accept(request, index) : { status: 200, delayMs: 3_600_000 },
    );
    const env = { ...database.env, ...httpSmsEnv(gateway), MESSAGE_LEASE_SECONDS: String(LEASE_SECONDS) };

    // Info logs: each recorded `sent` is a line, which is how the test knows what was recorded.
    server = await startServerProcess({ ...env, LOG_LEVEL: 'info' });
    const running = server;
    // Every answered message is recorded, and the gateway has seen no new request for a while: each
    // send worker waits on an open request of its batch and fetches nothing more.
    let seen = { requests: 0, since: Date.now() };
    await eventually(
      'every answer recorded and every sender waiting on the gateway',
      async () => {
        const requests = gateway.requests.length;
        if (requests !== seen.requests) seen = { requests, since: Date.now() };
        return { requests, recorded: sentLogLines(running), quietMs: Date.now() - seen.since };
      },
      ({ requests, recorded, quietMs }) =>
        recorded === ANSWERED_BEFORE_KILL && requests > ANSWERED_BEFORE_KILL && quietMs > QUIET_MS,
      30_000,
    );
    const inFlight = new Set(
      gateway.requests.slice(ANSWERED_BEFORE_KILL).map((r) => String(r.headers['idempotency-key'])),
    );
    await server.kill();
    server = undefined;
    // At least one open request per send worker, never more than the calls a process makes at once.
    expect(inFlight.size).toBeGreaterThan(1);
    expect(inFlight.size).toBeLessThanOrEqual(SEND_CONCURRENCY);

    gateway.answer(accept);
    // The killed sender's leases lapse before the next one starts, as after any real restart.
    await new Promise((resolve) => setTimeout(resolve, LEASE_SECONDS * 1000));
    server = await startServerProcess(env);
    await eventually(
      'every message at the gateway, the interrupted ones again',
      async () => requestsByReference(gateway),
      (counts) => counts.size === MESSAGES && [...inFlight].every((id) => (counts.get(id) ?? 0) >= 2),
      45_000,
    );
    await server.stop();
    server = undefined;

    const counts = requestsByReference(gateway);
    expect([...counts.keys()].sort()).toEqual([...ids].sort());
    const twice = [...counts].filter(([, n]) => n > 1).map(([id]) => id);
    // At least once: exactly the interrupted sends were repeated, each once more, with the same key.
    expect(twice.sort()).toEqual([...inFlight].sort());
    expect(Math.max(...counts.values())).toBe(2);
    expect(delivered.size).toBe(MESSAGES);
    const statuses = await database.statuses(ids);
    expect([...statuses.values()].filter((s) => s !== 'sent')).toEqual([]);
    expect(statuses.size).toBe(MESSAGES);
    // Two server starts and three openings of PGlite on disk: about 30 s on a quiet machine, 70 s
    // and more at a load average of 15 (the same before and after batches).
  }, 150_000);
});
