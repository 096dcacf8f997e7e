import { and, asc, desc, eq, gte, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { LIVE_STATUSES, STATUS } from '../../../shared/appointments/appointment-status.ts';
import type { Executor } from '../../core/db/client.ts';
import { appointments } from '../../core/db/schema/index.ts';
import type { AppointmentRow } from '../../core/graphql/models.ts';
import { plateOrSurname } from './totem-repository.ts';

/** Fewer finished jobs than this in the window, and the totem gives no estimate rather than a guess. */
const MIN_SAMPLES = 5;

/**
 * The vehicles in the workshop a customer may come to collect: live visits (not pickups, not
 * deleted) whose plate is `plate` or whose name has `word` as a word, oldest check-in first.
 */
export function findVehiclesInWorkshop(
  db: Executor,
  search: { workshopID: string; plate: string | null; word: string | null },
  limit: number,
): Promise<AppointmentRow[]> {
  const match = plateOrSurname(search);
  if (!match) return Promise.resolve([]);
  return db
    .select()
    .from(appointments)
    .where(
      and(
        eq(appointments.workshopID, search.workshopID),
        isNull(appointments.mainAppointmentID),
        inArray(appointments.statusCode, [...LIVE_STATUSES]),
        isNull(appointments.deletedAt),
        match,
      ),
    )
    .orderBy(asc(appointments.checkinDateTime), asc(appointments.appointmentID))
    .limit(limit);
}

/**
 * The pickups of these visits that are booked (12) or live (waiting, at a box), not deleted: what
 * the totem says of each vehicle it found, in one query for all of them.
 */
export function pickupsOfVisits(db: Executor, mainAppointmentIDs: string[]): Promise<AppointmentRow[]> {
  return db
    .select()
    .from(appointments)
    .where(
      and(
        inArray(appointments.mainAppointmentID, mainAppointmentIDs),
        inArray(appointments.statusCode, [STATUS.Withdrawal, ...LIVE_STATUSES]),
        isNull(appointments.deletedAt),
      ),
    )
    .orderBy(desc(appointments.createdAt));
}

/**
 * The median minutes from job start to job end of the queue's visits finished since `since`; null
 * with too few of them. The workshop's own recent history is the only honest estimate it has.
 */
export async function typicalJobMinutes(
  db: Executor,
  workshopID: string,
  queueID: string,
  since: Date,
): Promise<number | null> {
  const minutes = sql<number>`extract(epoch from ${appointments.jobEndDateTime} - ${appointments.jobStartDateTime}) / 60`;
  const [row] = await db
    .select({
      median: sql<string | null>`percentile_cont(0.5) within group (order by ${minutes})`,
      samples: sql<number>`count(*)::int`,
    })
    .from(appointments)
    .where(
      and(
        eq(appointments.workshopID, workshopID),
        eq(appointments.assignedQueueID, queueID),
        isNull(appointments.mainAppointmentID),
        isNotNull(appointments.jobStartDateTime),
        isNotNull(appointments.jobEndDateTime),
        gte(appointments.jobEndDateTime, since),
        isNull(appointments.deletedAt),
      ),
    );
  if (!row || row.samples < MIN_SAMPLES || row.median === null) return null;
  return Math.round(Number(row.median));
}
