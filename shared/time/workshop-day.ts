import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';

dayjs.extend(utc);
dayjs.extend(timezone);

/** The calendar day (YYYY-MM-DD) an instant falls on in a workshop's time zone. */
export function workshopDay(instant: Date, timeZone: string): string {
  return dayjs(instant).tz(timeZone).format('YYYY-MM-DD');
}

/** The first and the last instant (exclusive end) of a calendar day in a time zone. */
export function dayBounds(day: string, timeZone: string): { start: Date; end: Date } {
  // The next day is computed on the calendar, not by adding 24 hours: days around a daylight-saving
  // change last 23 or 25 hours.
  const next = dayjs.utc(day, 'YYYY-MM-DD').add(1, 'day').format('YYYY-MM-DD');
  return {
    start: dayjs.tz(day, 'YYYY-MM-DD', timeZone).toDate(),
    end: dayjs.tz(next, 'YYYY-MM-DD', timeZone).toDate(),
  };
}
