import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../server/app/seed/demo-users.ts';
import { appointmentLogs, appointments, outboxMessages } from '../../server/core/db/schema/index.ts';
import { errorCode, gql, type Session, signIn } from '../support/graphql-client.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { newPlate } from '../support/withdrawal-support.ts';
import { demoWorkshop } from '../support/workshop-fixture.ts';

/**
 * The customer's language from every place that meets the customer (docs/messaging.md, "Language
 * of messages"): the desk and booking forms, and the customer's own switch on their tracking page.
 */
const RESULT = 'appointment { appointmentID customerLanguage trackingCode } formErrors { field code }';
const m = (name: string, input: string) =>
  `mutation ($input: ${input}!) { ${name}(input: $input) { ${RESULT} } }`;
const SET_TRACKING =
  'mutation ($code: ID!, $language: String!) { setTrackingLanguage(code: $code, language: $language) { success } }';

type Visit = { appointmentID: string; customerLanguage: string | null; trackingCode: string };

let server: TestServer;
let hostess: Session;
let mi: Awaited<ReturnType<typeof demoWorkshop>>;
let queueID: string;

beforeAll(async () => {
  server = await startTestServer();
  hostess = await signIn(server.url, 'hostess', DEMO_PASSWORD);
  mi = await demoWorkshop(server, 'MI01');
  queueID = await mi.newQueue('Lingue');
});
afterAll(async () => {
  await server?.stop();
});

function walkIn(extra: Record<string, unknown>, plate = newPlate()) {
  return gql<{ registerNewAppointment: { appointment: Visit | null } }>(
    server.url,
    m('registerNewAppointment', 'RegisterNewAppointmentInput'),
    {
      input: {
        workshopID: mi.workshopID,
        queueID,
        vehicleBrandID: mi.vehicleBrandID,
        licensePlate: plate,
        name: 'Jane Visitor',
        mobile: '+393331234567',
        description: 'Service',
        ...extra,
      },
    },
    hostess,
  );
}

function booking(name: 'createAppointment' | 'updateAppointment', extra: Record<string, unknown>) {
  return gql<Record<string, { appointment: Visit | null }>>(
    server.url,
    m(name, name === 'createAppointment' ? 'AppointmentInput' : 'UpdateAppointmentInput'),
    {
      input: {
        workshopID: mi.workshopID,
        licensePlate: 'LG123EN',
        name: 'John Booked',
        mobile: '3331234567',
        vehicleBrandID: mi.vehicleBrandID,
        vehicleModel: 'Panda',
        bookingDateTime: '2030-03-04T09:00:00Z',
        sendConfirmationSms: false,
        ...extra,
      },
    },
    hostess,
  );
}

const welcome = (appointmentID: string) =>
  server.services.db
    .select()
    .from(outboxMessages)
    .where(
      and(
        eq(outboxMessages.appointmentID, appointmentID),
        eq(outboxMessages.kind, 'randomCheckinWelcomeSms'),
      ),
    );

