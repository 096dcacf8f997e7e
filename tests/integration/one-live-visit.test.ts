import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../server/app/seed/demo-users.ts';
import { isUniqueViolation } from '../../server/core/db/db-errors.ts';
import { appointments } from '../../server/core/db/schema/index.ts';
import { STATUS } from '../../shared/appointments/appointment-status.ts';
import { gql, type Session, signIn } from '../support/graphql-client.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { appointmentRow, demoWorkshop } from '../support/workshop-fixture.ts';

/**
 * One live visit per plate per workshop (docs/appointment-lifecycle.md): the desk is refused on the
 * plate field with the visit to open, the totem sends the customer to staff, and the database's
 * unique index holds even when ten totem check-ins of one plate arrive at once.
 */
const RESULT = `appointment { appointmentID statusCode } formErrors { field code } existingAppointmentID`;
const REGISTER = `mutation ($input: RegisterNewAppointmentInput!) { registerNewAppointment(input: $input) { ${RESULT} } }`;
const CHECK_IN = `mutation ($input: CheckInBookedInput!) { checkInBooked(input: $input) { ${RESULT} } }`;
const TOTEM_ANSWER = `welcome { code } problem formErrors { field code }`;
const TOTEM_WALK_IN = `mutation ($input: TotemWalkInInput!) { totemRegisterWalkIn(input: $input) { ${TOTEM_ANSWER} } }`;
const TOTEM_CHECK_IN = `mutation ($input: TotemCheckInInput!) { totemCheckIn(input: $input) { ${TOTEM_ANSWER} } }`;
const MY_TOTEMS = `{ myTotems { totemID workshopID totemQueues { queueID } } }`;

type DeskResult = {
  appointment: { appointmentID: string; statusCode: number } | null;
  formErrors: { field: string; code: string }[];
  existingAppointmentID: string | null;
};
type TotemAnswer = { welcome: { code: string } | null; problem: string | null; formErrors: unknown[] };

let server: TestServer;
let hostess: Session;
let admin: Session;
let totemDevice: Session;
let mi: Awaited<ReturnType<typeof demoWorkshop>>;
let rm: Awaited<ReturnType<typeof demoWorkshop>>;
let totem: { totemID: string; queueID: string };
let miQueue: string;
let rmQueue: string;

beforeAll(async () => {
  server = await startTestServer();
  hostess = await signIn(server.url, 'hostess', DEMO_PASSWORD);
  admin = await signIn(server.url, 'admin', DEMO_PASSWORD);
  totemDevice = await signIn(server.url, 'totem', DEMO_PASSWORD);
  mi = await demoWorkshop(server, 'MI01');
  rm = await demoWorkshop(server, 'RM01');
  miQueue = await mi.newQueue('Live plate MI');
  rmQueue = await rm.newQueue('Live plate RM');
  const reply = await gql<{
    myTotems: { totemID: string; workshopID: string; totemQueues: { queueID: string }[] }[];
  }>(server.url, MY_TOTEMS, {}, totemDevice);
  const own = reply.data!.myTotems.find((t) => t.workshopID === mi.workshopID)!;
  totem = { totemID: own.totemID, queueID: own.totemQueues[0]!.queueID };
});
afterAll(async () => {
  await server?.stop();
});

async function deskWalkIn(plate: string, session = hostess, workshop = mi, queueID = miQueue) {
  const reply = await gql<{ registerNewAppointment: DeskResult }>(
    server.url,
    REGISTER,
    {
      input: {
        workshopID: workshop.workshopID,
        queueID,
        vehicleBrandID: workshop.vehicleBrandID,
        licensePlate: plate,
        name: 'Carla Neri',
        mobile: '3331234567',
        description: 'Tagliando',
        idempotencyKey: randomUUID(),
      },
    },
    session,
  );
  expect(reply.errors).toBeUndefined();
  return reply.data!.registerNewAppointment;
}

async function totemWalkIn(plate: string, idempotencyKey: string = randomUUID()) {
  const reply = await gql<{ totemRegisterWalkIn: TotemAnswer }>(
    server.url,
    TOTEM_WALK_IN,
    {
      input: {
        totemID: totem.totemID,
        queueID: totem.queueID,
        vehicleBrandID: mi.vehicleBrandID,
        licensePlate: plate,
        name: 'Franca Leone',
        mobile: '+39-3471234567',
        description: 'Rumore ai freni',
        smsConsent: true,
        privacyNoticeVersion: 1,
        idempotencyKey,
      },
    },
    totemDevice,
  );
  return reply;
}

async function livePlateRows(plate: string) {
  const rows = await server.services.db
    .select()
    .from(appointments)
    .where(eq(appointments.licensePlate, plate));
  return rows.filter((r) => r.deletedAt === null && r.statusCode !== STATUS.BookedNotArrived);
}

/** A booking of today for the plate, written straight into the database (as in totem.check-in). */
async function bookToday(plate: string, queueID: string | null = null): Promise<string> {
  const [row] = await server.services.db
    .insert(appointments)
    .values({
      workshopID: mi.workshopID,
      statusCode: STATUS.BookedNotArrived,
      licensePlate: plate,
      name: 'Bruno Riva',
      mobile: '3339876543',
      vehicleBrandID: mi.vehicleBrandID,
      vehicleModel: 'Panda',
      bookingDateTime: new Date(),
      assignedQueueID: queueID,
    })
    .returning();
  return row!.appointmentID;
}

