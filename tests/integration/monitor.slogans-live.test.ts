import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../server/app/seed/demo-users.ts';
import { gql, type Session, signIn, wsClient } from '../support/graphql-client.ts';
import { probe } from '../support/subscription-probe.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { demoWorkshop } from '../support/workshop-fixture.ts';

// A running monitor hears about slogan changes on its own subscription (monitorCalls): each
// create, update (visibility) and delete is published after commit as a configuration change, and
// the monitor then reads the slogans again and finds the change.

let server: TestServer;
let manager: Session;
let device: Session;
let workshopID: string;
let monitorID: string;

const MONITOR_CALLS = `subscription ($monitorID: ID!) { monitorCalls(monitorID: $monitorID) { initial version } }`;
const SLOGANS = `query ($workshopID: ID!) { slogans(workshopID: $workshopID) { sloganID title } }`;
const CREATE = `mutation ($input: CreateSloganInput!) { createSlogan(input: $input) { slogan { sloganID } formErrors { field } } }`;
const UPDATE = `mutation ($input: UpdateSloganInput!) { updateSlogan(input: $input) { slogan { sloganID } formErrors { field } } }`;
const DELETE = `mutation ($id: ID!) { deleteSlogan(sloganID: $id) { success } }`;

beforeAll(async () => {
  server = await startTestServer();
  manager = await signIn(server.url, 'manager', DEMO_PASSWORD);
  device = await signIn(server.url, 'monitor', DEMO_PASSWORD);
  workshopID = (await demoWorkshop(server, 'MI01')).workshopID;
  const mine = await gql<{ myMonitors: { monitorID: string; workshopID: string }[] }>(
    server.url,
    '{ myMonitors { monitorID workshopID } }',
    {},
    device,
  );
  monitorID = mine.data!.myMonitors.find((m) => m.workshopID === workshopID)!.monitorID;
});
afterAll(async () => {
  await server?.stop();
});

async function titlesOnTheMonitor(): Promise<string[]> {
  const reply = await gql<{ slogans: { title: string }[] }>(server.url, SLOGANS, { workshopID }, device);
  return reply.data!.slogans.map((s) => s.title);
}

describe('slogans on a running monitor', () => {
  it('a created, hidden, shown and deleted slogan each reach the monitor without a reconnect', async () => {
    const tv = wsClient(server.url, device.token);
    const calls = probe<{ monitorCalls: { initial: boolean; version: number } }>(tv, MONITOR_CALLS, {
      monitorID,
    });
    try {
      await calls.waitFor((e) => e.monitorCalls.initial);
      let seen = calls.events.length;
      /** The next event after `seen`, which must be a live one. */
      const nextEvent = async () => {
        const event = await calls.waitFor(() => true, 5000, seen);
        seen = calls.events.indexOf(event) + 1;
        expect(event.monitorCalls.initial).toBe(false);
      };

      const created = await gql<{ createSlogan: { slogan: { sloganID: string } } }>(
        server.url,
        CREATE,
        { input: { workshopID, title: 'Caffè gratis in sala', text: 'Chieda in accettazione', duration: 8 } },
        manager,
      );
      const sloganID = created.data!.createSlogan.slogan.sloganID;
      await nextEvent();
      expect(await titlesOnTheMonitor()).toContain('Caffè gratis in sala');

      const base = { sloganID, title: 'Caffè gratis in sala', text: 'Chieda in accettazione', duration: 8 };
      await gql(server.url, UPDATE, { input: { ...base, isVisible: false } }, manager);
      await nextEvent();
      expect(await titlesOnTheMonitor()).not.toContain('Caffè gratis in sala');

      await gql(
        server.url,
        UPDATE,
        { input: { ...base, title: 'Caffè e acqua gratis', isVisible: true } },
        manager,
      );
      await nextEvent();
      expect(await titlesOnTheMonitor()).toContain('Caffè e acqua gratis');

      await gql(server.url, DELETE, { id: sloganID }, manager);
      await nextEvent();
      expect(await titlesOnTheMonitor()).not.toContain('Caffè e acqua gratis');
    } finally {
      calls.dispose();
      await tv.dispose();
    }
  });
});
