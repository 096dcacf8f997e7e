import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { decodeJwt, exportJWK, generateKeyPair, type JWTPayload, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { DEMO_PASSWORD } from '../../server/app/seed/demo-users.ts';
import { users } from '../../server/core/db/schema/index.ts';
import { errorCode, gql, signIn, wsClient } from '../support/graphql-client.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { freshAddress, LOGIN, makeVisit, publicCall } from '../support/withdrawal-support.ts';

// Turno's two bearer credentials, the staff access token (audience turno-staff, names a refresh
// session) and the customer token (audience turno-customer, names a visit), against the usual
// JWT attacks: no signature, guessable keys, algorithm confusion, edits to a real token, expiry,
// type confusion, oversized and malformed input. Each is refused the way a bad token always is
// (staff: no caller, AUTH_NOT_AUTHORIZED where one is needed; customer: no visit, LINK_NOT_VALID),
// never with INTERNAL nor a 5xx. The refresh cookie gets the same treatment.

const SECRET = 'jwt-corpus-secret-that-is-long-enough-0123456789';
const PROFILE = '{ profile { userName } }';
const ROLES = '{ roles { id } }';
const REFRESH = 'mutation { refreshProfile { userName } }';
const VISIT = 'query ($access: WithdrawalAccessInput!) { customerVisit(access: $access) { code } }';
const CANCEL = `mutation ($access: WithdrawalAccessInput!) {
  cancelWithdrawalAppointment(access: $access) { success errorCode }
}`;
const WEAK_KEYS = ['secret', '', 'turno', 'undefined', 'null', 'turno-staff', 'turno-customer', 'changeme'];

let server: TestServer;
let staffToken: string;
let customerToken: string;
let ids: Record<string, string>;

beforeAll(async () => {
  server = await startTestServer({ JWT_SECRET: SECRET, TRUST_PROXY: 'true' });
  staffToken = (await signIn(server.url, 'manager', DEMO_PASSWORD)).token;
  const visit = await makeVisit(server, 'MI01', 8);
  const login = await publicCall<{ mobileMonitorLogin: { token: string | null } }>(
    server,
    LOGIN,
    { licensePlate: visit.licensePlate, code: visit.trackingCode },
    freshAddress(),
  );
  customerToken = login.data?.mobileMonitorLogin.token ?? '';
  const rows = await server.services.db.select({ id: users.userID, name: users.userName }).from(users);
  ids = Object.fromEntries(rows.map((row) => [row.name, row.id]));
});
afterAll(async () => {
  await server?.stop();
});

const nowSeconds = () => Math.floor(Date.now() / 1000);
const b64 = (value: unknown) =>
  Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)).toString('base64url');

/** A compact JWS with an HMAC-SHA-256 signature under any header: what an attacker can write by hand. */
function hmacToken(header: object, payload: unknown, key: string, hash = 'sha256'): string {
  const input = `${b64(header)}.${b64(payload)}`;
  return `${input}.${createHmac(hash, key).update(input).digest('base64url')}`;
}

/** Signed with Turno's own key: only the claims are wrong. */
const withKey = (payload: object) => hmacToken({ alg: 'HS256', typ: 'JWT' }, payload, SECRET);

function parts(token: string) {
  const [header = '', payload = '', signature = ''] = token.split('.');
  return { header, payload, signature };
}

