import { and, eq, gte, isNull, lt, ne, sql } from 'drizzle-orm';
import { STATUS } from '../../../shared/appointments/appointment-status.ts';
import type { Database } from '../../core/db/client.ts';
import { appointments, webhookEndpoints, workshops } from '../../core/db/schema/index.ts';
import { nameBasedId } from '../../core/jobs/name-based-id.ts';
import { dayRange, workshopDay } from '../../core/workshop/workshop-day.ts';
import { webhookPayload } from './webhook-payload.ts';
import { appointmentFacts, insertDeliveries } from './webhooks-repository.ts';

/** Bookings whose day ended longer ago than this are not announced any more (a new endpoint's past). */
const LOOK_BACK_DAYS = 2;

/**
 * A no-show is no change of its own: a booking becomes one when its day ends in the workshop's
 * zone without a check-in (as the history lists it). A job every quarter of an hour writes the
 * `appointment.no_show` deliveries of the bookings whose day ended, for the workshops with an
 * endpoint that takes them. The event's id is derived from the appointment's, so a booking is
 * announced once to each endpoint however many passes see it. Resolves to the deliveries written.
 */
export async function recordNoShows(db: Database, now: Date): Promise<number> {
  const subscribed = await db
    .select({
      endpointID: webhookEndpoints.webhookEndpointID,
      workshopID: workshops.workshopID,
      timeZone: workshops.timeZone,
    })
    .from(webhookEndpoints)
    .innerJoin(workshops, eq(workshops.workshopID, webhookEndpoints.workshopID))
    .where(
      and(
        eq(webhookEndpoints.enabled, true),
        sql`'appointment.no_show' = any(${webhookEndpoints.eventTypes})`,
      ),
    );
  const byWorkshop = Map.groupBy(subscribed, (row) => row.workshopID);
  let written = 0;
  for (const [workshopID, endpoints] of byWorkshop) {
    const timeZone = endpoints[0]?.timeZone ?? 'Europe/Rome';
    const today = workshopDay(now, timeZone);
    const todayStart = dayRange(today, today, timeZone).start;
    const since = new Date(todayStart.getTime() - LOOK_BACK_DAYS * 86_400_000);
    const missed = await db
      .select({ appointmentID: appointments.appointmentID })
      .from(appointments)
      .where(
        and(
          eq(appointments.workshopID, workshopID),
          eq(appointments.statusCode, STATUS.BookedNotArrived),
          ne(appointments.type, 'withdrawal'),
          isNull(appointments.deletedAt),
          lt(appointments.bookingDateTime, todayStart),
          gte(appointments.bookingDateTime, since),
        ),
      );
    for (const { appointmentID } of missed) {
      const facts = await appointmentFacts(db, appointmentID);
      if (!facts) continue;
      const payload = webhookPayload('appointment.no_show', now, facts);
      // One statement: every endpoint's delivery, or (already announced) none.
      const rows = await insertDeliveries(
        db,
        endpoints.map((endpoint) => ({
          webhookEndpointID: endpoint.endpointID,
          workshopID,
          eventID: nameBasedId(`no_show:${appointmentID}`),
          eventType: 'appointment.no_show',
          payload: { ...payload },
          occurredAt: now,
          nextAttemptAt: now,
        })),
      );
      written += rows.length;
    }
  }
  return written;
}
