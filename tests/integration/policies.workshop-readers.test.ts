import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../server/app/seed/demo-users.ts';
import {
  appointments,
  roles,
  users,
  userWorkshopRoles,
  workshops,
} from '../../server/core/db/schema/index.ts';
import { STATUS } from '../../shared/appointments/appointment-status.ts';
import { errorCode, gql, type Session, signIn } from '../support/graphql-client.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

// Who reads which workshop's queues and appointments: any role there, nobody from elsewhere.

let server: TestServer;
let milano: string;
let roma: string;
let romaOnly: Session;
let milanoAppointmentID: string;
let romaAppointmentID: string;

beforeAll(async () => {
  server = await startTestServer();
  const db = server.services.db;
  const rows = await db.select().from(workshops);
  milano = rows.find((w) => w.workshopCode === 'MI01')!.workshopID;
  roma = rows.find((w) => w.workshopCode === 'RM01')!.workshopID;

  // Every demo user with a role in Roma also has one in Milano: make a hostess of Roma only, with
  // the demo password (copied hash).
  const [hostess] = await db.select().from(users).where(eq(users.userName, 'hostess'));
  const [created] = await db
    .insert(users)
    .values({
      userName: 'hostess.roma',
      firstname: 'Rita',
      lastname: 'Romano',
      email: 'hostess.roma@turno.example',
      emailConfirmed: true,
      passwordHash: hostess!.passwordHash,
    })
    .returning();
  const [role] = await db.select().from(roles).where(eq(roles.name, 'Hostess'));
  await db.insert(userWorkshopRoles).values({ userID: created!.userID, workshopID: roma, roleID: role!.id });
  romaOnly = await signIn(server.url, 'hostess.roma', DEMO_PASSWORD);

  const inBox = (workshopID: string) =>
    db
      .select()
      .from(appointments)
      .where(and(eq(appointments.workshopID, workshopID), eq(appointments.statusCode, STATUS.JobStarted)));
  milanoAppointmentID = (await inBox(milano))[0]!.appointmentID;
  romaAppointmentID = (await inBox(roma))[0]!.appointmentID;
});
afterAll(async () => {
  await server?.stop();
});

/** Every read of one workshop's data, as the screens ask for it. */
const workshopReads = (workshopID: string) => [
  { name: 'queueGroups', query: `{ queueGroups(workshopID: "${workshopID}") { queueGroupID } }` },
  { name: 'queues', query: `{ queues(workshopID: "${workshopID}") { queueID waiting { appointmentID } } }` },
  {
    name: 'boxes',
    query: `{ boxes(workshopID: "${workshopID}") { boxID currentAppointment { appointmentID } } }`,
  },
  { name: 'queueCounts', query: `{ queueCounts(workshopID: "${workshopID}") { managed } }` },
  {
    name: 'appointments',
    query: `{ appointments(filter: { workshopID: "${workshopID}" }) { totalCount nodes { appointmentID } } }`,
  },
  {
    name: 'returningCustomer',
    query: `{ returningCustomer(workshopID: "${workshopID}", licensePlate: "AB123CD") { isReturning } }`,
  },
];

/** Every read of one appointment. */
const appointmentReads = (appointmentID: string) => [
  { name: 'appointment', query: `{ appointment(appointmentID: "${appointmentID}") { appointmentID } }` },
  {
    name: 'appointmentLogs',
    query: `{ appointmentLogs(appointmentID: "${appointmentID}") { appointmentLogID } }`,
  },
  {
    name: 'appointmentHistory',
    query: `{ appointmentHistory(appointmentID: "${appointmentID}") { appointmentLogID } }`,
  },
];

describe('a user of one workshop', () => {
  it('reads their own workshop', async () => {
    for (const read of [...workshopReads(roma), ...appointmentReads(romaAppointmentID)]) {
      const reply = await gql<Record<string, unknown>>(server.url, read.query, {}, { token: romaOnly.token });
      expect(reply.errors, read.name).toBeUndefined();
      expect(reply.data?.[read.name], read.name).toBeTruthy();
    }
  });

  it('gets FORBIDDEN for every read of another workshop, and no data', async () => {
    for (const read of [...workshopReads(milano), ...appointmentReads(milanoAppointmentID)]) {
      const reply = await gql(server.url, read.query, {}, { token: romaOnly.token });
      expect(errorCode(reply), read.name).toBe('FORBIDDEN');
      expect(reply.data?.[read.name] ?? null, read.name).toBeNull();
    }
  });

  it('does not find the other workshop in a search or a filter of their own', async () => {
    const reply = await gql<{ appointments: { nodes: { appointmentID: string }[] } }>(
      server.url,
      `{ appointments(filter: { workshopID: "${roma}" }, first: 200) { nodes { appointmentID } } }`,
      {},
      { token: romaOnly.token },
    );
    expect(reply.data!.appointments.nodes.map((n) => n.appointmentID)).not.toContain(milanoAppointmentID);
  });
});

describe('roles inside a workshop', () => {
  it('lets the cashier and the back office open the historical list and a processing detail', async () => {
    for (const userName of ['cashier', 'backoffice', 'booking', 'hostess']) {
      const session = await signIn(server.url, userName, DEMO_PASSWORD);
      for (const read of [workshopReads(milano)[4]!, ...appointmentReads(milanoAppointmentID)]) {
        const reply = await gql(server.url, read.query, {}, { token: session.token });
        expect(reply.errors, `${userName} ${read.name}`).toBeUndefined();
      }
    }
  });

  it('lets an admin, who holds no role, read every workshop', async () => {
    const admin = await signIn(server.url, 'admin', DEMO_PASSWORD);
    for (const read of [
      ...workshopReads(milano),
      ...workshopReads(roma),
      ...appointmentReads(milanoAppointmentID),
    ]) {
      const reply = await gql(server.url, read.query, {}, { token: admin.token });
      expect(reply.errors, read.name).toBeUndefined();
    }
  });
});

describe('without a token', () => {
  it('answers AUTH_NOT_AUTHORIZED to every read, reject reasons included', async () => {
    const reads = [
      ...workshopReads(milano),
      ...appointmentReads(milanoAppointmentID),
      { name: 'rejectReasons', query: '{ rejectReasons { name } }' },
    ];
    for (const read of reads) {
      const reply = await gql(server.url, read.query);
      expect(errorCode(reply), read.name).toBe('AUTH_NOT_AUTHORIZED');
    }
  });
});

describe('malformed ids', () => {
  it('are bad input, not a server error', async () => {
    const manager = await signIn(server.url, 'manager', DEMO_PASSWORD);
    const admin = await signIn(server.url, 'admin', DEMO_PASSWORD);
    for (const session of [manager, admin]) {
      const reply = await gql(
        server.url,
        `{ queues(workshopID: "${milano}", queueGroupID: "nope") { queueID } }`,
        {},
        { token: session.token },
      );
      expect(errorCode(reply)).toBe('BAD_USER_INPUT');
    }
    const byAdmin = await gql(
      server.url,
      '{ boxes(workshopID: "nope") { boxID } }',
      {},
      { token: admin.token },
    );
    expect(errorCode(byAdmin)).toBe('BAD_USER_INPUT');
  });
});
