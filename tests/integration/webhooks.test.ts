import { and, eq } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../server/app/seed/demo-users.ts';
import {
  appointments,
  outboxMessages,
  webhookDeliveries,
  webhookEndpoints,
} from '../../server/core/db/schema/index.ts';
import { recordNoShows } from '../../server/features/webhooks/webhook-no-shows.ts';
import { STATUS } from '../../shared/appointments/appointment-status.ts';
import { workshopIDs } from '../support/admin-support.ts';
import { errorCode, gql, type Session, signIn } from '../support/graphql-client.ts';
import { closedVisitOn, type LifecycleStage } from '../support/lifecycle-support.ts';
import { eventually, type GatewayRequest, type SmsGateway, startSmsGateway } from '../support/sms-gateway.ts';
import { startTestServer } from '../support/test-server.ts';
import { postUploadFile, settledUpload } from '../support/upload-support.ts';
import { demoWorkshop } from '../support/workshop-fixture.ts';

// Signed webhooks (docs/integrations.md, "Webhooks") over real HTTP: a real Turno server sends to
// real HTTP servers on loopback, which verify every signature with the standardwebhooks library,
// as a dealer's system would. Retries wait 1 s, then 4 s; a receiver has 1 s to answer.

const stage = {} as LifecycleStage;
let admin: Session;
let manager: Session;
let milano: string;
let roma: string;
const receivers: SmsGateway[] = [];

const ENDPOINT = 'webhookEndpoint { webhookEndpointID enabled disabledReason failingSince eventTypes }';
const CREATE = `mutation ($input: CreateWebhookEndpointInput!) {
  createWebhookEndpoint(input: $input) { ${ENDPOINT} secret formErrors { field code } }
}`;
const UPDATE = `mutation ($input: UpdateWebhookEndpointInput!) {
  updateWebhookEndpoint(input: $input) { ${ENDPOINT} formErrors { field code } }
}`;
const DELIVERY = 'webhookDeliveryID eventID eventType status attempts lastStatusCode lastError';
const DELIVERIES = `query ($id: ID!, $first: Int, $after: String) {
  webhookDeliveries(webhookEndpointID: $id, first: $first, after: $after) {
    totalCount pageInfo { hasNextPage endCursor } nodes { ${DELIVERY} }
  }
}`;
const REPLAY = `mutation ($id: ID!) { replayWebhookDelivery(webhookDeliveryID: $id) { ${DELIVERY} } }`;
const TEST_EVENT = `mutation ($id: ID!) { sendTestWebhookEvent(webhookEndpointID: $id) { ${DELIVERY} } }`;
const LIST = 'query ($id: ID!) { webhookEndpoints(workshopID: $id) { webhookEndpointID } }';

type Created = {
  createWebhookEndpoint: {
    webhookEndpoint: { webhookEndpointID: string } | null;
    secret: string | null;
    formErrors: { field: string; code: string }[];
  };
};
type Delivery = {
  webhookDeliveryID: string;
  eventID: string;
  eventType: string;
  status: string;
  attempts: number;
  lastStatusCode: number | null;
  lastError: string | null;
};

async function receiver(...args: Parameters<typeof startSmsGateway>) {
  const made = await startSmsGateway(...args);
  receivers.push(made);
  return made;
}

async function endpoint(url: string, eventTypes: string[], workshopID = milano) {
  const reply = await gql<Created>(
    stage.server.url,
    CREATE,
    { input: { workshopID, url, eventTypes } },
    admin,
  );
  const made = reply.data?.createWebhookEndpoint;
  if (!made?.webhookEndpoint || !made.secret) throw new Error(`no endpoint: ${JSON.stringify(reply)}`);
  return { id: made.webhookEndpoint.webhookEndpointID, secret: made.secret };
}

/** The body of a request the library accepts as signed with `secret`; throws otherwise. */
function verified(request: GatewayRequest, secret: string) {
  const headers = Object.fromEntries(
    Object.entries(request.headers).map(([name, value]) => [name, String(value)]),
  );
  return new Webhook(secret).verify(request.body, headers) as { type: string; data: Record<string, unknown> };
}

async function deliveries(id: string) {
  const reply = await gql<{ webhookDeliveries: { nodes: Delivery[] } }>(
    stage.server.url,
    DELIVERIES,
    { id, first: 50 },
    admin,
  );
  return reply.data?.webhookDeliveries.nodes ?? [];
}

