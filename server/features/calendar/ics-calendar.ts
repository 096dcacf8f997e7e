import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import ical, { ICalAlarmType, ICalCalendarMethod } from 'ical-generator';

dayjs.extend(utc);
dayjs.extend(timezone);

/** One event of a Turno calendar file, in the terms of the workshop it happens in. */
export interface CalendarEvent {
  /** Stable across downloads: the same appointment is the same event in the customer's calendar. */
  uid: string;
  /** Grows whenever the event changes, so a calendar replaces its copy rather than keeping both. */
  sequence: number;
  start: Date;
  end: Date;
  /** IANA zone of the workshop: the times are written in it (TZID), with its VTIMEZONE. */
  timeZone: string;
  summary: string;
  location?: string | null;
  description?: string | null;
  url?: string | null;
  /** When the appointment last changed (DTSTAMP and LAST-MODIFIED): the same file for the same data. */
  modifiedAt: Date;
  /** A reminder this many minutes before the start (VALARM, DISPLAY). */
  alarmMinutesBefore?: number;
}

export interface CalendarOptions {
  /** X-WR-CALNAME: how a subscribed feed is named in the calendar app. */
  name?: string;
  /** RFC 5646 language of the texts (it, en). */
  language: string;
  /** REFRESH-INTERVAL / X-PUBLISHED-TTL of a subscribed feed. */
  refreshMinutes?: number;
}

/**
 * An iCalendar (RFC 5545) text of `events`. Built by ical-generator: escaping, line folding and
 * the VTIMEZONE blocks (from @touch4it/ical-timezones) are the libraries'. Times are the
 * workshop's wall clock with its TZID, so "10:00 in Milan" stays 10:00 in Milan across a DST change,
 * and DTSTAMP is the appointment's last change, not "now": the same data gives the same bytes (the
 * agenda feed's ETag rests on that).
 */
export function buildCalendar(events: readonly CalendarEvent[], options: CalendarOptions): string {
  const calendar = ical({
    prodId: { company: 'Turno', product: 'Turno', language: options.language.toUpperCase() },
    method: ICalCalendarMethod.PUBLISH,
    ...(options.name ? { name: options.name } : {}),
    ...(options.refreshMinutes ? { ttl: options.refreshMinutes * 60 } : {}),
    timezone: { name: null, generator: getVtimezoneComponent },
  });
  for (const event of events) {
    calendar.createEvent({
      id: event.uid,
      sequence: event.sequence,
      // dayjs objects: ical-generator converts them to the event's zone itself (a Date would be
      // written in the server's own zone).
      start: dayjs(event.start),
      end: dayjs(event.end),
      timezone: event.timeZone,
      stamp: dayjs(event.modifiedAt),
      lastModified: dayjs(event.modifiedAt),
      summary: event.summary,
      location: event.location || null,
      description: event.description || null,
      url: event.url || null,
      alarms: event.alarmMinutesBefore
        ? [
            {
              type: ICalAlarmType.display,
              trigger: event.alarmMinutesBefore * 60,
              description: event.summary,
            },
          ]
        : [],
    });
  }
  return calendar.toString();
}
