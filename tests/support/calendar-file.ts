import ICAL from 'ical.js';

/**
 * A downloaded calendar as a calendar app reads it (ical.js): the VCALENDAR, its time zones
 * registered from its own VTIMEZONE blocks (so `toJSDate()` is the real instant, not a floating
 * time), and its events. Throws when the text is not iCalendar.
 */
export function readCalendar(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  if (calendar.name !== 'vcalendar') throw new Error(`not a calendar: ${calendar.name}`);
  for (const zone of calendar.getAllSubcomponents('vtimezone')) {
    ICAL.TimezoneService.register(new ICAL.Timezone(zone));
  }
  const vevents = calendar.getAllSubcomponents('vevent');
  return { calendar, vevents, events: vevents.map((vevent) => new ICAL.Event(vevent)) };
}
