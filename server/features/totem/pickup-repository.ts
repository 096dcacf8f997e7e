import { and, asc, desc, eq, inArray, isNull } from 'drizzle-orm';
import { LIVE_STATUSES, STATUS } from '../../../shared/appointments/appointment-status.ts';
import type { Executor } from '../../core/db/client.ts';
import { appointments } from '../../core/db/schema/index.ts';
import type { AppointmentRow } from '../../core/graphql/models.ts';
import { plateOrSurname } from './totem-repository.ts';

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
