import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointments, outboxMessages } from '../../server/core/db/schema/index.ts';
import { readCalendar } from '../support/calendar-file.ts';
import type { TestServer } from '../support/test-server.ts';
import {
  CANCEL,
  CREATE,
  freshAddress,
  makeVisit,
  romeDay,
  serverWithPickupSlots,
  UPDATE,
  withdrawalCall,
} from '../support/withdrawal-support.ts';

// The customer's pickup booking as a calendar file (docs/calendar.md), fetched over real HTTP
// with the code of the tracking link, as the confirmation page's link and the SMS link do.

let server: TestServer;
const DAY = romeDay(2);
const LATER = romeDay(3);

beforeAll(async () => {
  ({ server } = await serverWithPickupSlots([
    { start: '11:00', end: '12:00' },
    { start: '12:00', end: '12:30' },
  ]));
});
afterAll(async () => {
  await server?.stop();
});

const call = (query: string, variables: Record<string, unknown>) => withdrawalCall(server, query, variables);
const download = (code: string, ip = freshAddress(), init: RequestInit = {}) =>
  fetch(`${server.url}/cal/${code}.ics`, { ...init, headers: { 'x-forwarded-for': ip } });

/** The one VEVENT of a file, parsed as a calendar app would. */
function eventOf(text: string) {
  const { calendar, vevents, events } = readCalendar(text);
  expect(vevents).toHaveLength(1);
  return { event: events[0]!, vevent: vevents[0]!, calendar };
}

const romeInstant = (day: string, time: string) => {
  // The offset of that day in Rome, from Intl (no home-made DST rule).
  const probe = new Date(`${day}T12:00:00Z`);
  const offset = new Intl.DateTimeFormat('en', { timeZone: 'Europe/Rome', timeZoneName: 'longOffset' })
    .formatToParts(probe)
    .find((p) => p.type === 'timeZoneName')!
    .value.replace('GMT', '');
  return new Date(`${day}T${time}:00${offset || '+00:00'}`);
};

/** The visit's live (not cancelled) pickup row. */
async function pickupOf(mainID: string) {
  const [row] = await server.services.db
    .select()
    .from(appointments)
    .where(
      and(
        eq(appointments.mainAppointmentID, mainID),
        eq(appointments.type, 'withdrawal'),
        isNull(appointments.deletedAt),
      ),
    );
  return row!;
}

