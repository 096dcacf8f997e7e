import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../server/app/seed/demo-users.ts';
import {
  roles,
  screenDevices,
  staffAlerts,
  workshopParameters,
  workshopRoleWarnings,
} from '../../server/core/db/schema/index.ts';
import type { JobDefinition } from '../../server/core/jobs/job-queue.ts';
import { createAlertJobs, EVALUATE_ALERTS_JOB } from '../../server/features/alerts/alert-jobs.ts';
import { screenDeviceCounts } from '../../server/features/screens/screen-devices-repository.ts';
import { ALERT_TYPE_IDS } from '../../shared/configuration/constants.ts';
import { errorCode, gql, type Session, signIn, wsClient } from '../support/graphql-client.ts';
import { probe } from '../support/subscription-probe.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { demoWorkshop } from '../support/workshop-fixture.ts';

// Issue 17, "the heartbeat → offline → alert path with a fixed clock": the server's clock, its own
// minute job and the job pass this test runs all read `clock` (kept within the 15 minutes the
// sessions' access tokens last).

const T0 = new Date('2026-03-10T08:00:00Z');
const at = (minutes: number, seconds = 0) => new Date(T0.getTime() + minutes * 60_000 + seconds * 1000);
let clock = T0;

const HEARTBEAT = `mutation ($input: ScreenHeartbeatInput!) { reportScreenHeartbeat(input: $input) { recorded } }`;
const DEVICES = `query ($workshopID: ID!) {
  screenDevices(workshopID: $workshopID) { screenDeviceID kind screenID screenName version userAgent firstSeenAt lastSeenAt state }
}`;
const FORGET = `mutation ($id: ID!) { forgetScreenDevice(screenDeviceID: $id) { deletedID success } }`;
const MY_MONITORS = '{ myMonitors { monitorID name workshopID } }';
const STAFF_ALERTS = `subscription ($workshopID: ID!) {
  staffAlerts(workshopID: $workshopID) { initial alerts { alertKey alertType state screen minutes } }
}`;
type Alert = { alertKey: string; alertType: string; state: string; screen: string | null; minutes: number };
type AlertEvent = { staffAlerts: { initial: boolean; alerts: Alert[] } };
type Device = {
  screenDeviceID: string;
  screenName: string;
  version: string;
  state: string;
  userAgent: string;
};

const DEVICE_ID = '7d3f1f4e-9c55-4d0b-8d2a-3f1b2c4d5e6f';
const VERSION = '1.3.12+20261126T134500000Z';
const TV_AGENT =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.6778.85 Safari/537.36';

let server: TestServer;
let device: Session;
let manager: Session;
let owner: Session;
let acceptor: Session;
let mi: Awaited<ReturnType<typeof demoWorkshop>>;
let rm: Awaited<ReturnType<typeof demoWorkshop>>;
let miMonitor: { monitorID: string; name: string };
let rmMonitor: { monitorID: string; name: string };
let minuteJob: JobDefinition<never>;

const db = () => server.services.db;
const beat = (session: Session, input: Record<string, unknown>) =>
  gql<{ reportScreenHeartbeat: { recorded: boolean } }>(
    server.url,
    HEARTBEAT,
    { input },
    {
      ...session,
      headers: { 'user-agent': TV_AGENT },
    },
  );
const monitorBeat = (monitorID = miMonitor.monitorID, deviceID = DEVICE_ID) =>
  beat(device, { kind: 'monitor', screenID: monitorID, deviceID, version: VERSION });
const devices = (session: Session, workshopID = mi.workshopID) =>
  gql<{ screenDevices: Device[] }>(server.url, DEVICES, { workshopID }, session);
/** The minute job as the server runs it, at `minutes` past T0. */
const runMinuteJob = async (minutes: number) => {
  clock = at(minutes);
  await (minuteJob as unknown as { handler: () => Promise<void> }).handler();
};
const deviceRow = async (monitorID: string) => {
  const [row] = await db().select().from(screenDevices).where(eq(screenDevices.screenID, monitorID));
  return row;
};
const alertRow = async (key: string) => {
  const [row] = await db().select().from(staffAlerts).where(eq(staffAlerts.alertKey, key));
  return row;
};

