import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../server/app/seed/demo-users.ts';
import { loginAttempts, users } from '../../server/core/db/schema/index.ts';
import { errorCode, gql, signIn } from '../support/graphql-client.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

const LOGIN = `mutation ($input: LoginInput!) {
  login(input: $input) {
    errorMessage
    formErrors { field code message }
    profile { id userName isAdmin token roles { workshopName roleName } impersonator { userID } }
  }
}`;

type LoginReply = {
  login: {
    errorMessage: string | null;
    formErrors: { field: string; code: string }[];
    profile: {
      id: string;
      userName: string;
      isAdmin: boolean;
      token: string;
      roles: { roleName: string }[];
    } | null;
  };
};

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ LOGIN_MAX_FAILED_ATTEMPTS: '3', LOGIN_MAX_ATTEMPTS_PER_ADDRESS: '1000' });
});
afterAll(async () => {
  await server?.stop();
});

describe('sign in', () => {
  it('signs the manager in with a profile, roles, an access token and an HttpOnly refresh cookie', async () => {
    const reply = await gql<LoginReply>(server.url, LOGIN, {
      input: { userName: 'manager', password: DEMO_PASSWORD },
    });
    const profile = reply.data?.login.profile;
    expect(profile?.userName).toBe('manager');
    expect(profile?.isAdmin).toBe(false);
    expect(profile?.roles.map((r) => r.roleName)).toContain('Workshop manager');
    expect(profile?.token.split('.')).toHaveLength(3);
    const cookie = reply.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^turno_refresh=/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Strict/);
  });

  it('accepts POST / as the spec endpoint, as well as /graphql', async () => {
    const reply = await gql<LoginReply>(
      server.url,
      LOGIN,
      { input: { userName: 'hostess', password: DEMO_PASSWORD } },
      { path: '/' },
    );
    expect(reply.data?.login.profile?.userName).toBe('hostess');
  });

  it('answers a wrong password and an unknown username with the same message', async () => {
    const wrongPassword = await gql<LoginReply>(server.url, LOGIN, {
      input: { userName: 'booking', password: 'Wrong!Password1' },
    });
    const unknownUser = await gql<LoginReply>(server.url, LOGIN, {
      input: { userName: 'nobody-here', password: 'Wrong!Password1' },
    });
    expect(wrongPassword.data?.login.profile).toBeNull();
    expect(wrongPassword.data?.login.errorMessage).toBe('Invalid username or password');
    expect(unknownUser.data?.login).toEqual(wrongPassword.data?.login);
    expect(wrongPassword.headers.get('set-cookie')).toBeNull();
  });

  it('returns field errors for empty input and changes nothing', async () => {
    const before = await server.services.db.select().from(loginAttempts);
    const reply = await gql<LoginReply>(server.url, LOGIN, { input: { userName: '  ', password: '' } });
    expect(reply.data?.login.formErrors).toEqual([
      expect.objectContaining({ field: 'userName', code: 'validation.required' }),
      expect.objectContaining({ field: 'password', code: 'validation.required' }),
    ]);
    const after = await server.services.db.select().from(loginAttempts);
    expect(after).toHaveLength(before.length);
  });

  it('makes the account wait after repeated failures, answering the right password as a wrong one', async () => {
    for (let i = 0; i < 3; i++) {
      const reply = await gql<LoginReply>(server.url, LOGIN, {
        input: { userName: 'cashier', password: `Bad!Pass${i}xxxx` },
      });
      expect(reply.data?.login.errorMessage).toBe('Invalid username or password');
    }
    const [row] = await server.services.db.select().from(users).where(eq(users.userName, 'cashier'));
    expect(row?.accessFailedCount).toBe(3);
    const right = await gql<LoginReply>(server.url, LOGIN, {
      input: { userName: 'cashier', password: DEMO_PASSWORD },
    });
    expect(right.data?.login.profile).toBeNull();
    expect(right.data?.login.errorMessage).toBe('Invalid username or password');
  });

  it('limits failed attempts per address', async () => {
    const limited = await startTestServer({ LOGIN_MAX_ATTEMPTS_PER_ADDRESS: '2' });
    try {
      for (let i = 0; i < 2; i++) {
        await gql(limited.url, LOGIN, { input: { userName: `ghost${i}`, password: 'Whatever!123x' } });
      }
      const blocked = await gql(limited.url, LOGIN, {
        input: { userName: 'manager', password: DEMO_PASSWORD },
      });
      expect(errorCode(blocked)).toBe('RATE_LIMITED');
    } finally {
      await limited.stop();
    }
  });

  it('returns the profile for a valid token and null without one', async () => {
    const session = await signIn(server.url, 'acceptor1', DEMO_PASSWORD);
    const mine = await gql<{ profile: { userName: string } | null }>(
      server.url,
      '{ profile { userName } }',
      {},
      session,
    );
    expect(mine.data?.profile?.userName).toBe('acceptor1');
    const anonymous = await gql<{ profile: null }>(server.url, '{ profile { userName } }');
    expect(anonymous.data?.profile).toBeNull();
  });
});
