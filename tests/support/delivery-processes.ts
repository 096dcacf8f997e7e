import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inArray } from 'drizzle-orm';
import { openAndMigrate } from '../../server/core/db/migrate.ts';
import { outboxMessages } from '../../server/core/db/schema/index.ts';
import type { SmsGateway } from './sms-gateway.ts';
import { createTestDatabase } from './test-database.ts';

// Delivery across real server processes (messaging.crash and messaging.replicas tests, the
// messaging benchmark): a database with messages already due, the settings a server needs to send
// them to a loopback gateway, and the gateway's view of what arrived.

export interface DeliveryDatabase {
  /** DATABASE_URL or DATA_DIR for a server process. */
  env: Record<string, string>;
  /** Adds `count` SMS due now (or at `dueAt`); resolves to their ids. Only while no server runs on PGlite. */
  queue(count: number, dueAt?: Date): Promise<string[]>;
  /** Status of each of the given messages. Only while no server runs on PGlite. */
  statuses(ids: string[]): Promise<Map<string, string>>;
  drop(): Promise<void>;
}

/** A migrated database: PostgreSQL when TEST_DATABASE_URL is set, else PGlite in a folder on disk. */
export async function deliveryDatabase(): Promise<DeliveryDatabase> {
  const database = await createTestDatabase();
  // PGlite in memory dies with its process; the crash test restarts on the same data, so on disk.
  const dataDir = database.url ? 'memory://' : await mkdtemp(join(tmpdir(), 'turno-delivery-'));
  const open = () => openAndMigrate({ url: database.url, dataDir, poolSize: 2 });
  const connection = await open();
  await connection.close();
  return {
    env: database.url ? { DATABASE_URL: database.url } : { DATA_DIR: dataDir },
    async queue(count, dueAt) {
      const c = await open();
      try {
        const ids: string[] = [];
        for (let from = 0; from < count; from += 1000) {
          const rows = Array.from({ length: Math.min(1000, count - from) }, (_, i) => ({
            channel: 'sms' as const,
            kind: 'welcomeSms',
            recipient: '333 123 4567',
            body: `Benvenuto, messaggio ${from + i}`,
            ...(dueAt ? { scheduledAt: dueAt } : {}),
          }));
          const inserted = await c.db
            .insert(outboxMessages)
            .values(rows)
            .returning({ id: outboxMessages.outboxMessageID });
          ids.push(...inserted.map((r) => r.id));
        }
        return ids;
      } finally {
        await c.close();
      }
    },
    async statuses(ids) {
      const c = await open();
      try {
        const rows = await c.db
          .select({ id: outboxMessages.outboxMessageID, status: outboxMessages.status })
          .from(outboxMessages)
          .where(inArray(outboxMessages.outboxMessageID, ids));
        return new Map(rows.map((r) => [r.id, r.status]));
      } finally {
        await c.close();
      }
    },
    async drop() {
      await database.drop();
      if (!database.url) await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** What a server process needs to send SMS to the gateway. */
export function httpSmsEnv(gateway: SmsGateway, extra: Record<string, string> = {}): Record<string, string> {
  return {
    SMS_PROVIDER: 'http',
    SMS_HTTP_URL: `${gateway.url}/send`,
    SMS_HTTP_TIMEOUT_SECONDS: '30',
    ...extra,
  };
}

/** How many requests the gateway received for each reference (the Idempotency-Key header). */
export function requestsByReference(gateway: SmsGateway): Map<string, number> {
  const counts = new Map<string, number>();
  for (const request of gateway.requests) {
    const key = String(request.headers['idempotency-key'] ?? '');
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return counts;
}
