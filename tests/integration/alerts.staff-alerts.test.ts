import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../server/app/seed/demo-users.ts';
import {
  appointments,
  boxes,
  outboxMessages,
  roles,
  staffAlerts,
  users,
  workshopParameters,
  workshopRoleWarnings,
} from '../../server/core/db/schema/index.ts';
import { evaluateStaffAlerts } from '../../server/features/alerts/staff-alerts.ts';
import { STATUS } from '../../shared/appointments/appointment-status.ts';
import { ALERT_TYPE_IDS } from '../../shared/configuration/constants.ts';
import { type Session, signIn, wsClient } from '../support/graphql-client.ts';
import { probe } from '../support/subscription-probe.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { demoWorkshop } from '../support/workshop-fixture.ts';

// The staff alerts driven by a fixed clock: the server's own clock and every evaluation below read
// `clock`, so whichever runs a pass (the test or the server's minute job) finds the same state.

const T0 = new Date('2026-03-10T08:00:00Z');
const at = (minutes: number) => new Date(T0.getTime() + minutes * 60_000);
let clock = T0;

const STAFF_ALERTS = `subscription ($workshopID: ID!) {
  staffAlerts(workshopID: $workshopID) { initial alerts { alertKey alertType state plate minutes waiting box acceptor at } }
}`;
type Alert = {
  alertKey: string;
  alertType: string;
  state: string;
  plate: string | null;
  minutes: number | null;
};
type AlertEvent = { staffAlerts: { initial: boolean; alerts: Alert[] } };
/** The one alert of a later event (the first event lists what is open). */
const one = (e: AlertEvent): Alert => e.staffAlerts.alerts[0] ?? ({} as Alert);

let server: TestServer;
let manager: Session;
let acceptor: Session;
let mi: Awaited<ReturnType<typeof demoWorkshop>>;
let queueID: string;

const evaluate = (minutes: number) => {
  clock = at(minutes);
  return evaluateStaffAlerts(
    { db: server.services.db, logger: server.services.logger, pubsub: server.services.pubsub },
    clock,
  );
};
const db = () => server.services.db;

async function roleID(name: string): Promise<string> {
  const [row] = await db().select({ id: roles.id }).from(roles).where(eq(roles.name, name));
  if (!row) throw new Error(`no role ${name}`);
  return row.id;
}

async function alertOutbox(kind: string) {
  return db()
    .select()
    .from(outboxMessages)
    .where(and(eq(outboxMessages.workshopID, mi.workshopID), eq(outboxMessages.kind, kind)))
    .orderBy(outboxMessages.createdAt);
}

async function alertRow(key: string) {
  const [row] = await db().select().from(staffAlerts).where(eq(staffAlerts.alertKey, key));
  return row;
}

async function waitingCustomer(plate: string, checkinMinutes: number): Promise<string> {
  const [row] = await db()
    .insert(appointments)
    .values({
      workshopID: mi.workshopID,
      statusCode: STATUS.CheckedInRandom,
      walkIn: true,
      licensePlate: plate,
      assignedQueueID: queueID,
      checkinDateTime: at(checkinMinutes),
    })
    .returning({ id: appointments.appointmentID });
  if (!row) throw new Error('insert failed');
  return row.id;
}