describe('a walk-in for a plate already in the workshop', () => {
  it('is refused at the desk on the plate field, naming the visit to open, whatever the spacing', async () => {
    const first = await deskWalkIn('LV100AA');
    expect(first.formErrors).toEqual([]);
    const firstID = first.appointment!.appointmentID;

    const second = await deskWalkIn('lv 100-aa');
    expect(second.appointment).toBeNull();
    expect(second.formErrors).toEqual([{ field: 'licensePlate', code: 'validation.plateAlreadyLive' }]);
    expect(second.existingAppointmentID).toBe(firstID);
    expect(await livePlateRows('LV100AA')).toHaveLength(1);
  });

  it('ends at the totem on "ask staff", telling nothing about the visit', async () => {
    const first = await deskWalkIn('LV200BB');
    const reply = await totemWalkIn('LV200BB');
    expect(reply.errors).toBeUndefined();
    expect(reply.data!.totemRegisterWalkIn).toEqual({ welcome: null, problem: 'ASK_STAFF', formErrors: [] });
    expect(JSON.stringify(reply)).not.toContain(first.appointment!.appointmentID);
    expect(await livePlateRows('LV200BB')).toHaveLength(1);
  });

  it('is refused by the database itself, whatever the application does', async () => {
    await deskWalkIn('LV300CC');
    const second = server.services.db.insert(appointments).values({
      workshopID: mi.workshopID,
      statusCode: STATUS.JobEnded,
      licensePlate: 'LV300CC',
      name: 'Altro',
      mobile: '3330000000',
      vehicleBrandID: mi.vehicleBrandID,
    });
    const error = await second.then(
      () => null,
      (e: unknown) => e,
    );
    expect(isUniqueViolation(error, 'appointments_one_live_per_plate')).toBe(true);
  });

  it('is accepted once the visit is closed (checked out, refused or deleted)', async () => {
    for (const [plate, close] of [
      ['LV400DD', { statusCode: STATUS.CheckedOut }],
      ['LV401DD', { statusCode: STATUS.Rejected }],
      ['LV402DD', { deletedAt: new Date() }],
    ] as const) {
      const first = await deskWalkIn(plate);
      await server.services.db
        .update(appointments)
        .set(close)
        .where(eq(appointments.appointmentID, first.appointment!.appointmentID));
      const again = await deskWalkIn(plate);
      expect(again.formErrors).toEqual([]);
      expect(again.appointment!.statusCode).toBe(STATUS.CheckedInRandom);
    }
  });

  it('is accepted in another workshop: each workshop has its own live visits', async () => {
    await deskWalkIn('LV500EE');
    const elsewhere = await deskWalkIn('LV500EE', admin, rm, rmQueue);
    expect(elsewhere.formErrors).toEqual([]);
    expect(elsewhere.appointment).not.toBeNull();
  });
});

describe('a booked customer whose plate is already in the workshop', () => {
  it('is refused at the desk with the same field error and the visit to open; the booking stays booked', async () => {
    const live = await deskWalkIn('LV600FF');
    const booking = await bookToday('LV600FF');
    const reply = await gql<{ checkInBooked: DeskResult }>(
      server.url,
      CHECK_IN,
      { input: { appointmentID: booking, queueID: miQueue } },
      hostess,
    );
    expect(reply.errors).toBeUndefined();
    expect(reply.data!.checkInBooked).toEqual({
      appointment: null,
      formErrors: [{ field: 'licensePlate', code: 'validation.plateAlreadyLive' }],
      existingAppointmentID: live.appointment!.appointmentID,
    });
    expect((await appointmentRow(server, booking))!.statusCode).toBe(STATUS.BookedNotArrived);
  });

  it('is sent to staff at the totem', async () => {
    await deskWalkIn('LV700GG');
    const booking = await bookToday('LV700GG', totem.queueID);
    const reply = await gql<{ totemCheckIn: TotemAnswer }>(
      server.url,
      TOTEM_CHECK_IN,
      { input: { totemID: totem.totemID, appointmentID: booking, idempotencyKey: randomUUID() } },
      totemDevice,
    );
    expect(reply.errors).toBeUndefined();
    expect(reply.data!.totemCheckIn).toEqual({ welcome: null, problem: 'ASK_STAFF', formErrors: [] });
    expect((await appointmentRow(server, booking))!.statusCode).toBe(STATUS.BookedNotArrived);
  });

  it('checks in normally when the plate has no live visit', async () => {
    const booking = await bookToday('LV800HH');
    const reply = await gql<{ checkInBooked: DeskResult }>(
      server.url,
      CHECK_IN,
      { input: { appointmentID: booking, queueID: miQueue } },
      hostess,
    );
    expect(reply.data!.checkInBooked.formErrors).toEqual([]);
    expect(reply.data!.checkInBooked.appointment!.statusCode).toBe(STATUS.CheckedInBooked);
  });
});

// Meaningful on PostgreSQL (TEST_DATABASE_URL): PGlite runs one transaction at a time.
describe('ten totem walk-ins of one plate at once', () => {
  it('let exactly one through; the others are sent to staff, none fails', async () => {
    const replies = await Promise.all(Array.from({ length: 10 }, () => totemWalkIn('LV900JJ')));
    for (const reply of replies) expect(reply.errors).toBeUndefined();
    const answers = replies.map((r) => r.data!.totemRegisterWalkIn);
    expect(answers.filter((a) => a.welcome)).toHaveLength(1);
    expect(answers.filter((a) => a.problem === 'ASK_STAFF')).toHaveLength(9);
    expect(await livePlateRows('LV900JJ')).toHaveLength(1);
  });
});
