import { createHash } from 'node:crypto';
import { asMessageLanguage } from '../../../shared/messaging/message-language.ts';
import { maskPlate } from '../../../shared/privacy/kiosk-masking.ts';
import { workshopDay } from '../../../shared/time/workshop-day.ts';
import type { RequestContext } from '../../core/context/context.ts';
import { type Limited, limitFailedLookups } from '../../core/http/public-lookups.ts';
import { takeRateLimitHit } from '../../core/http/rate-limit.ts';
import { loadHeldRoles } from '../auth/auth-repository.ts';
import { hashCode } from '../auth/secret-codes.ts';
import { instantOf, slotStartingAt } from '../withdrawal/slot-calendar.ts';
import { type SlotRow, slotsOf } from '../withdrawal/withdrawal-repository.ts';
import { feedAppointments, feedWorkshops, findFeedByHash, touchFetched } from './agenda-feed-repository.ts';
import { CALENDAR_TEXTS } from './calendar-texts.ts';
import { buildCalendar, type CalendarEvent } from './ics-calendar.ts';
import { eventUid, workshopPlace } from './ics-fields.ts';

/** The feed's window: a week back (what just happened) to two months ahead. */
export const FEED_DAYS_BACK = 7;
export const FEED_DAYS_AHEAD = 60;
/** A bound on one read, far above a workshop's two months of bookings. */
const MAX_EVENTS = 5_000;
/** A booking has no end of its own: it holds this long in the calendar. */
const BOOKING_MINUTES = 30;
/** Reads of one feed per hour: calendar servers poll every 15 minutes to a few hours. */
const READS_PER_FEED = { limit: 120, windowMs: 3_600_000 };
/** How often a calendar is asked to come back (REFRESH-INTERVAL), and how long it may cache. */
export const FEED_REFRESH_MINUTES = 15;

export type AgendaFeedRead =
  | {
      kind: 'feed';
      ics: string;
      etag: string;
      lastModified: Date;
      agendaFeedID: string;
      userID: string;
      events: number;
    }
  /** The feed is read too often: 429 until the hour's window ends. */
  | { kind: 'busy'; agendaFeedID: string; userID: string };

/**
 * A staff member's agenda by the token of their feed URL. Refused (null) when the token is unknown
 * or revoked, or its user is deleted, locked or holds no role in a live workshop: those spend the
 * address's failed look-ups (LOOKUP_LIMITED once spent), so tokens cannot be tried in bulk.
 *
 * What a feed carries, and why so little (decision 0024): it is fetched and kept by a third-party
 * calendar server, so each event is the appointment's time, kind (booking or pickup), masked plate
 * and queue, at the workshop's address. No customer name, phone, e-mail, note or full plate.
 */
export async function readAgendaFeed(
  ctx: RequestContext,
  token: string,
): Promise<Limited<AgendaFeedRead | null>> {
  return limitFailedLookups(ctx, 'agenda-feed', async (): Promise<AgendaFeedRead | undefined> => {
    const found = await findFeedByHash(ctx.db, hashCode(token));
    if (!found || found.user.deletedAt || found.user.userLocked) return undefined;
    const { agendaFeedID } = found.feed;
    const userID = found.user.userID;
    const workshopIDs = [...new Set((await loadHeldRoles(ctx.db, userID)).map((role) => role.workshopID))];
    if (workshopIDs.length === 0) return undefined;
    const now = ctx.now();
    if (!(await takeRateLimitHit(ctx.db, `agenda-feed:${agendaFeedID}`, READS_PER_FEED, now))) {
      return { kind: 'busy', agendaFeedID, userID };
    }
    const language = asMessageLanguage(found.user.preferredLanguage);
    const events = await feedEvents(ctx, workshopIDs, now, language);
    const ics = buildCalendar(events, {
      language,
      name: CALENDAR_TEXTS[language].feedName('Agenda'),
      refreshMinutes: FEED_REFRESH_MINUTES,
    });
    await touchFetched(ctx.db, agendaFeedID, now);
    const lastModified = new Date(
      Math.max(found.feed.createdAt.getTime(), ...events.map((event) => event.modifiedAt.getTime())),
    );
    return {
      kind: 'feed',
      ics,
      etag: `"${createHash('sha256').update(ics).digest('base64url').slice(0, 27)}"`,
      lastModified,
      agendaFeedID,
      userID,
      events: events.length,
    };
  });
}

/** The events of the workshops' booked appointments and pickups in the window around `now`. */
async function feedEvents(
  ctx: RequestContext,
  workshopIDs: readonly string[],
  now: Date,
  language: 'it' | 'en',
): Promise<CalendarEvent[]> {
  const from = new Date(now.getTime() - FEED_DAYS_BACK * 86_400_000);
  const to = new Date(now.getTime() + FEED_DAYS_AHEAD * 86_400_000);
  const [rows, places] = await Promise.all([
    feedAppointments(ctx.db, workshopIDs, from, to, MAX_EVENTS),
    feedWorkshops(ctx.db, workshopIDs),
  ]);
  const workshopByID = new Map(places.map((w) => [w.workshopID, w]));
  // A pickup lasts its slot: each workshop's weekly slots, read once.
  const slotsByWorkshop = new Map<string, SlotRow[]>();
  for (const workshopID of new Set(rows.filter((r) => r.type === 'withdrawal').map((r) => r.workshopID))) {
    slotsByWorkshop.set(workshopID, await slotsOf(ctx.db, workshopID));
  }
  const texts = CALENDAR_TEXTS[language];
  return rows.flatMap((row): CalendarEvent[] => {
    const workshop = workshopByID.get(row.workshopID);
    if (!workshop || !row.bookingDateTime) return [];
    const start = row.bookingDateTime;
    const pickup = row.type === 'withdrawal';
    const slot = pickup
      ? slotStartingAt(slotsByWorkshop.get(row.workshopID) ?? [], start, workshop.timeZone)
      : undefined;
    const end = slot
      ? instantOf(workshopDay(start, workshop.timeZone), slot.end, workshop.timeZone)
      : new Date(start.getTime() + BOOKING_MINUTES * 60_000);
    return [
      {
        uid: eventUid(row.appointmentID, ctx.publicUrl),
        sequence: row.version - 1,
        start,
        end,
        timeZone: workshop.timeZone,
        summary: texts.feedSummary(pickup ? 'pickup' : 'booking', maskPlate(row.licensePlate), row.queueName),
        location: workshopPlace(workshop),
        modifiedAt: row.updatedAt,
      },
    ];
  });
}
