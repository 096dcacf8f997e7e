import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../server/app/seed/demo-users.ts';
import {
  monitorQueueGroups,
  monitors,
  totemQueues,
  totems,
  users,
} from '../../server/core/db/schema/index.ts';
import { type Call, caller, fieldsOf, romaOnlyManager, rowCount } from '../support/admin-support.ts';
import { errorCode, gql, type Session, signIn, wsClient } from '../support/graphql-client.ts';
import { probe } from '../support/subscription-probe.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { demoWorkshop } from '../support/workshop-fixture.ts';

// A workshop manager configures monitors and totems (spec §5 rules); configuration changes reach
// running screens over WebSocket without a reload.

let server: TestServer;
let call: Call;
let manager: Session;
let mi: Awaited<ReturnType<typeof demoWorkshop>>;
let deviceUserID: string;

beforeAll(async () => {
  server = await startTestServer();
  manager = await signIn(server.url, 'manager', DEMO_PASSWORD);
  call = caller(server, manager);
  mi = await demoWorkshop(server, 'MI01');
  const [device] = await server.services.db.select().from(users).where(eq(users.userName, 'monitor'));
  deviceUserID = device!.userID;
});
afterAll(async () => {
  await server?.stop();
});

/** A well-formed id of no group: the rules under test are about the list, not the group. */
const SOME_GROUP = '11111111-1111-4111-8111-111111111111';

const CREATE_MONITOR = `mutation ($input: CreateMonitorInput!) {
  createMonitor(input: $input) { monitor { monitorID name userID queueGroups { queueGroupID position } } formErrors { field code message } }
}`;
const UPDATE_MONITOR = `mutation ($input: UpdateMonitorInput!) {
  updateMonitor(input: $input) { monitor { monitorID name } formErrors { field code } }
}`;
const CREATE_TOTEM = `mutation ($input: CreateTotemInput!) {
  createTotem(input: $input) { totem { totemID name totemQueues { queueID position message activity } } formErrors { field code } }
}`;
const UPDATE_TOTEM = `mutation ($input: UpdateTotemInput!) {
  updateTotem(input: $input) { totem { totemID name } formErrors { field code } }
}`;

const monitorInput = (over: Record<string, unknown> = {}) => ({
  workshopID: mi.workshopID,
  name: 'Sala officina',
  userID: deviceUserID,
  queueGroups: [{ queueGroupID: mi.queueGroupID, position: 1 }],
  ...over,
});

describe('monitors', () => {
  it('are made with a name and their queue groups in position', async () => {
    const reply = await call(CREATE_MONITOR, { input: monitorInput() });
    expect(reply.data!.createMonitor.formErrors).toEqual([]);
    expect(reply.data!.createMonitor.monitor).toMatchObject({
      name: 'Sala officina',
      userID: deviceUserID,
      queueGroups: [{ queueGroupID: mi.queueGroupID, position: 1 }],
    });
  });

  it.each([
    ['an empty name', { name: ' ' }, 'name:validation.required'],
    ['no queue group', { queueGroups: [] }, 'queueGroups:validation.atLeastOne'],
    [
      'the same group twice',
      {
        queueGroups: [
          { queueGroupID: SOME_GROUP, position: 1 },
          { queueGroupID: SOME_GROUP, position: 2 },
        ],
      },
      'queueGroups:validation.duplicate',
    ],
    [
      'a position out of range',
      { queueGroups: [{ queueGroupID: SOME_GROUP, position: 1000 }] },
      'queueGroups.0.position:validation.range',
    ],
    [
      'a group of no workshop',
      { queueGroups: [{ queueGroupID: '00000000-0000-4000-8000-000000000000', position: 1 }] },
      'queueGroups.0.queueGroupID:validation.invalid',
    ],
    ['an unknown user', { userID: '00000000-0000-4000-8000-000000000000' }, 'userID:validation.invalid'],
  ])('refuse %s on the field and change nothing', async (_what, over, expected) => {
    const before = [await rowCount(server, monitors), await rowCount(server, monitorQueueGroups)];
    const reply = await call(CREATE_MONITOR, { input: monitorInput(over) });
    expect(reply.data!.createMonitor.monitor).toBeNull();
    expect(fieldsOf(reply.data!.createMonitor)).toContain(expected);
    expect([await rowCount(server, monitors), await rowCount(server, monitorQueueGroups)]).toEqual(before);
  });

  it('refuse an update with an empty name and keep the old one', async () => {
    const made = await call(CREATE_MONITOR, { input: monitorInput({ name: 'Da rinominare' }) });
    const monitorID = made.data!.createMonitor.monitor.monitorID;
    const { workshopID: _, ...rest } = monitorInput({ name: '' });
    const reply = await call(UPDATE_MONITOR, { input: { ...rest, monitorID } });
    expect(fieldsOf(reply.data!.updateMonitor)).toEqual(['name:validation.required']);
    const [row] = await server.services.db.select().from(monitors).where(eq(monitors.monitorID, monitorID));
    expect(row?.name).toBe('Da rinominare');
  });
});

