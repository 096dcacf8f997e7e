import { and, eq, inArray, isNotNull, isNull, lt, notInArray, or, sql } from 'drizzle-orm';
import { LIVE_STATUSES } from '../../../shared/appointments/appointment-status.ts';
import type { Database, Transaction } from '../../core/db/client.ts';
import {
  appointmentAnnotations,
  appointmentLogs,
  appointments,
  appointmentUploadRows,
  appointmentUploads,
  outboxMessages,
  staffAlerts,
  surveyAnswers,
  surveyInvitations,
  workshopParameters,
} from '../../core/db/schema/index.ts';
import type { Logger } from '../../core/logger/logger.ts';

/**
 * The retention pass (docs/privacy.md): a visit whose last change is older than its workshop's
 * `personalDataRetentionMonths` loses its customer's name, mobile, e-mail, plate and the free texts
 * written about it (notes, job description, annotations, survey notes, SMS texts and recipients in
 * the outbox and the log). Times, statuses, boxes, acceptors and survey scores stay: the statistics
 * read nothing else. A live visit is never touched, whatever its age.
 * Batches of BATCH visits, each in a transaction of its own that locks them with SKIP LOCKED: a
 * visit a desk is changing right now waits for the next pass, and two replicas share the work.
 */
export const RETENTION_BATCH = 200;

const live = LIVE_STATUSES as number[];

export interface RetentionResult {
  appointments: number;
  uploadRows: number;
  alerts: number;
}

/** The instant before which a workshop's visits are erased: `now` minus its retention months. */
function cutoff(now: Date) {
  return sql`(${now.toISOString()}::timestamptz - make_interval(months => ${workshopParameters.personalDataRetentionMonths}))`;
}

export async function eraseExpiredPersonalData(
  db: Database,
  logger: Logger,
  now: Date,
): Promise<RetentionResult> {
  const result: RetentionResult = { appointments: 0, uploadRows: 0, alerts: 0 };
  for (;;) {
    const erased = await db.transaction(async (tx) => {
      const due = await tx
        .select({ appointmentID: appointments.appointmentID, workshopID: appointments.workshopID })
        .from(appointments)
        .innerJoin(workshopParameters, eq(workshopParameters.workshopID, appointments.workshopID))
        .where(
          and(
            isNull(appointments.anonymisedAt),
            or(notInArray(appointments.statusCode, live), sql`${appointments.deletedAt} is not null`),
            lt(appointments.updatedAt, cutoff(now)),
            // A booking made long ago for a day still to come is not over.
            or(isNull(appointments.bookingDateTime), lt(appointments.bookingDateTime, cutoff(now))),
          ),
        )
        .orderBy(appointments.appointmentID)
        .limit(RETENTION_BATCH)
        .for('update', { of: appointments, skipLocked: true });
      if (!due.length) return 0;
      await eraseVisits(tx, due, now, null);
      return due.length;
    });
    result.appointments += erased;
    if (erased < RETENTION_BATCH) break;
  }
  // What an upload brought (plates and names of its rows), past the same retention.
  const rows = await db
    .update(appointmentUploadRows)
    .set({ licensePlate: null, name: null })
    .from(appointmentUploads)
    .innerJoin(workshopParameters, eq(workshopParameters.workshopID, appointmentUploads.workshopID))
    .where(
      and(
        eq(appointmentUploads.uploadID, appointmentUploadRows.uploadID),
        lt(appointmentUploads.createdAt, cutoff(now)),
        or(isNotNull(appointmentUploadRows.licensePlate), isNotNull(appointmentUploadRows.name)),
      ),
    )
    .returning({ uploadID: appointmentUploadRows.uploadID });
  result.uploadRows = rows.length;
  // Staff alerts keep the plate their last send named.
  const alerts = await db
    .update(staffAlerts)
    .set({ details: sql`${staffAlerts.details} - 'plate'` })
    .from(workshopParameters)
    .where(
      and(
        eq(workshopParameters.workshopID, staffAlerts.workshopID),
        sql`(${staffAlerts.details} ->> 'plate') is not null`,
        lt(staffAlerts.lastSentAt, cutoff(now)),
      ),
    )
    .returning({ alertKey: staffAlerts.alertKey });
  result.alerts = alerts.length;
  logger.info('personal data retention pass', { ...result });
  return result;
}

/**
 * Erases the personal data of these visits and of what hangs off them (the table in
 * docs/privacy.md), inside the caller's transaction. The caller has locked the rows.
 */
export async function eraseVisits(
  tx: Transaction,
  visits: readonly { appointmentID: string; workshopID: string }[],
  now: Date,
  /** The admin who asked; null for the retention pass. */
  userID: string | null,
): Promise<void> {
  const ids = visits.map((visit) => visit.appointmentID);
  // `updatedAt` is left as it was: erasing is not a change of the visit.
  await tx
    .update(appointments)
    .set({
      name: '',
      mobile: null,
      email: null,
      licensePlate: '',
      description: null,
      note: null,
      trackingCodeExpiresAt: now,
      anonymisedAt: now,
      updatedAt: sql`${appointments.updatedAt}`,
    })
    .where(inArray(appointments.appointmentID, ids));
  await tx
    .update(appointmentLogs)
    .set({ notes: null, smsText: null })
    .where(inArray(appointmentLogs.appointmentID, ids));
  await tx
    .update(appointmentAnnotations)
    .set({ text: '' })
    .where(inArray(appointmentAnnotations.appointmentID, ids));
  await tx
    .update(outboxMessages)
    .set({ recipient: '', subject: null, body: '' })
    .where(inArray(outboxMessages.appointmentID, ids));
  await tx.update(surveyAnswers).set({ notes: null }).where(inArray(surveyAnswers.appointmentID, ids));
  await tx
    .update(surveyInvitations)
    .set({ notes: null })
    .where(inArray(surveyInvitations.appointmentID, ids));
  await tx.insert(appointmentLogs).values(
    visits.map((visit) => ({
      appointmentID: visit.appointmentID,
      workshopID: visit.workshopID,
      actionType: 'PersonalDataErased',
      dateTime: now,
      userID,
    })),
  );
}
