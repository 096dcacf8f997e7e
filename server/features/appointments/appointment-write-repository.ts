import { and, asc, desc, eq, inArray, isNotNull, isNull, type SQLWrapper, sql } from 'drizzle-orm';
import type { EventType } from '../../../shared/appointments/appointment-events.ts';
import { WAITING_STATUSES } from '../../../shared/appointments/appointment-status.ts';
import type { QueueEntry } from '../../../shared/appointments/queue-order.ts';
import type { Executor } from '../../core/db/client.ts';
import {
  appointmentLogs,
  appointments,
  boxes,
  queues,
  workshopParameters,
  workshops,
} from '../../core/db/schema/index.ts';
import type { AppointmentRow } from '../../core/graphql/models.ts';

// Queries only, for the write side: locks, updates, log lines. The rules live in the services.

export type AppointmentLogRow = typeof appointmentLogs.$inferSelect;
export type BoxRow = typeof boxes.$inferSelect;

/** Reads an appointment without locking (authorization before the transaction). */
export function findAppointment(db: Executor, appointmentID: string): Promise<AppointmentRow | undefined> {
  return selectLive(db, appointmentID, false);
}

/** Locks an appointment row for the rest of the transaction (waits for a concurrent writer). */
export function lockAppointment(db: Executor, appointmentID: string): Promise<AppointmentRow | undefined> {
  return selectLive(db, appointmentID, true);
}

