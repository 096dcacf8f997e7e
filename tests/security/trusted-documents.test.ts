import { print } from 'graphql';
import type { Client } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BoxAcceptanceAppointmentDocument,
  HomeNewsDocument,
  MonitorScreenCallsDocument,
  StaffQueueChangedDocument,
  TotemScreenMyTotemsDocument,
  TrackingScreenChangedDocument,
  TrackingScreenTrackingDocument,
} from '../../client/src/graphql/generated/graphql.ts';
import { DEMO_PASSWORD } from '../../server/app/seed/demo-users.ts';
import {
  errorCode,
  type GraphQLReply,
  gql,
  gqlPersisted,
  persistedExtensions,
  persistedHash,
  postHash,
  signIn,
  wsClient,
} from '../support/graphql-client.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { demoWorkshop } from '../support/workshop-fixture.ts';

// In production only the documents Turno's client was built with run (codegen's persisted
// documents, sent by their hash); a document's text is refused for anonymous callers (tracking,
// pickup booking) and devices (monitors, totems), and for staff too unless
// GRAPHQL_ARBITRARY_OPERATIONS=staff lets integrators' tools send their own. Before the rule any
// caller could send any document the schema allows, over HTTP and over the WebSocket.

const PRODUCTION = { NODE_ENV: 'production', JWT_SECRET: 'trusted-documents-test-secret-0123456789' };
const UNKNOWN_HASH = `sha256:${'0'.repeat(64)}`;

let strict: TestServer;
let staffText: TestServer;

interface Callers {
  device: string;
  staff: string;
}
const tokens = new Map<TestServer, Callers>();

const signInAs = async (server: TestServer, userName: string) =>
  (await signIn(server.url, userName, DEMO_PASSWORD)).token;

async function callersOf(server: TestServer): Promise<Callers> {
  const callers = { device: await signInAs(server, 'totem'), staff: await signInAs(server, 'acceptor1') };
  tokens.set(server, callers);
  return callers;
}

const text = (document: unknown) => print(document as never);
const ok = (reply: GraphQLReply) => {
  expect(reply.errors).toBeUndefined();
  expect(reply.status).toBe(200);
};
const refusedAsTextOnly = (reply: GraphQLReply) => {
  expect(errorCode(reply)).toBe('PERSISTED_QUERY_ONLY');
  expect(reply.status).toBe(400);
  expect(reply.data).toBeNull();
};

// One server per hook, each with its own time: two demo installations and four sign-ins take a
// while on a busy machine.
beforeAll(async () => {
  strict = await startTestServer(PRODUCTION);
  await callersOf(strict);
}, 180_000);
beforeAll(async () => {
  staffText = await startTestServer({ ...PRODUCTION, GRAPHQL_ARBITRARY_OPERATIONS: 'staff' });
  await callersOf(staffText);
}, 180_000);

afterAll(async () => {
  await strict?.stop();
  await staffText?.stop();
});

describe('over HTTP in production', () => {
  it('runs a known hash for anonymous callers, devices and staff', async () => {
    const { device, staff } = tokens.get(strict)!;
    ok(await gqlPersisted(strict.url, TrackingScreenTrackingDocument, { code: 'ABC123' }));
    ok(await gqlPersisted(strict.url, TotemScreenMyTotemsDocument, {}, { token: device }));
    ok(await gqlPersisted(strict.url, HomeNewsDocument, {}, { token: device }));
    ok(await gqlPersisted(strict.url, HomeNewsDocument, {}, { token: staff }));
  });

  it('refuses a text from an anonymous caller, even the text of a client document', async () => {
    refusedAsTextOnly(await gql(strict.url, text(TrackingScreenTrackingDocument), { code: 'ABC123' }));
    refusedAsTextOnly(await gql(strict.url, '{ __typename }'));
  });

  it('refuses a text from a device', async () => {
    const { device } = tokens.get(strict)!;
    refusedAsTextOnly(await gql(strict.url, text(TotemScreenMyTotemsDocument), {}, { token: device }));
  });

  it('refuses a text from staff by default', async () => {
    const { staff } = tokens.get(strict)!;
    refusedAsTextOnly(await gql(strict.url, text(HomeNewsDocument), {}, { token: staff }));
  });

  it('refuses an unknown hash with PERSISTED_QUERY_NOT_FOUND', async () => {
    const { staff } = tokens.get(strict)!;
    for (const token of [undefined, staff]) {
      const reply = await postHash(strict.url, UNKNOWN_HASH, {}, { token });
      expect(errorCode(reply)).toBe('PERSISTED_QUERY_NOT_FOUND');
      expect(reply.status).toBe(400);
    }
  });

  it('refuses a request with neither a text nor a hash as the caller’s mistake', async () => {
    const reply = await gql(strict.url, '', {});
    expect(errorCode(reply)).toBe('BAD_USER_INPUT');
  });

  it('still checks the ids of a trusted document', async () => {
    const { staff } = tokens.get(strict)!;
    const reply = await gqlPersisted(
      strict.url,
      BoxAcceptanceAppointmentDocument,
      { appointmentID: 'not-an-id' },
      { token: staff },
    );
    expect(errorCode(reply)).toBe('BAD_USER_INPUT');
    expect(reply.errors?.[0]?.extensions).toMatchObject({ argument: 'variables.appointmentID' });
  });
});

