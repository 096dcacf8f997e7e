import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';

dayjs.extend(utc);
dayjs.extend(timezone);

/** The longest history a demo appointment has, and the furthest booking ahead, in minutes. */
const LOOKBACK_MINUTES = 240;
const LOOKAHEAD_MINUTES = 300;

/** Instants of the demo's "today" in a workshop's time zone, all on that calendar day. */
export interface DemoDay {
  now: Date;
  /** `minutes` before now. */
  ago(minutes: number): Date;
  /** `minutes` after now. */
  later(minutes: number): Date;
  /** A booking time: `date` rounded down to five minutes, never before midnight. */
  slot(date: Date): Date;
  /** hh:mm on the day `daysFromToday` away, in the workshop's zone. */
  at(daysFromToday: number, hour: number, minute: number): Date;
  endOfDay: Date;
}

/**
 * Offsets are squeezed when "now" is close to midnight, so a seed run at 00:30 still gives a
 * checked-out customer whose whole visit happened today, in order, before now.
 */
export function demoDay(now: Date, timeZone: string): DemoDay {
  const local = dayjs(now).tz(timeZone);
  const startOfDay = local.startOf('day');
  const endOfDay = local.endOf('day');
  const sinceMidnight = local.diff(startOfDay, 'minute', true);
  const untilMidnight = endOfDay.diff(local, 'minute', true);
  const backScale = Math.min(1, sinceMidnight / (LOOKBACK_MINUTES + 5));
  const aheadScale = Math.min(1, untilMidnight / (LOOKAHEAD_MINUTES + 5));
  const wholeSeconds = (ms: number) => new Date(Math.floor(ms / 1000) * 1000);

  return {
    now,
    ago: (minutes) => wholeSeconds(now.getTime() - minutes * backScale * 60_000),
    later: (minutes) => wholeSeconds(now.getTime() + minutes * aheadScale * 60_000),
    // Whole-hour zone offsets (as Italy's) make five-minute rounding in UTC the same as local.
    slot: (date) => new Date(Math.max(Math.floor(date.getTime() / 300_000) * 300_000, startOfDay.valueOf())),
    // Parsed as wall-clock time so the offset is that day's, across daylight-saving changes.
    at: (daysFromToday, hour, minute) =>
      dayjs
        .tz(
          `${startOfDay.add(daysFromToday, 'day').format('YYYY-MM-DD')} ${pad(hour)}:${pad(minute)}`,
          timeZone,
        )
        .toDate(),
    endOfDay: endOfDay.toDate(),
  };
}

const pad = (n: number) => String(n).padStart(2, '0');
