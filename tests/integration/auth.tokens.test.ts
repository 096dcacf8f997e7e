import { decodeJwt, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../server/app/seed/demo-users.ts';
import { errorCode, gql, signIn } from '../support/graphql-client.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

const SECRET = 'integration-test-secret-that-is-long-enough-0123456789';
const ROLES = '{ roles { id name } }';
const REFRESH = 'mutation { refreshProfile { id userName token } }';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ JWT_SECRET: SECRET, ACCESS_TOKEN_MINUTES: '15' });
});
afterAll(async () => {
  await server?.stop();
});

function base64url(value: object): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

async function craft(claims: Record<string, unknown>, secret = SECRET) {
  return new SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).sign(new TextEncoder().encode(secret));
}

describe('access tokens', () => {
  it('lets a valid token through', async () => {
    const session = await signIn(server.url, 'manager', DEMO_PASSWORD);
    const reply = await gql<{ roles: { name: string }[] }>(server.url, ROLES, {}, session);
    expect(reply.errors).toBeUndefined();
    const names = reply.data?.roles.map((r) => r.name) ?? [];
    expect(names).toContain('Accettatore');
    expect(names).not.toContain('Admin');
    expect(names).not.toContain('Cliente');
  });

  it('answers AUTH_NOT_AUTHORIZED without a token', async () => {
    expect(errorCode(await gql(server.url, ROLES))).toBe('AUTH_NOT_AUTHORIZED');
  });

  it('refuses alg none, a wrong key, an expired and a tampered token', async () => {
    const session = await signIn(server.url, 'manager', DEMO_PASSWORD);
    const claims = decodeJwt(session.token);
    const now = Math.floor(Date.now() / 1000);
    const unsigned = `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url(claims)}.`;
    const wrongKey = await craft(claims, 'another-secret-of-sufficient-length-0123456789');
    const expired = await craft({ ...claims, iat: now - 3600, exp: now - 60 });
    const [header, , signature] = session.token.split('.');
    const tampered = `${header}.${base64url({ ...claims, sub: '00000000-0000-0000-0000-000000000000' })}.${signature}`;
    for (const token of [unsigned, wrongKey, expired, tampered, 'not-a-jwt']) {
      const reply = await gql(server.url, ROLES, {}, { token });
      expect(errorCode(reply), token.slice(0, 20)).toBe('AUTH_NOT_AUTHORIZED');
    }
  });

  it('sends a renewed token in x-token when the token is past half its life', async () => {
    const session = await signIn(server.url, 'manager', DEMO_PASSWORD);
    const fresh = await gql(server.url, ROLES, {}, session);
    expect(fresh.headers.get('x-token')).toBeNull();
    const claims = decodeJwt(session.token);
    const now = Math.floor(Date.now() / 1000);
    const ageing = await craft({ ...claims, iat: now - 600, exp: now + 300 });
    const reply = await gql(server.url, ROLES, {}, { token: ageing });
    expect(reply.errors).toBeUndefined();
    const renewed = reply.headers.get('x-token');
    expect(renewed).toBeTruthy();
    expect(decodeJwt(renewed ?? '').exp).toBeGreaterThan(now + 600);
  });
});

describe('refresh sessions', () => {
  it('renews the token from the refresh cookie, and not after logout', async () => {
    const session = await signIn(server.url, 'acceptor2', DEMO_PASSWORD);
    const refreshed = await gql<{ refreshProfile: { userName: string; token: string } | null }>(
      server.url,
      REFRESH,
      {},
      { cookie: session.cookie },
    );
    expect(refreshed.data?.refreshProfile?.userName).toBe('acceptor2');

    const logout = await gql<{ logout: boolean }>(server.url, 'mutation { logout }', {}, session);
    expect(logout.data?.logout).toBe(true);
    expect(logout.headers.get('set-cookie')).toMatch(/Max-Age=0/);

    const after = await gql<{ refreshProfile: null }>(server.url, REFRESH, {}, { cookie: session.cookie });
    expect(after.data?.refreshProfile).toBeNull();
    const revoked = await gql(server.url, ROLES, {}, { token: session.token });
    expect(errorCode(revoked)).toBe('AUTH_NOT_AUTHORIZED');
    const renewedRevoked = await gql(
      server.url,
      ROLES,
      {},
      {
        token: refreshed.data?.refreshProfile?.token ?? '',
      },
    );
    expect(errorCode(renewedRevoked)).toBe('AUTH_NOT_AUTHORIZED');
  });

  it('returns null for a missing or forged refresh cookie', async () => {
    const none = await gql<{ refreshProfile: null }>(server.url, REFRESH);
    expect(none.data?.refreshProfile).toBeNull();
    const forged = await gql<{ refreshProfile: null }>(
      server.url,
      REFRESH,
      {},
      {
        cookie: 'turno_refresh=00000000-0000-4000-8000-000000000000.forged',
      },
    );
    expect(forged.data?.refreshProfile).toBeNull();
  });

  it('keeps a refresh working from a stale access token (the client refreshes after AUTH_NOT_AUTHORIZED)', async () => {
    const session = await signIn(server.url, 'booking', DEMO_PASSWORD);
    const reply = await gql<{ refreshProfile: { userName: string } | null }>(
      server.url,
      REFRESH,
      {},
      {
        cookie: session.cookie,
        token: 'expired.or.broken',
      },
    );
    expect(reply.data?.refreshProfile?.userName).toBe('booking');
  });
});