async function selectLive(db: Executor, appointmentID: string, lock: boolean) {
  const query = db
    .select()
    .from(appointments)
    .where(and(eq(appointments.appointmentID, appointmentID), isNull(appointments.deletedAt)))
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/**
 * Locks exactly this appointment if it is still waiting and no other transaction holds it;
 * undefined otherwise. `=` on the key, never `IN (subquery LIMIT 1)`, so at most one row is locked.
 */
export async function tryLockWaiting(
  db: Executor,
  appointmentID: string,
): Promise<AppointmentRow | undefined> {
  const [row] = await db
    .select()
    .from(appointments)
    .where(
      and(
        eq(appointments.appointmentID, appointmentID),
        inArray(appointments.statusCode, [...WAITING_STATUSES]),
        isNull(appointments.deletedAt),
      ),
    )
    .limit(1)
    .for('update', { skipLocked: true });
  return row;
}

/** Updates an appointment, bumping its version; returns the new row. */
export async function updateAppointment(
  db: Executor,
  appointmentID: string,
  values: Partial<typeof appointments.$inferInsert>,
): Promise<AppointmentRow> {
  const [row] = await db
    .update(appointments)
    .set({ ...values, version: sql`${appointments.version} + 1`, updatedAt: new Date() })
    .where(eq(appointments.appointmentID, appointmentID))
    .returning();
  if (!row) throw new Error(`appointment ${appointmentID} vanished inside its transaction`);
  return row;
}

export async function insertAppointment(
  db: Executor,
  values: typeof appointments.$inferInsert,
): Promise<AppointmentRow> {
  const [row] = await db.insert(appointments).values(values).returning();
  if (!row) throw new Error('appointment insert returned nothing');
  return row;
}

export async function insertLog(
  db: Executor,
  values: typeof appointmentLogs.$inferInsert,
): Promise<AppointmentLogRow> {
  const [row] = await db.insert(appointmentLogs).values(values).returning();
  if (!row) throw new Error('log insert returned nothing');
  return row;
}

/**
 * Holds the caller's idempotency key until the transaction ends, so a second request with the same
 * key (a double click, a retry that overtook the first) waits for the first to commit, then finds
 * its log line and returns its result instead of writing again. Must come before any other lock
 * of the transaction: two requests with one key then always queue in the same order.
 */
export async function lockIdempotencyKey(
  db: Executor,
  userID: string,
  idempotencyKey: string,
): Promise<void> {
  await db.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`idempotency:${userID}:${idempotencyKey}`}, 0))`,
  );
}

/** The log line a previous request with this idempotency key wrote, if any. */
export async function findLogByIdempotencyKey(
  db: Executor,
  userID: string,
  idempotencyKey: string,
): Promise<AppointmentLogRow | undefined> {
  const [row] = await db
    .select()
    .from(appointmentLogs)
    .where(and(eq(appointmentLogs.userID, userID), eq(appointmentLogs.idempotencyKey, idempotencyKey)))
    .limit(1);
  return row;
}

/** The most recent log line that changed the appointment's status. */
export async function lastStatusChange(
  db: Executor,
  appointmentID: string,
): Promise<AppointmentLogRow | undefined> {
  const [row] = await db
    .select()
    .from(appointmentLogs)
    .where(
      and(
        eq(appointmentLogs.appointmentID, appointmentID),
        isNotNull(appointmentLogs.fromStatus),
        isNotNull(appointmentLogs.toStatus),
        sql`${appointmentLogs.fromStatus} <> ${appointmentLogs.toStatus}`,
      ),
    )
    .orderBy(desc(appointmentLogs.seq))
    .limit(1);
  return row;
}

/** Locks a box row: concurrent calls into the same box (a double click) run one after the other. */
export async function lockBox(db: Executor, boxID: string, workshopID: string): Promise<BoxRow | undefined> {
  const [row] = await db
    .select()
    .from(boxes)
    .where(and(eq(boxes.boxID, boxID), eq(boxes.workshopID, workshopID), isNull(boxes.deletedAt)))
    .limit(1)
    .for('update');
  return row;
}

/**
 * What call order needs of a waiting customer, and no more: orderQueue's QueueEntry, with
 * `acceptedUserID` in place of the `preferredUserID` the caller derives from it.
 */
export type WaitingCandidate = Omit<QueueEntry, 'preferredUserID'> & { acceptedUserID: string | null };

/**
 * The customers waiting in the queues a box calls from (one queue, the box's group, or the whole
 * workshop), in one statement, unlocked: the caller puts them in call order and then locks one.
 */
export function waitingForBox(
  db: Executor,
  box: BoxRow,
  queueID: string | null,
): Promise<WaitingCandidate[]> {
  const served = db
    .select({ queueID: queues.queueID })
    .from(queues)
    .where(
      and(
        eq(queues.workshopID, box.workshopID),
        isNull(queues.deletedAt),
        queueID ? eq(queues.queueID, queueID) : undefined,
        box.queueGroupID ? eq(queues.queueGroupID, box.queueGroupID) : undefined,
      ),
    );
  return db
    .select({
      appointmentID: appointments.appointmentID,
      statusCode: appointments.statusCode,
      walkIn: appointments.walkIn,
      priority: appointments.priority,
      bookingDateTime: appointments.bookingDateTime,
      checkinDateTime: appointments.checkinDateTime,
      acceptedUserID: appointments.acceptedUserID,
    })
    .from(appointments)
    .where(
      and(
        inArray(appointments.assignedQueueID, served),
        inArray(appointments.statusCode, [...WAITING_STATUSES]),
        isNull(appointments.deletedAt),
      ),
    )
    .orderBy(asc(appointments.checkinDateTime));
}

/**
 * A live queue of the workshop. With `forCheckIn` (inside a check-in's transaction) the row is
 * share-locked: `deleteQueue` locks it for update before counting who waits, so a check-in and a
 * delete of the same queue serialize — the delete sees the new customer, or the check-in sees the
 * queue deleted (the row is re-checked against `deleted_at is null` after the lock wait).
 */
export async function findQueue(db: Executor, queueID: string, workshopID: string, forCheckIn = false) {
  const query = db
    .select()
    .from(queues)
    .where(and(eq(queues.queueID, queueID), eq(queues.workshopID, workshopID), isNull(queues.deletedAt)))
    .limit(1);
  const [row] = forCheckIn ? await query.for('share') : await query;
  return row;
}

/** The workshop's default queue (else its first), share-locked like `findQueue` for a check-in. */
export async function defaultQueue(db: Executor, workshopID: string) {
  const [row] = await db
    .select()
    .from(queues)
    .where(and(eq(queues.workshopID, workshopID), isNull(queues.deletedAt)))
    .orderBy(desc(queues.isDefault), asc(queues.viewOrderNumber))
    .limit(1)
    .for('share');
  return row;
}

/** The workshop with its parameters (time zone, tolerances, SMS texts). */
export async function workshopSettings(db: Executor, workshopID: string) {
  const [row] = await db
    .select({ workshop: workshops, parameters: workshopParameters })
    .from(workshops)
    .leftJoin(workshopParameters, eq(workshopParameters.workshopID, workshops.workshopID))
    .where(eq(workshops.workshopID, workshopID))
    .limit(1);
  return row;
}

/**
 * A log line of `actionType` written for the message `kind` (its `payload.kind`) on the appointment
 * `appointmentID` points at (an id, or a column in a correlated query): the mark that a message
 * meant to go once per visit (a reminder, the pay-online link) has been handled.
 */
export function logOfKind(appointmentID: string | SQLWrapper, actionType: EventType, kind: string) {
  return and(
    eq(appointmentLogs.appointmentID, appointmentID),
    eq(appointmentLogs.actionType, actionType),
    sql`${appointmentLogs.payload}->>'kind' = ${kind}`,
  );
}

/** Whether the appointment already has that mark (see logOfKind). */
export async function hasLogOfKind(
  db: Executor,
  appointmentID: string,
  actionType: EventType,
  kind: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id: appointmentLogs.appointmentLogID })
    .from(appointmentLogs)
    .where(logOfKind(appointmentID, actionType, kind))
    .limit(1);
  return !!row;
}
