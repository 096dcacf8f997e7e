import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { monitors, roles, totems, users, userWorkshopRoles } from '../../server/core/db/schema/index.ts';
import { type Call, demoCaller, fieldsOf, rowCount } from '../support/admin-support.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { demoWorkshop } from '../support/workshop-fixture.ts';

// A monitor or totem signs in with the account it is bound to, and that account may then read the
// workshop's screens and book customers through its totem. Before the rule, a manager could bind
// a screen to any account: a member of staff, an admin, or another workshop's device, whose screen
// then showed (and whose totem booked into) the wrong workshop. Only a device account (not admin,
// no role anywhere, not deleted) that no other workshop's monitor or totem uses may be bound.

const NOT_DEVICE = 'userID:validation.notDeviceAccount';

const CREATE_MONITOR = `mutation ($input: CreateMonitorInput!) {
  createMonitor(input: $input) { monitor { monitorID userID } formErrors { field code } }
}`;
const UPDATE_MONITOR = `mutation ($input: UpdateMonitorInput!) {
  updateMonitor(input: $input) { monitor { monitorID userID } formErrors { field code } }
}`;
const CREATE_TOTEM = `mutation ($input: CreateTotemInput!) {
  createTotem(input: $input) { totem { totemID userID } formErrors { field code } }
}`;
const DEVICE_ACCOUNTS = 'query ($workshopID: ID!) { deviceAccounts(workshopID: $workshopID) { userID } }';
const UPDATE_TOTEM = `mutation ($input: UpdateTotemInput!) {
  updateTotem(input: $input) { totem { totemID userID } formErrors { field code } }
}`;

let server: TestServer;
let manager: Call;
let mi: Awaited<ReturnType<typeof demoWorkshop>>;
let rm: Awaited<ReturnType<typeof demoWorkshop>>;
let miQueueID: string;
let rmQueueID: string;
let ids: Record<string, string>;

/** A new account without roles (what an admin makes for a new screen). */
async function deviceAccount(userName: string, values: Partial<typeof users.$inferInsert> = {}) {
  const [row] = await server.services.db
    .insert(users)
    .values({ userName, firstname: 'Schermo', lastname: userName, ...values })
    .returning();
  return row!.userID;
}

const monitorIn = (w: typeof mi, userID: string | null, name = 'Monitor prova') => ({
  workshopID: w.workshopID,
  name,
  userID,
  queueGroups: [{ queueGroupID: w.queueGroupID, position: 1 }],
});
const totemIn = (workshopID: string, queueID: string, userID: string, name = 'Totem prova') => ({
  workshopID,
  name,
  userID,
  totemQueues: [{ queueID, position: 1, message: 'Tagliando', activity: 'Manutenzione' }],
});

beforeAll(async () => {
  server = await startTestServer();
  // The demo manager manages both Milano and Roma: only the account decides here.
  manager = await demoCaller(server, 'manager');
  mi = await demoWorkshop(server, 'MI01');
  rm = await demoWorkshop(server, 'RM01');
  miQueueID = await mi.newQueue('Binding MI');
  rmQueueID = await rm.newQueue('Binding RM');
  const rows = await server.services.db.select({ id: users.userID, name: users.userName }).from(users);
  ids = Object.fromEntries(rows.map((row) => [row.name, row.id]));
  // Roma's own screens, on accounts of their own.
  ids['roma.screen'] = await deviceAccount('roma.screen');
  ids['roma.kiosk'] = await deviceAccount('roma.kiosk');
  await server.services.db
    .insert(monitors)
    .values({ workshopID: rm.workshopID, name: 'Roma TV', userID: ids['roma.screen'] });
  await server.services.db
    .insert(totems)
    .values({ workshopID: rm.workshopID, name: 'Roma kiosk', userID: ids['roma.kiosk'] });
  ids['gone.screen'] = await deviceAccount('gone.screen', { deletedAt: new Date() });
});
afterAll(async () => {
  await server?.stop();
});

