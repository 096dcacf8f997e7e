import { describe, expect, it } from 'vitest';
import { buildCalendar, type CalendarEvent } from './ics-calendar.ts';
import { eventUid, workshopPlace } from './ics-fields.ts';

/** The unfolded lines of an iCalendar text (RFC 5545 §3.1: a CRLF and a space continue a line). */
const lines = (ics: string) => ics.replace(/\r\n[ \t]/g, '').split('\r\n');
/** The first line named `name` of the first VEVENT (or of the calendar's head for calendar fields). */
const line = (ics: string, name: string) => {
  const all = lines(ics);
  const event = all.indexOf('BEGIN:VEVENT');
  const inEvent = event >= 0 ? all.slice(event).find((l) => l.startsWith(name)) : undefined;
  return inEvent ?? all.find((l) => l.startsWith(name));
};

const event = (over: Partial<CalendarEvent> = {}): CalendarEvent => ({
  uid: 'a1b2@turno.example.com',
  sequence: 0,
  start: new Date('2026-12-01T09:00:00Z'),
  end: new Date('2026-12-01T09:30:00Z'),
  timeZone: 'Europe/Rome',
  summary: 'Ritiro auto AB123CD – Officina Milano',
  location: 'Officina Milano, Via Roma 1, Milano',
  description: 'Per spostarlo: https://turno.example.com/tracking/x',
  url: 'https://turno.example.com/tracking/x',
  modifiedAt: new Date('2026-11-20T08:00:00Z'),
  alarmMinutesBefore: 60,
  ...over,
});

describe('buildCalendar', () => {
  it('writes the workshop’s wall clock with its TZID and VTIMEZONE, a stable UID, the SEQUENCE and a reminder', () => {
    const ics = buildCalendar([event({ sequence: 2 })], { language: 'it' });
    expect(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(ics.trimEnd().endsWith('END:VCALENDAR')).toBe(true);
    expect(line(ics, 'METHOD')).toBe('METHOD:PUBLISH');
    expect(line(ics, 'DTSTART')).toBe('DTSTART;TZID=Europe/Rome:20261201T100000');
    expect(line(ics, 'DTEND')).toBe('DTEND;TZID=Europe/Rome:20261201T103000');
    expect(line(ics, 'UID')).toBe('UID:a1b2@turno.example.com');
    expect(line(ics, 'SEQUENCE')).toBe('SEQUENCE:2');
    expect(line(ics, 'DTSTAMP')).toBe('DTSTAMP:20261120T080000Z');
    expect(lines(ics)).toContain('TZID:Europe/Rome');
    expect(lines(ics)).toContain('BEGIN:VTIMEZONE');
    expect(lines(ics)).toContain('BEGIN:VALARM');
    expect(line(ics, 'TRIGGER')).toBe('TRIGGER:-PT1H');
    // Commas in text values are escaped (the library's job, checked once here).
    expect(line(ics, 'LOCATION')).toBe('LOCATION:Officina Milano\\, Via Roma 1\\, Milano');
    expect(line(ics, 'SUMMARY')).toBe('SUMMARY:Ritiro auto AB123CD – Officina Milano');
  });

  it.each([
    // The day summer time starts in Italy (02:00 → 03:00): 10:00 local is 08:00 UTC.
    ['2026-03-29T08:00:00Z', 'Europe/Rome', '20260329T100000'],
    // The day before, still winter time: 10:00 local is 09:00 UTC.
    ['2026-03-28T09:00:00Z', 'Europe/Rome', '20260328T100000'],
    // The day summer time ends (03:00 → 02:00): 10:00 local is 09:00 UTC again.
    ['2026-10-25T09:00:00Z', 'Europe/Rome', '20261025T100000'],
    // An hour inside the repeated night hour: 02:30 local, the first time (summer), is 00:30 UTC.
    ['2026-10-25T00:30:00Z', 'Europe/Rome', '20261025T023000'],
    // Another zone and its own DST day (second Sunday of March).
    ['2026-03-08T14:00:00Z', 'America/New_York', '20260308T100000'],
  ])('gives %s in %s as local %s', (instant, zone, local) => {
    const start = new Date(instant);
    const ics = buildCalendar([event({ start, end: new Date(start.getTime() + 1800_000), timeZone: zone })], {
      language: 'en',
    });
    expect(line(ics, 'DTSTART')).toBe(`DTSTART;TZID=${zone}:${local}`);
    expect(lines(ics)).toContain(`TZID:${zone}`);
  });

  it('does not depend on the server’s own time zone', () => {
    const before = buildCalendar([event()], { language: 'it' });
    const saved = process.env.TZ;
    try {
      process.env.TZ = 'Asia/Tokyo';
      expect(buildCalendar([event()], { language: 'it' })).toBe(before);
    } finally {
      if (saved === undefined) delete process.env.TZ;
      else process.env.TZ = saved;
    }
  });

  it('gives the same bytes for the same data (the feed’s ETag rests on it)', () => {
    const events = [
      event(),
      event({
        uid: 'c3@turno',
        start: new Date('2026-12-02T09:00:00Z'),
        end: new Date('2026-12-02T09:30:00Z'),
      }),
    ];
    expect(buildCalendar(events, { language: 'it', name: 'Turno', refreshMinutes: 15 })).toBe(
      buildCalendar(events, { language: 'it', name: 'Turno', refreshMinutes: 15 }),
    );
  });

  it('names a subscribed feed and its refresh interval, and writes one VTIMEZONE per zone', () => {
    const ics = buildCalendar([event(), event({ uid: 'b@turno' })], {
      language: 'it',
      name: 'Turno – Agenda',
      refreshMinutes: 15,
    });
    expect(line(ics, 'X-WR-CALNAME')).toBe('X-WR-CALNAME:Turno – Agenda');
    expect(line(ics, 'REFRESH-INTERVAL')).toBe('REFRESH-INTERVAL;VALUE=DURATION:PT15M');
    expect(lines(ics).filter((l) => l === 'BEGIN:VTIMEZONE')).toHaveLength(1);
    expect(lines(ics).filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(2);
  });

  it('writes an empty calendar when there is nothing to show', () => {
    const ics = buildCalendar([], { language: 'en' });
    expect(lines(ics)).not.toContain('BEGIN:VEVENT');
    expect(ics.trimEnd().endsWith('END:VCALENDAR')).toBe(true);
  });
});

describe('event fields', () => {
  it('makes a UID of the appointment id and the installation’s host', () => {
    expect(eventUid('1234', 'https://officina.example.com:8443/')).toBe('1234@officina.example.com');
    expect(eventUid('1234', 'not a url')).toBe('1234@turno');
  });

  it('writes the workshop’s place from the parts it has', () => {
    expect(workshopPlace({ name: 'Officina', address: ' Via Roma 1 ', city: 'Milano' })).toBe(
      'Officina, Via Roma 1, Milano',
    );
    expect(workshopPlace({ name: 'Officina', address: '', city: '' })).toBe('Officina');
  });
});
