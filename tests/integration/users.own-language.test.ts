import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../server/app/seed/demo-users.ts';
import { auditLog, users } from '../../server/core/db/schema/index.ts';
import { errorCode, gql, signIn } from '../support/graphql-client.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

const SET = 'mutation ($language: String!) { setMyLanguage(language: $language) { success } }';
const PROFILE = '{ profile { userName preferredLanguage } }';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.stop();
});

async function storedLanguage(userName: string) {
  const [row] = await server.services.db
    .select({ language: users.preferredLanguage, id: users.userID })
    .from(users)
    .where(eq(users.userName, userName));
  return row;
}

describe('a user sets their own language', () => {
  it('saves it, audits it, and the profile (and the admin list) read it back', async () => {
    const hostess = await signIn(server.url, 'hostess', DEMO_PASSWORD);
    const set = await gql<{ setMyLanguage: { success: boolean } }>(
      server.url,
      SET,
      { language: 'en' },
      hostess,
    );
    expect(set.errors).toBeUndefined();
    expect(set.data?.setMyLanguage.success).toBe(true);
    const row = await storedLanguage('hostess');
    expect(row?.language).toBe('en');

    const me = await gql<{ profile: { preferredLanguage: string } }>(server.url, PROFILE, {}, hostess);
    expect(me.data?.profile.preferredLanguage).toBe('en');
    // A fresh sign-in carries it, for the interface to follow.
    const again = await gql<{ login: { profile: { preferredLanguage: string } } }>(
      server.url,
      'mutation ($u: String!, $p: String!) { login(input: { userName: $u, password: $p }) { profile { preferredLanguage } } }',
      { u: 'hostess', p: DEMO_PASSWORD },
    );
    expect(again.data?.login.profile.preferredLanguage).toBe('en');
    const admin = await signIn(server.url, 'admin', DEMO_PASSWORD);
    const listed = await gql<{ users: { nodes: { userName: string; preferredLanguage: string }[] } }>(
      server.url,
      '{ users(where: { search: "hostess" }) { nodes { userName preferredLanguage } } }',
      {},
      admin,
    );
    expect(listed.data?.users.nodes.find((u) => u.userName === 'hostess')?.preferredLanguage).toBe('en');

    const audit = await server.services.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'user.languageChanged'));
    expect(audit).toEqual([
      expect.objectContaining({ actorUserID: row?.id, targetUserID: row?.id, details: { language: 'en' } }),
    ]);

    await gql(server.url, SET, { language: 'it' }, hostess);
    expect((await storedLanguage('hostess'))?.language).toBe('it');
  });

  it('refuses a language Turno does not write in, and changes nothing', async () => {
    const booking = await signIn(server.url, 'booking', DEMO_PASSWORD);
    for (const language of ['de', '', 'EN', 'en-GB', "it'; drop table users;--"]) {
      const reply = await gql(server.url, SET, { language }, booking);
      expect(errorCode(reply)).toBe('BAD_USER_INPUT');
      expect(reply.errors?.[0]?.extensions).toMatchObject({ argument: 'language' });
    }
    expect((await storedLanguage('booking'))?.language).toBe('it');
  });

  it('is refused while an admin is signed in as the user, and without a sign-in', async () => {
    const admin = await signIn(server.url, 'admin', DEMO_PASSWORD);
    const target = await storedLanguage('acceptor1');
    const as = await gql<{ loginAs: { token: string } }>(
      server.url,
      'mutation ($userID: ID!) { loginAs(userID: $userID) { token } }',
      { userID: target?.id },
      admin,
    );
    const token = as.data?.loginAs.token ?? '';
    expect(errorCode(await gql(server.url, SET, { language: 'en' }, { token }))).toBe('FORBIDDEN');
    expect((await storedLanguage('acceptor1'))?.language).toBe('it');

    expect(errorCode(await gql(server.url, SET, { language: 'en' }))).toBe('AUTH_NOT_AUTHORIZED');
  });
});