describe('binding a monitor or totem refuses any account but a free device account', () => {
  it.each([
    ['a member of staff of the workshop', 'acceptor1'],
    ['the manager doing the binding', 'manager'],
    ['an admin', 'admin'],
    ["another workshop's monitor account", 'roma.screen'],
    ["another workshop's totem account", 'roma.kiosk'],
  ])('createMonitor refuses %s on userID and writes nothing', async (_what, userName) => {
    const before = await rowCount(server, monitors);
    const reply = await manager(CREATE_MONITOR, { input: monitorIn(mi, ids[userName]!) });
    expect(reply.data!.createMonitor.monitor).toBeNull();
    expect(fieldsOf(reply.data!.createMonitor)).toEqual([NOT_DEVICE]);
    expect(await rowCount(server, monitors)).toBe(before);
  });

  it.each([
    ['a member of staff of the workshop', 'acceptor1'],
    ['an admin', 'admin'],
    ["another workshop's totem account", 'roma.kiosk'],
    ["another workshop's monitor account", 'roma.screen'],
  ])('createTotem refuses %s on userID and writes nothing', async (_what, userName) => {
    const before = await rowCount(server, totems);
    const reply = await manager(CREATE_TOTEM, { input: totemIn(mi.workshopID, miQueueID, ids[userName]!) });
    expect(reply.data!.createTotem.totem).toBeNull();
    expect(fieldsOf(reply.data!.createTotem)).toEqual([NOT_DEVICE]);
    expect(await rowCount(server, totems)).toBe(before);
  });

  it('refuses a deleted account as an unknown one', async () => {
    const reply = await manager(CREATE_MONITOR, { input: monitorIn(mi, ids['gone.screen']!) });
    expect(fieldsOf(reply.data!.createMonitor)).toEqual(['userID:validation.invalid']);
  });

  it('updateMonitor and updateTotem refuse a staff account and keep the bound one', async () => {
    const [monitor] = await server.services.db
      .select()
      .from(monitors)
      .where(eq(monitors.workshopID, mi.workshopID));
    const [totem] = await server.services.db
      .select()
      .from(totems)
      .where(eq(totems.workshopID, mi.workshopID));
    const { workshopID: _m, ...monitorRest } = monitorIn(mi, ids.acceptor1!);
    const movedMonitor = await manager(UPDATE_MONITOR, {
      input: { ...monitorRest, monitorID: monitor!.monitorID },
    });
    expect(fieldsOf(movedMonitor.data!.updateMonitor)).toEqual([NOT_DEVICE]);
    const { workshopID: _t, ...totemRest } = totemIn(mi.workshopID, miQueueID, ids['roma.kiosk']!);
    const movedTotem = await manager(UPDATE_TOTEM, { input: { ...totemRest, totemID: totem!.totemID } });
    expect(fieldsOf(movedTotem.data!.updateTotem)).toEqual([NOT_DEVICE]);

    const [monitorAfter] = await server.services.db
      .select()
      .from(monitors)
      .where(eq(monitors.monitorID, monitor!.monitorID));
    const [totemAfter] = await server.services.db
      .select()
      .from(totems)
      .where(eq(totems.totemID, totem!.totemID));
    expect(monitorAfter?.userID).toBe(monitor!.userID);
    expect(totemAfter?.userID).toBe(totem!.userID);
  });

  it("accepts a free device account, the workshop's own screens' accounts and no account", async () => {
    const fresh = await deviceAccount('milano.screen2');
    const made = await manager(CREATE_MONITOR, { input: monitorIn(mi, fresh, 'Monitor nuovo') });
    expect(made.data!.createMonitor.formErrors).toEqual([]);
    expect(made.data!.createMonitor.monitor.userID).toBe(fresh);
    // The same workshop may put a second screen on an account it already uses (the demo's
    // `monitor` account also serves Roma's demo monitor: bound before the rule, kept).
    const again = await manager(CREATE_TOTEM, { input: totemIn(mi.workshopID, miQueueID, fresh) });
    expect(again.data!.createTotem.formErrors).toEqual([]);
    const demo = await manager(CREATE_MONITOR, { input: monitorIn(mi, ids.monitor!, 'Monitor demo 2') });
    expect(demo.data!.createMonitor.formErrors).toEqual([]);
    const none = await manager(CREATE_MONITOR, { input: monitorIn(mi, null, 'Monitor senza account') });
    expect(none.data!.createMonitor.formErrors).toEqual([]);
    // …and the other workshop may not take it any more.
    const taken = await manager(CREATE_MONITOR, { input: monitorIn(rm, fresh) });
    expect(fieldsOf(taken.data!.createMonitor)).toEqual([NOT_DEVICE]);
  });

  it("stops offering and accepting an account of the workshop's own screen once it holds a role", async () => {
    const promoted = await deviceAccount('milano.promoted');
    const made = await manager(CREATE_MONITOR, { input: monitorIn(mi, promoted, 'Monitor promosso') });
    const monitorID = made.data!.createMonitor.monitor.monitorID;
    const [role] = await server.services.db.select().from(roles).where(eq(roles.name, 'Hostess'));
    await server.services.db
      .insert(userWorkshopRoles)
      .values({ userID: promoted, workshopID: mi.workshopID, roleID: role!.id });
    const listed = await manager(DEVICE_ACCOUNTS, { workshopID: mi.workshopID });
    expect(listed.data!.deviceAccounts.map((u: { userID: string }) => u.userID)).not.toContain(promoted);
    const { workshopID: _, ...rest } = monitorIn(mi, promoted, 'Monitor promosso');
    const kept = await manager(UPDATE_MONITOR, { input: { ...rest, monitorID } });
    expect(fieldsOf(kept.data!.updateMonitor)).toEqual([NOT_DEVICE]);
  });

  it('binds one free account to one workshop only when two workshops save at the same time', async () => {
    for (let round = 0; round < 5; round++) {
      const contested = await deviceAccount(`contested.${round}`);
      const [milano, roma] = await Promise.all([
        manager(CREATE_MONITOR, { input: monitorIn(mi, contested, `Contesa MI ${round}`) }),
        manager(CREATE_TOTEM, { input: totemIn(rm.workshopID, rmQueueID, contested, `Contesa RM ${round}`) }),
      ]);
      const outcomes = [
        fieldsOf(milano.data!.createMonitor).join(),
        fieldsOf(roma.data!.createTotem).join(),
      ].sort();
      expect(outcomes).toEqual(['', NOT_DEVICE]);
      const bound = [
        ...(await server.services.db
          .select({ workshopID: monitors.workshopID })
          .from(monitors)
          .where(inArray(monitors.userID, [contested]))),
        ...(await server.services.db
          .select({ workshopID: totems.workshopID })
          .from(totems)
          .where(inArray(totems.userID, [contested]))),
      ];
      expect(bound).toHaveLength(1);
    }
  });
});
