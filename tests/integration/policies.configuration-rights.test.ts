import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../server/app/seed/demo-users.ts';
import {
  roles,
  surveyQuestions,
  users,
  userWorkshopRoles,
  vehicleBrands,
} from '../../server/core/db/schema/index.ts';
import { caller, fieldsOf, romaOnlyManager, rowCount } from '../support/admin-support.ts';
import { errorCode, gql, type Session, signIn, wsClient } from '../support/graphql-client.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { demoWorkshop } from '../support/workshop-fixture.ts';

// Who may configure what: a manager of Roma only is refused every configuration write on Milano,
// a manager cannot do the admin's, an admin can. Plus the rules that guard users and the catalogue.

let server: TestServer;
let admin: Session;
let romaManager: Session;
let milano: Awaited<ReturnType<typeof demoWorkshop>>;
let ids: Record<string, string>;

beforeAll(async () => {
  server = await startTestServer();
  admin = await signIn(server.url, 'admin', DEMO_PASSWORD);
  romaManager = await romaOnlyManager(server);
  milano = await demoWorkshop(server, 'MI01');
  const db = server.services.db;
  const asAdmin = caller(server, admin);
  const monitors = await asAdmin(`{ monitors(workshopID: "${milano.workshopID}") { monitorID } }`);
  const totems = await asAdmin(`{ totems(workshopID: "${milano.workshopID}") { totemID } }`);
  const slogans = await asAdmin(`{ allSlogans(workshopID: "${milano.workshopID}") { sloganID } }`);
  const [queue] = (await asAdmin(`{ queues(workshopID: "${milano.workshopID}") { queueID } }`)).data!.queues;
  const [box] = (await asAdmin(`{ boxes(workshopID: "${milano.workshopID}") { boxID } }`)).data!.boxes;
  const [totemUser] = await db.select().from(users).where(eq(users.userName, 'totem'));
  ids = {
    workshopID: milano.workshopID,
    queueGroupID: milano.queueGroupID,
    queueID: queue.queueID,
    boxID: box.boxID,
    monitorID: monitors.data!.monitors[0].monitorID,
    totemID: totems.data!.totems[0].totemID,
    sloganID: slogans.data!.allSlogans[0].sloganID,
    totemUserID: totemUser!.userID,
  };
});
afterAll(async () => {
  await server?.stop();
});

