import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../server/app/seed/demo-users.ts';
import { appointmentLogs, appointments, outboxMessages } from '../../server/core/db/schema/index.ts';
import { STATUS } from '../../shared/appointments/appointment-status.ts';
import { errorCode, gql, type Session, signIn } from '../support/graphql-client.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { appointmentRow, countAppointments, demoWorkshop } from '../support/workshop-fixture.ts';

const MY_TOTEMS = `{ myTotems { totemID name workshopID workshopName timeZone totemQueues { queueID name color message activity position } } }`;
const TOTEM = `query ($totemID: ID!) { totem(totemID: $totemID) { totemID totemQueues { queueID } } }`;
const FIND = `query ($totemID: ID!, $search: String!) {
  totemFindBooking(totemID: $totemID, search: $search) { appointmentID maskedPlate displayName bookingDateTime kind }
}`;
const RESULT = `welcome { code trackingUrl maskedPlate queueName position estimatedWaitMinutes } problem bookingDateTime formErrors { field code }`;
const WALK_IN = `mutation ($input: TotemWalkInInput!) { totemRegisterWalkIn(input: $input) { ${RESULT} } }`;
const CHECK_IN = `mutation ($input: TotemCheckInInput!) { totemCheckIn(input: $input) { ${RESULT} } }`;
const TRACKING = `query ($code: ID!) { tracking(code: $code) { statusCode position maskedPlate } }`;

type TotemData = {
  totemID: string;
  workshopID: string;
  totemQueues: { queueID: string; name: string; message: string; activity: string; position: number }[];
};
type Booking = {
  appointmentID: string;
  maskedPlate: string;
  displayName: string;
  bookingDateTime: string | null;
  kind: string;
};
type Result = {
  welcome: {
    code: string;
    trackingUrl: string;
    maskedPlate: string;
    queueName: string | null;
    position: number | null;
  } | null;
  problem: string | null;
  bookingDateTime: string | null;
  formErrors: { field: string; code: string }[];
};

let server: TestServer;
let totemDevice: Session;
let monitorDevice: Session;
let hostess: Session;
let mi: Awaited<ReturnType<typeof demoWorkshop>>;
let rm: Awaited<ReturnType<typeof demoWorkshop>>;
let totem: TotemData;

beforeAll(async () => {
  server = await startTestServer();
  totemDevice = await signIn(server.url, 'totem', DEMO_PASSWORD);
  monitorDevice = await signIn(server.url, 'monitor', DEMO_PASSWORD);
  hostess = await signIn(server.url, 'hostess', DEMO_PASSWORD);
  mi = await demoWorkshop(server, 'MI01');
  rm = await demoWorkshop(server, 'RM01');
  const reply = await gql<{ myTotems: TotemData[] }>(server.url, MY_TOTEMS, {}, totemDevice);
  totem = reply.data!.myTotems.find((t) => t.workshopID === mi.workshopID)!;
});
afterAll(async () => {
  await server?.stop();
});

function walkInInput(overrides: Record<string, unknown> = {}) {
  return {
    totemID: totem.totemID,
    queueID: totem.totemQueues[0]!.queueID,
    vehicleBrandID: mi.vehicleBrandID,
    licensePlate: 'TT001AA',
    name: 'Franca Leone',
    mobile: '+39-3471234567',
    description: 'Rumore ai freni',
    smsConsent: true,
    privacyNoticeVersion: 1,
    ...overrides,
  };
}

/**
 * A booking (status 1) written straight into the database: createAppointment over GraphQL refuses
 * every bookingDateTime today (the DateTime scalar hands the schema a Date where it expects a string).
 */
async function book(
  workshop: typeof mi,
  plate: string,
  name: string,
  at: Date,
  queueID?: string,
): Promise<string> {
  const [row] = await server.services.db
    .insert(appointments)
    .values({
      workshopID: workshop.workshopID,
      statusCode: STATUS.BookedNotArrived,
      licensePlate: plate,
      name,
      mobile: '3339876543',
      vehicleBrandID: workshop.vehicleBrandID,
      vehicleModel: 'Panda',
      bookingDateTime: at,
      assignedQueueID: queueID ?? null,
    })
    .returning();
  return row!.appointmentID;
}

async function find(search: string, session: Session = totemDevice) {
  const reply = await gql<{ totemFindBooking: Booking[] }>(
    server.url,
    FIND,
    { totemID: totem.totemID, search },
    session,
  );
  expect(reply.errors).toBeUndefined();
  return reply.data!.totemFindBooking;
}

