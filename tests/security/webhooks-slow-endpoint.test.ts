import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../server/app/seed/demo-users.ts';
import { workshopIDs } from '../support/admin-support.ts';
import { gql, type Session, signIn } from '../support/graphql-client.ts';
import { eventually, type GatewayRequest, type SmsGateway, startSmsGateway } from '../support/sms-gateway.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

// A dealer system that answers slowly, with a backlog of events, holds only its own deliveries:
// another workshop's endpoint gets each event within a moment of it, while the slow ones are still
// busy, and every endpoint still gets its events once each, in the order they happened. Before
// turns were bounded, two workers per process each drained one slow endpoint for up to 50
// deliveries, and every other endpoint's job waited behind them.

/** Endpoints that answer slowly (more than the two workers a process used to have). */
const SLOW_ENDPOINTS = 3;
/** Events queued for each slow endpoint before the quick one's. */
const BACKLOG = 8;
const SLOW_ANSWER_MS = 3000;
const QUICK_EVENTS = 4;
/** How long after its event the quick endpoint's delivery may arrive. */
const QUICK_BOUND_MS = 2000;

const CREATE = `mutation ($input: CreateWebhookEndpointInput!) {
  createWebhookEndpoint(input: $input) { webhookEndpoint { webhookEndpointID } formErrors { field code } }
}`;
const TEST_EVENT = 'mutation ($id: ID!) { sendTestWebhookEvent(webhookEndpointID: $id) { eventID } }';

let server: TestServer;
let admin: Session;
const receivers: SmsGateway[] = [];

beforeAll(async () => {
  // The receiver's timeout as shipped (10 s): the slow answers arrive, slowly.
  server = await startTestServer();
  admin = await signIn(server.url, 'admin', DEMO_PASSWORD);
}, 60_000);

afterAll(async () => {
  for (const receiver of receivers) await receiver.close();
  await server?.stop();
});

async function endpoint(url: string, workshopID: string): Promise<string> {
  const reply = await gql<{
    createWebhookEndpoint: { webhookEndpoint: { webhookEndpointID: string } | null };
  }>(server.url, CREATE, { input: { workshopID, url, eventTypes: ['appointment.created'] } }, admin);
  const id = reply.data?.createWebhookEndpoint.webhookEndpoint?.webhookEndpointID;
  if (!id) throw new Error(`no endpoint: ${JSON.stringify(reply)}`);
  return id;
}

/** Queues a test event for the endpoint; resolves to its event id (the request's webhook-id). */
async function testEvent(endpointID: string): Promise<string> {
  const reply = await gql<{ sendTestWebhookEvent: { eventID: string } }>(
    server.url,
    TEST_EVENT,
    { id: endpointID },
    admin,
  );
  const eventID = reply.data?.sendTestWebhookEvent.eventID;
  if (!eventID) throw new Error(`no test event: ${JSON.stringify(reply)}`);
  return eventID;
}

const webhookIDs = (requests: GatewayRequest[]) => requests.map((r) => String(r.headers['webhook-id']));

describe('a slow webhook receiver', () => {
  it("delays only itself: another workshop's events arrive at once, and each endpoint gets its own in order, once", async () => {
    const { milano, roma } = await workshopIDs(server);
    const slow: { receiver: SmsGateway; id: string; events: string[] }[] = [];
    for (let i = 0; i < SLOW_ENDPOINTS; i++) {
      const receiver = await startSmsGateway(() => ({ status: 200, delayMs: SLOW_ANSWER_MS }));
      receivers.push(receiver);
      slow.push({ receiver, id: await endpoint(`${receiver.url}/dms-${i}`, milano), events: [] });
    }
    // The quick receiver notes when each event reached it.
    const arrivals = new Map<string, number>();
    const quick = await startSmsGateway((request) => {
      arrivals.set(String(request.headers['webhook-id']), Date.now());
      return { status: 204 };
    });
    receivers.push(quick);
    const quickID = await endpoint(`${quick.url}/dms`, roma);

    for (let n = 0; n < BACKLOG; n++) {
      for (const target of slow) target.events.push(await testEvent(target.id));
    }
    // The slow receivers are answering: the backlogs are being worked on.
    await eventually(
      'a slow receiver busy',
      async () => slow.map((target) => target.receiver.requests.length),
      (counts) => counts.some((n) => n > 0),
    );

    const sentAt = new Map<string, number>();
    for (let n = 0; n < QUICK_EVENTS; n++) {
      const before = Date.now();
      const eventID = await testEvent(quickID);
      sentAt.set(eventID, before);
      await eventually(
        `quick event ${n} delivered`,
        async () => arrivals.has(eventID),
        (arrived) => arrived,
        BACKLOG * SLOW_ANSWER_MS + 30_000,
      );
      await new Promise((resolve) => setTimeout(resolve, 300));
    }
    const delays = [...sentAt].map(
      ([eventID, at]) => (arrivals.get(eventID) ?? Number.POSITIVE_INFINITY) - at,
    );
    expect(Math.max(...delays), `quick deliveries' delays (ms): ${delays}`).toBeLessThan(QUICK_BOUND_MS);
    // Meanwhile the slow endpoints are still working through their backlogs.
    const slowDone = slow.map((target) => target.receiver.requests.length);
    expect(
      slowDone.every((n) => n < BACKLOG),
      `slow receivers' requests: ${slowDone}`,
    ).toBe(true);
    expect(webhookIDs(quick.requests)).toEqual([...sentAt.keys()]);

    // The slow ones end too: each event once, in the order it happened.
    for (const target of slow) {
      await eventually(
        'the slow backlog delivered',
        async () => target.receiver.requests.length,
        (n) => n >= BACKLOG,
        BACKLOG * SLOW_ANSWER_MS + 30_000,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, SLOW_ANSWER_MS + 1000));
    for (const target of slow) expect(webhookIDs(target.receiver.requests)).toEqual(target.events);
  }, 180_000);
});
