import { workshopDay } from '../../../../shared/time/workshop-day.ts';

/**
 * The workshops' time zone. Each workshop row has one, but the API does not expose it yet (there
 * is no workshop query); every workshop Turno serves is in Italy, so the screens use Rome's until
 * the workshop settings reach the client.
 */
export const WORKSHOP_TIME_ZONE = 'Europe/Rome';

/** Today's date (YYYY-MM-DD) in the workshop's zone, as the `day` filter expects it. */
export function workshopToday(now: Date = new Date()): string {
  return workshopDay(now, WORKSHOP_TIME_ZONE);
}
