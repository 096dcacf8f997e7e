import type { Client } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StaffQueueChangedDocument } from '../../client/src/graphql/generated/graphql.ts';
import { DEMO_PASSWORD, DEMO_USER_PROFILES, demoEmail } from '../../server/app/seed/demo-users.ts';
import { CSRF_HEADER } from '../../shared/http/csrf.ts';
import {
  gql,
  persistedExtensions,
  persistedHash,
  type Session,
  signIn,
  wsClient,
} from '../support/graphql-client.ts';
import { registerWalkIn } from '../support/lifecycle-support.ts';
import { probe } from '../support/subscription-probe.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { demoWorkshop } from '../support/workshop-fixture.ts';

// graphql-yoga also served subscriptions over plain HTTP (an event stream or a multipart reply, by
// POST or GET), with the client's own persisted document: after a logout, a lock, a deletion or the
// removal of every role such a stream went on delivering the workshop's queue (names, mobiles,
// plates) and never closed, while the same steps close a WebSocket at once. Subscriptions are now
// refused over HTTP. And one anonymous socket could hold 2,000 subscriptions: now each socket, and
// the anonymous sockets of one address together, have a cap.

const ADDRESS_CAP = 30;
const HEARTBEAT = 'subscription { heartbeat(seconds: 60) }';
const QUEUE_CHANGED = `subscription ($workshopID: ID!) {
  queueChanged(workshopID: $workshopID) { version initial appointments { appointmentID } }
}`;
type QueueEvent = { queueChanged: { initial: boolean; appointments: { appointmentID: string }[] } };

let server: TestServer;
let mi: Awaited<ReturnType<typeof demoWorkshop>>;
let queueID: string;
let admin: Session;
let hostess: Session;
let manager: Session;

beforeAll(async () => {
  server = await startTestServer({
    TRUST_PROXY: 'true',
    SUBSCRIPTIONS_PER_ANONYMOUS_ADDRESS: String(ADDRESS_CAP),
  });
  mi = await demoWorkshop(server, 'MI01');
  queueID = await mi.newQueue('Streams');
  [admin, hostess, manager] = (await Promise.all(
    ['admin', 'hostess', 'manager'].map((name) => signIn(server.url, name, DEMO_PASSWORD)),
  )) as [Session, Session, Session];
});
afterAll(async () => {
  await server?.stop();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface HttpStream {
  status: number;
  contentType: string;
  /** Everything the server wrote so far. */
  text(): string;
  /** Whether the server ended the reply within `ms`. */
  endedWithin(ms: number): Promise<boolean>;
  abort(): void;
}

/** Opens a subscription over HTTP as an attacker's script would, and keeps reading what comes. */
async function openHttpStream(
  method: 'GET' | 'POST',
  accept: string,
  params: { variables: Record<string, unknown>; extensions?: unknown; query?: string },
  token?: string,
): Promise<HttpStream> {
  const abort = new AbortController();
  const headers: Record<string, string> = {
    accept,
    // What a browser page could not add cross-site; a script of the session's holder can.
    [CSRF_HEADER]: '1',
    ...(token ? { authorization: `Bearer ${token}` } : {}),
  };
  let url = `${server.url}/graphql`;
  let body: string | undefined;
  if (method === 'GET') {
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries(params)) {
      if (value !== undefined) search.set(key, typeof value === 'string' ? value : JSON.stringify(value));
    }
    url += `?${search}`;
  } else {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(params);
  }
  const response = await fetch(url, { method, headers, body, signal: abort.signal });
  let text = '';
  const reader = response.body?.getReader();
  const decoder = new TextDecoder();
  const ended = (async () => {
    if (!reader) return;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      text += decoder.decode(value, { stream: true });
    }
  })().catch(() => undefined);
  return {
    status: response.status,
    contentType: response.headers.get('content-type') ?? '',
    text: () => text,
    endedWithin: (ms) => Promise.race([ended.then(() => true), sleep(ms).then(() => false)]),
    abort: () => abort.abort(),
  };
}

const staffQueueByHash = () => ({
  variables: { workshopID: mi.workshopID },
  extensions: persistedExtensions(persistedHash(StaffQueueChangedDocument)),
});