describe('totems', () => {
  const totemInput = (queueID: string, over: Record<string, unknown> = {}) => ({
    workshopID: mi.workshopID,
    name: 'Totem ingresso',
    userID: deviceUserID,
    totemQueues: [{ queueID, position: 1, message: 'Tagliando', activity: 'Manutenzione' }],
    ...over,
  });

  it('are made with a user and their queues with position, message and activity', async () => {
    const queueID = await mi.newQueue('Totem queue');
    const reply = await call(CREATE_TOTEM, { input: totemInput(queueID) });
    expect(reply.data!.createTotem.formErrors).toEqual([]);
    expect(reply.data!.createTotem.totem.totemQueues).toEqual([
      { queueID, position: 1, message: 'Tagliando', activity: 'Manutenzione' },
    ]);
  });

  it.each([
    ['an empty name', () => ({ name: '' }), 'name:validation.required'],
    ['no user', () => ({ userID: '' }), 'userID:validation.required'],
    ['no queue', () => ({ totemQueues: [] }), 'totemQueues:validation.atLeastOne'],
    [
      'a queue without its message',
      (q: string) => ({ totemQueues: [{ queueID: q, position: 1, message: ' ', activity: 'A' }] }),
      'totemQueues.0.message:validation.required',
    ],
    [
      'a queue without its activity',
      (q: string) => ({ totemQueues: [{ queueID: q, position: 1, message: 'M', activity: '' }] }),
      'totemQueues.0.activity:validation.required',
    ],
    [
      'the same queue twice',
      (q: string) => ({
        totemQueues: [
          { queueID: q, position: 1, message: 'M', activity: 'A' },
          { queueID: q, position: 2, message: 'M', activity: 'A' },
        ],
      }),
      'totemQueues:validation.duplicate',
    ],
    [
      'a queue of no workshop',
      () => ({
        totemQueues: [
          { queueID: '00000000-0000-4000-8000-000000000000', position: 1, message: 'M', activity: 'A' },
        ],
      }),
      'totemQueues.0.queueID:validation.invalid',
    ],
  ])('refuse %s on the field and change nothing', async (_what, over, expected) => {
    const queueID = await mi.newQueue(`Totem ${expected}`);
    const before = [await rowCount(server, totems), await rowCount(server, totemQueues)];
    const reply = await call(CREATE_TOTEM, { input: totemInput(queueID, over(queueID)) });
    expect(reply.data!.createTotem.totem).toBeNull();
    expect(fieldsOf(reply.data!.createTotem)).toContain(expected);
    expect([await rowCount(server, totems), await rowCount(server, totemQueues)]).toEqual(before);
  });

  it('refuse an update without queues and keep the old ones', async () => {
    const queueID = await mi.newQueue('Totem kept');
    const made = await call(CREATE_TOTEM, { input: totemInput(queueID, { name: 'Totem fisso' }) });
    const totemID = made.data!.createTotem.totem.totemID;
    const { workshopID: _, ...rest } = totemInput(queueID, { totemQueues: [] });
    const reply = await call(UPDATE_TOTEM, { input: { ...rest, totemID } });
    expect(fieldsOf(reply.data!.updateTotem)).toEqual(['totemQueues:validation.atLeastOne']);
    const kept = await server.services.db.select().from(totemQueues).where(eq(totemQueues.totemID, totemID));
    expect(kept.map((q) => q.queueID)).toEqual([queueID]);
  });
});

describe('device accounts', () => {
  const ACCOUNTS = `query ($workshopID: ID!) { deviceAccounts(workshopID: $workshopID) { userName } }`;

  it("offer role-less accounts and this workshop's screens' ones, never staff, admins or another workshop's", async () => {
    const reply = await call(ACCOUNTS, { workshopID: mi.workshopID });
    const names = reply.data!.deviceAccounts.map((u: { userName: string }) => u.userName);
    expect(names).toEqual(expect.arrayContaining(['monitor', 'totem']));
    expect(names).not.toContain('manager');
    expect(names).not.toContain('acceptor1');
    expect(names).not.toContain('admin');
    // Roma's manager may not see Milano's list at all.
    const roma = caller(server, await romaOnlyManager(server, 'manager.roma.devices'));
    expect(errorCode(await roma(ACCOUNTS, { workshopID: mi.workshopID }))).toBe('FORBIDDEN');
  });
});

