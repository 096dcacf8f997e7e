import { eq } from 'drizzle-orm';
import type { Executor } from '../../core/db/client.ts';
import { appointments } from '../../core/db/schema/index.ts';
import type { AppointmentRow } from '../../core/graphql/models.ts';
import { estimatedWaitNow } from '../../core/loaders/waiting-list.ts';

/**
 * Records on a visit that has just checked in (inside the check-in's transaction, with the
 * newcomer already in their queue) the wait it is told now: the promise the estimate's accuracy is
 * measured against once the customer is called (docs/queue-order.md). Written every time, so a
 * second check-in after an undo replaces the first one's promise; null when no box is open.
 */
export async function recordCheckinEstimate(
  tx: Executor,
  row: AppointmentRow,
  now: Date,
): Promise<AppointmentRow> {
  const minutes = await estimatedWaitNow(tx, row, now);
  await tx
    .update(appointments)
    .set({ checkinEstimatedWaitMinutes: minutes })
    .where(eq(appointments.appointmentID, row.appointmentID));
  return { ...row, checkinEstimatedWaitMinutes: minutes };
}