const waitFor = (gateway: SmsGateway, count: number, timeoutMs = 20_000) =>
  eventually(
    `${count} webhook requests`,
    async () => gateway.requests.length,
    (n) => n >= count,
    timeoutMs,
  );

beforeAll(async () => {
  stage.server = await startTestServer({ WEBHOOK_RETRY_SECONDS: '1', WEBHOOK_TIMEOUT_SECONDS: '1' });
  [stage.acceptor, stage.hostess, stage.cashier, admin, manager] = (await Promise.all(
    ['acceptor1', 'hostess', 'cashier', 'admin', 'manager'].map((name) =>
      signIn(stage.server.url, name, DEMO_PASSWORD),
    ),
  )) as [Session, Session, Session, Session, Session];
  stage.mi = await demoWorkshop(stage.server, 'MI01');
  ({ milano, roma } = await workshopIDs(stage.server));
});

afterAll(async () => {
  for (const gateway of receivers) await gateway.close();
  await stage.server?.stop();
});

describe('a walk-in’s whole visit', () => {
  it('reaches the endpoint signed, in the order it happened, each event once, and no other workshop’s', async () => {
    const dms = await receiver();
    const other = await receiver();
    const { id, secret } = await endpoint(`${dms.url}/turno`, [
      'appointment.checked_in',
      'appointment.called',
      'appointment.job_started',
      'appointment.job_ended',
      'appointment.paid',
      'appointment.exited',
    ]);
    await endpoint(other.url, ['appointment.checked_in', 'appointment.exited'], roma);
    const boxID = await stage.mi.newBox('Webhook box');
    const appointmentID = await closedVisitOn(stage, boxID, 'WH123AA');
    await waitFor(dms, 6);
    // Nothing more comes: one request per event.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(dms.requests).toHaveLength(6);
    const bodies = dms.requests.map((request) => verified(request, secret));
    expect(bodies.map((body) => body.type)).toEqual([
      'appointment.checked_in',
      'appointment.called',
      'appointment.job_started',
      'appointment.job_ended',
      'appointment.paid',
      'appointment.exited',
    ]);
    expect(bodies.every((body) => body.data.appointmentId === appointmentID)).toBe(true);
    expect(bodies.map((body) => body.data.status)).toEqual([
      'CheckedInRandom',
      'Accepted',
      'JobStarted',
      'JobEnded',
      'Paid',
      'CheckedOut',
    ]);
    expect(new Set(dms.requests.map((r) => r.headers['webhook-id'])).size).toBe(6);
    // The dealer's system reads personal data through the API, not from the events.
    // (The test's queue is named after the plate: its name is no personal data of the customer.)
    const raw = dms.requests.map((r) => r.body.replaceAll('Visit WH123AA', '')).join('\n');
    for (const personal of ['WH123AA', 'Mario Rossi', '3331234567']) expect(raw).not.toContain(personal);
    // A forged signature is refused by the same library.
    const first = dms.requests[0] as GatewayRequest;
    expect(() => verified({ ...first, body: first.body.replace('checked_in', 'exited') }, secret)).toThrow();
    expect(other.requests).toHaveLength(0);
    const log = await deliveries(id);
    expect(log.map((d) => d.status)).toEqual(Array(6).fill('delivered'));
  });

  it('announces a booking made by staff (appointment.created)', async () => {
    const dms = await receiver();
    const { secret } = await endpoint(dms.url, ['appointment.created']);
    const booked = await gql<{ createAppointment: { appointment: { appointmentID: string } | null } }>(
      stage.server.url,
      `mutation ($input: AppointmentInput!) { createAppointment(input: $input) { appointment { appointmentID } } }`,
      {
        input: {
          workshopID: milano,
          licensePlate: 'WH456BB',
          name: 'Cliente Webhook',
          mobile: '+393331112222',
          vehicleBrandID: stage.mi.vehicleBrandID,
          vehicleModel: 'Panda',
          bookingDateTime: new Date(Date.now() + 20 * 60_000).toISOString(),
          sendConfirmationSms: false,
        },
      },
      manager,
    );
    const appointmentID = booked.data?.createAppointment.appointment?.appointmentID;
    expect(appointmentID, JSON.stringify(booked)).toBeTruthy();
    await waitFor(dms, 1);
    const body = verified(dms.requests[0] as GatewayRequest, secret);
    expect(body).toMatchObject({
      type: 'appointment.created',
      data: { appointmentId: appointmentID, status: 'BookedNotArrived' },
    });
  });

  it('announces the bookings an upload creates as each batch is written, not at the next sweep', async () => {
    const dms = await receiver();
    const { secret } = await endpoint(dms.url, ['appointment.created']);
    const rows = [
      ['Targa', 'Nome', 'Cellulare', 'Marca', 'Modello', 'Data', 'Ora', 'Coda'],
      ['WH111UP', 'Mario Rossi', '3331234567', 'Fiat', 'Panda', '12/06/2031', '10:00', 'Pneumatici'],
      ['WH222UP', 'Anna Bianchi', '3331234568', 'Fiat', 'Panda', '12/06/2031', '10:30', 'Pneumatici'],
    ];
    const file = Buffer.from(`${rows.map((row) => row.join(';')).join('\n')}\n`);
    const posted = await postUploadFile(stage.server.url, manager.token, milano, file, 'dms.csv');
    expect(posted.status, JSON.stringify(posted.body)).toBe(201);
    const checked = await settledUpload(stage.server.url, manager.token, posted.body.uploadID);
    expect(checked).toMatchObject({ status: 'checked', created: 2 });
    await gql(
      stage.server.url,
      'mutation ($id: ID!) { applyAppointmentUpload(uploadID: $id) { status } }',
      { id: checked.uploadID },
      manager,
    );
    // The sweep runs once a minute: well within these 8 seconds only if the apply sent them.
    await waitFor(dms, 2, 8_000);
    const bodies = dms.requests.map((request) => verified(request, secret));
    expect(bodies.map((body) => body.type)).toEqual(['appointment.created', 'appointment.created']);
  });

  it('announces a booking whose day ended without a check-in once (appointment.no_show)', async () => {
    const dms = await receiver();
    const { secret } = await endpoint(dms.url, ['appointment.no_show']);
    const yesterday = new Date(Date.now() - 24 * 3600_000);
    const [missed] = await stage.server.services.db
      .insert(appointments)
      .values({
        workshopID: milano,
        statusCode: STATUS.BookedNotArrived,
        licensePlate: 'WH789CC',
        name: 'Assente',
        bookingDateTime: yesterday,
      })
      .returning({ id: appointments.appointmentID });
    // Two passes (two replicas, or the next quarter of an hour) announce it once.
    await recordNoShows(stage.server.services.db, new Date());
    await recordNoShows(stage.server.services.db, new Date());
    stage.server.services.dispatcher.kickWebhooks();
    await waitFor(dms, 1);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(dms.requests).toHaveLength(1);
    expect(verified(dms.requests[0] as GatewayRequest, secret)).toMatchObject({
      type: 'appointment.no_show',
      data: { appointmentId: missed?.id },
    });
  });
});

