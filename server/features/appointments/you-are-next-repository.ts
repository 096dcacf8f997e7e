import { and, inArray, isNull, sql } from 'drizzle-orm';
import { WAITING_STATUSES } from '../../../shared/appointments/appointment-status.ts';
import type { YouAreNextEntry } from '../../../shared/appointments/you-are-next.ts';
import type { Executor } from '../../core/db/client.ts';
import { appointmentLogs, appointments, outboxMessages } from '../../core/db/schema/index.ts';
import { statement } from '../../core/db/statements.ts';
import type { AppointmentRow } from '../../core/graphql/models.ts';

// Queries only: the rule lives in shared/appointments/you-are-next.ts, the sending in you-are-next.ts.

/** The customers waiting in these queues, with what call order and the mark need. */
export function waitingInQueues(db: Executor, queueIDs: readonly string[]): Promise<YouAreNextEntry[]> {
  if (queueIDs.length === 0) return Promise.resolve([]);
  return db
    .select({
      appointmentID: appointments.appointmentID,
      statusCode: appointments.statusCode,
      walkIn: appointments.walkIn,
      priority: appointments.priority,
      bookingDateTime: appointments.bookingDateTime,
      checkinDateTime: appointments.checkinDateTime,
      preferredUserID: appointments.acceptedUserID,
      queueID: appointments.assignedQueueID,
      youAreNextSentAt: appointments.youAreNextSentAt,
    })
    .from(appointments)
    .where(
      and(
        inArray(appointments.assignedQueueID, [...queueIDs]),
        inArray(appointments.statusCode, [...WAITING_STATUSES]),
        isNull(appointments.deletedAt),
      ),
    );
}

/**
 * Marks as told those of these visits that are still waiting and not yet told, and returns them.
 * A visit another transaction holds at this moment (a desk calling it, another change marking it)
 * is skipped rather than waited for: its holder's own pass decides about it, and no two passes
 * wait for each other crosswise. The mark and the outbox row then commit together, so a visit is
 * told exactly once whatever the number of desks and replicas.
 */
export function markToldYouAreNext(
  db: Executor,
  appointmentIDs: readonly string[],
): Promise<AppointmentRow[]> {
  return markTold.run(db, { ids: appointmentIDs });
}

// Built once (decision 0014): on a call into a box it runs whenever someone moves within the position.
const markTold = statement('markToldYouAreNext', (qb) => {
  const free = qb
    .select({ id: appointments.appointmentID })
    .from(appointments)
    .where(
      and(
        sql`${appointments.appointmentID} = any(${sql.placeholder('ids')}::uuid[])`,
        isNull(appointments.youAreNextSentAt),
        inArray(appointments.statusCode, [...WAITING_STATUSES]),
        isNull(appointments.deletedAt),
      ),
    )
    .for('update', { skipLocked: true });
  return qb
    .update(appointments)
    .set({ youAreNextSentAt: sql`now()`, updatedAt: sql`now()` })
    .where(inArray(appointments.appointmentID, free))
    .returning();
});

export function insertOutboxRows(db: Executor, rows: (typeof outboxMessages.$inferInsert)[]) {
  return rows.length ? db.insert(outboxMessages).values(rows) : Promise.resolve();
}

export function insertLogRows(db: Executor, rows: (typeof appointmentLogs.$inferInsert)[]) {
  return rows.length ? db.insert(appointmentLogs).values(rows) : Promise.resolve();
}