/** The forgeries of one real token and its claims. */
async function forgeriesOf(
  token: string,
  claims: JWTPayload,
  otherSubject: string,
): Promise<[string, string][]> {
  const { header, payload, signature } = parts(token);
  const now = nowSeconds();
  const attacker = await generateKeyPair('RS256');
  const attackerJwk = await exportJWK(attacker.publicKey);
  const ecAttacker = await generateKeyPair('ES256');
  const cases: [string, string][] = [
    ['alg none', `${b64({ alg: 'none', typ: 'JWT' })}.${b64(claims)}.`],
    ['alg None', `${b64({ alg: 'None' })}.${b64(claims)}.`],
    ['alg NONE with the original signature', `${b64({ alg: 'NONE' })}.${payload}.${signature}`],
    ['no alg at all', `${b64({ typ: 'JWT' })}.${payload}.${signature}`],
    ...WEAK_KEYS.map((key): [string, string] => [
      `HS256 with the key "${key}"`,
      hmacToken({ alg: 'HS256', typ: 'JWT' }, claims, key),
    ]),
    [
      'HS256 with the key as base64',
      hmacToken({ alg: 'HS256' }, claims, Buffer.from(SECRET).toString('base64')),
    ],
    ['RS256 header, HMAC signature with the key', hmacToken({ alg: 'RS256' }, claims, SECRET)],
    ['ES256 header, HMAC signature with the key', hmacToken({ alg: 'ES256' }, claims, SECRET)],
    ['PS256 header, HMAC signature with the key', hmacToken({ alg: 'PS256' }, claims, SECRET)],
    ['HS384 with the key', hmacToken({ alg: 'HS384' }, claims, SECRET, 'sha384')],
    ['HS512 with the key', hmacToken({ alg: 'HS512' }, claims, SECRET, 'sha512')],
    [
      'RS256 with an embedded attacker jwk',
      await new SignJWT(claims)
        .setProtectedHeader({ alg: 'RS256', jwk: attackerJwk })
        .sign(attacker.privateKey),
    ],
    [
      'RS256 with a jku to the attacker',
      await new SignJWT(claims)
        .setProtectedHeader({ alg: 'RS256', jku: 'http://127.0.0.1:1/jwks.json', kid: 'a' })
        .sign(attacker.privateKey),
    ],
    [
      'ES256 by an attacker key',
      await new SignJWT(claims).setProtectedHeader({ alg: 'ES256' }).sign(ecAttacker.privateKey),
    ],
    [
      'kid path traversal with an empty key',
      hmacToken({ alg: 'HS256', kid: '../../../../../dev/null' }, claims, ''),
    ],
    ['kid SQL injection', hmacToken({ alg: 'HS256', kid: "x' OR '1'='1" }, claims, 'x')],
    ['unknown critical header', hmacToken({ alg: 'HS256', crit: ['exp'], exp: 1 }, claims, SECRET)],
    ['unencoded payload (b64 false)', hmacToken({ alg: 'HS256', b64: false, crit: ['b64'] }, claims, SECRET)],
    ['tampered payload: another subject', `${header}.${b64({ ...claims, sub: otherSubject })}.${signature}`],
    [
      'tampered payload: a later expiry',
      `${header}.${b64({ ...claims, exp: now + 86_400 * 365 })}.${signature}`,
    ],
    [
      'tampered payload: admin flag',
      `${header}.${b64({ ...claims, isAdmin: true, role: 'Admin' })}.${signature}`,
    ],
    ['tampered header: alg HS512', `${b64({ alg: 'HS512', typ: 'JWT' })}.${payload}.${signature}`],
    ['tampered header: extra kid', `${b64({ alg: 'HS256', typ: 'JWT', kid: '1' })}.${payload}.${signature}`],
    ['truncated signature', `${header}.${payload}.${signature.slice(0, -6)}`],
    ['empty signature', `${header}.${payload}.`],
    ['signature only', `..${signature}`],
    ['signature of another token', `${header}.${payload}.${parts(withKey({ sub: 'x' })).signature}`],
    ['flipped signature byte', `${header}.${payload}.${flipFirst(signature)}`],
    ['expired', withKey({ ...claims, iat: now - 7200, exp: now - 60 })],
    ['not yet valid (nbf in the future)', withKey({ ...claims, nbf: now + 3600 })],
    ['no expiry', withKey({ ...claims, exp: undefined })],
    // Signed with the right key, but living longer than the configured lifetime.
    ['a lifetime of a year', withKey({ ...claims, iat: now, exp: now + 86_400 * 365 })],
    ['a lifetime of a day, issued a day ago', withKey({ ...claims, iat: now - 86_400, exp: now + 3600 })],
    ['issued an hour from now', withKey({ ...claims, iat: now + 3600, exp: now + 3600 + 300 })],
    [
      'issued ten years from now',
      withKey({ ...claims, iat: now + 86_400 * 3650, exp: now + 86_400 * 3650 + 60 }),
    ],
    ['no issue time', withKey({ ...claims, iat: undefined })],
    ['issue time a string', withKey({ ...claims, iat: String(now) })],
    ['wrong issuer', withKey({ ...claims, iss: 'someone-else' })],
    ['no audience', withKey({ ...claims, aud: undefined })],
    ['wrong audience', withKey({ ...claims, aud: 'turno-admin' })],
    ['subject a number', withKey({ ...claims, sub: 42 })],
    ['subject not an id', withKey({ ...claims, sub: 'not-a-uuid' })],
    ['payload an array', withKey([claims])],
    ['payload null', withKey(null as unknown as object)],
    [
      'huge payload, original signature',
      `${header}.${b64({ ...claims, pad: 'x'.repeat(6_000) })}.${signature}`,
    ],
    ['five parts (JWE shape)', `${header}.${payload}.${signature}.x.y`],
  ];
  return cases;
}

