import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../server/app/seed/demo-users.ts';
import { signInThrottles, users } from '../../server/core/db/schema/index.ts';
import { caller } from '../support/admin-support.ts';
import { errorCode, type GraphQLReply, gql, signIn as signInAs } from '../support/graphql-client.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

// Sign-in limits must hold under any concurrency: every attempt is counted before its password is
// checked, so a burst of guesses evaluates no more than the limit (server/features/auth/
// sign-in-throttle.ts). Client addresses are set through X-Forwarded-For (TRUST_PROXY).

const LOGIN = `mutation ($input: LoginInput!) {
  login(input: $input) { errorMessage formErrors { field code } profile { userName } }
}`;
const UPDATE_USER = `mutation ($input: UpdateUserInput!) { updateUser(input: $input) { formErrors { field code } } }`;
type LoginReply = {
  login: { errorMessage: string | null; formErrors: unknown[]; profile: { userName: string } | null };
};

const PER_PAIR = 5;
const PER_ACCOUNT = 12;
const PER_ADDRESS = 50;

let server: TestServer;
let offsetMs = 0;

beforeAll(async () => {
  server = await startTestServer(
    {
      TRUST_PROXY: 'true',
      LOGIN_MAX_FAILED_ATTEMPTS: String(PER_PAIR),
      LOGIN_MAX_FAILED_ATTEMPTS_PER_ACCOUNT: String(PER_ACCOUNT),
      LOGIN_MAX_ATTEMPTS_PER_ADDRESS: String(PER_ADDRESS),
      LOGIN_LOCKOUT_MINUTES: '15',
    },
    { now: () => new Date(Date.now() + offsetMs) },
  );
});
afterAll(async () => {
  await server?.stop();
});

function signIn(userName: string, password: string, address: string): Promise<GraphQLReply<LoginReply>> {
  return gql<LoginReply>(
    server.url,
    LOGIN,
    { input: { userName, password } },
    { headers: { 'x-forwarded-for': address } },
  );
}

/** An account's scopes are keyed by its id (sign-in-throttle.ts). */
async function idOf(userName: string): Promise<string> {
  const [row] = await server.services.db
    .select({ userID: users.userID })
    .from(users)
    .where(eq(users.userName, userName));
  if (!row) throw new Error(`no demo user ${userName}`);
  return row.userID;
}

async function failures(key: string): Promise<number | undefined> {
  const [row] = await server.services.db.select().from(signInThrottles).where(eq(signInThrottles.key, key));
  return row?.failures;
}

