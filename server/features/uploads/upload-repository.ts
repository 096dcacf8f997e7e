import { and, asc, desc, eq, gt, gte, inArray, isNull, lt, notInArray, sql } from 'drizzle-orm';
import { STATUS } from '../../../shared/appointments/appointment-status.ts';
import type { UploadRowAction, UploadStatus } from '../../../shared/uploads/upload-format.ts';
import type { Executor } from '../../core/db/client.ts';
import {
  appointmentLogs,
  appointments,
  appointmentUploadMessages,
  appointmentUploadRows,
  appointmentUploads,
  plateKey,
  queues,
  vehicleBrands,
  workshopParameters,
  workshops,
} from '../../core/db/schema/index.ts';
import type { AppointmentRow } from '../../core/graphql/models.ts';
import { recordWebhookEvents } from '../webhooks/webhook-events.ts';

// Queries only; the rules live in upload-service.ts and upload-plan.ts.

export type UploadRow = typeof appointmentUploads.$inferSelect;
export type UploadMessageRow = typeof appointmentUploadMessages.$inferSelect;
export type UploadPreviewRow = typeof appointmentUploadRows.$inferSelect;

export async function insertUpload(db: Executor, values: typeof appointmentUploads.$inferInsert) {
  const [row] = await db.insert(appointmentUploads).values(values).returning();
  if (!row) throw new Error('upload insert returned nothing');
  return row;
}

export async function findUpload(db: Executor, uploadID: string): Promise<UploadRow | undefined> {
  const [row] = await db.select().from(appointmentUploads).where(eq(appointmentUploads.uploadID, uploadID));
  return row;
}

/** Locks the upload's row for the rest of the transaction. */
export async function lockUpload(db: Executor, uploadID: string): Promise<UploadRow | undefined> {
  const [row] = await db
    .select()
    .from(appointmentUploads)
    .where(eq(appointmentUploads.uploadID, uploadID))
    .for('update');
  return row;
}

/** A workshop's uploads, newest first. */
export function listUploads(db: Executor, workshopID: string, limit: number): Promise<UploadRow[]> {
  return db
    .select()
    .from(appointmentUploads)
    .where(eq(appointmentUploads.workshopID, workshopID))
    .orderBy(desc(appointmentUploads.createdAt), desc(appointmentUploads.uploadID))
    .limit(limit);
}

/**
 * Moves an upload from one status to another only if it is still in the first: of two requests
 * (or two jobs) racing for the same step, exactly one gets the row back.
 */
export async function moveUpload(
  db: Executor,
  uploadID: string,
  from: UploadStatus,
  values: Partial<typeof appointmentUploads.$inferInsert> & { status: UploadStatus },
): Promise<UploadRow | undefined> {
  const [row] = await db
    .update(appointmentUploads)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(appointmentUploads.uploadID, uploadID), eq(appointmentUploads.status, from)))
    .returning();
  return row;
}

export async function updateUpload(
  db: Executor,
  uploadID: string,
  values: Partial<typeof appointmentUploads.$inferInsert>,
): Promise<void> {
  await db
    .update(appointmentUploads)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(appointmentUploads.uploadID, uploadID));
}

/**
 * Uploads created before `cutoff` whose original is still stored, and that no pass is reading now
 * (a dry run or an apply still running keeps its file).
 */
export function expiredUploadFiles(db: Executor, cutoff: Date): Promise<UploadRow[]> {
  return db
    .select()
    .from(appointmentUploads)
    .where(
      and(
        isNull(appointmentUploads.fileDeletedAt),
        lt(appointmentUploads.createdAt, cutoff),
        notInArray(appointmentUploads.status, ['checking', 'applying']),
      ),
    )
    .orderBy(asc(appointmentUploads.createdAt));
}

export async function markFileDeleted(db: Executor, uploadID: string, at: Date): Promise<void> {
  await db
    .update(appointmentUploads)
    .set({ fileDeletedAt: at, updatedAt: at })
    .where(and(eq(appointmentUploads.uploadID, uploadID), isNull(appointmentUploads.fileDeletedAt)));
}