beforeAll(async () => {
  server = await startTestServer({}, { now: () => clock });
  mi = await demoWorkshop(server, 'MI01');
  // A quiet workshop: no seeded customer waits, no acceptor sits at a box.
  await db().update(appointments).set({ deletedAt: T0 }).where(eq(appointments.workshopID, mi.workshopID));
  await db().update(boxes).set({ userID: null }).where(eq(boxes.workshopID, mi.workshopID));
  queueID = await mi.newQueue('Alert test queue');
  await db()
    .update(workshopParameters)
    .set({
      criticalThresholdAlertMinutes: 10,
      criticalThresholdAlertChannel: 'all',
      criticalThresholdAlertRepeatMinutes: 5,
      criticalGlobalWaitingTimeInMinutes: 60,
      globalWaitingTimeAlertChannel: 'email',
      globalWaitingTimeAlertRepeatMinutes: 15,
      acceptorInactivityTimeInMinutes: 15,
      acceptorInactivityAlertChannel: 'push',
      acceptorInactivityAlertRepeatMinutes: 0,
    })
    .where(eq(workshopParameters.workshopID, mi.workshopID));
  await db().delete(workshopRoleWarnings).where(eq(workshopRoleWarnings.workshopID, mi.workshopID));
  const managerRole = await roleID('Workshop manager');
  const acceptorRole = await roleID('Accettatore');
  await db()
    .insert(workshopRoleWarnings)
    .values([
      { workshopID: mi.workshopID, roleID: managerRole, alertTypeID: ALERT_TYPE_IDS.criticalThreshold },
      { workshopID: mi.workshopID, roleID: managerRole, alertTypeID: ALERT_TYPE_IDS.globalWaitingTime },
      { workshopID: mi.workshopID, roleID: acceptorRole, alertTypeID: ALERT_TYPE_IDS.acceptorInactivity },
    ]);
  await db().update(users).set({ phoneNumber: '333 123 4567' }).where(eq(users.userName, 'manager'));
  manager = await signIn(server.url, 'manager', DEMO_PASSWORD);
  acceptor = await signIn(server.url, 'acceptor1', DEMO_PASSWORD);
});
afterAll(async () => {
  await server?.stop();
});

describe('critical threshold alert', () => {
  it('is raised at the threshold, repeated every `repeat` minutes and not earlier, and cleared', async () => {
    const managerClient = wsClient(server.url, manager.token);
    const acceptorClient = wsClient(server.url, acceptor.token);
    const managerAlerts = probe<AlertEvent>(managerClient, STAFF_ALERTS, { workshopID: mi.workshopID });
    const acceptorAlerts = probe<AlertEvent>(acceptorClient, STAFF_ALERTS, { workshopID: mi.workshopID });
    try {
      // Let both subscriptions reach the server before anything is published.
      await new Promise((resolve) => setTimeout(resolve, 300));
      const appointmentID = await waitingCustomer('AB123CD', 0);
      const key = `criticalThreshold:${appointmentID}`;

      await evaluate(9);
      expect(await alertRow(key)).toBeUndefined();
      expect(await alertOutbox('criticalThresholdAlert')).toHaveLength(0);

      await evaluate(10);
      const raised = await alertRow(key);
      expect(raised).toMatchObject({
        firstRaisedAt: at(10),
        lastSentAt: at(10),
        sendCount: 1,
        clearedAt: null,
      });
      const first = await alertOutbox('criticalThresholdAlert');
      // Channel `all`: SMS and e-mail to the manager (the one user with the chosen role).
      expect(first.map((m) => [m.channel, m.recipient]).sort()).toEqual([
        ['email', 'manager@turno.example'],
        ['sms', '333 123 4567'],
      ]);
      expect(first.find((m) => m.channel === 'sms')?.body).toContain('AB123CD');
      expect(first.find((m) => m.channel === 'sms')?.body).toContain('10 minuti');
      const inApp = await managerAlerts.waitFor((e) => !e.staffAlerts.initial && one(e).alertKey === key);
      expect(one(inApp)).toMatchObject({ state: 'raised', plate: 'AB123CD', minutes: 10 });

      await evaluate(14);
      expect((await alertRow(key))?.lastSentAt).toEqual(at(10));
      expect(await alertOutbox('criticalThresholdAlert')).toHaveLength(2);

      await evaluate(15);
      expect(await alertRow(key)).toMatchObject({ firstRaisedAt: at(10), lastSentAt: at(15), sendCount: 2 });
      expect(await alertOutbox('criticalThresholdAlert')).toHaveLength(4);
      await managerAlerts.waitFor((e) => one(e).alertKey === key && one(e).state === 'repeated');

      // Called into a box: the condition ends.
      await db()
        .update(appointments)
        .set({ statusCode: STATUS.Accepted, acceptanceDateTime: at(16) })
        .where(eq(appointments.appointmentID, appointmentID));
      await evaluate(16);
      expect((await alertRow(key))?.clearedAt).toEqual(at(16));
      await managerAlerts.waitFor((e) => one(e).alertKey === key && one(e).state === 'cleared');
      await evaluate(25);
      expect(await alertOutbox('criticalThresholdAlert')).toHaveLength(4);
      // The acceptor's role does not receive this alert type: none of its events reached them.
      expect(acceptorAlerts.events.filter((e) => one(e).alertType === 'criticalThreshold')).toEqual([]);
    } finally {
      managerAlerts.dispose();
      acceptorAlerts.dispose();
      await managerClient.dispose();
      await acceptorClient.dispose();
      await db()
        .update(appointments)
        .set({ deletedAt: clock })
        .where(eq(appointments.assignedQueueID, queueID));
      await evaluate(26);
    }
  });
});