/** Every configuration write of one workshop, with input that would otherwise be accepted. */
const workshopWrites = () => {
  const w = ids;
  return [
    [
      'updateParameters',
      `mutation { updateParameters(input: { workshopID: "${w.workshopID}", toleranceMinutes: 5 }) { formErrors { field } } }`,
    ],
    [
      'createQueueGroup',
      `mutation { createQueueGroup(input: { workshopID: "${w.workshopID}", name: "X" }) { formErrors { field } } }`,
    ],
    [
      'updateQueueGroup',
      `mutation { updateQueueGroup(input: { queueGroupID: "${w.queueGroupID}", name: "X" }) { formErrors { field } } }`,
    ],
    ['deleteQueueGroup', `mutation { deleteQueueGroup(queueGroupID: "${w.queueGroupID}") { success } }`],
    [
      'createQueue',
      `mutation { createQueue(input: { queueGroupID: "${w.queueGroupID}", name: "X" }) { formErrors { field } } }`,
    ],
    [
      'updateQueue',
      `mutation { updateQueue(input: { queueID: "${w.queueID}", queueGroupID: "${w.queueGroupID}", name: "X" }) { formErrors { field } } }`,
    ],
    ['deleteQueue', `mutation { deleteQueue(queueID: "${w.queueID}") { success } }`],
    [
      'createBox',
      `mutation { createBox(input: { workshopID: "${w.workshopID}", name: "X", queueGroupID: "${w.queueGroupID}" }) { formErrors { field } } }`,
    ],
    [
      'updateBox',
      `mutation { updateBox(input: { boxID: "${w.boxID}", name: "X", queueGroupID: "${w.queueGroupID}" }) { formErrors { field } } }`,
    ],
    ['deleteBox', `mutation { deleteBox(boxID: "${w.boxID}") { success } }`],
    [
      'createMonitor',
      `mutation { createMonitor(input: { workshopID: "${w.workshopID}", name: "X", queueGroups: [{ queueGroupID: "${w.queueGroupID}", position: 0 }] }) { formErrors { field } } }`,
    ],
    [
      'updateMonitor',
      `mutation { updateMonitor(input: { monitorID: "${w.monitorID}", name: "X", queueGroups: [{ queueGroupID: "${w.queueGroupID}", position: 0 }] }) { formErrors { field } } }`,
    ],
    ['deleteMonitor', `mutation { deleteMonitor(monitorID: "${w.monitorID}") { success } }`],
    [
      'createTotem',
      `mutation { createTotem(input: { workshopID: "${w.workshopID}", name: "X", userID: "${w.totemUserID}", totemQueues: [{ queueID: "${w.queueID}", position: 0, message: "m", activity: "a" }] }) { formErrors { field } } }`,
    ],
    [
      'updateTotem',
      `mutation { updateTotem(input: { totemID: "${w.totemID}", name: "X", userID: "${w.totemUserID}", totemQueues: [{ queueID: "${w.queueID}", position: 0, message: "m", activity: "a" }] }) { formErrors { field } } }`,
    ],
    ['deleteTotem', `mutation { deleteTotem(totemID: "${w.totemID}") { success } }`],
    [
      'createSlogan',
      `mutation { createSlogan(input: { workshopID: "${w.workshopID}", title: "X", duration: 5 }) { formErrors { field } } }`,
    ],
    [
      'updateSlogan',
      `mutation { updateSlogan(input: { sloganID: "${w.sloganID}", title: "X", duration: 5 }) { formErrors { field } } }`,
    ],
    ['deleteSlogan', `mutation { deleteSlogan(sloganID: "${w.sloganID}") { success } }`],
    [
      'saveSurveyQuestions',
      `mutation { saveSurveyQuestions(workshopID: "${w.workshopID}", questions: []) { formErrors { field } } }`,
    ],
  ] as const;
};

/** Writes only an admin may make. */
const adminWrites = () =>
  [
    [
      'createWorkshop',
      `mutation { createWorkshop(input: { workshopCode: "ZZ99", name: "Z", zipCode: "00100", logoUrl: "https://x.example/l.png" }) { formErrors { field } } }`,
    ],
    [
      'updateWorkshop',
      `mutation { updateWorkshop(input: { workshopID: "${ids.workshopID}", name: "Z" }) { formErrors { field } } }`,
    ],
    ['deleteWorkshop', `mutation { deleteWorkshop(workshopID: "${ids.workshopID}") { success } }`],
    [
      'createVehicleBrand',
      'mutation { createVehicleBrand(input: { name: "Zeta", position: 1 }) { formErrors { field } } }',
    ],
    [
      'createUser',
      'mutation { createUser(input: { firstName: "A", lastName: "B", email: "a@b.example", userName: "abc" }) { formErrors { field } } }',
    ],
    ['deleteUser', `mutation { deleteUser(userID: "${ids.totemUserID}") { success } }`],
    [
      'assignRoles',
      `mutation { assignRoles(userID: "${ids.totemUserID}", roles: []) { formErrors { field } } }`,
    ],
  ] as const;

describe('configuration rights', () => {
  it('a manager of Roma only gets FORBIDDEN for every configuration write on Milano, and nothing changes', async () => {
    const before = await rowCount(server, surveyQuestions);
    for (const [name, query] of workshopWrites()) {
      const reply = await gql(server.url, query, {}, romaManager);
      expect(`${name}:${errorCode(reply)}`).toBe(`${name}:FORBIDDEN`);
    }
    for (const [name, query] of adminWrites()) {
      const reply = await gql(server.url, query, {}, romaManager);
      expect(`${name}:${errorCode(reply)}`).toBe(`${name}:FORBIDDEN`);
    }
    expect(await rowCount(server, surveyQuestions)).toBe(before);
  });

  it('a manager of Milano cannot make the admin-only writes', async () => {
    const manager = await signIn(server.url, 'manager', DEMO_PASSWORD);
    for (const [name, query] of adminWrites()) {
      const reply = await gql(server.url, query, {}, manager);
      expect(`${name}:${errorCode(reply)}`).toBe(`${name}:FORBIDDEN`);
    }
  });

  it('an admin may make every configuration write (refusals, if any, are about the data)', async () => {
    for (const [name, query] of workshopWrites()) {
      const reply = await gql(server.url, query, {}, admin);
      const code = errorCode(reply);
      expect(`${name}:${code === 'FORBIDDEN' || code === 'AUTH_NOT_AUTHORIZED' ? code : 'ok'}`).toBe(
        `${name}:ok`,
      );
    }
  });
});

