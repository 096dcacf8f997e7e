import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../server/app/seed/demo-users.ts';
import { boxes, queueGroups, queues } from '../../server/core/db/schema/index.ts';
import { type Call, demoCaller, fieldsOf } from '../support/admin-support.ts';
import { errorCode, signIn, wsClient } from '../support/graphql-client.ts';
import { probe } from '../support/subscription-probe.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { demoWorkshop } from '../support/workshop-fixture.ts';

// Edits of queue groups, queues and boxes: a refused edit says which field and leaves the row as
// it was; a group cannot lose its place while it still holds queues or boxes; a group of another
// workshop is never accepted.

let server: TestServer;
let call: Call;
let mi: Awaited<ReturnType<typeof demoWorkshop>>;
let rm: Awaited<ReturnType<typeof demoWorkshop>>;

beforeAll(async () => {
  server = await startTestServer();
  call = await demoCaller(server, 'manager');
  mi = await demoWorkshop(server, 'MI01');
  rm = await demoWorkshop(server, 'RM01');
});
afterAll(async () => {
  await server?.stop();
});

const UPDATE_GROUP = `mutation ($input: UpdateQueueGroupInput!) {
  updateQueueGroup(input: $input) { queueGroup { queueGroupID } formErrors { field code } }
}`;
const UPDATE_QUEUE = `mutation ($input: UpdateQueueInput!) {
  updateQueue(input: $input) { queue { queueID } formErrors { field code } }
}`;
const UPDATE_BOX = `mutation ($input: UpdateBoxInput!) {
  updateBox(input: $input) { box { boxID } formErrors { field code } }
}`;

const row = async <T>(promise: Promise<T[]>) => (await promise)[0];

describe('editing a queue', () => {
  it.each([
    ['an empty name', { name: ' ' }, 'name:validation.required'],
    ['a view order out of range', { viewOrderNumber: 10000 }, 'viewOrderNumber:validation.range'],
    ['a colour that is not #rrggbb', { color: 'blue' }, 'color:validation.color'],
    ['an overlong message', { message: 'm'.repeat(501) }, 'message:validation.maxLength'],
  ])('refuses %s on its field and keeps the queue', async (_what, over, expected) => {
    const queueID = await mi.newQueue(`Edit ${expected}`);
    const before = await row(server.services.db.select().from(queues).where(eq(queues.queueID, queueID)));
    const reply = await call(UPDATE_QUEUE, {
      input: { queueID, queueGroupID: mi.queueGroupID, name: 'Renamed', ...over },
    });
    expect(fieldsOf(reply.data!.updateQueue)).toEqual([expected]);
    expect(await row(server.services.db.select().from(queues).where(eq(queues.queueID, queueID)))).toEqual(
      before,
    );
  });

  it('refuses a group of another workshop', async () => {
    const queueID = await mi.newQueue('Stays in Milano');
    const reply = await call(UPDATE_QUEUE, {
      input: { queueID, queueGroupID: rm.queueGroupID, name: 'Stays in Milano' },
    });
    expect(fieldsOf(reply.data!.updateQueue)).toEqual(['queueGroupID:validation.invalid']);
    const after = await row(server.services.db.select().from(queues).where(eq(queues.queueID, queueID)));
    expect(after?.queueGroupID).toBe(mi.queueGroupID);
  });
});

describe('editing a box', () => {
  it.each([
    ['an empty name', { name: '' }, 'name:validation.required'],
    ['a negative order', { orderNumber: -1 }, 'orderNumber:validation.range'],
    ['no group', { queueGroupID: '' }, 'queueGroupID:validation.required'],
  ])('refuses %s on its field and keeps the box', async (_what, over, expected) => {
    const boxID = await mi.newBox(`Edit ${expected}`);
    const before = await row(server.services.db.select().from(boxes).where(eq(boxes.boxID, boxID)));
    const reply = await call(UPDATE_BOX, {
      input: { boxID, name: 'Renamed', queueGroupID: mi.queueGroupID, ...over },
    });
    expect(fieldsOf(reply.data!.updateBox)).toEqual([expected]);
    expect(await row(server.services.db.select().from(boxes).where(eq(boxes.boxID, boxID)))).toEqual(before);
  });

  it('refuses a name another box of the workshop has', async () => {
    await mi.newBox('Box gemello');
    const boxID = await mi.newBox('Box unico');
    const reply = await call(UPDATE_BOX, {
      input: { boxID, name: 'box gemello', queueGroupID: mi.queueGroupID },
    });
    expect(fieldsOf(reply.data!.updateBox)).toEqual(['name:validation.duplicate']);
  });
});