describe('retries', () => {
  it('tries a failing receiver again with backoff, with the same webhook-id, until it answers', async () => {
    const dms = await receiver((_request, index) => ({ status: index < 2 ? 500 : 204 }));
    const { id, secret } = await endpoint(dms.url, ['appointment.created']);
    const sent = await gql<{ sendTestWebhookEvent: Delivery }>(stage.server.url, TEST_EVENT, { id }, admin);
    expect(sent.errors).toBeUndefined();
    await waitFor(dms, 3);
    const ids = new Set(dms.requests.map((r) => r.headers['webhook-id']));
    expect(ids).toEqual(new Set([sent.data?.sendTestWebhookEvent.eventID]));
    for (const request of dms.requests) expect(verified(request, secret).type).toBe('webhook.test');
    const times = dms.requests.map((r) => Number(r.headers['webhook-timestamp']));
    // 1 s after the first failure, 4 s after the second (whole seconds in the header).
    expect((times[1] ?? 0) - (times[0] ?? 0)).toBeGreaterThanOrEqual(1);
    expect((times[2] ?? 0) - (times[1] ?? 0)).toBeGreaterThanOrEqual(3);
    const [delivery] = await eventually(
      'the delivery recorded',
      () => deliveries(id),
      (rows) => rows[0]?.status === 'delivered',
    );
    expect(delivery).toMatchObject({
      status: 'delivered',
      attempts: 3,
      lastStatusCode: 204,
      lastError: null,
    });
  });

  it('gives up on a receiver that does not answer in time, and tries it again', async () => {
    const dms = await receiver((_request, index) => ({ status: 200, delayMs: index === 0 ? 3000 : 0 }));
    const { id } = await endpoint(dms.url, ['appointment.created']);
    await gql(stage.server.url, TEST_EVENT, { id }, admin);
    const [first] = await eventually(
      'the timed-out attempt',
      () => deliveries(id),
      (rows) => rows[0]?.lastError === 'timeout',
    );
    expect(first).toMatchObject({ status: 'pending', attempts: 1, lastStatusCode: null });
    const [done] = await eventually(
      'the retry',
      () => deliveries(id),
      (rows) => rows[0]?.status === 'delivered',
    );
    expect(done?.attempts).toBe(2);
  });
});

