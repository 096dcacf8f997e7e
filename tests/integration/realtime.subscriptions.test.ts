import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../server/app/seed/demo-users.ts';
import { STATUS } from '../../shared/appointments/appointment-status.ts';
import { gql, type Session, signIn, wsClient } from '../support/graphql-client.ts';
import { probe } from '../support/subscription-probe.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { appointmentRow, demoWorkshop } from '../support/workshop-fixture.ts';

const QUEUE_CHANGED = `subscription ($workshopID: ID!) {
  queueChanged(workshopID: $workshopID) {
    workshopID version initial
    queues { __typename queueID waitingCount waiting { __typename appointmentID position estimatedWaitMinutes } }
    counts { workshopID checkedInRandom }
    appointments { __typename appointmentID statusCode }
  }
}`;
const BOXES_CHANGED = `subscription ($workshopID: ID!) {
  boxesChanged(workshopID: $workshopID) { version initial boxes { __typename boxID currentAppointment { appointmentID statusCode } } }
}`;
const APPOINTMENT_CHANGED = `subscription ($appointmentID: ID!) {
  appointmentChanged(appointmentID: $appointmentID) { version initial appointment { __typename appointmentID statusCode } }
}`;
const TRACKING_CHANGED = `subscription ($code: ID!) {
  trackingChanged(code: $code) { version tracking { __typename code maskedPlate statusName position boxName } }
}`;
const MONITOR_CALLS = `subscription ($monitorID: ID!) {
  monitorCalls(monitorID: $monitorID) { version initial calls { callID appointmentID licensePlate boxName } }
}`;

type QueueEvent = {
  queueChanged: {
    version: number;
    initial: boolean;
    queues: {
      queueID: string;
      waitingCount: number;
      waiting: { appointmentID: string; position: number }[];
    }[];
    appointments: { appointmentID: string; statusCode: number }[];
  };
};

let server: TestServer;
let acceptor: Session;
let hostess: Session;
let mi: Awaited<ReturnType<typeof demoWorkshop>>;

beforeAll(async () => {
  server = await startTestServer();
  acceptor = await signIn(server.url, 'acceptor1', DEMO_PASSWORD);
  hostess = await signIn(server.url, 'hostess', DEMO_PASSWORD);
  mi = await demoWorkshop(server, 'MI01');
});
afterAll(async () => {
  await server?.stop();
});

async function walkIn(queueID: string, plate: string) {
  const reply = await gql<{ registerNewAppointment: { appointment: { appointmentID: string } } }>(
    server.url,
    `mutation ($input: RegisterNewAppointmentInput!) { registerNewAppointment(input: $input) { appointment { appointmentID } } }`,
    {
      input: {
        workshopID: mi.workshopID,
        queueID,
        vehicleBrandID: mi.vehicleBrandID,
        licensePlate: plate,
        name: 'Giulia Neri',
        mobile: '3471234567',
        description: 'Cambio gomme',
      },
    },
    hostess,
  );
  return reply.data?.registerNewAppointment.appointment.appointmentID ?? '';
}

async function callNext(boxID: string, queueID: string) {
  return gql(
    server.url,
    `mutation ($input: NextCustomerInput!) { nextCustomer(input: $input) { appointment { appointmentID } } }`,
    { input: { workshopID: mi.workshopID, boxID, queueID } },
    acceptor,
  );
}

