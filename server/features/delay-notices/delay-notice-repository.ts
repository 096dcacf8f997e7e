import { and, eq, inArray, isNull, lte, or } from 'drizzle-orm';
import { WAITING_STATUSES } from '../../../shared/appointments/appointment-status.ts';
import type { Executor } from '../../core/db/client.ts';
import { appointments, queueDelayNotices, queues } from '../../core/db/schema/index.ts';
import type { AppointmentRow } from '../../core/graphql/models.ts';

// Queries only: the rules live in delay-notice-service.ts.

export type DelayNoticeValues = typeof queueDelayNotices.$inferInsert;

/** A live queue by id (any workshop: the caller checks the role in the queue's own workshop). */
export async function findLiveQueue(db: Executor, queueID: string) {
  const [row] = await db
    .select()
    .from(queues)
    .where(and(eq(queues.queueID, queueID), isNull(queues.deletedAt)))
    .limit(1);
  return row;
}

/**
 * Locks the queue row: broadcasts (and clears) of one queue run one after another, so the last
 * one wins and each reads the SMS marks the one before committed.
 */
export async function lockLiveQueue(db: Executor, queueID: string) {
  const [row] = await db
    .select({ queueID: queues.queueID })
    .from(queues)
    .where(and(eq(queues.queueID, queueID), isNull(queues.deletedAt)))
    .for('update');
  return row;
}

/** Writes the queue's notice, replacing the one before. */
export async function upsertNotice(db: Executor, values: DelayNoticeValues) {
  const { queueID: _queueID, ...rest } = values;
  const [row] = await db
    .insert(queueDelayNotices)
    .values(values)
    .onConflictDoUpdate({ target: queueDelayNotices.queueID, set: rest })
    .returning();
  if (!row) throw new Error('delay notice upsert returned nothing');
  return row;
}

export async function deleteNotice(db: Executor, queueID: string): Promise<boolean> {
  const rows = await db
    .delete(queueDelayNotices)
    .where(eq(queueDelayNotices.queueID, queueID))
    .returning({ queueID: queueDelayNotices.queueID });
  return rows.length > 0;
}

/** The customers waiting in the queue now. */
export function waitingIn(db: Executor, queueID: string): Promise<AppointmentRow[]> {
  return db
    .select()
    .from(appointments)
    .where(
      and(
        eq(appointments.assignedQueueID, queueID),
        inArray(appointments.statusCode, [...WAITING_STATUSES]),
        isNull(appointments.deletedAt),
      ),
    );
}

/**
 * Marks these visits as sent a delay SMS at `now`, unless one was sent since `since` (another
 * queue's broadcast may have told a visit that changed queue); returns the ids marked.
 */
export async function markDelaySms(
  db: Executor,
  appointmentIDs: readonly string[],
  now: Date,
  since: Date,
): Promise<Set<string>> {
  if (appointmentIDs.length === 0) return new Set();
  const rows = await db
    .update(appointments)
    .set({ delaySmsSentAt: now })
    .where(
      and(
        inArray(appointments.appointmentID, [...appointmentIDs]),
        or(isNull(appointments.delaySmsSentAt), lte(appointments.delaySmsSentAt, since)),
      ),
    )
    .returning({ id: appointments.appointmentID });
  return new Set(rows.map((row) => row.id));
}
