import { eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../server/app/seed/demo-users.ts';
import { auditLog, refreshSessions, users } from '../../server/core/db/schema/index.ts';
import {
  errorCode,
  type GraphQLReply,
  gql,
  type Session,
  signIn,
  wsClient,
} from '../support/graphql-client.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

// An admin's sign-in as another user ("loginAs") used to open an ordinary session: 30 days, and
// every refresh pushed it 30 days further. Now it ends 10 hours after it started whatever the
// refreshes, its cookie and access tokens end with it, its live sockets close then, and signing
// out while signed in as someone leaves nothing of either account behind in that browser.

const HOUR = 3_600_000;
const LIMIT_SECONDS = 10 * 3600;
const LOGIN_AS =
  'mutation ($userID: ID!) { loginAs(userID: $userID) { userName token impersonator { userName } } }';
const STOP = 'mutation { stopImpersonation { userName token } }';
const REFRESH = 'mutation { refreshProfile { userName token impersonator { userName } } }';
const ROLES = '{ roles { id } }';

let server: TestServer;
let offsetMs = 0;
let ids: Record<string, string>;

beforeAll(async () => {
  server = await startTestServer({}, { now: () => new Date(Date.now() + offsetMs) });
  const rows = await server.services.db.select({ id: users.userID, name: users.userName }).from(users);
  ids = Object.fromEntries(rows.map((row) => [row.name, row.id]));
});
afterAll(async () => {
  await server?.stop();
});
beforeEach(() => {
  offsetMs = 0;
});

const serverNow = () => Date.now() + offsetMs;

function cookieOf(reply: GraphQLReply): string {
  return (reply.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
}

function maxAgeOf(reply: GraphQLReply): number {
  const match = /Max-Age=(\d+)/.exec(reply.headers.get('set-cookie') ?? '');
  if (!match) throw new Error('no refresh cookie in the reply');
  return Number(match[1]);
}

async function sessionRow(token: string) {
  const sid = decodeJwt(token).sid as string;
  const [row] = await server.services.db
    .select()
    .from(refreshSessions)
    .where(eq(refreshSessions.sessionID, sid));
  if (!row) throw new Error('no session row');
  return row;
}

type AsReply = { loginAs: { userName: string; token: string; impersonator: { userName: string } | null } };

/** Signs in as `admin` (or the given admin session) and then as `target`; keeps both. */
async function signInAs(target: string, adminName = 'admin') {
  const admin = await signIn(server.url, adminName, DEMO_PASSWORD);
  const reply = await gql<AsReply>(server.url, LOGIN_AS, { userID: ids[target] }, admin);
  const as = reply.data?.loginAs;
  if (!as) throw new Error(`loginAs failed: ${JSON.stringify(reply.errors)}`);
  const session: Session = { token: as.token, cookie: cookieOf(reply), userID: ids[target] ?? '' };
  return { admin, reply, as: session, startedAt: serverNow() };
}

/** A socket subscribed with the token (resolves once it has a heartbeat) and its close, to come. */
async function liveSocket(token: string) {
  const client = wsClient(server.url, token);
  const closed = new Promise<{ code: number; reason: string }>((resolve) => {
    client.on('closed', (event) => {
      const { code, reason } = event as { code: number; reason: string };
      resolve({ code, reason: String(reason) });
    });
  });
  await new Promise<void>((resolve, reject) => {
    client.subscribe<{ heartbeat: string }>(
      { query: 'subscription { heartbeat(seconds: 30) }' },
      { next: () => resolve(), error: reject, complete() {} },
    );
  });
  return { closed, dispose: () => Promise.resolve(client.dispose()).catch(() => undefined) };
}

const refresh = (cookie: string) =>
  gql<{ refreshProfile: { userName: string; token: string } | null }>(server.url, REFRESH, {}, { cookie });

describe('a sign-in as another user lasts a working day at most', () => {
  it('ends its session, cookie and access token within 10 hours of its start', async () => {
    const { reply, as, startedAt } = await signInAs('acceptor1');
    const row = await sessionRow(as.token);
    expect(row.impersonatorUserID).toBe(ids.admin);
    expect(row.expiresAt.getTime()).toBeLessThanOrEqual(startedAt + 10 * HOUR);
    expect(row.expiresAt.getTime()).toBeGreaterThan(startedAt + 10 * HOUR - 60_000);
    expect(maxAgeOf(reply)).toBeLessThanOrEqual(LIMIT_SECONDS);
    expect(maxAgeOf(reply)).toBeGreaterThan(LIMIT_SECONDS - 60);
    expect((decodeJwt(as.token).exp ?? 0) * 1000).toBeLessThanOrEqual(row.expiresAt.getTime());
  });

  it('keeps an ordinary session at REFRESH_SESSION_DAYS (30 days by default)', async () => {
    const session = await signIn(server.url, 'acceptor2', DEMO_PASSWORD);
    const row = await sessionRow(session.token);
    expect(row.expiresAt.getTime()).toBeGreaterThan(serverNow() + 29 * 24 * HOUR);
    offsetMs = 9 * HOUR;
    const refreshed = await refresh(session.cookie);
    expect(refreshed.data?.refreshProfile?.userName).toBe('acceptor2');
    expect((await sessionRow(session.token)).expiresAt.getTime()).toBeGreaterThan(
      serverNow() + 29 * 24 * HOUR,
    );
  });

  it('is not extended by a refresh at hour 9, and a token issued near the end ends with it', async () => {
    const { as, startedAt } = await signInAs('acceptor1');
    const end = (await sessionRow(as.token)).expiresAt.getTime();

    offsetMs = 9 * HOUR;
    const at9 = await refresh(as.cookie);
    expect(at9.data?.refreshProfile?.userName).toBe('acceptor1');
    expect((await sessionRow(as.token)).expiresAt.getTime()).toBe(end);
    expect(maxAgeOf(at9)).toBeLessThanOrEqual(Math.ceil((end - serverNow()) / 1000));
    expect(maxAgeOf(at9)).toBeLessThanOrEqual(3600);

    offsetMs = 10 * HOUR - 5 * 60_000;
    const late = await refresh(as.cookie);
    const lateToken = late.data?.refreshProfile?.token ?? '';
    expect(lateToken).not.toBe('');
    // ACCESS_TOKEN_MINUTES is 15, but this token must not outlive the session's end in 5 minutes.
    expect((decodeJwt(lateToken).exp ?? 0) * 1000).toBeLessThanOrEqual(end);
    expect((await sessionRow(as.token)).expiresAt.getTime()).toBeLessThanOrEqual(startedAt + 10 * HOUR);
    expect(errorCode(await gql(server.url, ROLES, {}, { token: lateToken }))).toBeUndefined();

    offsetMs = 10 * HOUR + 1_000;
    const after = await refresh(as.cookie);
    expect(after.data?.refreshProfile).toBeNull();
    expect(after.headers.get('set-cookie')).toMatch(/Max-Age=0/);
    expect(errorCode(await gql(server.url, ROLES, {}, { token: lateToken }))).toBe('AUTH_NOT_AUTHORIZED');
    expect(errorCode(await gql(server.url, STOP, {}, { token: lateToken }))).toBe('AUTH_NOT_AUTHORIZED');
    // Even a token still valid on its own (signed with the server's key now) finds the session over.
    const fresh = await server.services.tokens.sign(
      as.userID,
      decodeJwt(as.token).sid as string,
      new Date(end + HOUR),
    );
    expect(errorCode(await gql(server.url, ROLES, {}, { token: fresh }))).toBe('AUTH_NOT_AUTHORIZED');
  });

  it('closes a live socket of the sign-in-as when it ends', async () => {
    const { as } = await signInAs('hostess');
    const end = (await sessionRow(as.token)).expiresAt.getTime();
    offsetMs = end - Date.now() - 1_500;
    const refreshed = await refresh(as.cookie);
    const client = wsClient(server.url, refreshed.data?.refreshProfile?.token ?? '');
    const closed = new Promise<{ code: number; reason: string }>((resolve) => {
      client.on('closed', (event) => {
        const { code, reason } = event as { code: number; reason: string };
        resolve({ code, reason: String(reason) });
      });
    });
    client.subscribe(
      { query: 'subscription { heartbeat(seconds: 30) }' },
      { next() {}, error() {}, complete() {} },
    );
    expect(await closed).toEqual({ code: 4403, reason: 'sessionEnded' });
    await client.dispose();
  });
});

describe('signing out while signed in as another user', () => {
  it("ends the sign-in-as, and the admin's own session of that browser is already over", async () => {
    const { admin, as } = await signInAs('acceptor1');
    // loginAs replaced the admin's session in this browser: its token and cookie are dead already.
    expect(errorCode(await gql(server.url, ROLES, {}, admin))).toBe('AUTH_NOT_AUTHORIZED');
    expect((await refresh(admin.cookie)).data?.refreshProfile).toBeNull();

    const logout = await gql<{ logout: boolean }>(server.url, 'mutation { logout }', {}, as);
    expect(logout.data?.logout).toBe(true);
    expect(logout.headers.get('set-cookie')).toMatch(/Max-Age=0/);

    expect((await sessionRow(as.token)).revokedAt).not.toBeNull();
    expect(errorCode(await gql(server.url, ROLES, {}, as))).toBe('AUTH_NOT_AUTHORIZED');
    // No way back to the admin from here: signing in again is the only way.
    expect(errorCode(await gql(server.url, STOP, {}, as))).toBe('AUTH_NOT_AUTHORIZED');
    expect((await refresh(as.cookie)).data?.refreshProfile).toBeNull();
    expect((await refresh(admin.cookie)).data?.refreshProfile).toBeNull();
    const live = await server.services.db
      .select()
      .from(refreshSessions)
      .where(eq(refreshSessions.sessionID, decodeJwt(admin.token).sid as string));
    expect(live[0]?.revokedAt).not.toBeNull();
    const trail = await server.services.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetUserID, ids.acceptor1 ?? ''));
    expect(trail.map((row) => row.action)).toContain('impersonation.start');
  });

  it('ends with the cookie alone too (a client whose access token has expired)', async () => {
    const { as } = await signInAs('acceptor2');
    const logout = await gql(server.url, 'mutation { logout }', {}, { cookie: as.cookie });
    expect(logout.headers.get('set-cookie')).toMatch(/Max-Age=0/);
    expect((await sessionRow(as.token)).revokedAt).not.toBeNull();
    expect(errorCode(await gql(server.url, ROLES, {}, as))).toBe('AUTH_NOT_AUTHORIZED');
  });
});