describe('rules that guard users and the catalogue', () => {
  it('Admin and Cliente are never assignable', async () => {
    const db = server.services.db;
    const [adminRole] = await db.select().from(roles).where(eq(roles.name, 'Admin'));
    const before = await rowCount(server, userWorkshopRoles);
    const reply = await caller(server, admin)(
      `mutation ($roles: [RoleAssignmentInput!]!) { assignRoles(userID: "${romaManager.userID}", roles: $roles) { user { userID } formErrors { field code } } }`,
      { roles: [{ roleID: adminRole!.id, workshopID: milano.workshopID }] },
    );
    expect(fieldsOf(reply.data!.assignRoles)).toEqual(['roles.0.roleID:validation.notAssignable']);
    expect(await rowCount(server, userWorkshopRoles)).toBe(before);
  });

  it('at most 10 exit-interview questions', async () => {
    const before = await rowCount(server, surveyQuestions);
    const questions = Array.from({ length: 11 }, (_, i) => ({
      text: `Domanda ${i}`,
      questionTypeID: 1,
      position: i,
    }));
    const reply = await caller(server, admin)(
      `mutation ($questions: [SurveyQuestionInput!]!) { saveSurveyQuestions(workshopID: "${milano.workshopID}", questions: $questions) { formErrors { field code message } } }`,
      { questions },
    );
    expect(fieldsOf(reply.data!.saveSurveyQuestions)).toEqual(['questions:validation.maxQuestions']);
    expect(reply.data!.saveSurveyQuestions.formErrors[0].message).toBe('Maximum 10 questions reached');
    expect(await rowCount(server, surveyQuestions)).toBe(before);
  });

  it('a brand with models cannot be deleted', async () => {
    const before = await rowCount(server, vehicleBrands);
    const reply = await caller(
      server,
      admin,
    )(`mutation { deleteVehicleBrand(vehicleBrandID: "${milano.vehicleBrandID}") { success } }`);
    expect(errorCode(reply)).toBe('CONFLICT');
    expect(reply.errors?.[0]?.message).toMatch(/^The brand has \d+ models?\.$/);
    expect(await rowCount(server, vehicleBrands)).toBe(before);
  });

  it('locking a user closes their live sockets', async () => {
    const victim = await romaOnlyManager(server, 'manager.lock');
    const client = wsClient(server.url, victim.token);
    const closed = new Promise<{ code: number; reason: string }>((resolve) => {
      client.on('closed', (event) => {
        const { code, reason } = event as { code: number; reason: string };
        resolve({ code, reason: String(reason) });
      });
    });
    await new Promise<void>((resolve, reject) => {
      client.subscribe(
        { query: 'subscription { heartbeat(seconds: 30) }' },
        { next: () => resolve(), error: reject, complete: () => {} },
      );
    });
    const reply = await caller(server, admin)(
      `mutation ($input: UpdateUserInput!) { updateUser(input: $input) { user { userLocked } formErrors { field } } }`,
      {
        input: {
          userID: victim.userID,
          firstName: 'Romolo',
          lastName: 'Romani',
          email: 'manager.lock@turno.example',
          userName: 'manager.lock',
          userLocked: true,
        },
      },
    );
    expect(reply.data!.updateUser.user.userLocked).toBe(true);
    expect(await closed).toEqual({ code: 4403, reason: 'locked' });
    await client.dispose();
    const after = await gql(server.url, '{ profile { id } }', {}, victim);
    expect(after.data?.profile ?? null).toBeNull();
  });
});
