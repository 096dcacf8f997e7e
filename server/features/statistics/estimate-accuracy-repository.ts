import { and, asc, eq, gte, inArray, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../core/db/client.ts';
import { appointments, queues } from '../../core/db/schema/index.ts';

/** One called customer of the window: their queue, the wait promised at check-in and the real one. */
export interface EstimateSampleRow {
  queueID: string;
  queueName: string;
  estimatedMinutes: number;
  actualMinutes: number;
}

const a = appointments;

/**
 * The customers of a workshop called in [from, to] (to is now: a call of this instant counts) who had an estimate at check-in, with their
 * queue; `queueIDs` narrows to some queues (a tracking page needs its own). Through the
 * (workshop, acceptance) index: a week of one workshop is its week's calls, not its history.
 */
export function findEstimateSamples(
  db: Executor,
  workshopID: string,
  from: Date,
  to: Date,
  queueIDs?: readonly string[],
): Promise<EstimateSampleRow[]> {
  return db
    .select({
      queueID: queues.queueID,
      queueName: queues.name,
      estimatedMinutes: sql<number>`${a.checkinEstimatedWaitMinutes}`.mapWith(Number),
      // Seconds to minutes without rounding: the figures round once, at the end.
      actualMinutes:
        sql<number>`extract(epoch from (${a.acceptanceDateTime} - ${a.checkinDateTime})) / 60`.mapWith(
          Number,
        ),
    })
    .from(a)
    .innerJoin(queues, and(eq(queues.queueID, a.assignedQueueID), eq(queues.workshopID, a.workshopID)))
    .where(
      and(
        eq(a.workshopID, workshopID),
        gte(a.acceptanceDateTime, from),
        lte(a.acceptanceDateTime, to),
        isNotNull(a.checkinEstimatedWaitMinutes),
        isNotNull(a.checkinDateTime),
        isNull(a.deletedAt),
        queueIDs ? inArray(a.assignedQueueID, [...queueIDs]) : undefined,
      ),
    )
    .orderBy(asc(queues.viewOrderNumber), asc(queues.name), asc(queues.queueID));
}
