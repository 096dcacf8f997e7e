import { afterAll, describe, expect, it } from 'vitest';
import { SEND_CONCURRENCY } from '../../server/features/messaging/delivery.ts';
import {
  type DeliveryDatabase,
  deliveryDatabase,
  httpSmsEnv,
  requestsByReference,
} from '../support/delivery-processes.ts';
import { type ServerProcess, startServerProcess } from '../support/server-process.ts';
import { eventually, type SmsGateway, startSmsGateway } from '../support/sms-gateway.ts';

/**
 * Two server processes on one PostgreSQL, each with its own pg-boss workers, sending one backlog:
 * both take part and no message reaches the gateway twice. PGlite is one process by design, so
 * this needs TEST_DATABASE_URL.
 */
const enabled = Boolean(process.env.TEST_DATABASE_URL);
const MESSAGES = 300;

describe.skipIf(!enabled)('two replicas sending one outbox', () => {
  let database: DeliveryDatabase;
  let gateway: SmsGateway;
  const servers: ServerProcess[] = [];

  afterAll(async () => {
    for (const server of servers) await server.kill();
    await gateway?.close();
    await database?.drop();
  });

  it('sends every message exactly once, from both', async () => {
    database = await deliveryDatabase();
    const ids = await database.queue(MESSAGES);
    // Nothing is answered until both replicas are sending, so neither drains the backlog alone.
    let release = () => {};
    const bothSending = new Promise<void>((resolve) => {
      release = resolve;
    });
    gateway = await startSmsGateway(() => ({ status: 200, body: '{"id":"gw"}', until: bothSending }));
    const replicaOf = (i: number) => String(gateway.requests[i]?.headers['x-replica']);
    for (const name of ['a', 'b']) {
      servers.push(
        await startServerProcess({
          ...database.env,
          ...httpSmsEnv(gateway, { SMS_HTTP_HEADERS: JSON.stringify({ 'x-replica': name }) }),
        }),
      );
    }
    const open = await eventually(
      'both replicas to have their senders waiting on the gateway',
      async () => gateway.requests.map((_, i) => replicaOf(i)),
      (replicas) => replicas.length === 2 * SEND_CONCURRENCY,
    );
    expect(new Set(open)).toEqual(new Set(['a', 'b']));
    release();

    const counts = await eventually(
      'every message at the gateway',
      async () => requestsByReference(gateway),
      (c) => c.size === MESSAGES,
      45_000,
    );
    for (const server of servers.splice(0)) await server.stop();
    expect([...counts.keys()].sort()).toEqual([...ids].sort());
    expect(Math.max(...counts.values())).toBe(1);
    expect(gateway.requests).toHaveLength(MESSAGES);
    const statuses = await database.statuses(ids);
    expect([...statuses.values()].filter((s) => s !== 'sent')).toEqual([]);
  }, 90_000);
});
