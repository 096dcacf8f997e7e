import { and, asc, desc, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../server/app/seed/demo-users.ts';
import { outboxMessages, queues } from '../../server/core/db/schema/index.ts';
import { STATUS } from '../../shared/appointments/appointment-status.ts';
import { errorCode, gql, type Session, signIn } from '../support/graphql-client.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { appointmentRow, countAppointments, demoWorkshop, logTypes } from '../support/workshop-fixture.ts';

const RESULT = 'appointment { appointmentID statusCode acceptedBoxID version } formErrors { field code }';
type Result = {
  appointment: {
    appointmentID: string;
    statusCode: number;
    acceptedBoxID: string | null;
    version: number;
  } | null;
  formErrors: { field: string; code: string }[];
};

const m = (name: string, input: string) =>
  `mutation ($input: ${input}!) { ${name}(input: $input) { ${RESULT} } }`;
const WALK_IN = m('registerNewAppointment', 'RegisterNewAppointmentInput');
const NEXT = m('nextCustomer', 'NextCustomerInput');
const action = (name: string, input = 'AppointmentActionInput') => m(name, input);

let server: TestServer;
let acceptor: Session;
let hostess: Session;
let cashier: Session;
let mi: Awaited<ReturnType<typeof demoWorkshop>>;

beforeAll(async () => {
  server = await startTestServer();
  [acceptor, hostess, cashier] = (await Promise.all(
    ['acceptor1', 'hostess', 'cashier'].map((name) => signIn(server.url, name, DEMO_PASSWORD)),
  )) as [Session, Session, Session];
  mi = await demoWorkshop(server, 'MI01');
});
afterAll(async () => {
  await server?.stop();
});

async function call<T = Result>(query: string, input: Record<string, unknown>, session: Session) {
  const name = /\{ (\w+)\(/.exec(query)?.[1] ?? '';
  const reply = await gql<Record<string, T>>(server.url, query, { input }, session);
  return { reply, result: reply.data?.[name] as T | undefined };
}

async function walkIn(queueID: string, plate: string, session = hostess) {
  const { result } = await call(
    WALK_IN,
    {
      workshopID: mi.workshopID,
      queueID,
      vehicleBrandID: mi.vehicleBrandID,
      licensePlate: plate,
      name: 'Mario Rossi',
      mobile: '+393331234567',
      description: 'Tagliando',
    },
    session,
  );
  const id = result?.appointment?.appointmentID;
  if (!id) throw new Error(`walk-in failed: ${JSON.stringify(result)}`);
  return id;
}

describe('walk-in check-in', () => {
  it('checks a walk-in in as status 3, logs it and queues the welcome SMS', async () => {
    const queueID = await mi.newQueue('Walk-in test');
    const id = await walkIn(queueID, 'ab 123 cd');
    const row = await appointmentRow(server, id);
    expect(row).toMatchObject({
      statusCode: STATUS.CheckedInRandom,
      walkIn: true,
      licensePlate: 'AB123CD',
      assignedQueueID: queueID,
    });
    expect(await logTypes(server, id)).toEqual(expect.arrayContaining(['CheckinRandom']));
    const sms = await server.services.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.appointmentID, id));
    expect(sms.every((message) => message.channel === 'sms' && message.recipient === '+393331234567')).toBe(
      true,
    );
  });

  it.each([
    ['licensePlate', { licensePlate: '' }, 'validation.required'],
    ['licensePlate', { licensePlate: 'AB1' }, 'validation.licensePlate'],
    ['mobile', { mobile: '12345' }, 'validation.mobile'],
    ['name', { name: '  ' }, 'validation.required'],
    ['description', { description: '' }, 'validation.required'],
  ])('refuses a bad %s with a field error and changes nothing', async (field, override, code) => {
    const queueID = await mi.newQueue(`Bad input ${field} ${code}`);
    const before = await countAppointments(server);
    const { result } = await call(
      WALK_IN,
      {
        workshopID: mi.workshopID,
        queueID,
        vehicleBrandID: mi.vehicleBrandID,
        licensePlate: 'AB123CD',
        name: 'Mario Rossi',
        mobile: '3331234567',
        description: 'Tagliando',
        ...override,
      },
      hostess,
    );
    expect(result?.appointment).toBeNull();
    expect(result?.formErrors).toContainEqual({ field, code });
    expect(await countAppointments(server)).toBe(before);
  });
});

describe('who may act', () => {
  it('lets a cashier take payment but not start a job, and a hostess not call customers', async () => {
    const queueID = await mi.newQueue('Roles');
    const boxID = await mi.newBox('Roles box');
    const id = await walkIn(queueID, 'ROL0001');
    expect(errorCode((await call(NEXT, { workshopID: mi.workshopID, boxID, queueID }, hostess)).reply)).toBe(
      'FORBIDDEN',
    );
    await call(NEXT, { workshopID: mi.workshopID, boxID, queueID }, acceptor);
    expect(
      errorCode((await call(action('jobStart', 'JobStartInput'), { appointmentID: id }, cashier)).reply),
    ).toBe('FORBIDDEN');
    expect((await appointmentRow(server, id))?.statusCode).toBe(STATUS.Accepted);
  });

  it("refuses an acceptor of one workshop on another workshop's appointment", async () => {
    const rm = await demoWorkshop(server, 'RM01');
    const manager = await signIn(server.url, 'manager', DEMO_PASSWORD);
    const queueID = await rm.newQueue('Other workshop');
    const { result } = await call(
      WALK_IN,
      {
        workshopID: rm.workshopID,
        queueID,
        vehicleBrandID: rm.vehicleBrandID,
        licensePlate: 'RMA0001',
        name: 'Anna Verdi',
        mobile: '3331234567',
        description: 'Gomme',
      },
      manager,
    );
    const id = result?.appointment?.appointmentID ?? '';
    expect(id).not.toBe('');
    const outboxOf = () =>
      server.services.db.select().from(outboxMessages).where(eq(outboxMessages.appointmentID, id));
    const [logsBefore, outboxBefore] = [await logTypes(server, id), await outboxOf()];
    expect(
      errorCode(
        (
          await call(
            action('setThanksSms', 'SetThanksSmsInput'),
            { appointmentID: id, enabled: false },
            acceptor,
          )
        ).reply,
      ),
    ).toBe('FORBIDDEN');
    const row = await appointmentRow(server, id);
    expect(row?.thanksSmsEnabled).toBe(true);
    // The refusal wrote neither a log line nor a message.
    expect(await logTypes(server, id)).toEqual(logsBefore);
    expect(await outboxOf()).toHaveLength(outboxBefore.length);
  });
});

describe('bookings', () => {
  const CREATE = m('createAppointment', 'AppointmentInput');
  const CHECK_IN = m('checkInBooked', 'CheckInBookedInput');
  const booking = (bookingDateTime: string, plate: string) => ({
    workshopID: mi.workshopID,
    licensePlate: plate,
    name: 'Paola Esposito',
    mobile: '+393401234567',
    vehicleBrandID: mi.vehicleBrandID,
    vehicleModel: 'Panda',
    bookingDateTime,
    sendConfirmationSms: true,
  });

  it('books, checks in today into the chosen queue, and undoes the check-in back to the booked list', async () => {
    const booker = await signIn(server.url, 'booking', DEMO_PASSWORD);
    const queueID = await mi.newQueue('Bookings');
    const created = await call(
      CREATE,
      booking(new Date(Date.now() + 15 * 60_000).toISOString(), 'BKG0001'),
      booker,
    );
    const id = created.result?.appointment?.appointmentID ?? '';
    expect(created.result?.appointment?.statusCode).toBe(STATUS.BookedNotArrived);
    expect(await logTypes(server, id)).toEqual(expect.arrayContaining(['BookedAppointmentCreated']));

    const checkedIn = await call(CHECK_IN, { appointmentID: id, queueID }, hostess);
    expect(checkedIn.result?.appointment?.statusCode).toBe(STATUS.CheckedInBooked);
    expect((await appointmentRow(server, id))?.assignedQueueID).toBe(queueID);

    const undone = await call(action('undoCheckIn'), { appointmentID: id }, hostess);
    expect(undone.result?.appointment?.statusCode).toBe(STATUS.BookedNotArrived);
    expect((await appointmentRow(server, id))?.checkinDateTime).toBeNull();
  });

  it('checks a booking whose queue was deleted since into the default queue', async () => {
    const booker = await signIn(server.url, 'booking', DEMO_PASSWORD);
    const closing = await mi.newQueue('Closing');
    const created = await call(
      CREATE,
      { ...booking(new Date(Date.now() + 10 * 60_000).toISOString(), 'BKG0003'), queueID: closing },
      booker,
    );
    const id = created.result?.appointment?.appointmentID ?? '';
    expect((await appointmentRow(server, id))?.assignedQueueID).toBe(closing);
    await server.services.db.update(queues).set({ deletedAt: new Date() }).where(eq(queues.queueID, closing));

    const checkedIn = await call(CHECK_IN, { appointmentID: id }, hostess);
    expect(checkedIn.result?.appointment?.statusCode).toBe(STATUS.CheckedInBooked);
    const [fallback] = await server.services.db
      .select()
      .from(queues)
      .where(and(eq(queues.workshopID, mi.workshopID), isNull(queues.deletedAt)))
      .orderBy(desc(queues.isDefault), asc(queues.viewOrderNumber))
      .limit(1);
    expect((await appointmentRow(server, id))?.assignedQueueID).toBe(fallback!.queueID);
  });

  it('checks in a booking for another day as an anomaly that only picking serves', async () => {
    const booker = await signIn(server.url, 'booking', DEMO_PASSWORD);
    const queueID = await mi.newQueue('Anomalies');
    const boxID = await mi.newBox('Anomaly box');
    const tomorrow = new Date(Date.now() + 2 * 86_400_000).toISOString();
    const id =
      (await call(CREATE, booking(tomorrow, 'BKG0002'), booker)).result?.appointment?.appointmentID ?? '';
    const checkedIn = await call(CHECK_IN, { appointmentID: id, queueID }, hostess);
    expect(checkedIn.result?.appointment?.statusCode).toBe(STATUS.CheckinAnomaly);
    expect(errorCode((await call(NEXT, { workshopID: mi.workshopID, boxID, queueID }, acceptor)).reply)).toBe(
      'QUEUE_EMPTY',
    );
    const picked = await call(
      m('pickAppointment', 'PickAppointmentInput'),
      { appointmentID: id, boxID },
      acceptor,
    );
    expect(picked.result?.appointment?.statusCode).toBe(STATUS.AcceptedAnomaly);
  });

  it('refuses a booking without its required fields, naming each, and stores nothing', async () => {
    const booker = await signIn(server.url, 'booking', DEMO_PASSWORD);
    const before = await countAppointments(server);
    const { result } = await call(
      CREATE,
      {
        ...booking(new Date().toISOString(), ''),
        name: ' ',
        mobile: '12',
        vehicleModel: '',
        vehicleBrandID: '',
      },
      booker,
    );
    expect(result?.formErrors.map((e) => e.field).sort()).toEqual(
      ['licensePlate', 'mobile', 'name', 'vehicleBrandID', 'vehicleModel'].sort(),
    );
    const badDate = await call(CREATE, booking('not a date', 'BKG0003'), booker);
    expect(errorCode(badDate.reply)).toBe('BAD_USER_INPUT');
    expect(await countAppointments(server)).toBe(before);
  });
});
