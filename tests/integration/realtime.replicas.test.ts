import { createClient } from 'graphql-ws';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { DEMO_PASSWORD } from '../../server/app/seed/demo-users.ts';
import { gql, type Session, signIn } from '../support/graphql-client.ts';
import { startPrivateRedis } from '../support/redis-process.ts';
import { type ServerProcess, startServerProcess } from '../support/server-process.ts';
import { probe } from '../support/subscription-probe.ts';
import { createTestDatabase, type TestDatabase } from '../support/test-database.ts';

/**
 * Two server processes on one PostgreSQL and one Redis, as behind the production proxy: events
 * cross replicas; Redis dying for a while loses nothing that matters; a replica killed with -9
 * hands its screens over to the other. Needs real PostgreSQL (TEST_DATABASE_URL, as in CI) and the
 * `redis-server` binary; PGlite is one process by design, so without PostgreSQL there is nothing
 * to replicate.
 */
const enabled = Boolean(process.env.TEST_DATABASE_URL);

const QUEUES = `query ($workshopID: ID!) { queues(workshopID: $workshopID) { queueID name waiting { appointmentID } } }`;
const QUEUE_CHANGED = `subscription ($workshopID: ID!) {
  queueChanged(workshopID: $workshopID) { version initial queues { queueID waiting { appointmentID } } }
}`;
const WALK_IN = `mutation ($input: RegisterNewAppointmentInput!) { registerNewAppointment(input: $input) { appointment { appointmentID } } }`;

type QueueEvent = {
  queueChanged: {
    version: number;
    initial: boolean;
    queues: { queueID: string; waiting: { appointmentID: string }[] }[];
  };
};