/** A change of the workshop's queue: a walk-in checked in by the hostess; its appointment id. */
function queueChange(plate: string): Promise<string> {
  return registerWalkIn(
    server.url,
    hostess,
    { workshopID: mi.workshopID, queueID, vehicleBrandID: mi.vehicleBrandID },
    plate,
  );
}

/** The refusal every HTTP subscription gets: not a 200, no event of the subscription, the reply ended. */
async function expectRefused(stream: HttpStream) {
  expect(stream.status).toBe(400);
  expect(await stream.endedWithin(3000)).toBe(true);
  expect(stream.text()).toContain('SUBSCRIPTIONS_OVER_WEBSOCKET');
  expect(stream.text()).not.toContain('queueChanged');
}

describe('subscriptions over HTTP', () => {
  const ways: [string, 'GET' | 'POST', string][] = [
    ['an event stream by POST', 'POST', 'text/event-stream'],
    ['an event stream by GET', 'GET', 'text/event-stream'],
    ['a multipart reply by POST', 'POST', 'multipart/mixed'],
    ['a multipart reply by GET', 'GET', 'multipart/mixed'],
  ];
  for (const [name, method, accept] of ways) {
    it(`refuses ${name} of the client's own persisted document, signed in as staff`, async () => {
      const acceptor = await signIn(server.url, 'acceptor1', DEMO_PASSWORD);
      const stream = await openHttpStream(method, accept, staffQueueByHash(), acceptor.token);
      try {
        await expectRefused(stream);
      } finally {
        stream.abort();
      }
    });
  }

  it("refuses a subscription's text as well, and an anonymous one", async () => {
    const staff = await signIn(server.url, 'acceptor1', DEMO_PASSWORD);
    const text = { query: QUEUE_CHANGED, variables: { workshopID: mi.workshopID } };
    const asStaff = await openHttpStream('POST', 'text/event-stream', text, staff.token);
    const anonymous = await openHttpStream('POST', 'text/event-stream', { query: HEARTBEAT, variables: {} });
    try {
      await expectRefused(asStaff);
      expect(anonymous.status).toBe(400);
      expect(await anonymous.endedWithin(3000)).toBe(true);
      expect(anonymous.text()).toContain('SUBSCRIPTIONS_OVER_WEBSOCKET');
      expect(anonymous.text()).not.toContain('"heartbeat"');
    } finally {
      asStaff.abort();
      anonymous.abort();
    }
  });

  it('answers a plain JSON POST of a subscription with the code', async () => {
    const staff = await signIn(server.url, 'acceptor1', DEMO_PASSWORD);
    const reply = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${staff.token}` },
      body: JSON.stringify(staffQueueByHash()),
    });
    expect(reply.status).toBe(400);
    const body = (await reply.json()) as { data?: unknown; errors?: { extensions?: { code?: string } }[] };
    expect(body.data ?? null).toBeNull();
    expect(body.errors?.[0]?.extensions?.code).toBe('SUBSCRIPTIONS_OVER_WEBSOCKET');
  });
});

describe('no HTTP stream outlives its session', () => {
  const profile = (userName: string) => {
    const found = DEMO_USER_PROFILES.find((user) => user.userName === userName);
    if (!found) throw new Error(`no demo user ${userName}`);
    return found;
  };
  const asAdmin = async (query: string, variables: Record<string, unknown>) => {
    const reply = await gql(server.url, query, variables, admin);
    expect(reply.errors).toBeUndefined();
  };
  const revocations: [string, string, (session: Session) => Promise<void>][] = [
    [
      'logout',
      'acceptor1',
      async (session) => {
        expect((await gql(server.url, 'mutation { logout }', {}, session)).errors).toBeUndefined();
      },
    ],
    [
      'a lock by an admin',
      'acceptor2',
      (session) => {
        const user = profile('acceptor2');
        return asAdmin(
          'mutation ($input: UpdateUserInput!) { updateUser(input: $input) { formErrors { field } } }',
          {
            input: {
              userID: session.userID,
              firstName: user.firstname,
              lastName: user.lastname,
              email: demoEmail(user.userName),
              userName: user.userName,
              userLocked: true,
            },
          },
        );
      },
    ],
    [
      'a deletion by an admin',
      'cashier',
      (session) =>
        asAdmin('mutation ($id: ID!) { deleteUser(userID: $id) { success } }', { id: session.userID }),
    ],
    [
      'the removal of every role',
      'backoffice',
      (session) =>
        asAdmin('mutation ($id: ID!) { assignRoles(userID: $id, roles: []) { user { userID } } }', {
          id: session.userID,
        }),
    ],
  ];

  for (const [index, [name, userName, revoke]] of revocations.entries()) {
    it(`leaves no stream delivering after ${name}`, async () => {
      const watcher = wsClient(server.url, manager.token);
      const session = await signIn(server.url, userName, DEMO_PASSWORD);
      const streams = await Promise.all([
        openHttpStream('POST', 'text/event-stream', staffQueueByHash(), session.token),
        openHttpStream('GET', 'text/event-stream', staffQueueByHash(), session.token),
      ]);
      try {
        const queue = probe<QueueEvent>(watcher, QUEUE_CHANGED, { workshopID: mi.workshopID });
        await queue.waitFor((event) => event.queueChanged.initial);
        await revoke(session);
        const id = await queueChange(`STREAM${index}`);
        // The change reached a live screen, so it would have reached an open stream too.
        await queue.waitFor((event) => event.queueChanged.appointments.some((a) => a.appointmentID === id));
        await sleep(300);
        for (const stream of streams) {
          expect(stream.text()).not.toContain('queueChanged');
          expect(await stream.endedWithin(1000)).toBe(true);
          expect(stream.status).not.toBe(200);
        }
      } finally {
        for (const stream of streams) stream.abort();
        await watcher.dispose();
      }
    });
  }
});

/** The first reply of a subscription on `client`: its first event, or its error's code. */
function firstReply(client: Client, payload: { query: string; variables?: unknown; extensions?: unknown }) {
  let dispose = () => {};
  const reply = new Promise<{ data?: unknown; code?: string; cap?: string }>((resolve) => {
    dispose = client.subscribe(payload as never, {
      next: (value) => resolve({ data: value.data }),
      error: (error) => {
        const first = (Array.isArray(error) ? error[0] : error) as { extensions?: Record<string, string> };
        resolve({ code: first?.extensions?.code ?? 'closed', cap: first?.extensions?.cap });
      },
      complete: () => resolve({}),
    });
  });
  return { reply, dispose: () => dispose() };
}

/** An anonymous socket seen as coming from `address` (the test server trusts X-Forwarded-For). */
const anonymousFrom = (address: string) => wsClient(server.url, undefined, { 'x-forwarded-for': address });

/** Subscribes until one is taken, as a screen resubscribing would: a freed place may take a moment. */
async function takenWithin(client: Client, ms: number) {
  const deadline = Date.now() + ms;
  for (;;) {
    const attempt = firstReply(client, { query: HEARTBEAT });
    const reply = await attempt.reply;
    if (reply.data) return attempt;
    if (Date.now() > deadline) throw new Error(`still refused: ${JSON.stringify(reply)}`);
    await sleep(100);
  }
}

describe('subscriptions over the WebSocket', () => {
  it('still serves the staff queue by its persisted document, live', async () => {
    const acceptor = await signIn(server.url, 'acceptor1', DEMO_PASSWORD);
    const client = wsClient(server.url, acceptor.token);
    const events: QueueEvent[] = [];
    let wake = () => {};
    const dispose = client.subscribe<QueueEvent>({ query: '', ...staffQueueByHash() } as never, {
      next: (value) => {
        if (value.data) events.push(value.data);
        wake();
      },
      error: () => {},
      complete: () => {},
    });
    try {
      const until = async (match: (event: QueueEvent) => boolean) => {
        const deadline = Date.now() + 5000;
        while (!events.some(match) && Date.now() < deadline) {
          await new Promise<void>((resolve) => {
            wake = resolve;
            setTimeout(resolve, 200);
          });
        }
        expect(events.some(match)).toBe(true);
      };
      await until((event) => event.queueChanged.initial);
      const id = await queueChange('WSOK01');
      await until((event) => event.queueChanged.appointments.some((a) => a.appointmentID === id));
    } finally {
      dispose();
      await client.dispose();
    }
  });

  it('caps the subscriptions of one socket; the others go on, and a completed one frees a place', async () => {
    const cap = server.services.config.subscriptionCaps.perSocket;
    const client = anonymousFrom('203.0.113.10');
    try {
      const running = Array.from({ length: cap }, () => probe<{ heartbeat: string }>(client, HEARTBEAT));
      await Promise.all(running.map((p) => p.waitFor(() => true)));

      const extra = firstReply(client, { query: HEARTBEAT });
      expect(await extra.reply).toEqual({ code: 'TOO_MANY_SUBSCRIPTIONS', cap: 'socket' });

      // The socket stayed open and every earlier subscription still delivers.
      await Promise.all(running.map((p) => p.waitFor(() => true, 3000, p.events.length)));
      expect(running.every((p) => p.errors.length === 0)).toBe(true);

      running[0]?.dispose();
      const again = await takenWithin(client, 3000);
      again.dispose();
    } finally {
      await client.dispose();
    }
  });

  it('takes exactly the cap of 100 subscribes sent at once on one socket', async () => {
    const cap = server.services.config.subscriptionCaps.perSocket;
    const client = anonymousFrom('203.0.113.11');
    try {
      const attempts = Array.from({ length: 100 }, () => firstReply(client, { query: HEARTBEAT }));
      const replies = await Promise.all(attempts.map((a) => a.reply));
      expect(replies.filter((reply) => reply.data).length).toBe(cap);
      expect(replies.filter((reply) => reply.code === 'TOO_MANY_SUBSCRIPTIONS').length).toBe(100 - cap);
      for (const attempt of attempts) attempt.dispose();
    } finally {
      await client.dispose();
    }
  });

  it("caps one address's anonymous sockets together; signed-in sockets and another address are not held back", async () => {
    const perSocket = Math.ceil(ADDRESS_CAP / 2);
    const [first, second, third] = [1, 2, 3].map(() => anonymousFrom('198.51.100.7')) as [
      Client,
      Client,
      Client,
    ];
    const staff = wsClient(server.url, manager.token, { 'x-forwarded-for': '198.51.100.7' });
    const elsewhere = anonymousFrom('198.51.100.8');
    try {
      const held = [first, second].flatMap((client) =>
        Array.from({ length: perSocket }, () => probe<{ heartbeat: string }>(client, HEARTBEAT)),
      );
      await Promise.all(held.map((p) => p.waitFor(() => true)));
      expect(held.length).toBe(ADDRESS_CAP);

      const refused = firstReply(third, { query: HEARTBEAT });
      expect(await refused.reply).toEqual({ code: 'TOO_MANY_SUBSCRIPTIONS', cap: 'address' });
      expect((await firstReply(staff, { query: HEARTBEAT }).reply).data).toBeTruthy();
      expect((await firstReply(elsewhere, { query: HEARTBEAT }).reply).data).toBeTruthy();

      // A place freed on one socket of the address is one the others may take.
      held[0]?.dispose();
      (await takenWithin(third, 3000)).dispose();
    } finally {
      await Promise.all([first, second, third, staff, elsewhere].map((client) => client.dispose()));
    }
  });

  it('frees the places of a socket that closes', async () => {
    const address = '198.51.100.9';
    const closing = anonymousFrom(address);
    const running = Array.from({ length: 15 }, () => probe<{ heartbeat: string }>(closing, HEARTBEAT));
    await Promise.all(running.map((p) => p.waitFor(() => true)));
    const other = anonymousFrom(address);
    try {
      const more = Array.from({ length: 15 }, () => probe<{ heartbeat: string }>(other, HEARTBEAT));
      await Promise.all(more.map((p) => p.waitFor(() => true)));
      expect((await firstReply(other, { query: HEARTBEAT }).reply).code).toBe('TOO_MANY_SUBSCRIPTIONS');
      await closing.dispose();
      (await takenWithin(other, 3000)).dispose();
    } finally {
      await other.dispose();
    }
  });
});
