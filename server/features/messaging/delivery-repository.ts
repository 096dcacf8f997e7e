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
 * Takes the given messages for one attempt each: `sending`, a lease, attempts + 1; resolves to the
 * rows taken. Atomic per row, so of several workers (or replicas) that try at once exactly one gets
 * each message; the others do not see it. The rows are locked in id order first, so two batches
 * that share messages wait for each other instead of deadlocking; a waiting batch then re-reads
 * each row and skips the ones taken meanwhile. (SKIP LOCKED would not wait, but would also skip a
 * row only briefly locked by a delivery report or a resend, leaving it without a job for the stale
 * period.)
 */
export async function claimMessages(
  db: Executor,
  messageIDs: readonly string[],
  leaseSeconds: number,
): Promise<OutboxRow[]> {
  if (!messageIDs.length) return [];
  // Without the lock the subquery's answer is not read again after a wait, and a message claimed
  // meanwhile would be claimed twice.
  const taken = db
    .select({ id: m.outboxMessageID })
    .from(m)
    .where(and(inArray(m.outboxMessageID, [...messageIDs]), claimable))
    .orderBy(asc(m.outboxMessageID))
    .for('update');
  return db
    .update(m)
    .set({
      status: 'sending',
      attempts: sql`${m.attempts} + 1`,
      leaseExpiresAt: sql`now() + make_interval(secs => ${leaseSeconds})`,
    })
    .where(inArray(m.outboxMessageID, taken))
    .returning();
}

/** One message's claim (claimMessages for one id); null when another worker has it. */
export async function claimMessage(db: Executor, messageID: string, leaseSeconds: number) {
  const [row] = await claimMessages(db, [messageID], leaseSeconds);
  return row ?? null;
}

/**
 * The outcome of the attempt numbered `attempt`. The guard on status and attempts keeps a sender
 * whose lease lapsed (and whose message another worker claimed since) from writing over it.
 */
function ownAttempt(messageID: string, attempt: number) {
  return and(eq(m.outboxMessageID, messageID), eq(m.status, 'sending'), eq(m.attempts, attempt));
}

export interface SentOutcome {
  messageID: string;
  attempt: number;
  receipt: { providerReference: string | null; statusCode: number | null };
}

/**
 * Several messages' `sent` in one statement, each under its own attempt's guard (`ownAttempt`);
 * resolves to the ids recorded. A message missing from the answer lost its lease meanwhile.
 */
export async function recordSentMany(db: Executor, outcomes: readonly SentOutcome[]): Promise<Set<string>> {
  if (!outcomes.length) return new Set();
  const values = sql.join(
    outcomes.map(
      (o) =>
        sql`(${o.messageID}::uuid, ${o.attempt}::int, ${o.receipt.providerReference}::text, ${o.receipt.statusCode}::int)`,
    ),
    sql`, `,
  );
  const outcome = sql`outcome`;
  const rows = await db
    .update(m)
    .set({
      status: 'sent',
      sentAt: sql`now()`,
      leaseExpiresAt: null,
      lastError: null,
      providerReference: sql`${outcome}.reference`,
      providerStatus: sql`${outcome}.status_code`,
    })
    .from(sql`(values ${values}) as ${outcome}(id, attempt, reference, status_code)`)
    .where(
      and(
        sql`${m.outboxMessageID} = ${outcome}.id`,
        eq(m.status, 'sending'),
        sql`${m.attempts} = ${outcome}.attempt`,
      ),
    )
    .returning({ id: m.outboxMessageID });
  return new Set(rows.map((row) => row.id));
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

/**
 * No provider for their channel: the messages stay in the outbox for a person to read. Resolves to
 * the ids kept.
 */
export async function keepInOutbox(
  db: Executor,
  messageIDs: readonly string[],
  channels: readonly ('sms' | 'email')[],
): Promise<Set<string>> {
  const rows = await db
    .update(m)
    .set({ status: 'outbox' })
    .where(
      and(
        inArray(m.outboxMessageID, [...messageIDs]),
        eq(m.status, 'queued'),
        inArray(m.channel, [...channels]),
      ),
    )
    .returning({ id: m.outboxMessageID });
  return new Set(rows.map((row) => row.id));
}

/** Of the given messages, those queued but not yet due, with when they are (a job that ran early puts them back). */
export async function notYetDue(
  db: Executor,
  messageIDs: readonly string[],
): Promise<{ id: string; scheduledAt: Date }[]> {
  if (!messageIDs.length) return [];
  return db
    .select({ id: m.outboxMessageID, scheduledAt: m.scheduledAt })
    .from(m)
    .where(
      and(inArray(m.outboxMessageID, [...messageIDs]), eq(m.status, 'queued'), sql`${m.scheduledAt} > now()`),
    );
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

/** The SMS sender name each of the given workshops chose (`smsSenderID` parameter), where one did. */
export async function workshopSmsSenders(
  db: Executor,
  workshopIDs: readonly string[],
): Promise<Map<string, string>> {
  if (!workshopIDs.length) return new Map();
  const rows = await db
    .select({ workshopID: workshopParameters.workshopID, name: smsSenders.name })
    .from(workshopParameters)
    .innerJoin(smsSenders, eq(smsSenders.smsSenderID, workshopParameters.smsSenderID))
    .where(inArray(workshopParameters.workshopID, [...workshopIDs]));
  return new Map(rows.map((row) => [row.workshopID, row.name]));
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