describe('global waiting time alert', () => {
  it('compares the average wait of the waiting customers with the setting, by e-mail only', async () => {
    await waitingCustomer('GW00001', 100); // waits 70 minutes at 170
    await waitingCustomer('GW00002', 150); // waits 20 minutes at 170: average 45
    const key = `globalWaitingTime:${mi.workshopID}`;
    await evaluate(170);
    expect(await alertRow(key)).toBeUndefined();
    await evaluate(200); // 100 and 50: average 75 > 60
    expect(await alertRow(key)).toMatchObject({ firstRaisedAt: at(200), clearedAt: null });
    const mails = await alertOutbox('globalWaitingTimeAlert');
    expect(mails.map((m) => [m.channel, m.recipient])).toEqual([['email', 'manager@turno.example']]);
    expect(mails[0]?.body).toContain('attesa media di 75 minuti per 2 clienti');
    await evaluate(214); // default repeat 15 minutes: not yet
    expect(await alertOutbox('globalWaitingTimeAlert')).toHaveLength(1);
    await evaluate(215);
    expect(await alertOutbox('globalWaitingTimeAlert')).toHaveLength(2);
    await db()
      .update(appointments)
      .set({ deletedAt: clock })
      .where(eq(appointments.assignedQueueID, queueID));
    await evaluate(216);
    expect((await alertRow(key))?.clearedAt).toEqual(at(216));
  });
});

describe('acceptor inactivity alert', () => {
  it('raises in-app for an acceptor at a free box who calls nobody while customers wait', async () => {
    clock = at(300);
    // Signed in at the test clock's present: the first token expired hours of test time ago.
    const session = await signIn(server.url, 'acceptor1', DEMO_PASSWORD);
    const acceptorClient = wsClient(server.url, session.token);
    const acceptorAlerts = probe<AlertEvent>(acceptorClient, STAFF_ALERTS, { workshopID: mi.workshopID });
    try {
      await new Promise((resolve) => setTimeout(resolve, 300));
      const [acceptorUser] = await db().select().from(users).where(eq(users.userName, 'acceptor1'));
      const boxID = await mi.newBox('Box allarmi');
      await db()
        .update(boxes)
        .set({ userID: acceptorUser?.userID ?? null })
        .where(eq(boxes.boxID, boxID));
      const key = `acceptorInactivity:${boxID}:${acceptorUser?.userID}`;
      await waitingCustomer('AI00001', 300);
      await evaluate(314);
      expect(await alertRow(key)).toBeUndefined();
      await evaluate(315);
      expect(await alertRow(key)).toMatchObject({ firstRaisedAt: at(315), clearedAt: null });
      const event = await acceptorAlerts.waitFor((e) => !e.staffAlerts.initial && one(e).alertKey === key);
      expect(one(event)).toMatchObject({ state: 'raised', minutes: 15 });
      // In-app only, and repeat 0: never repeated.
      expect(await alertOutbox('acceptorInactivityAlert')).toHaveLength(0);
      await evaluate(400);
      expect(await alertRow(key)).toMatchObject({ lastSentAt: at(315), sendCount: 1 });
      await db().update(boxes).set({ userID: null }).where(eq(boxes.boxID, boxID));
      await evaluate(401);
      expect((await alertRow(key))?.clearedAt).toEqual(at(401));
    } finally {
      acceptorAlerts.dispose();
      await acceptorClient.dispose();
      await db()
        .update(appointments)
        .set({ deletedAt: clock })
        .where(eq(appointments.assignedQueueID, queueID));
    }
  });
});