describe('totem screen data', () => {
  it('lists the device’s totems with their queues, message, activity and position', async () => {
    expect(totem.totemQueues.length).toBe(3);
    expect(totem.totemQueues.map((q) => q.position)).toEqual([1, 2, 3]);
    expect(totem.totemQueues.every((q) => q.name && q.message && q.activity)).toBe(true);
    const asStaff = await gql<{ totem: TotemData }>(server.url, TOTEM, { totemID: totem.totemID }, hostess);
    expect(asStaff.data!.totem.totemQueues).toHaveLength(3);
    expect(errorCode(await gql(server.url, TOTEM, { totemID: totem.totemID }, monitorDevice))).toBe(
      'FORBIDDEN',
    );
  });
});

describe('totem walk-in', () => {
  it('refuses an invalid plate and mobile with field errors and registers nothing', async () => {
    const before = await countAppointments(server);
    const reply = await gql<{ totemRegisterWalkIn: Result }>(
      server.url,
      WALK_IN,
      { input: walkInInput({ licensePlate: 'AB1', mobile: '+39-12345' }) },
      totemDevice,
    );
    const fields = reply.data!.totemRegisterWalkIn.formErrors.map((e) => `${e.field}:${e.code}`);
    expect(fields).toEqual(
      expect.arrayContaining(['licensePlate:validation.licensePlate', 'mobile:validation.mobile']),
    );
    expect(reply.data!.totemRegisterWalkIn.welcome).toBeNull();
    expect(await countAppointments(server)).toBe(before);
  });

  it('accepts only the totem’s own queues', async () => {
    const desk = await mi.newQueue('Solo banco');
    const reply = await gql<{ totemRegisterWalkIn: Result }>(
      server.url,
      WALK_IN,
      { input: walkInInput({ queueID: desk }) },
      totemDevice,
    );
    expect(reply.data!.totemRegisterWalkIn.formErrors.map((e) => e.field)).toEqual(['queueID']);
  });

  it('checks a walk-in in as the device account, once per key, and answers with masked data and the link', async () => {
    const input = walkInInput({ licensePlate: 'tt 002 bb', idempotencyKey: 'totem-walkin-1' });
    const reply = await gql<{ totemRegisterWalkIn: Result }>(server.url, WALK_IN, { input }, totemDevice);
    expect(reply.errors).toBeUndefined();
    const welcome = reply.data!.totemRegisterWalkIn.welcome!;
    expect(welcome.maskedPlate).toBe('TT•••BB');
    expect(welcome.position).toBeGreaterThanOrEqual(1);
    expect(welcome.queueName).toBe(totem.totemQueues[0]!.name);
    expect(welcome.trackingUrl).toMatch(new RegExp(`/tracking/${welcome.code}$`));

    const again = await gql<{ totemRegisterWalkIn: Result }>(server.url, WALK_IN, { input }, totemDevice);
    expect(again.data!.totemRegisterWalkIn.welcome!.code).toBe(welcome.code);

    const tracking = await gql<{ tracking: { statusCode: number } }>(server.url, TRACKING, {
      code: welcome.code,
    });
    expect(tracking.data!.tracking.statusCode).toBe(STATUS.CheckedInRandom);
    const logs = await server.services.db
      .select()
      .from(appointmentLogs)
      .where(eq(appointmentLogs.actionType, 'CheckinRandom'));
    const mine = logs.filter((log) => log.userID === totemDevice.userID);
    expect(mine).toHaveLength(1);
  });

  it("keeps the totem's language as the customer's: the links sent to them open in it", async () => {
    const input = walkInInput({ licensePlate: 'TT 009 EN' });
    const reply = await gql<{ totemRegisterWalkIn: Result }>(
      server.url,
      WALK_IN,
      { input },
      {
        ...totemDevice,
        headers: { 'Accept-Language': 'en-GB,en;q=0.9' },
      },
    );
    const welcome = reply.data!.totemRegisterWalkIn.welcome!;
    // The screen shows the short address; the welcome SMS carries the link in the customer's language.
    expect(welcome.trackingUrl).toMatch(new RegExp(`/tracking/${welcome.code}$`));
    const [row] = await server.services.db
      .select()
      .from(appointments)
      .where(eq(appointments.trackingCode, welcome.code));
    expect(row?.customerLanguage).toBe('en');
    const [sms] = await server.services.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.appointmentID, row!.appointmentID));
    expect(sms?.body).toContain(`/tracking/${welcome.code}?lng=en`);
  });

  it('is refused to a device that is not this totem’s, and the desk mutation stays closed to the totem', async () => {
    expect(errorCode(await gql(server.url, WALK_IN, { input: walkInInput() }, monitorDevice))).toBe(
      'FORBIDDEN',
    );
    const desk = await gql(
      server.url,
      `mutation ($input: RegisterNewAppointmentInput!) { registerNewAppointment(input: $input) { formErrors { field } } }`,
      {
        input: {
          workshopID: mi.workshopID,
          queueID: totem.totemQueues[0]!.queueID,
          vehicleBrandID: mi.vehicleBrandID,
          licensePlate: 'TT003CC',
          name: 'Ugo Neri',
          mobile: '3471234567',
          description: 'Tagliando',
        },
      },
      totemDevice,
    );
    expect(errorCode(desk)).toBe('FORBIDDEN');
  });
});