function flipFirst(signature: string): string {
  const bytes = Buffer.from(signature, 'base64url');
  bytes[0] = (bytes[0] ?? 0) ^ 0xff;
  return bytes.toString('base64url');
}

const GARBAGE = [
  'a',
  'a.b',
  'a.b.c',
  '...',
  '.',
  'null',
  'undefined',
  '{}',
  'eyJhbGciOiJIUzI1NiJ9',
  `${b64('not json')}.${b64('not json')}.x`,
  `${b64([1, 2])}.${b64({})}.x`,
  `${b64({ alg: 7 })}.${b64({})}.x`,
  `${b64({ alg: 'HS256' })}.${b64('"just a string"')}.x`,
  'ñ.ñ.ñ',
  '%00.%00.%00',
  'x'.repeat(8_000),
  `${'eyJ'.repeat(2_000)}.${'eyJ'.repeat(2_000)}.${'A'.repeat(100)}`,
];

/** The API's answer to a bad staff token: no caller, nothing else. */
async function expectStaffRefused(name: string, options: Parameters<typeof gql>[3]) {
  const profile = await gql<{ profile: unknown }>(server.url, PROFILE, {}, options);
  expect(profile.status, name).toBe(200);
  expect(profile.errors, name).toBeUndefined();
  expect(profile.data?.profile, name).toBeNull();
  expect(profile.headers.get('x-token'), name).toBeNull();
  const roles = await gql(server.url, ROLES, {}, options);
  expect(roles.status, name).toBeLessThan(500);
  expect(errorCode(roles), name).toBe('AUTH_NOT_AUTHORIZED');
}

/** The API's answer to a bad customer token: no visit. */
async function expectCustomerRefused(name: string, token: string) {
  const visit = await publicCall<{ customerVisit: unknown }>(
    server,
    VISIT,
    { access: { token } },
    freshAddress(),
  );
  expect(visit.status, name).toBe(200);
  expect(visit.errors, name).toBeUndefined();
  expect(visit.data?.customerVisit, name).toBeNull();
  const cancel = await publicCall<{ cancelWithdrawalAppointment: { success: boolean; errorCode: string } }>(
    server,
    CANCEL,
    { access: { token } },
    freshAddress(),
  );
  expect(cancel.status, name).toBe(200);
  expect(cancel.errors, name).toBeUndefined();
  expect(cancel.data?.cancelWithdrawalAppointment, name).toEqual({
    success: false,
    errorCode: 'LINK_NOT_VALID',
  });
}

/** A socket opened with the token is closed as unauthorised (4403), never left open. */
function socketRefused(token: string) {
  return new Promise<number>((resolve) => {
    const client = wsClient(server.url, token);
    client.on('closed', (event) => {
      resolve((event as { code: number }).code);
      // The refused connection rejects the client's pending connect; that is the expected outcome.
      Promise.resolve(client.dispose()).catch(() => undefined);
    });
    client.subscribe(
      { query: 'subscription { heartbeat(seconds: 30) }' },
      { next() {}, error() {}, complete() {} },
    );
  });
}

describe('the genuine tokens (the corpus starts from them)', () => {
  it('are accepted where they belong', async () => {
    const profile = await gql<{ profile: { userName: string } }>(
      server.url,
      PROFILE,
      {},
      { token: staffToken },
    );
    expect(profile.data?.profile.userName).toBe('manager');
    const visit = await publicCall<{ customerVisit: { code: string } | null }>(server, VISIT, {
      access: { token: customerToken },
    });
    expect(visit.data?.customerVisit?.code).toBeTruthy();
  });
});