describe('editing and deleting a group', () => {
  it('refuses an empty name and keeps the group', async () => {
    const before = await row(
      server.services.db.select().from(queueGroups).where(eq(queueGroups.queueGroupID, mi.queueGroupID)),
    );
    const reply = await call(UPDATE_GROUP, { input: { queueGroupID: mi.queueGroupID, name: '' } });
    expect(fieldsOf(reply.data!.updateQueueGroup)).toEqual(['name:validation.required']);
    expect(
      await row(
        server.services.db.select().from(queueGroups).where(eq(queueGroups.queueGroupID, mi.queueGroupID)),
      ),
    ).toEqual(before);
  });

  it('refuses to delete a group that still has boxes, with its reason; an empty one goes', async () => {
    const made = await call(
      `mutation ($input: CreateQueueGroupInput!) { createQueueGroup(input: $input) { queueGroup { queueGroupID } } }`,
      { input: { workshopID: mi.workshopID, name: 'Gruppo con box' } },
    );
    const queueGroupID = made.data!.createQueueGroup.queueGroup.queueGroupID;
    const box = await call(
      `mutation ($input: CreateBoxInput!) { createBox(input: $input) { box { boxID } } }`,
      { input: { workshopID: mi.workshopID, name: 'Box del gruppo', queueGroupID } },
    );
    const refused = await call(`mutation { deleteQueueGroup(queueGroupID: "${queueGroupID}") { success } }`);
    expect(errorCode(refused)).toBe('CONFLICT');
    expect(refused.errors?.[0]?.extensions).toMatchObject({ reason: 'GROUP_IN_USE', boxes: 1 });
    await call(`mutation { deleteBox(boxID: "${box.data!.createBox.box.boxID}") { success } }`);
    const deleted = await call(`mutation { deleteQueueGroup(queueGroupID: "${queueGroupID}") { success } }`);
    expect(deleted.data).toEqual({ deleteQueueGroup: { success: true } });
  });
});

describe('queue groups on open desks', () => {
  type Change = {
    queueChanged: {
      initial: boolean;
      queueGroups: { queueGroupID: string; name: string; deletedAt: string | null }[];
    };
  };
  const QUEUE_CHANGED = `subscription ($workshopID: ID!) {
    queueChanged(workshopID: $workshopID) { initial queueGroups { queueGroupID name deletedAt } }
  }`;
  const CREATE_GROUP = `mutation ($input: CreateQueueGroupInput!) {
    createQueueGroup(input: $input) { queueGroup { queueGroupID } formErrors { field code } }
  }`;

  it('a made, renamed and deleted group each reach an acceptor’s queueChanged, named', async () => {
    const acceptor = await signIn(server.url, 'acceptor1', DEMO_PASSWORD);
    const desk = wsClient(server.url, acceptor.token);
    const live = probe<Change>(desk, QUEUE_CHANGED, { workshopID: mi.workshopID });
    try {
      const initial = await live.waitFor((e) => e.queueChanged.initial);
      expect(initial.queueChanged.queueGroups.map((g) => g.queueGroupID)).toContain(mi.queueGroupID);
      const has =
        (id: string, test: (g: Change['queueChanged']['queueGroups'][number]) => boolean) => (e: Change) =>
          !e.queueChanged.initial && e.queueChanged.queueGroups.some((g) => g.queueGroupID === id && test(g));

      const made = await call(CREATE_GROUP, { input: { workshopID: mi.workshopID, name: 'Elettrauto' } });
      const groupID = made.data!.createQueueGroup.queueGroup.queueGroupID as string;
      await live.waitFor(has(groupID, (g) => g.name === 'Elettrauto' && g.deletedAt === null));

      await call(UPDATE_GROUP, { input: { queueGroupID: groupID, name: 'Elettrauto e batterie' } });
      await live.waitFor(has(groupID, (g) => g.name === 'Elettrauto e batterie'));

      await call(`mutation { deleteQueueGroup(queueGroupID: "${groupID}") { success } }`);
      await live.waitFor(has(groupID, (g) => g.deletedAt !== null));
    } finally {
      live.dispose();
      await desk.dispose();
    }
  });
});