beforeAll(async () => {
  server = await startTestServer({}, { now: () => clock });
  mi = await demoWorkshop(server, 'MI01');
  rm = await demoWorkshop(server, 'RM01');
  const jobs = createAlertJobs({
    db: db(),
    logger: server.services.logger,
    // The pass also installs the daily statistics' schedules: not this test's concern.
    jobs: { schedule: async () => {}, unschedule: async () => {} } as never,
    pubsub: server.services.pubsub,
    now: () => clock,
  });
  minuteJob = jobs.jobs.find((j) => j.name === EVALUATE_ALERTS_JOB)!;
  await db()
    .update(workshopParameters)
    .set({
      screenOfflineAlertMinutes: 5,
      screenOfflineAlertChannel: 'push',
      screenOfflineAlertRepeatMinutes: 0,
    })
    .where(eq(workshopParameters.workshopID, mi.workshopID));
  const [managerRole] = await db()
    .select({ id: roles.id })
    .from(roles)
    .where(eq(roles.name, 'Workshop manager'));
  await db().delete(workshopRoleWarnings).where(eq(workshopRoleWarnings.workshopID, mi.workshopID));
  await db().insert(workshopRoleWarnings).values({
    workshopID: mi.workshopID,
    roleID: managerRole!.id,
    alertTypeID: ALERT_TYPE_IDS.screenOffline,
  });
  device = await signIn(server.url, 'monitor', DEMO_PASSWORD);
  manager = await signIn(server.url, 'manager', DEMO_PASSWORD);
  owner = await signIn(server.url, 'owner', DEMO_PASSWORD);
  acceptor = await signIn(server.url, 'acceptor1', DEMO_PASSWORD);
  const mine = await gql<{ myMonitors: { monitorID: string; name: string; workshopID: string }[] }>(
    server.url,
    MY_MONITORS,
    {},
    device,
  );
  miMonitor = mine.data!.myMonitors.find((m) => m.workshopID === mi.workshopID)!;
  rmMonitor = mine.data!.myMonitors.find((m) => m.workshopID === rm.workshopID)!;
});
afterAll(async () => {
  await server?.stop();
});

describe('screen heartbeat', () => {
  it('stores the device account’s beat once per 20 seconds, and no staff beat', async () => {
    clock = T0;
    expect((await monitorBeat()).data?.reportScreenHeartbeat.recorded).toBe(true);
    clock = at(0, 10);
    expect((await monitorBeat()).data?.reportScreenHeartbeat.recorded).toBe(false);
    expect((await deviceRow(miMonitor.monitorID))?.lastSeenAt).toEqual(T0);
    // A manager standing in at the screen may open it, but is not an unattended screen.
    const staff = await beat(manager, {
      kind: 'monitor',
      screenID: miMonitor.monitorID,
      deviceID: '11111111-2222-4333-8444-555555555555',
      version: VERSION,
    });
    expect(staff.data?.reportScreenHeartbeat.recorded).toBe(false);
    expect(await db().select().from(screenDevices)).toHaveLength(1);
    clock = T0;
  });

  it('refuses malformed input with BAD_USER_INPUT and a stranger’s screen with FORBIDDEN, storing nothing', async () => {
    const good = { kind: 'monitor', screenID: miMonitor.monitorID, deviceID: DEVICE_ID, version: VERSION };
    for (const bad of [
      { ...good, kind: 'tv' },
      { ...good, version: 'x y' },
      { ...good, version: 'v'.repeat(65) },
      { ...good, deviceID: 'not-an-id' },
    ]) {
      expect(errorCode(await beat(device, bad))).toBe('BAD_USER_INPUT');
    }
    expect(errorCode(await beat(acceptor, { ...good, screenID: rmMonitor.monitorID }))).toBe('FORBIDDEN');
    expect(await db().select().from(screenDevices)).toHaveLength(1);
    expect((await deviceRow(miMonitor.monitorID))?.version).toBe(VERSION);
  });

  it('is listed for the workshop’s managers with its version, short user agent and state', async () => {
    const reply = await devices(manager);
    expect(reply.errors).toBeUndefined();
    expect(reply.data!.screenDevices).toEqual([
      expect.objectContaining({
        screenName: miMonitor.name,
        version: VERSION,
        userAgent: 'Chrome 131 · Linux',
        state: 'online',
      }),
    ]);
  });
});