describe('the customer language from the desk', () => {
  it('a desk check-in in English keeps it and sends the welcome whose link opens in English', async () => {
    const reply = await walkIn({ customerLanguage: 'en' });
    const visit = reply.data?.registerNewAppointment.appointment;
    expect(visit?.customerLanguage).toBe('en');
    const [sms] = await welcome(visit!.appointmentID);
    expect(sms?.body).toContain(`/tracking/${visit!.trackingCode}?lng=en`);
  });

  it('not known (null or absent): the welcome link follows the phone', async () => {
    for (const extra of [{ customerLanguage: null }, {}]) {
      const visit = (await walkIn(extra)).data?.registerNewAppointment.appointment;
      expect(visit?.customerLanguage).toBeNull();
      const [sms] = await welcome(visit!.appointmentID);
      expect(sms?.body).toContain(`/tracking/${visit!.trackingCode}`);
      expect(sms?.body).not.toContain('lng=');
    }
  });

  it('refuses another language as BAD_USER_INPUT on the field, and registers nothing', async () => {
    const plate = newPlate();
    for (const customerLanguage of ['de', 'EN', '', 'it-IT']) {
      const reply = await walkIn({ customerLanguage }, plate);
      expect(errorCode(reply)).toBe('BAD_USER_INPUT');
      expect(reply.errors?.[0]?.extensions).toMatchObject({
        field: 'customerLanguage',
        reason: 'validation.invalid',
      });
    }
    const rows = await server.services.db
      .select()
      .from(appointments)
      .where(eq(appointments.licensePlate, plate));
    expect(rows).toEqual([]);
    expect(errorCode(await booking('createAppointment', { customerLanguage: 'fr' }))).toBe('BAD_USER_INPUT');
  });

  it('a booking keeps it; an edit changes it, clears it with null and leaves it when absent', async () => {
    const created = (await booking('createAppointment', { customerLanguage: 'en' })).data?.createAppointment
      ?.appointment;
    expect(created?.customerLanguage).toBe('en');
    const id = created!.appointmentID;
    const edit = async (extra: Record<string, unknown>) =>
      (await booking('updateAppointment', { appointmentID: id, ...extra })).data?.updateAppointment
        ?.appointment?.customerLanguage;
    expect(await edit({})).toBe('en');
    expect(await edit({ customerLanguage: 'it' })).toBe('it');
    expect(await edit({ customerLanguage: null })).toBeNull();
    const refused = await booking('updateAppointment', { appointmentID: id, customerLanguage: 'xx' });
    expect(errorCode(refused)).toBe('BAD_USER_INPUT');
    const [row] = await server.services.db
      .select()
      .from(appointments)
      .where(eq(appointments.appointmentID, id));
    expect(row?.customerLanguage).toBeNull();
  });
});

describe('the customer language from the customer', () => {
  it('switching the tracking page records it on that visit only, with its log line, and overrides staff', async () => {
    const mine = (await walkIn({ customerLanguage: 'it' })).data!.registerNewAppointment.appointment!;
    const other = (await walkIn({})).data!.registerNewAppointment.appointment!;
    const reply = await gql(server.url, SET_TRACKING, { code: mine.trackingCode, language: 'en' });
    expect(reply.errors).toBeUndefined();
    const read = async (id: string) =>
      (await server.services.db.select().from(appointments).where(eq(appointments.appointmentID, id)))[0];
    expect((await read(mine.appointmentID))?.customerLanguage).toBe('en');
    expect((await read(other.appointmentID))?.customerLanguage).toBeNull();
    const logs = await server.services.db
      .select()
      .from(appointmentLogs)
      .where(
        and(
          eq(appointmentLogs.appointmentID, mine.appointmentID),
          eq(appointmentLogs.actionType, 'CustomerLanguageChanged'),
        ),
      );
    expect(logs).toEqual([
      expect.objectContaining({ userID: null, payload: { language: 'en', from: 'it', source: 'tracking' } }),
    ]);
    // The same choice again writes nothing more.
    await gql(server.url, SET_TRACKING, { code: mine.trackingCode, language: 'en' });
    const again = await server.services.db
      .select()
      .from(appointmentLogs)
      .where(
        and(
          eq(appointmentLogs.appointmentID, mine.appointmentID),
          eq(appointmentLogs.actionType, 'CustomerLanguageChanged'),
        ),
      );
    expect(again).toHaveLength(1);
  });

  it('takes only it or en, and only a code that opens a visit', async () => {
    const visit = (await walkIn({})).data!.registerNewAppointment.appointment!;
    for (const language of ['de', '', 'EN']) {
      const reply = await gql(server.url, SET_TRACKING, { code: visit.trackingCode, language });
      expect(errorCode(reply)).toBe('BAD_USER_INPUT');
    }
    const unknown = await gql(server.url, SET_TRACKING, { code: 'A'.repeat(22), language: 'en' });
    expect(errorCode(unknown)).toBe('NOT_FOUND');
    const [row] = await server.services.db
      .select()
      .from(appointments)
      .where(eq(appointments.appointmentID, visit.appointmentID));
    expect(row?.customerLanguage).toBeNull();
  });
});