export function uploadMessages(db: Executor, uploadID: string, limit: number): Promise<UploadMessageRow[]> {
  return db
    .select()
    .from(appointmentUploadMessages)
    .where(eq(appointmentUploadMessages.uploadID, uploadID))
    .orderBy(
      sql`${appointmentUploadMessages.rowNumber} asc nulls first`,
      asc(appointmentUploadMessages.createdAt),
    )
    .limit(limit);
}

export function uploadRows(db: Executor, uploadID: string, limit: number): Promise<UploadPreviewRow[]> {
  return db
    .select()
    .from(appointmentUploadRows)
    .where(eq(appointmentUploadRows.uploadID, uploadID))
    .orderBy(asc(appointmentUploadRows.rowNumber))
    .limit(limit);
}

/** The messages of some rows of an upload, by row then as written. */
export function messagesOfRows(
  db: Executor,
  uploadID: string,
  rowNumbers: number[],
): Promise<UploadMessageRow[]> {
  if (rowNumbers.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(appointmentUploadMessages)
    .where(
      and(
        eq(appointmentUploadMessages.uploadID, uploadID),
        inArray(appointmentUploadMessages.rowNumber, rowNumbers),
      ),
    )
    .orderBy(asc(appointmentUploadMessages.rowNumber), asc(appointmentUploadMessages.createdAt));
}

/**
 * A page of the preview rows in file order after row `afterRow` (keyset on the row number), one
 * row more than `limit` to tell whether another page follows, and how many rows the filter keeps.
 */
export async function uploadRowsPage(
  db: Executor,
  uploadID: string,
  page: { afterRow: number | null; action: UploadRowAction | null; limit: number },
): Promise<{ rows: UploadPreviewRow[]; totalCount: number }> {
  const filter = and(
    eq(appointmentUploadRows.uploadID, uploadID),
    page.action ? eq(appointmentUploadRows.action, page.action) : undefined,
  );
  const rows = await db
    .select()
    .from(appointmentUploadRows)
    .where(
      and(filter, page.afterRow === null ? undefined : gt(appointmentUploadRows.rowNumber, page.afterRow)),
    )
    .orderBy(asc(appointmentUploadRows.rowNumber))
    .limit(page.limit + 1);
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(appointmentUploadRows)
    .where(filter);
  return { rows, totalCount: count?.n ?? 0 };
}

/** Forgets what a pass said about rows from `fromRow` on (the pass writes them again). */
export async function clearReport(db: Executor, uploadID: string, fromRow: number): Promise<void> {
  await db
    .delete(appointmentUploadRows)
    .where(and(eq(appointmentUploadRows.uploadID, uploadID), gte(appointmentUploadRows.rowNumber, fromRow)));
  await db
    .delete(appointmentUploadMessages)
    .where(
      and(
        eq(appointmentUploadMessages.uploadID, uploadID),
        sql`(${appointmentUploadMessages.rowNumber} is null or ${appointmentUploadMessages.rowNumber} >= ${fromRow})`,
      ),
    );
}

const CHUNK = 1_000;

export async function insertReport(
  db: Executor,
  rows: (typeof appointmentUploadRows.$inferInsert)[],
  messages: (typeof appointmentUploadMessages.$inferInsert)[],
): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK) {
    await db
      .insert(appointmentUploadRows)
      .values(rows.slice(i, i + CHUNK))
      .onConflictDoUpdate({
        target: [appointmentUploadRows.uploadID, appointmentUploadRows.rowNumber],
        set: {
          action: sql`excluded.action`,
          appointmentID: sql`excluded.appointment_id`,
          queueName: sql`excluded.queue_name`,
          bookingDateTime: sql`excluded.booking_date_time`,
        },
      });
  }
  for (let i = 0; i < messages.length; i += CHUNK)
    await db.insert(appointmentUploadMessages).values(messages.slice(i, i + CHUNK));
}

