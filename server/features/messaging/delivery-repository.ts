import { and, asc, eq, inArray, lt, lte, or, sql } from 'drizzle-orm';
import type { Executor } from '../../core/db/client.ts';
import { outboxMessages, smsSenders, workshopParameters } from '../../core/db/schema/index.ts';

// Each function here is one statement, so one short transaction: no lock is held while a
// provider is called.

export type OutboxRow = typeof outboxMessages.$inferSelect;
const m = outboxMessages;

/** Queued and due, or claimed by a sender whose lease ran out. */
const claimable = or(
  and(eq(m.status, 'queued'), lte(m.scheduledAt, sql`now()`)),
  and(eq(m.status, 'sending'), lt(m.leaseExpiresAt, sql`now()`)),
);

/**
 * Takes the message for one attempt: `sending`, a lease, attempts + 1. Atomic, so of several
 * workers (or replicas) that try at once exactly one gets the row; the others get null.
 */
export async function claimMessage(db: Executor, messageID: string, leaseSeconds: number) {
  const [row] = await db
    .update(m)
    .set({
      status: 'sending',
      attempts: sql`${m.attempts} + 1`,
      leaseExpiresAt: sql`now() + make_interval(secs => ${leaseSeconds})`,
    })
    .where(and(eq(m.outboxMessageID, messageID), claimable))
    .returning();
  return row ?? null;
}

/**
 * The outcome of the attempt numbered `attempt`. The guard on status and attempts keeps a sender
 * whose lease lapsed (and whose message another worker claimed since) from writing over it.
 */
function ownAttempt(messageID: string, attempt: number) {
  return and(eq(m.outboxMessageID, messageID), eq(m.status, 'sending'), eq(m.attempts, attempt));
}

export async function recordSent(
  db: Executor,
  messageID: string,
  attempt: number,
  receipt: { providerReference: string | null; statusCode: number | null },
): Promise<boolean> {
  const rows = await db
    .update(m)
    .set({
      status: 'sent',
      sentAt: sql`now()`,
      leaseExpiresAt: null,
      lastError: null,
      providerReference: receipt.providerReference,
      providerStatus: receipt.statusCode,
    })
    .where(ownAttempt(messageID, attempt))
    .returning({ id: m.outboxMessageID });
  return rows.length > 0;
}

export async function recordFailed(
  db: Executor,
  messageID: string,
  attempt: number,
  reason: string,
  statusCode: number | null,
): Promise<boolean> {
  const rows = await db
    .update(m)
    .set({ status: 'failed', leaseExpiresAt: null, lastError: reason, providerStatus: statusCode })
    .where(ownAttempt(messageID, attempt))
    .returning({ id: m.outboxMessageID });
  return rows.length > 0;
}

/** Back to `queued`, due after `delaySeconds`; resolves to the new due time (database clock). */
export async function recordRetry(
  db: Executor,
  messageID: string,
  attempt: number,
  reason: string,
  statusCode: number | null,
  delaySeconds: number,
): Promise<Date | null> {
  const [row] = await db
    .update(m)
    .set({
      status: 'queued',
      leaseExpiresAt: null,
      lastError: reason,
      providerStatus: statusCode,
      scheduledAt: sql`now() + make_interval(secs => ${delaySeconds})`,
    })
    .where(ownAttempt(messageID, attempt))
    .returning({ scheduledAt: m.scheduledAt });
  return row?.scheduledAt ?? null;
}

/** No provider for its channel: the message stays in the outbox for a person to read. */
export async function keepInOutbox(
  db: Executor,
  messageID: string,
  channels: readonly ('sms' | 'email')[],
): Promise<boolean> {
  const rows = await db
    .update(m)
    .set({ status: 'outbox' })
    .where(and(eq(m.outboxMessageID, messageID), eq(m.status, 'queued'), inArray(m.channel, [...channels])))
    .returning({ id: m.outboxMessageID });
  return rows.length > 0;
}

/** A queued message not yet due, and when it is (a job that ran early puts it back). */
export async function dueTimeOf(db: Executor, messageID: string): Promise<Date | null> {
  const [row] = await db
    .select({ scheduledAt: m.scheduledAt, early: sql<boolean>`${m.scheduledAt} > now()` })
    .from(m)
    .where(and(eq(m.outboxMessageID, messageID), eq(m.status, 'queued')));
  return row?.early ? row.scheduledAt : null;
}

/** Messages that a sender should take now: due, or left by a sender whose lease ran out. */
export async function claimableMessages(
  db: Executor,
  limit: number,
  after?: { scheduledAt: Date; id: string },
) {
  // Keyset paging: a page's messages stay claimable until sent, so the next page starts after it.
  // Milliseconds, as the Date handed back holds them: microseconds would make a row follow itself.
  const due = sql`date_trunc('milliseconds', ${m.scheduledAt})`;
  const page = after
    ? and(
        claimable,
        sql`(${due}, ${m.outboxMessageID}) > (${after.scheduledAt.toISOString()}::timestamptz, ${after.id}::uuid)`,
      )
    : claimable;
  return db
    .select({ id: m.outboxMessageID, attempts: m.attempts, scheduledAt: m.scheduledAt })
    .from(m)
    .where(page)
    .orderBy(due, asc(m.outboxMessageID))
    .limit(limit);
}

/**
 * A lapsed claim on the last allowed attempt: the provider may have sent it, so it is not sent
 * again; it ends as `failed` (`lease_expired`) for a person to check.
 */
export async function failExhaustedLeases(db: Executor, maxAttempts: number): Promise<string[]> {
  const rows = await db
    .update(m)
    .set({ status: 'failed', leaseExpiresAt: null, lastError: 'lease_expired' })
    .where(
      and(eq(m.status, 'sending'), lt(m.leaseExpiresAt, sql`now()`), sql`${m.attempts} >= ${maxAttempts}`),
    )
    .returning({ id: m.outboxMessageID });
  return rows.map((row) => row.id);
}

/** The SMS sender name the workshop chose (`smsSenderID` parameter), if any. */
export async function workshopSmsSender(db: Executor, workshopID: string): Promise<string | null> {
  const [row] = await db
    .select({ name: smsSenders.name })
    .from(workshopParameters)
    .innerJoin(smsSenders, eq(smsSenders.smsSenderID, workshopParameters.smsSenderID))
    .where(eq(workshopParameters.workshopID, workshopID));
  return row?.name ?? null;
}

/**
 * A provider's delivery report on a message it accepted: by our id (the generic gateway's
 * `reference`) or by the provider's own (Twilio's SID). A report may arrive before the sender has
 * recorded the provider's answer, so `sending` counts too. Resolves to the message id, or null.
 */
export async function recordDeliveryReport(
  db: Executor,
  by: { messageID: string } | { providerReference: string },
  status: NonNullable<OutboxRow['deliveryStatus']>,
): Promise<string | null> {
  const which =
    'messageID' in by ? eq(m.outboxMessageID, by.messageID) : eq(m.providerReference, by.providerReference);
  const [row] = await db
    .update(m)
    .set({ deliveryStatus: status, deliveryReportedAt: sql`now()` })
    .where(and(which, inArray(m.status, ['sending', 'sent'])))
    .returning({ id: m.outboxMessageID });
  return row?.id ?? null;
}