describe('sign-in limits', () => {
  it('evaluates at most the limit of 40 concurrent wrong passwords, and the right one after them waits', async () => {
    const guesses = Array.from({ length: 40 }, (_, i) => signIn('cashier', `Wrong!Guess${i}x`, '10.1.0.1'));
    const replies = await Promise.all(guesses);
    expect(replies.every((r) => r.data?.login.errorMessage === 'Invalid username or password')).toBe(true);
    // Only reserved attempts reach the password check, and only PER_PAIR were reserved.
    const cashier = await idOf('cashier');
    expect(await failures(`address-user:10.1.0.1|${cashier}`)).toBe(PER_PAIR);
    expect(await failures(`user:${cashier}`)).toBe(PER_PAIR);
    const right = await signIn('cashier', DEMO_PASSWORD, '10.1.0.1');
    expect(right.data?.login.profile).toBeNull();
    expect(right.data?.login.errorMessage).toBe('Invalid username or password');
  });

  it('keeps an account waiting whatever spelling of its name the right password comes with', async () => {
    // The database folds `İ` to `i` when it finds the account (lower()); JavaScript's toLowerCase
    // does not, so limits keyed by the typed name gave `monİtor` a fresh limit of its own.
    const guesses = Array.from({ length: PER_PAIR }, (_, i) =>
      signIn(i % 2 ? 'MONITOR' : 'monitor', `Wrong!Guess${i}x`, '10.7.0.1'),
    );
    await Promise.all(guesses);
    for (const spelling of ['monİtor', 'MONİTOR', ' Monİtor ']) {
      const right = await signIn(spelling, DEMO_PASSWORD, '10.7.0.1');
      expect(right.data?.login.profile).toBeNull();
    }
    // From elsewhere the account signs in under any spelling: a spelling is neither lock nor key.
    const elsewhere = await signIn('monİtor', DEMO_PASSWORD, '10.7.0.2');
    expect(elsewhere.data?.login.profile?.userName).toBe('monitor');
  });

  it('evaluates exactly one limit for a concurrent burst in many spellings of one name', async () => {
    const spellings = ['admin', 'ADMIN', 'admİn', 'ADMİN', ' Admin ', 'admİn ', 'aDMİn'];
    const guesses = Array.from({ length: 42 }, (_, i) =>
      signIn(spellings[i % spellings.length] ?? 'admin', `Wrong!Guess${i}x`, '10.7.1.1'),
    );
    await Promise.all(guesses);
    const admin = await idOf('admin');
    expect(await failures(`address-user:10.7.1.1|${admin}`)).toBe(PER_PAIR);
    expect(await failures(`user:${admin}`)).toBe(PER_PAIR);
    expect((await signIn('admİn', DEMO_PASSWORD, '10.7.1.1')).data?.login.profile).toBeNull();
  });

  it('counts names that find no account in one scope, whatever the names', async () => {
    const names = Array.from({ length: 30 }, (_, i) => `nobody-${i}`);
    await Promise.all(names.map((name) => signIn(name, 'Wrong!Guess1x', '10.8.0.1')));
    expect(await failures('address-user:10.8.0.1|unknown')).toBe(PER_PAIR);
  });

  it("ends an account's waits from every address when an administrator unlocks it", async () => {
    for (let i = 0; i < PER_PAIR; i++) await signIn('acceptor1', `Wrong!Guess${i}x`, '10.9.0.1');
    expect((await signIn('acceptor1', DEMO_PASSWORD, '10.9.0.1')).data?.login.profile).toBeNull();
    const [row] = await server.services.db.select().from(users).where(eq(users.userName, 'acceptor1'));
    const asAdmin = caller(server, await signInAs(server.url, 'admin', DEMO_PASSWORD));
    for (const userLocked of [true, false]) {
      const reply = await asAdmin<{ updateUser: { formErrors: unknown[] } }>(UPDATE_USER, {
        input: {
          userID: row?.userID,
          firstName: row?.firstname,
          lastName: row?.lastname,
          email: row?.email,
          userName: row?.userName,
          userLocked,
        },
      });
      expect(reply.data?.updateUser.formErrors).toEqual([]);
    }
    const after = await signIn('acceptor1', DEMO_PASSWORD, '10.9.0.1');
    expect(after.data?.login.profile?.userName).toBe('acceptor1');
  });

  it('holds the per-address cap under 100 concurrent sign-ins: exactly the cap is evaluated', async () => {
    const burst = Array.from({ length: 100 }, (_, i) => signIn(`ghost-${i}`, 'Whatever!123x', '10.2.0.1'));
    const replies = await Promise.all(burst);
    const refused = replies.filter((r) => errorCode(r) === 'RATE_LIMITED');
    expect(refused).toHaveLength(100 - PER_ADDRESS);
    expect(await failures('address:10.2.0.1')).toBe(PER_ADDRESS);
  });

  it('keeps a guesser from locking out everyone behind the same address, or the account elsewhere', async () => {
    for (let i = 0; i < PER_PAIR; i++) await signIn('hostess', `Wrong!Guess${i}x`, '10.3.0.1');
    const guesser = await signIn('hostess', DEMO_PASSWORD, '10.3.0.1');
    expect(guesser.data?.login.profile).toBeNull();
    // A colleague on the same workshop network, and the hostess herself from her phone.
    const colleague = await signIn('booking', DEMO_PASSWORD, '10.3.0.1');
    expect(colleague.data?.login.profile?.userName).toBe('booking');
    const elsewhere = await signIn('hostess', DEMO_PASSWORD, '10.3.0.2');
    expect(elsewhere.data?.login.profile?.userName).toBe('hostess');
    // Her success ends the account's run of failures everywhere but the guesser's own wait.
    expect(await failures(`user:${await idOf('hostess')}`)).toBeUndefined();
  });

  it('stops guesses from many addresses at the account limit, with a wait that grows', async () => {
    const addresses = Array.from({ length: 20 }, (_, i) => `10.4.0.${i + 1}`);
    await Promise.all(addresses.map((address) => signIn('backoffice', 'Wrong!Guess1x', address)));
    const backoffice = `user:${await idOf('backoffice')}`;
    expect(await failures(backoffice)).toBe(PER_ACCOUNT);
    const [first] = await server.services.db
      .select()
      .from(signInThrottles)
      .where(eq(signInThrottles.key, backoffice));
    const firstWait = (first?.blockedUntil?.getTime() ?? 0) - (first?.lastAttemptAt.getTime() ?? 0);
    expect(firstWait).toBeGreaterThan(14 * 60_000);
    expect(firstWait).toBeLessThanOrEqual(15 * 60_000 + 1000);
    expect((await signIn('backoffice', DEMO_PASSWORD, '10.4.1.1')).data?.login.profile).toBeNull();

    // After the wait, another run of failures is evaluated, then the account waits twice as long.
    offsetMs += 16 * 60_000;
    for (let i = 0; i < PER_ACCOUNT; i++) await signIn('backoffice', `Wrong!Again${i}x`, `10.4.2.${i + 1}`);
    const [second] = await server.services.db
      .select()
      .from(signInThrottles)
      .where(eq(signInThrottles.key, backoffice));
    expect(second?.failures).toBe(2 * PER_ACCOUNT);
    const secondWait = (second?.blockedUntil?.getTime() ?? 0) - (second?.lastAttemptAt.getTime() ?? 0);
    expect(secondWait).toBeGreaterThan(29 * 60_000);
    expect(secondWait).toBeLessThanOrEqual(30 * 60_000 + 1000);

    offsetMs += 31 * 60_000;
    const after = await signIn('backoffice', DEMO_PASSWORD, '10.4.3.1');
    expect(after.data?.login.profile?.userName).toBe('backoffice');
  });

  it('answers an unknown user, a wrong password, an account that waits and a locked account alike', async () => {
    await server.services.db.update(users).set({ userLocked: true }).where(eq(users.userName, 'acceptor2'));
    for (let i = 0; i < PER_PAIR; i++) await signIn('owner', `Wrong!Guess${i}x`, '10.5.0.1');
    const replies = await Promise.all([
      signIn('nobody-at-all', 'Wrong!Guess1x', '10.5.0.2'),
      signIn('aftersales', 'Wrong!Guess1x', '10.5.0.3'),
      signIn('owner', DEMO_PASSWORD, '10.5.0.1'),
      signIn('acceptor2', DEMO_PASSWORD, '10.5.0.4'),
    ]);
    for (const reply of replies) {
      expect(reply.status).toBe(200);
      expect(reply.data?.login).toEqual({
        errorMessage: 'Invalid username or password',
        formErrors: [],
        profile: null,
      });
    }
  });

  it('spends a password check on an attempt that must wait, as on a wrong password', async () => {
    for (let i = 0; i < PER_PAIR; i++) await signIn('countrymanager', `Wrong!Guess${i}x`, '10.6.0.1');
    const time = async (userName: string, password: string, address: string) => {
      const started = performance.now();
      await signIn(userName, password, address);
      return performance.now() - started;
    };
    const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
    const waiting: number[] = [];
    const wrong: number[] = [];
    const bare: number[] = [];
    for (let i = 0; i < 15; i++) {
      waiting.push(await time('countrymanager', 'Wrong!Guess9x', '10.6.0.1'));
      wrong.push(await time(`someone-${i}`, 'Wrong!Guess9x', `10.6.1.${i + 1}`));
      // An empty password is a form error: the same request with no database and no hash.
      bare.push(await time('someone', '', '10.6.2.1'));
    }
    // What a password check adds to a reply, against what an attempt that must wait adds: without
    // the check on a decoy hash the second is a few milliseconds of queries, far below half.
    const checkCost = median(wrong) - median(bare);
    expect(median(waiting) - median(bare)).toBeGreaterThan(checkCost / 2);
  });
});
