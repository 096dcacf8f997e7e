import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../server/app/seed/demo-users.ts';
import { OPERATION_LIMITS } from '../../server/core/graphql/operation-limits.ts';
import { errorCode, gql, type Session, signIn, wsClient } from '../support/graphql-client.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { demoWorkshop } from '../support/workshop-fixture.ts';

// One operation must never take Turno down: depth, aliases, tokens, directives and cost are
// limited on HTTP and WebSocket alike, refused before anything runs, with OPERATION_TOO_COMPLEX.
// Before the limits, the fan-out below grew the server to 4.3 GB with 60 waiting customers.

let server: TestServer;
let acceptor: Session;
let workshopID: string;

/** `queues{ waiting{ assignedQueue{ waiting … } } }`, `levels` waiting lists deep. */
function fanOut(levels: number): string {
  let selection = 'appointmentID';
  for (let level = 1; level < levels; level++)
    selection = `appointmentID assignedQueue { waiting { ${selection} } }`;
  return `query($w: ID!) { queues(workshopID: $w) { waiting { ${selection} } } }`;
}

function aliases(count: number): string {
  const fields = Array.from(
    { length: count },
    (_, i) => `q${i}: queues(workshopID: $w) { waiting { appointmentID } }`,
  );
  return `query($w: ID!) { ${fields.join(' ')} }`;
}

beforeAll(async () => {
  server = await startTestServer();
  acceptor = await signIn(server.url, 'acceptor1', DEMO_PASSWORD);
  ({ workshopID } = await demoWorkshop(server, 'MI01'));
});
afterAll(async () => {
  await server?.stop();
});

/** Sends an operation and measures how long the refusal took and what it cost the heap. */
async function timed(query: string, token: string | null = acceptor.token) {
  const heapBefore = process.memoryUsage().heapUsed;
  const started = performance.now();
  const reply = await gql(server.url, query, { w: workshopID }, { token });
  return { reply, ms: performance.now() - started, heapGrowth: process.memoryUsage().heapUsed - heapBefore };
}

describe('over HTTP', () => {
  it('answers a legitimate nesting of two waiting lists', async () => {
    const { reply } = await timed(fanOut(2));
    expect(reply.errors).toBeUndefined();
    expect(reply.data).toHaveProperty('queues');
  });

  it('refuses the waiting → assignedQueue → waiting fan-out at once, running nothing', async () => {
    const { reply, ms, heapGrowth } = await timed(fanOut(6));
    expect(errorCode(reply)).toBe('OPERATION_TOO_COMPLEX');
    expect(reply.data).toBeNull();
    // Generous bounds for a loaded CI machine: the point is milliseconds, not seconds and MiB.
    expect(ms).toBeLessThan(500);
    expect(heapGrowth).toBeLessThan(50 * 1024 * 1024);
  });

  it('refuses a deep nesting by its depth even when it is cheap', async () => {
    const { reply } = await timed(fanOut(7));
    expect(errorCode(reply)).toBe('OPERATION_TOO_COMPLEX');
    expect(reply.errors?.[0]?.message).toMatch(/depth limit of \d+/);
  });

  it('refuses 1,000 aliases of a heavy field', async () => {
    const { reply, ms } = await timed(aliases(1000));
    expect(errorCode(reply)).toBe('OPERATION_TOO_COMPLEX');
    expect(ms).toBeLessThan(500);
  });

  it('refuses a document over the token limit before validating it', async () => {
    const padding = Array.from({ length: 3000 }, () => '__typename').join(' ');
    const { reply } = await timed(`{ ${padding} }`);
    expect(errorCode(reply)).toBe('OPERATION_TOO_COMPLEX');
    expect(reply.errors?.[0]?.message).toMatch(/token limit/);
  });

  it('refuses too many directives', async () => {
    const directives = Array.from({ length: 50 }, () => '@include(if: true)').join(' ');
    const { reply } = await timed(`{ __typename ${directives} }`);
    expect(errorCode(reply)).toBe('OPERATION_TOO_COMPLEX');
  });

  it('gives anonymous callers lower limits than staff', async () => {
    const within = Math.min(OPERATION_LIMITS.staff.aliases, OPERATION_LIMITS.anonymous.aliases + 5);
    const query = `{ ${Array.from({ length: within }, (_, i) => `p${i}: ping`).join(' ')} }`;
    expect((await gql(server.url, query, {}, { token: acceptor.token })).errors).toBeUndefined();
    expect(errorCode(await gql(server.url, query))).toBe('OPERATION_TOO_COMPLEX');
  });

  it('prices a list by its page size: a page over the cost limit is refused', async () => {
    const perPage = `query($w: ID!, $n: Int) {
      appointments(filter: { workshopID: $w }, first: $n) { nodes { children { children { appointmentID } } } }
    }`;
    const small = await gql(server.url, perPage, { w: workshopID, n: 1 }, { token: acceptor.token });
    expect(small.errors).toBeUndefined();
    const large = await gql(server.url, perPage, { w: workshopID, n: 200 }, { token: acceptor.token });
    expect(errorCode(large)).toBe('OPERATION_TOO_COMPLEX');
    expect(large.errors?.[0]?.message).toMatch(/cost limit of \d+/);
  });
});

