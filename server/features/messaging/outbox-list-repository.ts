import { and, count, desc, eq, gte, inArray, isNull, lt, or, type SQL } from 'drizzle-orm';
import type { Executor } from '../../core/db/client.ts';
import { type OutboxStatus, outboxMessages } from '../../core/db/schema/index.ts';

const m = outboxMessages;
export type OutboxListRow = typeof outboxMessages.$inferSelect;

/** Statuses a person may send again: nothing is on its way and nothing left. */
export const RESENDABLE: readonly OutboxStatus[] = ['failed', 'outbox'];

/** A filter already checked by the caller; `workshopID` null means messages of no workshop. */
export interface OutboxListFilter {
  workshopID: string | null;
  statuses?: readonly OutboxStatus[] | undefined;
  channel?: 'sms' | 'email' | undefined;
  kind?: string | undefined;
  from?: Date | undefined;
  to?: Date | undefined;
}

function conditions(f: OutboxListFilter): SQL[] {
  return [
    f.workshopID === null ? isNull(m.workshopID) : eq(m.workshopID, f.workshopID),
    f.statuses?.length ? inArray(m.status, [...f.statuses]) : undefined,
    f.channel ? eq(m.channel, f.channel) : undefined,
    f.kind ? eq(m.kind, f.kind) : undefined,
    f.from ? gte(m.createdAt, f.from) : undefined,
    f.to ? lt(m.createdAt, f.to) : undefined,
  ].filter((c): c is SQL => c !== undefined);
}

/** One page, newest first by (created, id), with one extra row telling whether more follow. */
export function listOutbox(
  db: Executor,
  filter: OutboxListFilter,
  size: number,
  after: { createdAt: Date; id: string } | undefined,
): Promise<OutboxListRow[]> {
  const keyset = after
    ? or(
        lt(m.createdAt, after.createdAt),
        and(eq(m.createdAt, after.createdAt), lt(m.outboxMessageID, after.id)),
      )
    : undefined;
  return db
    .select()
    .from(m)
    .where(and(...conditions(filter), keyset))
    .orderBy(desc(m.createdAt), desc(m.outboxMessageID))
    .limit(size + 1);
}

export async function countOutbox(db: Executor, filter: OutboxListFilter): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(m)
    .where(and(...conditions(filter)));
  return row?.total ?? 0;
}

export async function findOutboxMessage(db: Executor, id: string): Promise<OutboxListRow | undefined> {
  const [row] = await db.select().from(m).where(eq(m.outboxMessageID, id));
  return row;
}

/**
 * Queues a failed or kept message again in one statement, so two clicks (or two managers) resend it
 * once. `attempts` keeps counting (job ids are derived from it, docs/messaging.md): a resend is one
 * more attempt, and a message already at MESSAGE_MAX_ATTEMPTS fails again at its first error rather
 * than retrying for hours. The last error stays until the next attempt records its own.
 * Undefined when the message was not resendable any more.
 */
export async function requeueMessage(
  db: Executor,
  id: string,
  now: Date,
): Promise<OutboxListRow | undefined> {
  const [row] = await db
    .update(m)
    .set({ status: 'queued', scheduledAt: now, leaseExpiresAt: null, sentAt: null })
    .where(and(eq(m.outboxMessageID, id), inArray(m.status, [...RESENDABLE])))
    .returning();
  return row;
}