describe('a day of failures', () => {
  it('switches the endpoint off and e-mails the admins; switching it on starts the streak over', async () => {
    const dms = await receiver(() => ({ status: 503 }));
    const { id } = await endpoint(dms.url, ['appointment.created']);
    const db = stage.server.services.db;
    const row = async () =>
      (await db.select().from(webhookEndpoints).where(eq(webhookEndpoints.webhookEndpointID, id)))[0];
    const failOnce = async () => {
      const before = dms.requests.length;
      await gql(stage.server.url, TEST_EVENT, { id }, admin);
      await waitFor(dms, before + 1);
      await eventually(
        'the failure recorded',
        row,
        (r) => r?.lastDeliveryStatus === 'failed' && r.lastDeliveryAt !== null,
      );
    };
    await failOnce();
    expect((await row())?.firstFailureAt).toBeInstanceOf(Date);
    // The streak began 23 h 59 min ago: still on.
    await db
      .update(webhookEndpoints)
      .set({ firstFailureAt: new Date(Date.now() - (24 * 60 - 1) * 60_000), lastDeliveryAt: null })
      .where(eq(webhookEndpoints.webhookEndpointID, id));
    await failOnce();
    expect((await row())?.enabled).toBe(true);
    // A day ago: the next failure switches it off and tells the admins.
    await db
      .update(webhookEndpoints)
      .set({ firstFailureAt: new Date(Date.now() - 24 * 3600_000 - 1000), lastDeliveryAt: null })
      .where(eq(webhookEndpoints.webhookEndpointID, id));
    await failOnce();
    await eventually('the endpoint off', row, (r) => r?.enabled === false);
    expect((await row())?.disabledReason).toBe('failing');
    const notices = await db
      .select()
      .from(outboxMessages)
      .where(and(eq(outboxMessages.kind, 'webhookDisabledEmail'), eq(outboxMessages.workshopID, milano)));
    expect(notices.length).toBeGreaterThan(0);
    expect(notices.every((n) => n.channel === 'email' && n.metadata?.webhookEndpointID === id)).toBe(true);
    // Off: no test event, no replay.
    expect(errorCode(await gql(stage.server.url, TEST_EVENT, { id }, admin))).toBe('CONFLICT');
    const on = await gql<{
      updateWebhookEndpoint: { webhookEndpoint: { enabled: boolean; failingSince: string | null } };
    }>(stage.server.url, UPDATE, { input: { webhookEndpointID: id, enabled: true } }, admin);
    expect(on.data?.updateWebhookEndpoint.webhookEndpoint).toMatchObject({
      enabled: true,
      failingSince: null,
    });
    expect((await row())?.firstFailureAt).toBeNull();
  });
});

describe('replay', () => {
  it('sends a delivered event again with the same webhook-id', async () => {
    const dms = await receiver();
    const { id, secret } = await endpoint(dms.url, ['appointment.created']);
    await gql(stage.server.url, TEST_EVENT, { id }, admin);
    await waitFor(dms, 1);
    const [delivered] = await eventually(
      'delivered',
      () => deliveries(id),
      (rows) => rows[0]?.status === 'delivered',
    );
    const replayed = await gql<{ replayWebhookDelivery: Delivery }>(
      stage.server.url,
      REPLAY,
      { id: delivered?.webhookDeliveryID },
      admin,
    );
    expect(replayed.data?.replayWebhookDelivery.status).toBe('pending');
    await waitFor(dms, 2);
    expect(dms.requests[1]?.headers['webhook-id']).toBe(dms.requests[0]?.headers['webhook-id']);
    expect(verified(dms.requests[1] as GatewayRequest, secret).type).toBe('webhook.test');
    const [again] = await eventually(
      'delivered again',
      () => deliveries(id),
      (rows) => rows[0]?.attempts === 2 && rows[0].status === 'delivered',
    );
    expect(again?.webhookDeliveryID).toBe(delivered?.webhookDeliveryID);
  });
});