describe('over WebSocket', () => {
  it('refuses the fan-out as a subscription error, and the socket stays usable', async () => {
    const client = wsClient(server.url, acceptor.token);
    try {
      const errors = await new Promise<unknown[]>((resolve) => {
        client.subscribe(
          { query: fanOut(6), variables: { w: workshopID } },
          {
            next: (value) => resolve((value.errors as unknown[]) ?? []),
            error: (error) => resolve(Array.isArray(error) ? error : [error]),
            complete: () => resolve([]),
          },
        );
      });
      expect(JSON.stringify(errors)).toContain('OPERATION_TOO_COMPLEX');
      const ok = await new Promise<unknown>((resolve, reject) => {
        client.subscribe(
          { query: 'query($w: ID!) { queues(workshopID: $w) { queueID } }', variables: { w: workshopID } },
          { next: resolve, error: reject, complete: () => {} },
        );
      });
      expect(ok).toHaveProperty('data.queues');
    } finally {
      await client.dispose();
    }
  });

  it('answers a document over the token limit without closing the socket', async () => {
    const client = wsClient(server.url, acceptor.token);
    try {
      const padding = Array.from({ length: 3000 }, () => '__typename').join(' ');
      const errors = await new Promise<unknown[]>((resolve) => {
        client.subscribe(
          { query: `subscription { ${padding} }` },
          {
            next: (value) => resolve((value.errors as unknown[]) ?? []),
            error: (error) => resolve(Array.isArray(error) ? error : [error]),
            complete: () => resolve([]),
          },
        );
      });
      expect(JSON.stringify(errors)).toContain('OPERATION_TOO_COMPLEX');
    } finally {
      await client.dispose();
    }
  });
});

describe('introspection and suggestions', () => {
  it('are on outside production, for developers', async () => {
    const reply = await gql(server.url, '{ __schema { queryType { name } } }');
    expect(reply.errors).toBeUndefined();
  });

  it('are off in production unless GRAPHQL_INTROSPECTION=true', async () => {
    // Staff with their own documents (integrators' tools): the public may send none in production.
    const production = await startTestServer({
      NODE_ENV: 'production',
      GRAPHQL_ARBITRARY_OPERATIONS: 'staff',
    });
    try {
      const { token } = await signIn(production.url, 'acceptor1', DEMO_PASSWORD);
      const schema = await gql(production.url, '{ __schema { queryType { name } } }', {}, { token });
      expect(schema.errors?.length).toBeGreaterThan(0);
      expect(errorCode(schema)).not.toBe('PERSISTED_QUERY_ONLY');
      expect(schema.data).toBeNull();
      const typo = await gql(production.url, '{ profil { id } }', {}, { token });
      expect(errorCode(typo)).not.toBe('PERSISTED_QUERY_ONLY');
      expect(JSON.stringify(typo.errors)).not.toMatch(/Did you mean/);
    } finally {
      await production.stop();
    }
  });
});
