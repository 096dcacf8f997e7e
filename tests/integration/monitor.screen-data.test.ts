import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../server/app/seed/demo-users.ts';
import { slogans } from '../../server/core/db/schema/index.ts';
import { errorCode, gql, type Session, signIn } from '../support/graphql-client.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { demoWorkshop } from '../support/workshop-fixture.ts';

const MY_MONITORS = `{ myMonitors { monitorID name workshopID workshopName timeZone trackingEntryUrl queueGroups { queueGroupID name color position } } }`;
const MONITOR = `query ($monitorID: ID!) { monitor(monitorID: $monitorID) { monitorID name workshopName queueGroups { name position } } }`;
const SLOGANS = `query ($workshopID: ID!) { slogans(workshopID: $workshopID) { sloganID title text order duration } }`;

type MonitorData = {
  monitorID: string;
  name: string;
  workshopID: string;
  workshopName: string;
  trackingEntryUrl: string;
  queueGroups: { queueGroupID: string; name: string; position: number }[];
};

let server: TestServer;
let monitorDevice: Session;
let totemDevice: Session;
let acceptor: Session;
let mi: Awaited<ReturnType<typeof demoWorkshop>>;
let miMonitor: MonitorData;

beforeAll(async () => {
  server = await startTestServer();
  monitorDevice = await signIn(server.url, 'monitor', DEMO_PASSWORD);
  totemDevice = await signIn(server.url, 'totem', DEMO_PASSWORD);
  acceptor = await signIn(server.url, 'acceptor1', DEMO_PASSWORD);
  mi = await demoWorkshop(server, 'MI01');
});
afterAll(async () => {
  await server?.stop();
});

describe('monitor queries', () => {
  it('lists the monitors whose device account is the caller, with their queue groups in order', async () => {
    const reply = await gql<{ myMonitors: MonitorData[] }>(server.url, MY_MONITORS, {}, monitorDevice);
    expect(reply.errors).toBeUndefined();
    const monitors = reply.data!.myMonitors;
    // The demo device drives one monitor per demo workshop.
    expect(monitors.length).toBe(2);
    miMonitor = monitors.find((m) => m.workshopID === mi.workshopID)!;
    expect(miMonitor.workshopName).toBeTruthy();
    expect(miMonitor.queueGroups.map((g) => g.position)).toEqual([1, 2]);
    // The QR code's address: the customers' tracking entry on the public address, as the SMS use.
    expect(miMonitor.trackingEntryUrl).toBe(`${server.url}/mobile-tracking`);
    // A staff member is nobody's device: no monitors of their own.
    const staff = await gql<{ myMonitors: MonitorData[] }>(server.url, MY_MONITORS, {}, acceptor);
    expect(staff.data!.myMonitors).toEqual([]);
  });

  it('opens one monitor for its device account and for staff of its workshop, not for others', async () => {
    const variables = { monitorID: miMonitor.monitorID };
    const asDevice = await gql<{ monitor: MonitorData }>(server.url, MONITOR, variables, monitorDevice);
    expect(asDevice.data!.monitor.name).toBe(miMonitor.name);
    const asStaff = await gql<{ monitor: MonitorData }>(server.url, MONITOR, variables, acceptor);
    expect(asStaff.data!.monitor.queueGroups).toHaveLength(2);
    expect(errorCode(await gql(server.url, MONITOR, variables, totemDevice))).toBe('FORBIDDEN');
    expect(errorCode(await gql(server.url, MONITOR, variables))).toBe('AUTH_NOT_AUTHORIZED');
    const unknown = { monitorID: '00000000-0000-4000-8000-000000000000' };
    expect(errorCode(await gql(server.url, MONITOR, unknown, monitorDevice))).toBe('NOT_FOUND');
  });

  it('gives the visible slogans in order with their durations, to the monitor device and staff only', async () => {
    const variables = { workshopID: mi.workshopID };
    type SloganData = { sloganID: string; title: string; order: number; duration: number };
    const first = await gql<{ slogans: SloganData[] }>(server.url, SLOGANS, variables, monitorDevice);
    expect(first.errors).toBeUndefined();
    const list = first.data!.slogans;
    expect(list.map((s) => s.order)).toEqual([1, 2, 3]);
    expect(list.every((s) => s.duration > 0)).toBe(true);

    await server.services.db
      .update(slogans)
      .set({ isVisible: false })
      .where(eq(slogans.sloganID, list[1]!.sloganID));
    const after = await gql<{ slogans: SloganData[] }>(server.url, SLOGANS, variables, acceptor);
    expect(after.data!.slogans.map((s) => s.order)).toEqual([1, 3]);

    expect(errorCode(await gql(server.url, SLOGANS, variables, totemDevice))).toBe('FORBIDDEN');
    expect(errorCode(await gql(server.url, SLOGANS, { workshopID: 'nope' }, monitorDevice))).toBe(
      'BAD_USER_INPUT',
    );
  });
});
