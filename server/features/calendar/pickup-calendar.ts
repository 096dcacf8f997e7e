import { asMessageLanguage } from '../../../shared/messaging/message-language.ts';
import { workshopDay } from '../../../shared/time/workshop-day.ts';
import type { RequestContext } from '../../core/context/context.ts';
import type { AppointmentRow } from '../../core/graphql/models.ts';
import { type Limited, limitFailedLookups } from '../../core/http/public-lookups.ts';
import { eventLoaders } from '../../core/loaders/loaders.ts';
import { trackingLink } from '../appointments/appointment-messages.ts';
import { loadTracking } from '../tracking/tracking.ts';
import { mainVisitByCode, pickupBooking } from '../withdrawal/customer-access.ts';
import { instantOf } from '../withdrawal/slot-calendar.ts';
import { findActivePickup, findWorkshop } from '../withdrawal/withdrawal-repository.ts';
import { CALENDAR_TEXTS } from './calendar-texts.ts';
import { buildCalendar, type CalendarEvent } from './ics-calendar.ts';
import { eventUid, workshopPlace } from './ics-fields.ts';

/** The reminder a customer's calendar shows before the pickup. */
const PICKUP_ALARM_MINUTES = 60;
/** A pickup booked at a time that is no longer a slot lasts this long in the calendar. */
const FALLBACK_MINUTES = 30;

export type PickupCalendar =
  | { kind: 'file'; ics: string; fileName: string; pickupID: string; workshopID: string }
  /** The code is good but there is nothing to add: no booking, cancelled, or already over. */
  | { kind: 'none'; language: 'it' | 'en'; mainID: string };

/**
 * The customer's pickup booking as a calendar file, by the code of their link (the tracking page's
 * secret). A code that opens nothing, or an expired link, spends the address's allowance of failed
 * customer look-ups, exactly as the tracking page does (null, or LOOKUP_LIMITED when it is spent);
 * a good code without a coming booking answers `none`, never a stale event.
 */
export async function pickupCalendar(
  ctx: RequestContext,
  code: string,
): Promise<Limited<PickupCalendar | null>> {
  return limitFailedLookups(ctx, 'customer', async () => {
    const main = await mainVisitByCode(ctx.db, code);
    if (!main) return undefined;
    // The link's own rules (expiry, 24 h after the visit closed) apply to the file too.
    if (!(await loadTracking(ctx, eventLoaders(ctx, {}), main.trackingCode))) return undefined;
    const language = asMessageLanguage(main.customerLanguage);
    const pickup = await findActivePickup(ctx.db, main.appointmentID);
    const event = pickup?.bookingDateTime ? await pickupEvent(ctx, main, pickup) : null;
    if (!pickup || !event || event.end.getTime() <= ctx.now().getTime()) {
      return { kind: 'none', language, mainID: main.appointmentID } as const;
    }
    const day = workshopDay(event.start, event.timeZone);
    return {
      kind: 'file',
      ics: buildCalendar([event], { language }),
      fileName: `${language === 'it' ? 'ritiro' : 'pickup'}-${day}.ics`,
      pickupID: pickup.appointmentID,
      workshopID: pickup.workshopID,
    } as const;
  });
}

/** The pickup as one event: the slot's start and end in the workshop's zone, its place, a reminder. */
async function pickupEvent(
  ctx: RequestContext,
  main: AppointmentRow,
  pickup: AppointmentRow,
): Promise<CalendarEvent | null> {
  const workshop = await findWorkshop(ctx.db, pickup.workshopID);
  if (!workshop || !pickup.bookingDateTime) return null;
  const booking = await pickupBooking(ctx, pickup);
  const start = pickup.bookingDateTime;
  const end = booking.end
    ? instantOf(booking.day, booking.end, workshop.timeZone)
    : new Date(start.getTime() + FALLBACK_MINUTES * 60_000);
  const texts = CALENDAR_TEXTS[asMessageLanguage(main.customerLanguage)];
  const link = trackingLink(ctx.publicUrl, main);
  return {
    uid: eventUid(pickup.appointmentID, ctx.publicUrl),
    // Every change of the booking (a move) raises the row's version: the calendar replaces its copy.
    sequence: pickup.version - 1,
    start,
    end,
    timeZone: workshop.timeZone,
    summary: texts.pickupSummary(main.licensePlate, workshop.name),
    location: workshopPlace(workshop),
    description: texts.pickupDescription(link),
    url: link,
    modifiedAt: pickup.updatedAt,
    alarmMinutesBefore: PICKUP_ALARM_MINUTES,
  };
}