describe('the sockets of the sessions a sign-in-as ends', () => {
  it("closes the admin's socket when loginAs replaces its session, and the sign-in-as's when it stops", async () => {
    const admin = await signIn(server.url, 'admin', DEMO_PASSWORD);
    const adminSocket = await liveSocket(admin.token);
    const started = await gql<AsReply>(server.url, LOGIN_AS, { userID: ids.cashier }, admin);
    expect(await adminSocket.closed).toEqual({ code: 4403, reason: 'logout' });
    await adminSocket.dispose();

    const asToken = started.data?.loginAs.token ?? '';
    const asSocket = await liveSocket(asToken);
    const stopped = await gql<{ stopImpersonation: { userName: string } }>(
      server.url,
      STOP,
      {},
      { token: asToken },
    );
    expect(stopped.data?.stopImpersonation.userName).toBe('admin');
    expect(await asSocket.closed).toEqual({ code: 4403, reason: 'logout' });
    await asSocket.dispose();
  });
});

describe('the admin behind a sign-in-as', () => {
  it('in a lock-out window: the sign-in-as is refused while it lasts', async () => {
    const { as } = await signInAs('backoffice');
    const db = server.services.db;
    await db
      .update(users)
      .set({ lockoutEnd: new Date(Date.now() + HOUR) })
      .where(eq(users.userName, 'admin'));
    try {
      expect(errorCode(await gql(server.url, ROLES, {}, as))).toBe('AUTH_NOT_AUTHORIZED');
      expect((await refresh(as.cookie)).data?.refreshProfile).toBeNull();
    } finally {
      await db.update(users).set({ lockoutEnd: null }).where(eq(users.userName, 'admin'));
    }
  });

  it('locked by another admin: the sign-in-as ends at once', async () => {
    const db = server.services.db;
    const [model] = await db.select().from(users).where(eq(users.userName, 'admin'));
    const [second] = await db
      .insert(users)
      .values({
        userName: 'admin.two',
        firstname: 'Seconda',
        lastname: 'Amministratrice',
        email: 'admin.two@turno.example',
        emailConfirmed: true,
        isAdmin: true,
        passwordHash: model!.passwordHash,
      })
      .returning();
    const { as } = await signInAs('booking', 'admin.two');
    expect(errorCode(await gql(server.url, ROLES, {}, as))).toBeUndefined();
    const socket = await liveSocket(as.token);

    const admin = await signIn(server.url, 'admin', DEMO_PASSWORD);
    const locked = await gql<{ updateUser: { formErrors: unknown[] } }>(
      server.url,
      'mutation ($input: UpdateUserInput!) { updateUser(input: $input) { formErrors { field code } } }',
      {
        input: {
          userID: second!.userID,
          firstName: 'Seconda',
          lastName: 'Amministratrice',
          email: 'admin.two@turno.example',
          userName: 'admin.two',
          userLocked: true,
        },
      },
      admin,
    );
    expect(locked.data?.updateUser.formErrors).toEqual([]);
    expect((await sessionRow(as.token)).revokedAt).not.toBeNull();
    expect(errorCode(await gql(server.url, ROLES, {}, as))).toBe('AUTH_NOT_AUTHORIZED');
    expect((await refresh(as.cookie)).data?.refreshProfile).toBeNull();
    expect(await socket.closed).toEqual({ code: 4403, reason: 'locked' });
    await socket.dispose();
  });
});