describe('warningsEnabled, the master switch', () => {
  const setWarnings = (warningsEnabled: boolean) =>
    db()
      .update(workshopParameters)
      .set({ warningsEnabled })
      .where(eq(workshopParameters.workshopID, mi.workshopID));
  const sentFor = async (key: string) =>
    (await alertOutbox('criticalThresholdAlert')).filter(
      (m) => (m.metadata as { alertKey?: string } | null)?.alertKey === key,
    );

  it('off: no alert of the workshop is raised or sent, and open ones are cleared; on: they are', async () => {
    try {
      const appointmentID = await waitingCustomer('WE00001', 500);
      const key = `criticalThreshold:${appointmentID}`;
      await setWarnings(false);
      await evaluate(520);
      expect(await alertRow(key)).toBeUndefined();
      expect(await sentFor(key)).toHaveLength(0);

      await setWarnings(true);
      await evaluate(521);
      expect(await alertRow(key)).toMatchObject({ firstRaisedAt: at(521), clearedAt: null });
      expect((await sentFor(key)).map((m) => m.channel).sort()).toEqual(['email', 'sms']);

      // Switched off while the condition still holds: taken down, nothing more sent.
      await setWarnings(false);
      await evaluate(540);
      expect((await alertRow(key))?.clearedAt).toEqual(at(540));
      expect(await sentFor(key)).toHaveLength(2);
    } finally {
      await setWarnings(true);
      await db()
        .update(appointments)
        .set({ deletedAt: clock })
        .where(eq(appointments.assignedQueueID, queueID));
    }
  });
});

describe("staff alerts in each recipient's language", () => {
  it('writes the SMS and e-mail in English to a user who prefers English, in Italian to the others', async () => {
    const acceptorRole = await roleID('Accettatore');
    const extraRole = {
      workshopID: mi.workshopID,
      roleID: acceptorRole,
      alertTypeID: ALERT_TYPE_IDS.criticalThreshold,
    };
    await db().insert(workshopRoleWarnings).values(extraRole);
    await db().update(users).set({ preferredLanguage: 'en' }).where(eq(users.userName, 'manager'));
    const [acceptorUser] = await db().select().from(users).where(eq(users.userName, 'acceptor1'));
    try {
      const appointmentID = await waitingCustomer('LA00001', 600);
      await evaluate(610);
      const sent = (await alertOutbox('criticalThresholdAlert')).filter(
        (m) =>
          (m.metadata as { alertKey?: string } | null)?.alertKey === `criticalThreshold:${appointmentID}`,
      );
      const toManager = sent.filter(
        (m) => m.recipient === 'manager@turno.example' || m.recipient === '333 123 4567',
      );
      const toAcceptor = sent.filter((m) => m.recipient === acceptorUser?.email);
      expect(toManager.map((m) => m.channel).sort()).toEqual(['email', 'sms']);
      expect(toAcceptor.map((m) => m.channel)).toEqual(['email']);
      for (const m of toManager) {
        expect(m.body).toMatch(/^Turno .+: vehicle LA00001 has been waiting 10 minutes\.$/);
      }
      expect(toManager.find((m) => m.channel === 'email')?.subject).toBe('Alert: critical threshold passed');
      expect(toAcceptor[0]?.body).toMatch(/^Turno .+: il veicolo LA00001 attende da 10 minuti\.$/);
      expect(toAcceptor[0]?.subject).toBe('Avviso: soglia critica superata');
    } finally {
      await db().update(users).set({ preferredLanguage: 'it' }).where(eq(users.userName, 'manager'));
      await db()
        .delete(workshopRoleWarnings)
        .where(
          and(
            eq(workshopRoleWarnings.workshopID, mi.workshopID),
            eq(workshopRoleWarnings.roleID, acceptorRole),
            eq(workshopRoleWarnings.alertTypeID, ALERT_TYPE_IDS.criticalThreshold),
          ),
        );
      await db()
        .update(appointments)
        .set({ deletedAt: clock })
        .where(eq(appointments.assignedQueueID, queueID));
    }
  });
});

describe('staffAlerts subscription rights', () => {
  it('refuses callers without a role in the workshop', async () => {
    for (const token of [undefined, (await signIn(server.url, 'monitor', DEMO_PASSWORD)).token]) {
      const client = wsClient(server.url, token);
      const alerts = probe<AlertEvent>(client, STAFF_ALERTS, { workshopID: mi.workshopID });
      await expect(alerts.waitFor(() => true, 3000)).rejects.toThrow(
        token ? /FORBIDDEN/ : /AUTH_NOT_AUTHORIZED/,
      );
      alerts.dispose();
      await client.dispose();
    }
  });
});