describe('configuration reaches open screens live', () => {
  const BOXES_CHANGED = `subscription ($workshopID: ID!) {
    boxesChanged(workshopID: $workshopID) { initial boxes { boxID name notAvailable deletedAt } }
  }`;
  const QUEUE_CHANGED = `subscription ($workshopID: ID!) {
    queueChanged(workshopID: $workshopID) { initial queues { queueID name color } }
  }`;
  const MONITOR_CALLS = `subscription ($monitorID: ID!) {
    monitorCalls(monitorID: $monitorID) { initial calls { appointmentID licensePlate } }
  }`;

  it('a new box and a renamed queue reach the acceptor home', async () => {
    const acceptor = await signIn(server.url, 'acceptor1', DEMO_PASSWORD);
    const queueID = await mi.newQueue('Before rename');
    const client = wsClient(server.url, acceptor.token);
    const boxes = probe<{
      boxesChanged: { initial: boolean; boxes: { boxID: string; name: string; deletedAt: string | null }[] };
    }>(client, BOXES_CHANGED, { workshopID: mi.workshopID });
    const queues = probe<{ queueChanged: { queues: { queueID: string; name: string; color: string }[] } }>(
      client,
      QUEUE_CHANGED,
      { workshopID: mi.workshopID },
    );
    try {
      await boxes.waitFor((e) => e.boxesChanged.initial);
      await queues.waitFor(() => true);
      const made = await call(
        `mutation ($input: CreateBoxInput!) { createBox(input: $input) { box { boxID } formErrors { field } } }`,
        { input: { workshopID: mi.workshopID, name: 'Box live', queueGroupID: mi.queueGroupID } },
      );
      const boxID = made.data!.createBox.box.boxID;
      const seen = await boxes.waitFor((e) => e.boxesChanged.boxes.some((b) => b.boxID === boxID));
      expect(seen.boxesChanged.boxes.find((b) => b.boxID === boxID)?.name).toBe('Box live');
      // A deleted box is still named, marked deleted, so open screens drop it from their lists.
      await call(`mutation { deleteBox(boxID: "${boxID}") { success } }`);
      await boxes.waitFor((e) => e.boxesChanged.boxes.some((b) => b.boxID === boxID && b.deletedAt !== null));

      await call(
        `mutation ($input: UpdateQueueInput!) { updateQueue(input: $input) { queue { queueID } formErrors { field } } }`,
        { input: { queueID, queueGroupID: mi.queueGroupID, name: 'After rename', color: '#aa0000' } },
      );
      const renamed = await queues.waitFor((e) =>
        e.queueChanged.queues.some((q) => q.queueID === queueID && q.name === 'After rename'),
      );
      expect(renamed.queueChanged.queues.find((q) => q.queueID === queueID)?.color).toBe('#aa0000');
    } finally {
      boxes.dispose();
      queues.dispose();
      await client.dispose();
    }
  });

  it('a running monitor follows a change of its queue groups', async () => {
    // A customer of the demo group is called; the monitor first shows another (empty) group.
    const hostess = await signIn(server.url, 'hostess', DEMO_PASSWORD);
    const acceptor = await signIn(server.url, 'acceptor1', DEMO_PASSWORD);
    const queueID = await mi.newQueue('Monitor live queue');
    const boxID = await mi.newBox('Monitor live box');
    const walkIn = await gql<{ registerNewAppointment: { appointment: { appointmentID: string } } }>(
      server.url,
      `mutation ($input: RegisterNewAppointmentInput!) { registerNewAppointment(input: $input) { appointment { appointmentID } } }`,
      {
        input: {
          workshopID: mi.workshopID,
          queueID,
          vehicleBrandID: mi.vehicleBrandID,
          licensePlate: 'MON0001',
          name: 'Giulia Neri',
          mobile: '3471234567',
          description: 'Tagliando',
        },
      },
      hostess,
    );
    const appointmentID = walkIn.data!.registerNewAppointment.appointment.appointmentID;
    await gql(
      server.url,
      `mutation ($input: NextCustomerInput!) { nextCustomer(input: $input) { appointment { appointmentID } } }`,
      { input: { workshopID: mi.workshopID, boxID, queueID } },
      acceptor,
    );
    const otherGroup = await call(
      `mutation ($input: CreateQueueGroupInput!) { createQueueGroup(input: $input) { queueGroup { queueGroupID } } }`,
      { input: { workshopID: mi.workshopID, name: 'Gruppo monitor vuoto' } },
    );
    const emptyGroupID = otherGroup.data!.createQueueGroup.queueGroup.queueGroupID;
    const made = await call(CREATE_MONITOR, {
      input: monitorInput({
        name: 'Monitor live',
        queueGroups: [{ queueGroupID: emptyGroupID, position: 1 }],
      }),
    });
    const monitorID = made.data!.createMonitor.monitor.monitorID;

    const tv = wsClient(server.url, (await signIn(server.url, 'monitor', DEMO_PASSWORD)).token);
    const calls = probe<{ monitorCalls: { initial: boolean; calls: { appointmentID: string }[] } }>(
      tv,
      MONITOR_CALLS,
      { monitorID },
    );
    try {
      const first = await calls.waitFor((e) => e.monitorCalls.initial);
      expect(first.monitorCalls.calls).toEqual([]);
      const { workshopID: _, ...rest } = monitorInput({
        name: 'Monitor live',
        queueGroups: [{ queueGroupID: mi.queueGroupID, position: 1 }],
      });
      const updated = await call(UPDATE_MONITOR, { input: { ...rest, monitorID } });
      expect(updated.data!.updateMonitor.formErrors).toEqual([]);
      const live = await calls.waitFor((e) =>
        e.monitorCalls.calls.some((c) => c.appointmentID === appointmentID),
      );
      expect(live.monitorCalls.initial).toBe(false);
    } finally {
      calls.dispose();
      await tv.dispose();
    }
  });
});