describe('live subscriptions', () => {
  it('sends the queue state first, then each change with the next version', async () => {
    const queueID = await mi.newQueue('Live queue');
    const client = wsClient(server.url, acceptor.token);
    const queue = probe<QueueEvent>(client, QUEUE_CHANGED, { workshopID: mi.workshopID });
    try {
      const initial = await queue.waitFor((e) => e.queueChanged.initial);
      expect(initial.queueChanged.queues.some((q) => q.queueID === queueID)).toBe(true);
      const id = await walkIn(queueID, 'LIVE001');
      const change = await queue.waitFor(
        (e) => !e.queueChanged.initial && e.queueChanged.appointments.some((a) => a.appointmentID === id),
      );
      expect(change.queueChanged.version).toBe(initial.queueChanged.version + 1);
      const mine = change.queueChanged.queues.find((q) => q.queueID === queueID);
      expect(mine?.waiting).toEqual([expect.objectContaining({ appointmentID: id, position: 1 })]);
    } finally {
      queue.dispose();
      await client.dispose();
    }
  });

  it('pushes box, appointment, monitor and tracking changes when a customer is called', async () => {
    const queueID = await mi.newQueue('Live call');
    const boxID = await mi.newBox('Live box');
    const id = await walkIn(queueID, 'CALL001');
    const code = (await appointmentRow(server, id))?.trackingCode ?? '';
    const monitorUser = await signIn(server.url, 'monitor', DEMO_PASSWORD);
    const { monitors, monitorQueueGroups } = await import('../../server/core/db/schema/index.ts');
    const { eq } = await import('drizzle-orm');
    const [monitor] = await server.services.db
      .select()
      .from(monitors)
      .where(eq(monitors.workshopID, mi.workshopID));
    await server.services.db
      .insert(monitorQueueGroups)
      .values({ monitorID: monitor?.monitorID ?? '', queueGroupID: mi.queueGroupID })
      .onConflictDoNothing();

    const staff = wsClient(server.url, acceptor.token);
    const tv = wsClient(server.url, monitorUser.token);
    const phone = wsClient(server.url);
    const boxes = probe<{
      boxesChanged: { boxes: { boxID: string; currentAppointment: { appointmentID: string } | null }[] };
    }>(staff, BOXES_CHANGED, { workshopID: mi.workshopID });
    const appointment = probe<{ appointmentChanged: { appointment: { statusCode: number } } }>(
      staff,
      APPOINTMENT_CHANGED,
      {
        appointmentID: id,
      },
    );
    const calls = probe<{
      monitorCalls: { calls: { appointmentID: string; licensePlate: string; boxName: string }[] };
    }>(tv, MONITOR_CALLS, { monitorID: monitor?.monitorID });
    const tracking = probe<{
      trackingChanged: {
        tracking: {
          position: number | null;
          boxName: string | null;
          maskedPlate: string;
          statusName: string;
        };
      };
    }>(phone, TRACKING_CHANGED, { code });
    try {
      const waiting = await tracking.waitFor((e) => e.trackingChanged.tracking.position === 1);
      expect(waiting.trackingChanged.tracking.maskedPlate).toBe('CA•••01');
      await calls.waitFor(() => true);
      await callNext(boxID, queueID);
      await boxes.waitFor((e) =>
        e.boxesChanged.boxes.some((b) => b.boxID === boxID && b.currentAppointment?.appointmentID === id),
      );
      await appointment.waitFor((e) => e.appointmentChanged.appointment.statusCode === STATUS.Accepted);
      const call = await calls.waitFor((e) => e.monitorCalls.calls[0]?.appointmentID === id);
      expect(call.monitorCalls.calls[0]).toMatchObject({ licensePlate: 'CALL001', boxName: 'Live box' });
      const called = await tracking.waitFor((e) => e.trackingChanged.tracking.boxName === 'Live box');
      expect(called.trackingChanged.tracking).toMatchObject({ position: null, statusName: 'Accepted' });
    } finally {
      for (const p of [boxes, appointment, calls, tracking]) p.dispose();
      await Promise.all([staff.dispose(), tv.dispose(), phone.dispose()]);
    }
  });

  it("refuses a subscription to another workshop's queues and an unknown tracking code", async () => {
    const rm = await demoWorkshop(server, 'RM01');
    const client = wsClient(server.url, acceptor.token);
    const other = probe(client, QUEUE_CHANGED, { workshopID: rm.workshopID });
    await expect(other.waitFor(() => true, 3000)).rejects.toThrow(/FORBIDDEN|permission/);
    const anonymous = wsClient(server.url);
    const unknown = probe(anonymous, TRACKING_CHANGED, { code: 'A'.repeat(22) });
    await expect(unknown.waitFor(() => true, 3000)).rejects.toThrow(/not found/i);
    const staffOnly = probe(anonymous, QUEUE_CHANGED, { workshopID: mi.workshopID });
    await expect(staffOnly.waitFor(() => true, 3000)).rejects.toThrow(/AUTH_NOT_AUTHORIZED|sign in/i);
    await Promise.all([client.dispose(), anonymous.dispose()]);
  });
});
