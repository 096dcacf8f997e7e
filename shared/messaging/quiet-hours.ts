import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';

dayjs.extend(utc);
dayjs.extend(timezone);

/**
 * Scheduled SMS (reminders, a delayed thank-you) go out by day in the workshop's zone, from 08:00
 * to 21:00, unless the workshop allows them at night (`nightSmsAllowed`). Messages a person causes
 * (a check-in's welcome, a booking's confirmation) are not scheduled and leave at once.
 */
export const DAY_START_HOUR = 8;
export const DAY_END_HOUR = 21;

/** Whether a scheduled SMS may leave at `at`. */
export function isSendableTime(at: Date, timeZone: string, nightAllowed: boolean): boolean {
  if (nightAllowed) return true;
  const hour = dayjs(at).tz(timeZone).hour();
  return hour >= DAY_START_HOUR && hour < DAY_END_HOUR;
}

/** The first moment at or after `at` when a scheduled SMS may leave: `at`, or the next 08:00. */
export function sendableAt(at: Date, timeZone: string, nightAllowed: boolean): Date {
  if (isSendableTime(at, timeZone, nightAllowed)) return at;
  const local = dayjs(at).tz(timeZone);
  const morning = local.hour() >= DAY_END_HOUR ? local.add(1, 'day') : local;
  // Built from the calendar day, so a daylight-saving night still lands on 08:00 local.
  return dayjs.tz(`${morning.format('YYYY-MM-DD')} 0${DAY_START_HOUR}:00`, timeZone).toDate();
}
