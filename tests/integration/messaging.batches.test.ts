import { inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Database } from '../../server/core/db/client.ts';
import { outboxMessages } from '../../server/core/db/schema/index.ts';
import { claimMessages } from '../../server/features/messaging/delivery-repository.ts';
import { deliveryJobId } from '../../server/features/messaging/job-ids.ts';
import { gatewayConfig, messagingStage, referencesOf } from '../support/messaging-support.ts';
import { eventually, startSmsGateway } from '../support/sms-gateway.ts';

// Delivery in batches (docs/messaging.md, "Batches"), on PGlite or on the PostgreSQL of
// TEST_DATABASE_URL: a batch claim shares no message with another, a batch's refused messages are
// retried each by itself, and a backlog costs fewer outbox statements than it has messages.

const stage = messagingStage();
const LEASE_SECONDS = 60;

async function queueMany(count: number): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < count; i++) ids.push(await stage.queueSms());
  return ids;
}

function rowsOf(ids: string[]) {
  return stage.connection.db
    .select()
    .from(outboxMessages)
    .where(inArray(outboxMessages.outboxMessageID, ids));
}

/** `db`, counting each statement the messaging code builds on it (a claim's subquery counts too). */
function countingStatements(db: Database, count: () => void): Database {
  const builders = new Set(['select', 'update', 'insert', 'delete', 'execute']);
  return new Proxy(db, {
    get(target, property, receiver) {
      const value = Reflect.get(target, property, receiver);
      if (typeof value !== 'function' || !builders.has(String(property))) return value;
      return (...args: unknown[]) => {
        count();
        return value.apply(target, args);
      };
    },
  });
}

describe('delivery in batches', () => {
  it('gives each message to one claimer only, however many batches claim it at once', async () => {
    const db = stage.connection.db;
    const ids = await queueMany(60);
    // Eight claimers after every message, each in its own order; on PostgreSQL they run at once on
    // the pool's connections.
    const orders = Array.from({ length: 8 }, (_, i) =>
      i % 2 ? [...ids].reverse() : [...ids.slice(i * 7), ...ids.slice(0, i * 7)],
    );
    const claims = await Promise.all(orders.map((order) => claimMessages(db, order, LEASE_SECONDS)));
    const claimed = claims.flat();
    expect(claimed.map((row) => row.outboxMessageID).sort()).toEqual([...ids].sort());
    expect(claimed.every((row) => row.status === 'sending' && row.attempts === 1)).toBe(true);
    // While their leases hold nobody takes them again; once three lapse, those three are claimable.
    expect(await claimMessages(db, ids, LEASE_SECONDS)).toEqual([]);
    const lapsed = ids.slice(0, 3);
    await db
      .update(outboxMessages)
      .set({ leaseExpiresAt: sql`now() - interval '1 second'` })
      .where(inArray(outboxMessages.outboxMessageID, lapsed));
    const again = await claimMessages(db, ids, LEASE_SECONDS);
    expect(again.map((row) => row.outboxMessageID).sort()).toEqual([...lapsed].sort());
    expect(again.every((row) => row.attempts === 2)).toBe(true);
  });

  it("retries a batch's refused messages each by itself, and sends the others once", async () => {
    // The gateway refuses the first attempt of every fourth message, and accepts everything else.
    const refuseOnce = new Set<string>();
    const gateway = await startSmsGateway((request) => {
      const reference = JSON.parse(request.body).reference as string;
      if (refuseOnce.delete(reference)) return { status: 503 };
      return { status: 200, body: '{"id":"gw"}' };
    });
    const sender = await stage.startSender(gatewayConfig(gateway));
    try {
      const ids = await queueMany(12);
      const refused = ids.filter((_, i) => i % 4 === 0);
      for (const id of refused) refuseOnce.add(id);
      sender.messaging.dispatcher.kick();
      const rows = await eventually(
        'all sent',
        () => rowsOf(ids),
        (found) => found.length === ids.length && found.every((r) => r.status === 'sent'),
      );
      for (const row of rows) {
        expect(row.attempts).toBe(refused.includes(row.outboxMessageID) ? 2 : 1);
        expect(row.lastError).toBeNull();
      }
      const references = referencesOf(gateway);
      expect(references).toHaveLength(ids.length + refused.length);
      for (const id of ids) {
        expect(references.filter((r) => r === id)).toHaveLength(refused.includes(id) ? 2 : 1);
      }
      // Each refused message got its own retry job, keyed by its attempt.
      const retryJobs = refused.map((id) => deliveryJobId(id, 1));
      const result = (await stage.connection.db.execute(
        sql`select id::text as id from pgboss.job where id::text in ${retryJobs}`,
      )) as unknown as { id: string }[] | { rows: { id: string }[] };
      const found = 'rows' in result ? result.rows : result;
      expect(found.map((job) => job.id).sort()).toEqual([...retryJobs].sort());
    } finally {
      await sender.stop();
      await gateway.close();
    }
  });

  it('drains a backlog with fewer outbox statements than it has messages', async () => {
    const gateway = await startSmsGateway(() => ({ status: 200, body: '{"id":"gw"}' }));
    let statements = 0;
    const counted = countingStatements(stage.connection.db, () => {
      statements += 1;
    });
    const sender = await stage.startSender(gatewayConfig(gateway), {
      on: { ...stage.connection, db: counted },
    });
    try {
      const ids = await queueMany(40);
      sender.messaging.dispatcher.kick();
      await eventually(
        'all sent',
        () => rowsOf(ids),
        (found) => found.length === ids.length && found.every((r) => r.status === 'sent'),
      );
      expect(new Set(referencesOf(gateway))).toEqual(new Set(ids));
      // One by one, each message cost a claim and a record: twice as many statements as messages.
      // In batches, a claim and one or two records serve up to a whole batch.
      expect(statements).toBeLessThan(ids.length);
    } finally {
      await sender.stop();
      await gateway.close();
    }
  });
});