describe('forged and altered staff access tokens', () => {
  it('refuses every forgery over HTTP', async () => {
    for (const [name, token] of await forgeriesOf(staffToken, decodeJwt(staffToken), ids.admin ?? '')) {
      await expectStaffRefused(name, { token });
    }
  });

  it('refuses a validly signed token whose session id is malformed, missing or unknown', async () => {
    const claims = decodeJwt(staffToken);
    for (const [name, sid] of [
      ['malformed sid', 'not-a-uuid'],
      ['sid a number', 7],
      ['sid missing', undefined],
      ['unknown sid', '00000000-0000-4000-8000-000000000000'],
      ['sid of another user', decodeJwt((await signIn(server.url, 'acceptor1', DEMO_PASSWORD)).token).sid],
    ] as const) {
      await expectStaffRefused(name, { token: withKey({ ...claims, sid }) });
    }
  });

  it('refuses garbage', async () => {
    for (const token of GARBAGE) await expectStaffRefused(token.slice(0, 30), { token });
  });

  it('refuses every forgery over WebSocket too', async () => {
    const forged = await forgeriesOf(staffToken, decodeJwt(staffToken), ids.admin ?? '');
    for (const [name, token] of [...forged, ...GARBAGE.map((g): [string, string] => [g.slice(0, 30), g])]) {
      expect(await socketRefused(token), name).toBe(4403);
    }
  });

  it('refuses a token far over any header a proxy passes with a 4xx, not a 5xx', async () => {
    const response = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${'x'.repeat(64_000)}` },
      body: JSON.stringify({ query: PROFILE }),
    });
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
  });

  it('refuses a huge token over WebSocket', async () => {
    const { header, signature } = parts(staffToken);
    const huge = `${header}.${b64({ ...decodeJwt(staffToken), pad: 'x'.repeat(500_000) })}.${signature}`;
    expect(await socketRefused(huge)).toBe(4403);
  });
});

describe('staff tokens of sessions and users that are no longer valid', () => {
  it('refuses the token of a session that signed out', async () => {
    const session = await signIn(server.url, 'acceptor2', DEMO_PASSWORD);
    await gql(server.url, 'mutation { logout }', {}, session);
    await expectStaffRefused('revoked session', { token: session.token });
  });

  it('refuses the token of a deleted, a locked and a locked-out user (session still open)', async () => {
    const db = server.services.db;
    for (const [userName, change] of [
      ['hostess', { deletedAt: new Date() }],
      ['booking', { userLocked: true }],
      ['cashier', { lockoutEnd: new Date(Date.now() + 3_600_000) }],
    ] as const) {
      const exists = await db.select().from(users).where(eq(users.userName, userName));
      if (!exists.length) throw new Error(`no demo user ${userName}`);
      const session = await signIn(server.url, userName, DEMO_PASSWORD);
      await db.update(users).set(change).where(eq(users.userName, userName));
      await expectStaffRefused(`${userName}: ${Object.keys(change)[0]}`, { token: session.token });
    }
  });
});

describe('customer tokens', () => {
  it('refuses every forgery and garbage', async () => {
    const claims = decodeJwt(customerToken);
    const forged = await forgeriesOf(customerToken, claims, '00000000-0000-4000-8000-000000000000');
    for (const [name, token] of [...forged, ...GARBAGE.map((g): [string, string] => [g.slice(0, 30), g])]) {
      await expectCustomerRefused(name, token);
    }
    for (const [name, payload] of [
      ['no kind', { ...claims, kind: undefined }],
      ['kind staff', { ...claims, kind: 'staff' }],
      ['subject an unknown visit', { ...claims, sub: '00000000-0000-4000-8000-000000000000' }],
    ] as const) {
      await expectCustomerRefused(name, withKey(payload));
    }
  });

  it('refuses a huge customer token in the variables', async () => {
    const { header, signature } = parts(customerToken);
    const pad = 'x'.repeat(200_000);
    await expectCustomerRefused(
      'huge',
      `${header}.${b64({ ...decodeJwt(customerToken), pad })}.${signature}`,
    );
  });
});

describe('type confusion between the two tokens', () => {
  it('a customer token is no staff token, whatever else it carries', async () => {
    const claims = decodeJwt(customerToken);
    const { sid } = decodeJwt(staffToken);
    await expectStaffRefused('customer token', { token: customerToken });
    await expectStaffRefused('customer token with a sid', { token: withKey({ ...claims, sid }) });
    expect(await socketRefused(customerToken)).toBe(4403);
  });

  it('a staff token is no customer token', async () => {
    const claims = decodeJwt(staffToken);
    await expectCustomerRefused('staff token', staffToken);
    await expectCustomerRefused('staff token with kind customer', withKey({ ...claims, kind: 'customer' }));
  });
});

describe('the Authorization header', () => {
  it('takes only "Bearer <token>"', async () => {
    for (const value of [
      `Basic ${staffToken}`,
      `Token ${staffToken}`,
      `JWT ${staffToken}`,
      staffToken,
      'Bearer',
      'Bearer ',
      `Bearer ${staffToken} extra`,
      `Bearer ${staffToken}, Bearer ${staffToken}`,
      `Bearer: ${staffToken}`,
      `Bearer${staffToken}`,
      `Basic ${Buffer.from('manager:x').toString('base64')}`,
      `Digest username="manager"`,
    ]) {
      await expectStaffRefused(value.slice(0, 30), { headers: { authorization: value } });
    }
  });

  it('accepts the scheme in any case, as HTTP says', async () => {
    const reply = await gql<{ profile: { userName: string } }>(
      server.url,
      PROFILE,
      {},
      { headers: { authorization: `bearer ${staffToken}` } },
    );
    expect(reply.data?.profile.userName).toBe('manager');
  });
});

describe('the refresh cookie', () => {
  async function expectCookieRefused(name: string, value: string) {
    const reply = await gql<{ refreshProfile: unknown }>(
      server.url,
      REFRESH,
      {},
      { cookie: `turno_refresh=${value}` },
    );
    expect(reply.status, name).toBe(200);
    expect(reply.errors, name).toBeUndefined();
    expect(reply.data?.refreshProfile, name).toBeNull();
    expect(reply.headers.get('set-cookie'), name).toMatch(/^turno_refresh=;.*Max-Age=0/);
  }

  it('refuses forged and tampered cookies and clears them', async () => {
    const own = await signIn(server.url, 'acceptor1', DEMO_PASSWORD);
    const other = await signIn(server.url, 'acceptor2', DEMO_PASSWORD);
    const [sid = '', secret = ''] = own.cookie.replace('turno_refresh=', '').split('.');
    const [otherSid = ''] = other.cookie.replace('turno_refresh=', '').split('.');
    const cases: [string, string][] = [
      ['forged', '00000000-0000-4000-8000-000000000000.forged'],
      ['right session, wrong secret', `${sid}.${secret.slice(0, -2)}xx`],
      ['right session, truncated secret', `${sid}.${secret.slice(0, 10)}`],
      ['right session, no secret', `${sid}.`],
      ['right session only', sid],
      ["another session with this one's secret", `${otherSid}.${secret}`],
      ['secret only', `.${secret}`],
      ['extra parts', `${sid}.${secret}.extra`],
      ['malformed session id', `not-a-uuid.${secret}`],
      ['session id with SQL', `'%20OR%201=1--.${secret}`],
      ['bad percent-encoding', '%E0%A4%A'],
      ['huge', `${sid}.${'x'.repeat(6_000)}`],
      ['access token as cookie', staffToken],
    ];
    for (const [name, value] of cases) await expectCookieRefused(name, value);
    // The genuine cookie still works after all that.
    const genuine = await gql<{ refreshProfile: { userName: string } }>(
      server.url,
      REFRESH,
      {},
      { cookie: own.cookie },
    );
    expect(genuine.data?.refreshProfile.userName).toBe('acceptor1');
  });
});

describe('the raw socket', () => {
  it('refuses connection params that are not a string', async () => {
    const socket = new WebSocket(`${server.url.replace('http', 'ws')}/graphql`, 'graphql-transport-ws');
    const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
    socket.on('open', () =>
      socket.send(
        JSON.stringify({ type: 'connection_init', payload: { authorization: { Bearer: staffToken } } }),
      ),
    );
    socket.on('message', () =>
      socket.send(JSON.stringify({ type: 'subscribe', id: '1', payload: { query: ROLES } })),
    );
    const code = await Promise.race([closed, new Promise<number>((r) => setTimeout(() => r(0), 1_500))]);
    socket.close();
    // Either anonymous (no close) or refused: never a server error close (1011).
    expect(code).not.toBe(1011);
  });
});