describe('who may manage endpoints', () => {
  it('refuses staff, even a manager of the workshop, and shows no secret in lists', async () => {
    const dms = await receiver();
    const { id, secret } = await endpoint(dms.url, ['appointment.created']);
    for (const session of [manager, stage.acceptor]) {
      expect(errorCode(await gql(stage.server.url, LIST, { id: milano }, session))).toBe('FORBIDDEN');
      expect(errorCode(await gql(stage.server.url, DELIVERIES, { id }, session))).toBe('FORBIDDEN');
      expect(errorCode(await gql(stage.server.url, TEST_EVENT, { id }, session))).toBe('FORBIDDEN');
      expect(errorCode(await gql(stage.server.url, REPLAY, { id: crypto.randomUUID() }, session))).toBe(
        'FORBIDDEN',
      );
      const refused = await gql(
        stage.server.url,
        CREATE,
        { input: { workshopID: milano, url: dms.url, eventTypes: ['appointment.created'] } },
        session,
      );
      expect(errorCode(refused)).toBe('FORBIDDEN');
    }
    expect(errorCode(await gql(stage.server.url, LIST, { id: milano }))).toBe('AUTH_NOT_AUTHORIZED');
    const listed = await gql(
      stage.server.url,
      `query ($id: ID!) { webhookEndpoints(workshopID: $id) { webhookEndpointID url } }`,
      { id: milano },
      admin,
    );
    expect(JSON.stringify(listed)).not.toContain(secret.slice(6));
  });
});

describe('bad input', () => {
  it.each([
    ['ftp://dms.example.com/hooks', ['appointment.created'], 'url', 'validation.webhookUrl'],
    ['https://user:secret@dms.example.com/', ['appointment.created'], 'url', 'validation.webhookUrl'],
    ['not an address', ['appointment.created'], 'url', 'validation.webhookUrl'],
    ['http://169.254.169.254/latest/meta-data', ['appointment.created'], 'url', 'validation.webhookAddress'],
    ['http://[::ffff:169.254.169.254]/', ['appointment.created'], 'url', 'validation.webhookAddress'],
    ['https://dms.example.com/', [], 'eventTypes', 'validation.atLeastOne'],
    ['https://dms.example.com/', ['appointment.deleted'], 'eventTypes.0', 'validation.invalid'],
  ])('refuses %s %j as a field error', async (url, eventTypes, field, code) => {
    const reply = await gql<Created>(
      stage.server.url,
      CREATE,
      { input: { workshopID: roma, url, eventTypes } },
      admin,
    );
    expect(reply.errors).toBeUndefined();
    expect(reply.data?.createWebhookEndpoint.webhookEndpoint).toBeNull();
    expect(reply.data?.createWebhookEndpoint.formErrors).toContainEqual({ field, code });
  });

  it('keeps a workshop to ten endpoints, however many are created at once', async () => {
    const { roma: workshopID } = await workshopIDs(stage.server);
    const count = async () =>
      (await gql<{ webhookEndpoints: unknown[] }>(stage.server.url, LIST, { id: workshopID }, admin)).data
        ?.webhookEndpoints.length ?? 0;
    const before = await count();
    const replies = await Promise.all(
      Array.from({ length: 12 - before }, (_, i) =>
        gql<Created>(
          stage.server.url,
          CREATE,
          { input: { workshopID, url: `https://dms${i}.example.com/`, eventTypes: ['appointment.created'] } },
          admin,
        ),
      ),
    );
    const made = replies.filter((r) => r.data?.createWebhookEndpoint.secret);
    const refused = replies.filter((r) =>
      r.data?.createWebhookEndpoint.formErrors.some((e) => e.code === 'validation.webhookLimit'),
    );
    expect(made).toHaveLength(10 - before);
    expect(refused).toHaveLength(2);
    expect(await count()).toBe(10);
  });

  it('refuses a delivery log cursor that is not one', async () => {
    const dms = await receiver();
    const { id } = await endpoint(dms.url, ['appointment.created']);
    const reply = await gql(stage.server.url, DELIVERIES, { id, after: 'garbage' }, admin);
    expect(errorCode(reply)).toBe('BAD_USER_INPUT');
    const rows = await stage.server.services.db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.webhookEndpointID, id));
    expect(rows).toHaveLength(0);
  });
});
