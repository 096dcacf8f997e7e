import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../server/app/seed/demo-users.ts';
import { queues } from '../../server/core/db/schema/index.ts';
import { type Call, demoCaller } from '../support/admin-support.ts';
import { signIn, wsClient } from '../support/graphql-client.ts';
import { probe } from '../support/subscription-probe.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { demoWorkshop } from '../support/workshop-fixture.ts';

// A manager's edit of the desk parameters, or an admin's of the workshop's time zone, reaches the
// staff screens already open on `queueChanged`: the new desk settings, and every queue again
// (their order and estimates depend on those parameters). Other changes carry no settings.

let server: TestServer;
let manager: Call;
let admin: Call;
let mi: Awaited<ReturnType<typeof demoWorkshop>>;

beforeAll(async () => {
  server = await startTestServer();
  manager = await demoCaller(server, 'manager');
  admin = await demoCaller(server, 'admin');
  mi = await demoWorkshop(server, 'MI01');
});
afterAll(async () => {
  await server?.stop();
});

type Change = {
  queueChanged: {
    initial: boolean;
    queues: { queueID: string }[];
    deskSettings: {
      workshopID: string;
      timeZone: string;
      criticalThresholdMinutes: number;
      toleranceMinutes: number;
    } | null;
  };
};
const QUEUE_CHANGED = `subscription ($workshopID: ID!) {
  queueChanged(workshopID: $workshopID) {
    initial queues { queueID }
    deskSettings { workshopID timeZone criticalThresholdMinutes toleranceMinutes }
  }
}`;
const UPDATE_PARAMETERS = `mutation ($input: UpdateParametersInput!) {
  updateParameters(input: $input) { formErrors { field } }
}`;
const UPDATE_WORKSHOP = `mutation ($input: UpdateWorkshopInput!) {
  updateWorkshop(input: $input) { formErrors { field } }
}`;

async function liveDesk() {
  const acceptor = await signIn(server.url, 'acceptor1', DEMO_PASSWORD);
  const desk = wsClient(server.url, acceptor.token);
  const live = probe<Change>(desk, QUEUE_CHANGED, { workshopID: mi.workshopID });
  const initial = await live.waitFor((e) => e.queueChanged.initial);
  return {
    live,
    initial: initial.queueChanged,
    close: async () => {
      live.dispose();
      await desk.dispose();
    },
  };
}

const withSettings = (e: Change) => !e.queueChanged.initial && e.queueChanged.deskSettings !== null;

describe('desk settings on queueChanged', () => {
  it('come with the initial event', async () => {
    const desk = await liveDesk();
    try {
      expect(desk.initial.deskSettings).toMatchObject({ workshopID: mi.workshopID, timeZone: 'Europe/Rome' });
    } finally {
      await desk.close();
    }
  });

  it('a new critical threshold and tolerance arrive with every queue of the workshop', async () => {
    const desk = await liveDesk();
    try {
      const reply = await manager(UPDATE_PARAMETERS, {
        input: { workshopID: mi.workshopID, criticalThresholdAlertMinutes: 41, toleranceMinutes: 7 },
      });
      expect(reply.data!.updateParameters.formErrors).toEqual([]);
      const event = await desk.live.waitFor(withSettings);
      expect(event.queueChanged.deskSettings).toMatchObject({
        criticalThresholdMinutes: 41,
        toleranceMinutes: 7,
      });
      const all = await server.services.db
        .select({ queueID: queues.queueID })
        .from(queues)
        .where(eq(queues.workshopID, mi.workshopID));
      expect(event.queueChanged.queues.map((q) => q.queueID).sort()).toEqual(
        all.map((q) => q.queueID).sort(),
      );
    } finally {
      await desk.close();
    }
  });

  it('a new time zone of the workshop arrives; other edits carry no settings', async () => {
    const desk = await liveDesk();
    try {
      // A parameter the desk does not read: announced to nobody on queueChanged.
      await manager(UPDATE_PARAMETERS, { input: { workshopID: mi.workshopID, welcome: 'Benvenuti!' } });
      await admin(UPDATE_WORKSHOP, { input: { workshopID: mi.workshopID, timeZone: 'Europe/Lisbon' } });
      const event = await desk.live.waitFor(withSettings);
      expect(event.queueChanged.deskSettings?.timeZone).toBe('Europe/Lisbon');
      expect(desk.live.events.filter(withSettings)).toHaveLength(1);
    } finally {
      await admin(UPDATE_WORKSHOP, { input: { workshopID: mi.workshopID, timeZone: 'Europe/Rome' } });
      await desk.close();
    }
  });

  it('a queue event that edits no settings carries none', async () => {
    const desk = await liveDesk();
    try {
      const queueID = await mi.newQueue('Senza impostazioni');
      await manager(
        `mutation ($input: UpdateQueueInput!) { updateQueue(input: $input) { formErrors { field } } }`,
        { input: { queueID, queueGroupID: mi.queueGroupID, name: 'Rinominata' } },
      );
      const event = await desk.live.waitFor(
        (e) => !e.queueChanged.initial && e.queueChanged.queues.some((q) => q.queueID === queueID),
      );
      expect(event.queueChanged.deskSettings).toBeNull();
    } finally {
      await desk.close();
    }
  });
});