/** The header the workshop's queue column has (`queueUploadColumn`), null when not set. */
export async function queueUploadColumnOf(db: Executor, workshopID: string): Promise<string | null> {
  const [row] = await db
    .select({ queueUploadColumn: workshopParameters.queueUploadColumn })
    .from(workshopParameters)
    .where(eq(workshopParameters.workshopID, workshopID));
  return row?.queueUploadColumn ?? null;
}

/** What the rows are checked against: the workshop's zone, queue column, queues, and the brands. */
export async function planReferences(db: Executor, workshopID: string) {
  const [workshop] = await db
    .select({ timeZone: workshops.timeZone, queueUploadColumn: workshopParameters.queueUploadColumn })
    .from(workshops)
    .leftJoin(workshopParameters, eq(workshopParameters.workshopID, workshops.workshopID))
    .where(eq(workshops.workshopID, workshopID));
  const queueRows = await db
    .select({ queueID: queues.queueID, name: queues.name })
    .from(queues)
    .where(and(eq(queues.workshopID, workshopID), isNull(queues.deletedAt)));
  const brandRows = await db
    .select({
      vehicleBrandID: vehicleBrands.vehicleBrandID,
      name: vehicleBrands.name,
      aliases: vehicleBrands.aliases,
    })
    .from(vehicleBrands);
  return { workshop, queueRows, brandRows };
}

/**
 * Bookings of these plates in the workshop between two instants that an upload row may meet: not
 * deleted, not a child (pickup) booking. Locked when the apply is about to change them.
 */
export function bookingsOfPlates(
  db: Executor,
  workshopID: string,
  plates: string[],
  range: { start: Date; end: Date },
  lock: boolean,
): Promise<AppointmentRow[]> {
  if (plates.length === 0) return Promise.resolve([]);
  const query = db
    .select()
    .from(appointments)
    .where(
      and(
        eq(appointments.workshopID, workshopID),
        inArray(plateKey(appointments.licensePlate), plates),
        isNull(appointments.deletedAt),
        isNull(appointments.mainAppointmentID),
        eq(appointments.type, 'normal'),
        gte(appointments.bookingDateTime, range.start),
        lt(appointments.bookingDateTime, range.end),
      ),
    )
    .orderBy(asc(appointments.bookingDateTime));
  return lock ? query.for('update') : query;
}

export async function insertAppointments(
  db: Executor,
  values: (typeof appointments.$inferInsert)[],
): Promise<AppointmentRow[]> {
  if (values.length === 0) return [];
  return db.insert(appointments).values(values).returning();
}

export async function insertLogs(
  db: Executor,
  values: (typeof appointmentLogs.$inferInsert)[],
): Promise<void> {
  if (values.length === 0) return;
  const rows = await db.insert(appointmentLogs).values(values).returning();
  // The bookings an upload creates are webhook events like any other (appointment.created).
  await recordWebhookEvents(db, rows);
}

/**
 * The appointments an upload created that nobody has touched since: still booked, never changed
 * (version 1), not deleted. Locked, for the undo that removes them.
 */
export function untouchedCreations(db: Executor, uploadID: string): Promise<AppointmentRow[]> {
  return db
    .select()
    .from(appointments)
    .where(
      and(
        eq(appointments.uploadID, uploadID),
        isNull(appointments.deletedAt),
        eq(appointments.statusCode, STATUS.BookedNotArrived),
        eq(appointments.version, 1),
      ),
    )
    .for('update');
}

/** Appointments an upload created that are still there (touched or not). */
export async function countLiveCreations(db: Executor, uploadID: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(appointments)
    .where(and(eq(appointments.uploadID, uploadID), isNull(appointments.deletedAt)));
  return row?.n ?? 0;
}

/** Soft-deletes appointments (bumping their version), as deleteAppointment does. */
export async function softDelete(db: Executor, appointmentIDs: string[], at: Date): Promise<void> {
  for (let i = 0; i < appointmentIDs.length; i += CHUNK) {
    await db
      .update(appointments)
      .set({ deletedAt: at, updatedAt: at, version: sql`${appointments.version} + 1` })
      .where(inArray(appointments.appointmentID, appointmentIDs.slice(i, i + CHUNK)));
  }
}
