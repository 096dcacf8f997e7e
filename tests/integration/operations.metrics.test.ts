import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../server/app/seed/demo-users.ts';
import { gql, type Session, signIn, wsClient } from '../support/graphql-client.ts';
import { probe } from '../support/subscription-probe.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { newPlate } from '../support/withdrawal-support.ts';
import { demoWorkshop } from '../support/workshop-fixture.ts';

/**
 * `GET /metrics` (docs/operations.md, "Metrics"): who may read it, and counters that move when
 * the workshop works: read before and after a nextCustomer, with a screen following the queue.
 */
const QUEUE_CHANGED = `subscription ($workshopID: ID!) {
  queueChanged(workshopID: $workshopID) { version initial queues { __typename queueID waitingCount } }
}`;
const RESULT = 'appointment { appointmentID } formErrors { field code }';

let server: TestServer;
let acceptor: Session;

beforeAll(async () => {
  // Behind a proxy: the caller's address is the forwarded one, as in the compose setup.
  server = await startTestServer({ TRUST_PROXY: 'true' });
  acceptor = await signIn(server.url, 'acceptor1', DEMO_PASSWORD);
});
afterAll(async () => {
  await server?.stop();
});

async function scrape(headers: Record<string, string> = {}): Promise<string> {
  const response = await fetch(`${server.url}/metrics`, { headers });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toContain('text/plain');
  return response.text();
}

/** One sample's value from Prometheus' text format; 0 when the series is absent. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number {
  const wanted = Object.entries(labels).map(([k, v]) => `${k}="${v}"`);
  for (const line of text.split('\n')) {
    if (line.startsWith('#')) continue;
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const present = (match[2] ?? '').split(/,(?=[a-zA-Z_]\w*=")/);
    if (wanted.every((pair) => present.includes(pair))) return Number(match[3]);
  }
  return 0;
}

describe('/metrics', () => {
  it('moves its counters with a walk-in, a call to a box and a screen following the queue', async () => {
    const mi = await demoWorkshop(server, 'MI01');
    const queueID = await mi.newQueue(`Metrics ${newPlate()}`);
    const boxID = await mi.newBox(`Box metrics ${newPlate()}`);
    const client = wsClient(server.url, acceptor.token);
    const queue = probe<{ queueChanged: { initial: boolean; version: number } }>(client, QUEUE_CHANGED, {
      workshopID: mi.workshopID,
    });
    try {
      await queue.waitFor((e) => e.queueChanged.initial);
      const walkIn = await gql(
        server.url,
        `mutation ($input: RegisterNewAppointmentInput!) { registerNewAppointment(input: $input) { ${RESULT} } }`,
        {
          input: {
            workshopID: mi.workshopID,
            queueID,
            vehicleBrandID: mi.vehicleBrandID,
            licensePlate: newPlate(),
            name: 'Carla Metrica',
            mobile: '3471234567',
            description: 'Tagliando',
          },
        },
        acceptor,
      );
      expect(walkIn.errors).toBeUndefined();
      await queue.waitFor((e) => !e.queueChanged.initial);

      const before = await scrape();
      expect(sample(before, 'turno_websocket_connections')).toBe(1);
      expect(sample(before, 'turno_subscriptions', { kind: 'queueChanged' })).toBe(1);
      const waitingBefore = sample(before, 'turno_customers_waiting', { workshop: 'MI01' });
      expect(waitingBefore).toBeGreaterThan(0);

      const seen = queue.events.length;
      const called = await gql(
        server.url,
        `mutation MetricsCall($input: NextCustomerInput!) { nextCustomer(input: $input) { ${RESULT} } }`,
        { input: { workshopID: mi.workshopID, boxID, queueID } },
        acceptor,
      );
      expect(called.errors).toBeUndefined();
      await queue.waitFor(() => true, 5000, seen);

      const after = await scrape();
      const calls = { operationName: 'MetricsCall', operationType: 'mutation' };
      expect(sample(after, 'graphql_envelop_request_duration_count', calls)).toBe(
        sample(before, 'graphql_envelop_request_duration_count', calls) + 1,
      );
      expect(sample(after, 'turno_events_published_total', { topic: 'workshop' })).toBeGreaterThan(
        sample(before, 'turno_events_published_total', { topic: 'workshop' }),
      );
      expect(sample(after, 'turno_events_delivered_total', { kind: 'queueChanged' })).toBeGreaterThan(
        sample(before, 'turno_events_delivered_total', { kind: 'queueChanged' }),
      );
      expect(sample(after, 'turno_event_lag_seconds_count')).toBeGreaterThan(
        sample(before, 'turno_event_lag_seconds_count'),
      );
      expect(sample(after, 'turno_customers_waiting', { workshop: 'MI01' })).toBe(waitingBefore - 1);
      expect(after).toMatch(/^turno_outbox_messages\{channel="sms",status="\w+"\} \d+$/m);
      expect(after).toMatch(/^turno_jobs\{queue="messaging.send",state="queued"\} \d+$/m);
      expect(after).toMatch(/^process_cpu_seconds_total \d/m);
    } finally {
      queue.dispose();
      await client.dispose();
    }
    // The socket's close takes its connection and subscription off the gauges.
    for (let i = 0; i < 50 && sample(await scrape(), 'turno_websocket_connections') !== 0; i++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const closed = await scrape();
    expect(sample(closed, 'turno_websocket_connections')).toBe(0);
    expect(sample(closed, 'turno_subscriptions', { kind: 'queueChanged' })).toBe(0);
  });

  it('counts refused sign-ins and the refusals callers get', async () => {
    const before = await scrape();
    const reply = await gql(
      server.url,
      'mutation ($input: LoginInput!) { login(input: $input) { errorMessage } }',
      {
        input: { userName: 'acceptor1', password: 'Not-the-password-1' },
      },
    );
    expect(reply.status).toBe(200);
    await gql(server.url, 'query { users { totalCount } }', {}, acceptor);
    const after = await scrape();
    expect(sample(after, 'turno_sign_in_failures_total')).toBe(
      sample(before, 'turno_sign_in_failures_total') + 1,
    );
    expect(sample(after, 'turno_graphql_errors_total', { code: 'FORBIDDEN' })).toBeGreaterThan(
      sample(before, 'turno_graphql_errors_total', { code: 'FORBIDDEN' }),
    );
  });

  it('answers only loopback and private addresses when no token is set', async () => {
    const outside = await fetch(`${server.url}/metrics`, { headers: { 'x-forwarded-for': '8.8.8.8' } });
    expect(outside.status).toBe(403);
    expect(await outside.text()).not.toContain('turno_');
    expect(
      (await fetch(`${server.url}/metrics`, { headers: { 'x-forwarded-for': '10.0.0.9' } })).status,
    ).toBe(200);
  });
});

describe('/metrics with METRICS_TOKEN', () => {
  it('asks every caller, loopback included, for the bearer token', async () => {
    const token = 'metrics-token-0123456789abcdef';
    const guarded = await startTestServer({ METRICS_TOKEN: token });
    try {
      const none = await fetch(`${guarded.url}/metrics`);
      expect(none.status).toBe(401);
      expect(none.headers.get('www-authenticate')).toContain('Bearer');
      const wrong = await fetch(`${guarded.url}/metrics`, { headers: { authorization: `Bearer ${token}x` } });
      expect(wrong.status).toBe(401);
      const right = await fetch(`${guarded.url}/metrics`, { headers: { authorization: `Bearer ${token}` } });
      expect(right.status).toBe(200);
      expect(await right.text()).toContain('turno_websocket_connections');
    } finally {
      await guarded.stop();
    }
  });
});
