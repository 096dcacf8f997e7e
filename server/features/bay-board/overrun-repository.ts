import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { STATUS } from '../../../shared/appointments/appointment-status.ts';
import type { Executor } from '../../core/db/client.ts';
import { appointments, workshopParameters } from '../../core/db/schema/index.ts';

/** Most running jobs one pass looks at; a workshop has as many as it has boxes. */
const WATCH_LIMIT = 1000;

/**
 * The running jobs an overrun notice may be due for: in a workshop that sends them, not yet told,
 * with a mobile and no refusal of SMS (decision 0021; checked again under the lock).
 */
export function runningJobsToWatch(db: Executor) {
  return db
    .select({
      appointmentID: appointments.appointmentID,
      workshopID: appointments.workshopID,
      assignedQueueID: appointments.assignedQueueID,
      jobStartDateTime: appointments.jobStartDateTime,
      graceMinutes: workshopParameters.jobOverrunGraceMinutes,
    })
    .from(appointments)
    .innerJoin(workshopParameters, eq(workshopParameters.workshopID, appointments.workshopID))
    .where(
      and(
        eq(workshopParameters.jobOverrunSmsEnabled, true),
        eq(appointments.statusCode, STATUS.JobStarted),
        isNull(appointments.deletedAt),
        isNull(appointments.mainAppointmentID),
        isNull(appointments.jobOverrunSmsDateTime),
        isNotNull(appointments.jobStartDateTime),
        isNotNull(appointments.mobile),
        sql`${appointments.smsConsent} is distinct from false`,
      ),
    )
    .limit(WATCH_LIMIT);
}

/** Marks the job as told, in the transaction that queued the SMS. */
export async function markOverrunTold(db: Executor, appointmentID: string, at: Date): Promise<void> {
  await db
    .update(appointments)
    .set({ jobOverrunSmsDateTime: at, version: sql`${appointments.version} + 1` })
    .where(eq(appointments.appointmentID, appointmentID));
}