describe('screen offline alert', () => {
  it('heartbeat → silent past N minutes → offline and one alert → heartbeat → online and cleared', async () => {
    const managerClient = wsClient(server.url, manager.token);
    const alerts = probe<AlertEvent>(managerClient, STAFF_ALERTS, { workshopID: mi.workshopID });
    try {
      await alerts.waitFor((e) => e.staffAlerts.initial);
      const row = (await deviceRow(miMonitor.monitorID))!;
      const key = `screenOffline:${row.screenDeviceID}`;

      await runMinuteJob(4);
      expect((await deviceRow(miMonitor.monitorID))?.offlineSince).toBeNull();
      expect(await alertRow(key)).toBeUndefined();
      expect((await devices(manager)).data!.screenDevices[0]?.state).toBe('online');

      await runMinuteJob(5);
      expect((await deviceRow(miMonitor.monitorID))?.offlineSince).toEqual(at(5));
      expect(await alertRow(key)).toMatchObject({ sendCount: 1, clearedAt: null });
      const raised = await alerts.waitFor((e) => e.staffAlerts.alerts[0]?.alertKey === key);
      expect(raised.staffAlerts.alerts[0]).toMatchObject({
        alertType: 'screenOffline',
        state: 'raised',
        screen: miMonitor.name,
        minutes: 5,
      });
      expect((await devices(manager)).data!.screenDevices[0]?.state).toBe('offline');
      // What /metrics reads for turno_screen_devices.
      expect(await screenDeviceCounts(db(), clock)).toContainEqual({
        labels: { kind: 'monitor', state: 'offline' },
        value: 1,
      });

      // Once per outage: later passes neither repeat nor move the mark.
      await runMinuteJob(8);
      expect(await alertRow(key)).toMatchObject({ sendCount: 1, lastSentAt: at(5), clearedAt: null });
      expect((await deviceRow(miMonitor.monitorID))?.offlineSince).toEqual(at(5));

      // The TV is plugged back in.
      clock = at(9);
      expect((await monitorBeat()).data?.reportScreenHeartbeat.recorded).toBe(true);
      expect((await deviceRow(miMonitor.monitorID))?.offlineSince).toBeNull();
      expect((await devices(manager)).data!.screenDevices[0]?.state).toBe('online');
      await runMinuteJob(9);
      expect((await alertRow(key))?.clearedAt).toEqual(at(9));
      await alerts.waitFor(
        (e) => e.staffAlerts.alerts[0]?.alertKey === key && e.staffAlerts.alerts[0]?.state === 'cleared',
      );
      const raises = alerts.events.filter((e) =>
        e.staffAlerts.alerts.some((a) => a.alertKey === key && a.state === 'raised'),
      );
      expect(raises).toHaveLength(1);
    } finally {
      alerts.dispose();
      await managerClient.dispose();
    }
  });

  it('raises nothing when the workshop set the minutes to 0', async () => {
    await db()
      .update(workshopParameters)
      .set({ screenOfflineAlertMinutes: 0 })
      .where(eq(workshopParameters.workshopID, mi.workshopID));
    try {
      const row = (await deviceRow(miMonitor.monitorID))!;
      await runMinuteJob(14);
      expect((await alertRow(`screenOffline:${row.screenDeviceID}`))?.clearedAt).toEqual(at(9));
      // The list still tells the TV is off, by the default silence.
      expect((await devices(manager)).data!.screenDevices[0]?.state).toBe('offline');
    } finally {
      await db()
        .update(workshopParameters)
        .set({ screenOfflineAlertMinutes: 5 })
        .where(eq(workshopParameters.workshopID, mi.workshopID));
    }
  });
});

describe('who sees and forgets screens', () => {
  it('keeps another workshop’s screens from a manager who is not theirs, and from non-managers', async () => {
    clock = at(14, 30);
    // A second TV of the same device account, in Rome.
    const rome = await monitorBeat(rmMonitor.monitorID, '0b9e5d7a-1c2d-4e3f-8a4b-5c6d7e8f9a0b');
    expect(rome.data?.reportScreenHeartbeat.recorded).toBe(true);
    const rmDevice = (await deviceRow(rmMonitor.monitorID))!;
    // The owner manages MI01 only.
    expect(errorCode(await devices(owner, rm.workshopID))).toBe('FORBIDDEN');
    expect(errorCode(await gql(server.url, FORGET, { id: rmDevice.screenDeviceID }, owner))).toBe(
      'FORBIDDEN',
    );
    expect(errorCode(await devices(acceptor))).toBe('FORBIDDEN');
    expect(await deviceRow(rmMonitor.monitorID)).toBeDefined();
    // The manager of both workshops sees each workshop's own.
    expect((await devices(manager, rm.workshopID)).data!.screenDevices.map((d) => d.screenName)).toEqual([
      rmMonitor.name,
    ]);
  });

  it('lets a manager forget a screen: it leaves the list, and a second forget is NOT_FOUND', async () => {
    const row = (await deviceRow(miMonitor.monitorID))!;
    const reply = await gql<{ forgetScreenDevice: { success: boolean } }>(
      server.url,
      FORGET,
      { id: row.screenDeviceID },
      owner,
    );
    expect(reply.data?.forgetScreenDevice.success).toBe(true);
    expect((await devices(owner)).data!.screenDevices).toEqual([]);
    expect(errorCode(await gql(server.url, FORGET, { id: row.screenDeviceID }, owner))).toBe('NOT_FOUND');
  });
});
