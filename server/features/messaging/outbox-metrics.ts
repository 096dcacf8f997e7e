import { count } from 'drizzle-orm';
import type { Database } from '../../core/db/client.ts';
import { outboxMessages } from '../../core/db/schema/index.ts';

/** The outbox's messages by channel and status (`turno_outbox_messages`): depth and failures. */
export async function outboxCounts(db: Database) {
  const rows = await db
    .select({ channel: outboxMessages.channel, status: outboxMessages.status, n: count() })
    .from(outboxMessages)
    .groupBy(outboxMessages.channel, outboxMessages.status);
  return rows.map((row) => ({ labels: { channel: row.channel, status: row.status }, value: row.n }));
}
