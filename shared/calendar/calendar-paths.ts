/**
 * The calendar download routes (docs/calendar.md). Short on purpose: the pickup's link travels in
 * an SMS, where every character counts. Both end in `.ics`, so a phone hands the file to its
 * calendar.
 */

/** `GET /cal/<tracking code>.ics`: the customer's pickup booking as one event. */
export const PICKUP_CALENDAR_PATH = '/cal/';

/** `GET /agenda/<token>.ics`: a staff member's secret feed of their workshops' appointments. */
export const AGENDA_FEED_PATH = '/agenda/';

/** The pickup file's address for a visit's tracking code (same-origin when `origin` is ''). */
export function pickupCalendarUrl(origin: string, trackingCode: string): string {
  return `${origin}${PICKUP_CALENDAR_PATH}${trackingCode}.ics`;
}

/** The secret feed's address for a token. */
export function agendaFeedUrl(origin: string, token: string): string {
  return `${origin}${AGENDA_FEED_PATH}${token}.ics`;
}

/** The code or token a calendar path names: what sits between the prefix and `.ics`; null otherwise. */
export function calendarPathSecret(rest: string): string | null {
  const match = /^([A-Za-z0-9_-]{16,64})\.ics$/.exec(rest);
  return match?.[1] ?? null;
}
