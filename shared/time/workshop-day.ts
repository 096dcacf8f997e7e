import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';

dayjs.extend(utc);
dayjs.extend(timezone);

// Both functions below run for every booking of every queue a live screen shows, so their cost is
// kept low: one Intl formatter per zone (dayjs's zone conversion costs ~70 µs a call, this ~2 µs),
// and day bounds, which never change, remembered.
const dayFormatters = new Map<string, Intl.DateTimeFormat>();
const boundsCache = new Map<string, { start: Date; end: Date }>();
const BOUNDS_CACHE_LIMIT = 2_000;

/** The calendar day (YYYY-MM-DD) an instant falls on in a workshop's time zone. */
export function workshopDay(instant: Date, timeZone: string): string {
  let formatter = dayFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    dayFormatters.set(timeZone, formatter);
  }
  let year = '';
  let month = '';
  let day = '';
  for (const part of formatter.formatToParts(instant)) {
    if (part.type === 'year') year = part.value;
    else if (part.type === 'month') month = part.value;
    else if (part.type === 'day') day = part.value;
  }
  return `${year.padStart(4, '0')}-${month}-${day}`;
}

/** The first and the last instant (exclusive end) of a calendar day in a time zone. */
export function dayBounds(day: string, timeZone: string): { start: Date; end: Date } {
  const key = `${timeZone} ${day}`;
  const known = boundsCache.get(key);
  // Copies: a caller may not change the remembered dates.
  if (known) return { start: new Date(known.start), end: new Date(known.end) };
  const bounds = computeDayBounds(day, timeZone);
  if (boundsCache.size >= BOUNDS_CACHE_LIMIT) boundsCache.clear();
  boundsCache.set(key, bounds);
  return { start: new Date(bounds.start), end: new Date(bounds.end) };
}

function computeDayBounds(day: string, timeZone: string): { start: Date; end: Date } {
  // The next day is computed on the calendar, not by adding 24 hours: days around a daylight-saving
  // change last 23 or 25 hours.
  const next = dayjs.utc(day, 'YYYY-MM-DD').add(1, 'day').format('YYYY-MM-DD');
  return {
    start: dayjs.tz(day, 'YYYY-MM-DD', timeZone).toDate(),
    end: dayjs.tz(next, 'YYYY-MM-DD', timeZone).toDate(),
  };
}

/** The instant a workshop's wall clock shows `time` (HH:mm) on `day` (YYYY-MM-DD). */
export function wallClockInstant(day: string, time: string, timeZone: string): Date {
  return dayjs.tz(`${day} ${time}`, 'YYYY-MM-DD HH:mm', timeZone).toDate();
}
