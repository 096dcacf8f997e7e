import { and, eq, gte, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../core/db/client.ts';
import { appointments } from '../../core/db/schema/index.ts';
import type { QueueJobStats } from './expected-duration.ts';

const minutes = sql`extract(epoch from ${appointments.jobEndDateTime} - ${appointments.jobStartDateTime}) / 60`;

/**
 * Per queue of the workshop, the visits whose job ended since `since`: how many, and the median and
 * 75th percentile of their minutes from job start to job end. One query on the (workshop, job end)
 * index; `queueIDs` narrows it to some queues.
 */
export async function queueJobStats(
  db: Executor,
  workshopID: string,
  since: Date,
  queueIDs?: readonly string[],
): Promise<QueueJobStats[]> {
  const rows = await db
    .select({
      queueID: sql<string>`${appointments.assignedQueueID}`,
      samples: sql<number>`count(*)::int`,
      p50: sql<string | null>`percentile_cont(0.5) within group (order by ${minutes})`,
      p75: sql<string | null>`percentile_cont(0.75) within group (order by ${minutes})`,
    })
    .from(appointments)
    .where(
      and(
        eq(appointments.workshopID, workshopID),
        gte(appointments.jobEndDateTime, since),
        isNotNull(appointments.assignedQueueID),
        queueIDs ? inArray(appointments.assignedQueueID, [...queueIDs]) : undefined,
        isNull(appointments.mainAppointmentID),
        isNotNull(appointments.jobStartDateTime),
        gte(appointments.jobEndDateTime, appointments.jobStartDateTime),
        isNull(appointments.deletedAt),
      ),
    )
    .groupBy(appointments.assignedQueueID);
  return rows.map((row) => ({
    queueID: row.queueID,
    samples: row.samples,
    p50Minutes: row.p50 === null ? null : Number(row.p50),
    p75Minutes: row.p75 === null ? null : Number(row.p75),
  }));
}