describe('totem booked check-in', () => {
  it('finds today’s booking by plate or surname with masked data only, and checks it in', async () => {
    const id = await book(mi, 'TB100AA', 'Giorgio Verdelli', new Date());
    const byPlate = await find('tb 100 aa');
    expect(byPlate).toEqual([
      expect.objectContaining({
        appointmentID: id,
        maskedPlate: 'TB•••AA',
        displayName: 'G. Verdelli',
        kind: 'CHECK_IN',
      }),
    ]);
    const bySurname = await find('verdelli');
    expect(bySurname.map((b) => b.appointmentID)).toEqual([id]);
    // Part of a word is not a surname: no fishing for names letter by letter.
    expect(await find('verdel')).toEqual([]);

    const reply = await gql<{ totemCheckIn: Result }>(
      server.url,
      CHECK_IN,
      { input: { totemID: totem.totemID, appointmentID: id } },
      totemDevice,
    );
    expect(reply.errors).toBeUndefined();
    expect(reply.data!.totemCheckIn.welcome!.position).toBeGreaterThanOrEqual(1);
    const row = await appointmentRow(server, id);
    expect(row!.statusCode).toBe(STATUS.CheckedInBooked);
    // The search finds only bookings not yet checked in.
    expect(await find('TB100AA')).toEqual([]);
  });

  it('shows a future booking’s date and does not check it in', async () => {
    const at = new Date(Date.now() + 3 * 24 * 3600_000);
    const id = await book(mi, 'TB200BB', 'Anna Futuri', at);
    const [found] = await find('TB200BB');
    expect(found).toMatchObject({ kind: 'FUTURE', bookingDateTime: at.toISOString() });
    const reply = await gql<{ totemCheckIn: Result }>(
      server.url,
      CHECK_IN,
      { input: { totemID: totem.totemID, appointmentID: id } },
      totemDevice,
    );
    expect(reply.data!.totemCheckIn).toMatchObject({ welcome: null, problem: 'FUTURE' });
    expect(reply.data!.totemCheckIn.bookingDateTime).toBe(at.toISOString());
    expect((await appointmentRow(server, id))!.statusCode).toBe(STATUS.BookedNotArrived);
  });

  it('sends to staff a missed booking, a booking of another workshop and one in a queue the totem does not serve', async () => {
    const past = await book(mi, 'TB300CC', 'Piero Passati', new Date(Date.now() - 3 * 24 * 3600_000));
    const rome = await book(rm, 'TB400DD', 'Rita Romani', new Date());
    const deskQueue = await mi.newQueue('Solo accettazione');
    const desk = await book(mi, 'TB500EE', 'Dario Banchi', new Date(), deskQueue);

    expect((await find('TB300CC'))[0]!.kind).toBe('ASK_STAFF');
    const [other] = await find('TB400DD');
    expect(other).toMatchObject({ kind: 'ASK_STAFF', bookingDateTime: null });
    // Another workshop's customers are not found by surname.
    expect(await find('Romani')).toEqual([]);
    expect((await find('TB500EE'))[0]!.kind).toBe('ASK_STAFF');

    for (const id of [past, rome, desk]) {
      const reply = await gql<{ totemCheckIn: Result }>(
        server.url,
        CHECK_IN,
        { input: { totemID: totem.totemID, appointmentID: id } },
        totemDevice,
      );
      expect(reply.data!.totemCheckIn.problem).toBe('ASK_STAFF');
      expect((await appointmentRow(server, id))!.statusCode).toBe(STATUS.BookedNotArrived);
    }
  });

  it('exposes no phone number or full plate in the search type', async () => {
    const reply = await gql(
      server.url,
      `query ($totemID: ID!) { totemFindBooking(totemID: $totemID, search: "Verdelli") { mobile licensePlate } }`,
      { totemID: totem.totemID },
      totemDevice,
    );
    expect(errorCode(reply)).toBe('GRAPHQL_VALIDATION_FAILED');
  });

  it('limits searches per totem', async () => {
    const replies = [];
    for (let i = 0; i < 32; i++) {
      replies.push(
        await gql(server.url, FIND, { totemID: totem.totemID, search: `ZZ${i}XX00` }, totemDevice),
      );
    }
    expect(errorCode(replies.at(-1)!)).toBe('RATE_LIMITED');
  });
});
