import { and, count, eq, inArray, isNull } from 'drizzle-orm';
import { WAITING_STATUSES } from '../../../shared/appointments/appointment-status.ts';
import type { Database } from '../../core/db/client.ts';
import { appointments, workshops } from '../../core/db/schema/index.ts';

/** Customers waiting in each workshop's queues now, by workshop code (`turno_customers_waiting`). */
export async function waitingPerWorkshop(db: Database) {
  const rows = await db
    .select({ workshop: workshops.workshopCode, waiting: count(appointments.appointmentID) })
    .from(workshops)
    .leftJoin(
      appointments,
      and(
        eq(appointments.workshopID, workshops.workshopID),
        inArray(appointments.statusCode, [...WAITING_STATUSES]),
      ),
    )
    .where(isNull(workshops.deletedAt))
    .groupBy(workshops.workshopCode);
  return rows.map((row) => ({ labels: { workshop: row.workshop }, value: row.waiting }));
}