describe.skipIf(!enabled)('replicas', () => {
  let database: TestDatabase;
  let redis: Awaited<ReturnType<typeof startPrivateRedis>>;
  let a: ServerProcess;
  let b: ServerProcess;
  let session: Session;
  let workshopID = '';
  let queueID = '';
  let brandID = '';

  beforeAll(async () => {
    database = await createTestDatabase();
    redis = await startPrivateRedis();
    // Five failed public look-ups per address a minute, so the shared count shows in a few calls.
    const env = {
      DATABASE_URL: database.url ?? '',
      REDIS_URL: redis.url,
      PUBLIC_LOOKUP_FAILURES_PER_MINUTE: '5',
    };
    a = await startServerProcess({ ...env, SEED: 'demo' });
    b = await startServerProcess(env);
    session = await signIn(a.url, 'manager', DEMO_PASSWORD);
    const rows = await gql<{ workshops?: unknown }>(
      a.url,
      '{ profile { roles { workshopID workshopName } } }',
      {},
      session,
    );
    const roles = (rows.data as { profile: { roles: { workshopID: string; workshopName: string }[] } })
      .profile.roles;
    workshopID = roles.find((r) => r.workshopName.includes('Milano'))?.workshopID ?? '';
    const queues = await gql<{ queues: { queueID: string; name: string }[] }>(
      a.url,
      QUEUES,
      { workshopID },
      session,
    );
    queueID = queues.data?.queues[0]?.queueID ?? '';
    const postgres = (await import('postgres')).default;
    const sql = postgres(database.url ?? '', { max: 1 });
    brandID = (await sql`select vehicle_brand_id from vehicle_brands limit 1`)[0]?.vehicle_brand_id ?? '';
    await sql.end();
  }, 180_000);

  afterAll(async () => {
    await a?.stop();
    await b?.stop();
    await redis?.stop();
    await database?.drop();
  });

  async function walkIn(server: ServerProcess, plate: string) {
    const reply = await gql<{ registerNewAppointment: { appointment: { appointmentID: string } | null } }>(
      server.url,
      WALK_IN,
      {
        input: {
          workshopID,
          queueID,
          vehicleBrandID: brandID,
          licensePlate: plate,
          name: 'Replica Test',
          mobile: '3331112222',
          description: 'Controllo',
        },
      },
      session,
    );
    const id = reply.data?.registerNewAppointment.appointment?.appointmentID;
    if (!id) throw new Error(`walk-in on ${server.url} failed: ${JSON.stringify(reply.errors)}`);
    return id;
  }

  /** The waiting list of the test queue as PostgreSQL says it is now. */
  async function truth(server: ServerProcess) {
    const reply = await gql<{ queues: { queueID: string; waiting: { appointmentID: string }[] }[] }>(
      server.url,
      QUEUES,
      { workshopID },
      session,
    );
    return reply.data?.queues.find((q) => q.queueID === queueID)?.waiting.map((w) => w.appointmentID) ?? [];
  }

  /** What a screen shows: the last waiting list it was sent for the test queue. */
  function view(events: QueueEvent[]) {
    for (let i = events.length - 1; i >= 0; i--) {
      const queue = events[i]?.queueChanged.queues.find((q) => q.queueID === queueID);
      if (queue) return queue.waiting.map((w) => w.appointmentID);
    }
    return [];
  }

  function client(urls: () => string, onConnected?: () => void) {
    return createClient({
      url: () => `${urls().replace('http', 'ws')}/graphql`,
      webSocketImpl: WebSocket,
      connectionParams: { authorization: `Bearer ${session.token}` },
      // Retries an abnormal close (a killed replica) for ever; a normal close (dispose) ends it.
      retryAttempts: Number.POSITIVE_INFINITY,
      retryWait: () => new Promise((resolve) => setTimeout(resolve, 200)),
      on: onConnected ? { connected: onConnected } : {},
    });
  }

  afterEach(() => {
    // A replica that died unexpectedly says why here.
    for (const [name, server] of [
      ['a', a],
      ['b', b],
    ] as const) {
      if (
        server?.child.exitCode !== null &&
        server?.child.exitCode !== undefined &&
        process.env.DEBUG_REPLICAS
      ) {
        console.log(`replica ${name} exited ${server.child.exitCode}:\n${server.output.join('')}`);
      }
    }
  });

  it('delivers a change made on one replica to a subscriber of the other', async () => {
    const onA = client(() => a.url);
    const feed = probe<QueueEvent>(onA, QUEUE_CHANGED, { workshopID });
    try {
      await feed.waitFor((e) => e.queueChanged.initial);
      const id = await walkIn(b, 'REPL001');
      await feed.waitFor(
        (e) => e.queueChanged.queues.some((q) => q.waiting.some((w) => w.appointmentID === id)),
        3000,
      );
    } finally {
      feed.dispose();
      await onA.dispose();
    }
  });

  it('honours rights taken away on one replica on the other, which had the caller remembered', async () => {
    type Profile = { profile: { id: string; roles: unknown[] } | null };
    const PROFILE = '{ profile { id roles { workshopID } } }';
    const booking = await signIn(a.url, 'booking', DEMO_PASSWORD);
    const admin = await signIn(a.url, 'admin', DEMO_PASSWORD);
    // B looks the caller up and remembers them (server/features/auth/auth-cache.ts).
    const before = await gql<Profile>(b.url, PROFILE, {}, booking);
    expect(before.data?.profile?.roles.length).toBeGreaterThan(0);
    const taken = await gql(
      a.url,
      `mutation { assignRoles(userID: "${before.data?.profile?.id}", roles: []) { formErrors { field } } }`,
      {},
      admin,
    );
    expect(taken.errors).toBeUndefined();
    // B learns it from the userSecurity event through Redis: a round trip, not the cache's TTL.
    const deadline = Date.now() + 1000;
    let roles = before.data?.profile?.roles ?? [];
    while (roles.length > 0 && Date.now() < deadline) {
      roles = (await gql<Profile>(b.url, PROFILE, {}, booking)).data?.profile?.roles ?? [];
    }
    expect(roles).toEqual([]);
  });

  it('counts a public lookup’s limit across replicas: the address’s sixth failure is refused on either', async () => {
    const LOGIN = `mutation ($plate: String, $code: String) {
      mobileMonitorLogin(licensePlate: $plate, code: $code) { errorCode }
    }`;
    const attempt = async (url: string) =>
      (
        await gql<{ mobileMonitorLogin: { errorCode: string | null } }>(url, LOGIN, {
          plate: 'RL123AB',
          code: 'R'.repeat(22),
        })
      ).data?.mobileMonitorLogin.errorCode;
    // Five failed look-ups per address a minute (PUBLIC_LOOKUP_FAILURES_PER_MINUTE), over both replicas.
    const codes = [];
    for (const url of [a.url, b.url, a.url, b.url, a.url, b.url]) codes.push(await attempt(url));
    expect(codes).toEqual([...Array(5).fill('CUSTOMER_NOT_RECOGNISED'), 'RATE_LIMITED']);
    expect(await attempt(a.url)).toBe('RATE_LIMITED');
  });

  it('keeps working while Redis is down for 5 s and converges within 3 s of its return', async () => {
    const onA = client(() => a.url);
    const onB = client(() => b.url);
    const feeds = [
      probe<QueueEvent>(onA, QUEUE_CHANGED, { workshopID }),
      probe<QueueEvent>(onB, QUEUE_CHANGED, { workshopID }),
    ];
    try {
      for (const feed of feeds) await feed.waitFor((e) => e.queueChanged.initial);
      await redis.kill();
      const during: string[] = [];
      const outageEnds = Date.now() + 5000;
      let n = 0;
      while (Date.now() < outageEnds) {
        during.push(await walkIn(n % 2 ? a : b, `DOWN${String(n).padStart(3, '0')}`));
        n++;
        await new Promise((resolve) => setTimeout(resolve, 400));
      }
      expect(during.length).toBeGreaterThan(5);
      // Writes go on, so each replica says it is degraded, not down: a proxy keeps sending to it.
      for (const replica of [a, b]) {
        const ready = await fetch(`${replica.url}/readyz`);
        expect(ready.status).toBe(200);
        expect(await ready.json()).toEqual({ status: 'degraded', database: 'ok', pubsub: 'unavailable' });
      }
      expect(a.child.exitCode).toBeNull();
      expect(b.child.exitCode).toBeNull();
      await redis.restart();
      const back = Date.now();
      const expected = await truth(b);
      expect(expected).toEqual(expect.arrayContaining(during));
      for (const feed of feeds) {
        const from = feed.events.length;
        await feed.waitFor(
          () => JSON.stringify(view(feed.events)) === JSON.stringify(expected),
          3000,
          from > 0 ? from - 1 : 0,
        );
      }
      expect(Date.now() - back).toBeLessThan(3000);
    } finally {
      for (const feed of feeds) feed.dispose();
      await Promise.all([onA.dispose(), onB.dispose()]);
    }
  }, 60_000);

  it('moves the screens of a replica killed with -9 to the other, converged within 5 s', async () => {
    let target = () => a.url;
    const moved = client(() => target());
    const feed = probe<QueueEvent>(moved, QUEUE_CHANGED, { workshopID });
    try {
      await feed.waitFor((e) => e.queueChanged.initial);
      const before = feed.events.length;
      await a.kill();
      target = () => b.url;
      const killedAt = Date.now();
      const id = await walkIn(b, 'KILL001');
      const expected = await truth(b);
      expect(expected).toContain(id);
      await feed.waitFor(() => JSON.stringify(view(feed.events)) === JSON.stringify(expected), 5000, before);
      expect(Date.now() - killedAt).toBeLessThan(5000);
      expect(b.child.exitCode).toBeNull();
    } finally {
      feed.dispose();
      await moved.dispose();
    }
  }, 60_000);
});
