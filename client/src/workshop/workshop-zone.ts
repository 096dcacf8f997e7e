import { workshopDay } from '../../../shared/time/workshop-day.ts';

/**
 * The time zone of the workshop the staff screens show: its `workshopDeskSettings.timeZone`, set by
 * `useDeskSettings` when the workshop's settings arrive (the screens render their body only
 * after that). A live binding, so every formatter that imports it reads the current workshop's
 * zone; Rome until then, where every seeded workshop is.
 */
export let WORKSHOP_TIME_ZONE = 'Europe/Rome';

export function setWorkshopTimeZone(timeZone: string) {
  WORKSHOP_TIME_ZONE = timeZone;
}

/** Today's date (YYYY-MM-DD) in the workshop's zone, as the `day` filter expects it. */
export function workshopToday(now: Date = new Date()): string {
  return workshopDay(now, WORKSHOP_TIME_ZONE);
}