describe('the pickup calendar file', () => {
  it('gives the booked pickup in the workshop’s zone, with a UID, a reminder and the SMS link to it', async () => {
    const visit = await makeVisit(server, 'MI01', 8);
    expect(
      (await call(CREATE, { input: { code: visit.trackingCode, day: DAY, start: '12:00' } })).success,
    ).toBe(true);
    const res = await download(visit.trackingCode);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename=ritiro-${DAY}.ics`);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const text = await res.text();
    const { event, vevent, calendar } = eventOf(text);
    const pickup = await pickupOf(visit.appointmentID);
    expect(event.uid).toBe(`${pickup.appointmentID}@127.0.0.1`);
    expect(event.sequence).toBe(0);
    expect(event.startDate.zone?.tzid).toBe('Europe/Rome');
    expect(event.startDate.toJSDate().getTime()).toBe(romeInstant(DAY, '12:00').getTime());
    expect(event.endDate.toJSDate().getTime()).toBe(romeInstant(DAY, '12:30').getTime());
    expect(event.summary.startsWith(`Ritiro auto ${visit.licensePlate} – `)).toBe(true);
    expect(event.location).toContain(event.summary.split('– ')[1]);
    expect(vevent.getFirstSubcomponent('valarm')?.getFirstPropertyValue('action')).toBe('DISPLAY');
    expect(calendar.getFirstSubcomponent('vtimezone')?.getFirstPropertyValue('tzid')).toBe('Europe/Rome');
    expect(text).toContain(`DTSTART;TZID=Europe/Rome:${DAY.replaceAll('-', '')}T120000`);

    // The confirmation SMS carries the file's short link (no language query: the file knows it).
    const [sms] = await server.services.db
      .select()
      .from(outboxMessages)
      .where(
        and(
          eq(outboxMessages.appointmentID, visit.appointmentID),
          eq(outboxMessages.kind, 'pickupConfirmationSms'),
        ),
      );
    expect(sms?.body).toContain(`Calendario: ${server.services.publicUrl}/cal/${visit.trackingCode}.ics`);
  });

  it('keeps its UID and raises SEQUENCE when the pickup moves, and speaks the customer’s language', async () => {
    const visit = await makeVisit(server, 'MI01', 8);
    await server.services.db
      .update(appointments)
      .set({ customerLanguage: 'en' })
      .where(eq(appointments.appointmentID, visit.appointmentID));
    await call(CREATE, { input: { code: visit.trackingCode, day: DAY, start: '11:00' } });
    const before = eventOf(await (await download(visit.trackingCode)).text()).event;
    expect(
      (await call(UPDATE, { input: { code: visit.trackingCode, day: LATER, start: '12:00' } })).success,
    ).toBe(true);
    const res = await download(visit.trackingCode);
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename=pickup-${LATER}.ics`);
    const after = eventOf(await res.text()).event;
    expect(after.uid).toBe(before.uid);
    expect(after.sequence).toBeGreaterThan(before.sequence);
    expect(after.startDate.toJSDate().getTime()).toBe(romeInstant(LATER, '12:00').getTime());
    expect(after.summary.startsWith('Car pickup ')).toBe(true);
    const moved = await server.services.db
      .select()
      .from(outboxMessages)
      .where(
        and(
          eq(outboxMessages.appointmentID, visit.appointmentID),
          eq(outboxMessages.kind, 'pickupChangedSms'),
        ),
      );
    expect(moved[0]?.body).toContain(`Calendar: ${server.services.publicUrl}/cal/${visit.trackingCode}.ics`);
  });

  it('gives a clear 404 page, never a stale event, with no booking, once cancelled, or once over', async () => {
    const visit = await makeVisit(server, 'MI01', 8);
    const none = await download(visit.trackingCode);
    expect(none.status).toBe(404);
    expect(none.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await none.text()).toContain('Nessun ritiro da aggiungere');

    await call(CREATE, { input: { code: visit.trackingCode, day: DAY, start: '11:00' } });
    expect((await download(visit.trackingCode)).status).toBe(200);
    expect((await call(CANCEL, { access: { code: visit.trackingCode } })).success).toBe(true);
    expect((await download(visit.trackingCode)).status).toBe(404);

    await call(CREATE, { input: { code: visit.trackingCode, day: DAY, start: '11:00' } });
    // Over: the booking's slot ended yesterday.
    const live = await pickupOf(visit.appointmentID);
    await server.services.db
      .update(appointments)
      .set({ bookingDateTime: new Date(Date.now() - 86_400_000) })
      .where(eq(appointments.appointmentID, live.appointmentID));
    expect((await download(visit.trackingCode)).status).toBe(404);
  });

  it('refuses a wrong code as the tracking page does: 404, then 429 for the address, a good code included', async () => {
    const visit = await makeVisit(server, 'MI01', 8);
    await call(CREATE, { input: { code: visit.trackingCode, day: DAY, start: '12:00' } });
    const ip = '203.0.113.99';
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++)
      statuses.push((await download(`${visit.trackingCode.slice(0, -2)}zz`, ip)).status);
    expect(statuses.slice(0, 30).every((s) => s === 404)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    expect((await download(visit.trackingCode, ip)).status).toBe(429);
    // Another address is not affected; a malformed path and another method are refused plainly.
    expect((await download(visit.trackingCode)).status).toBe(200);
    expect((await fetch(`${server.url}/cal/x.ics`)).status).toBe(404);
    expect((await download(visit.trackingCode, freshAddress(), { method: 'POST' })).status).toBe(405);
    const head = await download(visit.trackingCode, freshAddress(), { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
  });
});