describe('with GRAPHQL_ARBITRARY_OPERATIONS=staff', () => {
  it('runs a text for staff only', async () => {
    const { device, staff } = tokens.get(staffText)!;
    ok(await gql(staffText.url, text(HomeNewsDocument), {}, { token: staff }));
    ok(await gql(staffText.url, '{ workshops(first: 5) { nodes { workshopID } } }', {}, { token: staff }));
    refusedAsTextOnly(await gql(staffText.url, text(HomeNewsDocument), {}, { token: device }));
    refusedAsTextOnly(await gql(staffText.url, text(TrackingScreenTrackingDocument), { code: 'ABC123' }));
  });

  it('still runs a known hash for everyone', async () => {
    const { device } = tokens.get(staffText)!;
    ok(await gqlPersisted(staffText.url, TrackingScreenTrackingDocument, { code: 'ABC123' }));
    ok(await gqlPersisted(staffText.url, HomeNewsDocument, {}, { token: device }));
  });
});

/** The first reply of a subscription: its first event, or its errors. */
function firstReply(client: Client, payload: { query: string; variables?: unknown; extensions?: unknown }) {
  return new Promise<{ data?: unknown; errors?: unknown }>((resolve) => {
    client.subscribe(payload as never, {
      next: (value) => resolve(value as never),
      error: (error) => resolve({ errors: Array.isArray(error) ? error : [error] }),
      complete: () => resolve({}),
    });
  });
}

describe('over WebSocket in production', () => {
  const staffQueue = async (server: TestServer) => ({
    query: '',
    variables: { workshopID: (await demoWorkshop(server, 'MI01')).workshopID },
    extensions: persistedExtensions(persistedHash(StaffQueueChangedDocument)),
  });

  it('runs a subscription by its hash, and refuses its text and an unknown hash', async () => {
    const { staff } = tokens.get(strict)!;
    const client = wsClient(strict.url, staff);
    try {
      const byHash = await firstReply(client, await staffQueue(strict));
      expect(byHash.errors).toBeUndefined();
      expect(byHash).toHaveProperty('data.queueChanged.initial', true);

      const { variables } = await staffQueue(strict);
      const asText = await firstReply(client, { query: text(StaffQueueChangedDocument), variables });
      expect(JSON.stringify(asText.errors)).toContain('PERSISTED_QUERY_ONLY');

      const unknown = await firstReply(client, {
        query: '',
        variables,
        extensions: persistedExtensions(UNKNOWN_HASH),
      });
      expect(JSON.stringify(unknown.errors)).toContain('PERSISTED_QUERY_NOT_FOUND');
    } finally {
      await client.dispose();
    }
  });

  it('refuses an anonymous text subscription', async () => {
    const client = wsClient(strict.url);
    try {
      const reply = await firstReply(client, {
        query: text(TrackingScreenChangedDocument),
        variables: { code: 'ABC123' },
      });
      expect(JSON.stringify(reply.errors)).toContain('PERSISTED_QUERY_ONLY');
    } finally {
      await client.dispose();
    }
  });

  it('with GRAPHQL_ARBITRARY_OPERATIONS=staff, runs a staff text and refuses a device one', async () => {
    const { device, staff } = tokens.get(staffText)!;
    const { variables } = await staffQueue(staffText);
    const staffClient = wsClient(staffText.url, staff);
    const deviceClient = wsClient(staffText.url, device);
    try {
      const fromStaff = await firstReply(staffClient, { query: text(StaffQueueChangedDocument), variables });
      expect(fromStaff.errors).toBeUndefined();
      expect(fromStaff).toHaveProperty('data.queueChanged.initial', true);
      const fromDevice = await firstReply(deviceClient, {
        query: text(MonitorScreenCallsDocument),
        variables: { monitorID: '00000000-0000-4000-8000-000000000000' },
      });
      expect(JSON.stringify(fromDevice.errors)).toContain('PERSISTED_QUERY_ONLY');
    } finally {
      await staffClient.dispose();
      await deviceClient.dispose();
    }
  });
});
