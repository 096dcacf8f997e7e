import type { Executor } from '../../core/db/client.ts';
import { outboxMessages } from '../../core/db/schema/index.ts';

export type OutboxMessage = typeof outboxMessages.$inferInsert;

/**
 * Queues a message in the caller's transaction: it is sent only if the change that caused it
 * commits, and it is never lost if the process stops before sending.
 */
export async function enqueueMessage(db: Executor, message: OutboxMessage): Promise<string> {
  const [row] = await db
    .insert(outboxMessages)
    .values(message)
    .returning({ id: outboxMessages.outboxMessageID });
  if (!row) throw new Error('outbox insert returned nothing');
  return row.id;
}
