import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../server/app/seed/demo-users.ts';
import { outboxMessages, users } from '../../server/core/db/schema/index.ts';
import { gql, signIn } from '../support/graphql-client.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

// E-mails are written in one language: to a user, the user's preferred language (whoever asked
// and whatever their browser speaks); to no user (a support request), the request's language (the
// web client sends its interface language as Accept-Language), Italian when it is none Turno speaks.

const RECOVERY = 'mutation ($email: String!) { sendPasswordRecovery(email: $email) { success } }';
const FIRST_ACCESS = 'mutation ($userID: ID!) { sendFirstAccessEmail(userID: $userID) { success } }';
const SUPPORT = 'mutation ($input: SupportRequestInput!) { supportRequest(input: $input) { success } }';

const ITALIAN = /Ciao|password da questo link|per scegliere|Da:|richiesta di assistenza/;
const ENGLISH = /Hello|choose|reset your|From:|support request/;

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.stop();
});

async function userByName(userName: string) {
  const [row] = await server.services.db.select().from(users).where(eq(users.userName, userName));
  if (!row?.email) throw new Error(`demo user ${userName} has no e-mail`);
  return row as typeof row & { email: string };
}

async function lastMail(kind: string, recipient?: string) {
  const [row] = await server.services.db
    .select()
    .from(outboxMessages)
    .where(
      and(eq(outboxMessages.kind, kind), recipient ? eq(outboxMessages.recipient, recipient) : undefined),
    )
    .orderBy(desc(outboxMessages.createdAt))
    .limit(1);
  if (!row) throw new Error(`no ${kind} e-mail`);
  return `${row.subject}\n${row.body}`;
}

const setLanguage = (userName: string, preferredLanguage: 'it' | 'en') =>
  server.services.db.update(users).set({ preferredLanguage }).where(eq(users.userName, userName));

describe("e-mails to a user in the user's language", () => {
  it('writes a recovery e-mail in Italian only to an Italian user, whatever the request asks', async () => {
    const cashier = await userByName('cashier');
    await gql(server.url, RECOVERY, { email: cashier.email }, { headers: { 'Accept-Language': 'en-GB,en' } });
    const text = await lastMail('passwordRecovery', cashier.email);
    expect(text).toMatch(ITALIAN);
    expect(text).not.toMatch(ENGLISH);
  });

  it('writes a recovery e-mail in English only to a user who prefers English', async () => {
    await setLanguage('backoffice', 'en');
    const backoffice = await userByName('backoffice');
    await gql(
      server.url,
      RECOVERY,
      { email: backoffice.email },
      { headers: { 'Accept-Language': 'it-IT,it;q=0.9' } },
    );
    const text = await lastMail('passwordRecovery', backoffice.email);
    expect(text).toMatch(ENGLISH);
    expect(text).not.toMatch(ITALIAN);
  });

  it("writes the first access e-mail in the new user's language, not the admin's", async () => {
    const admin = await signIn(server.url, 'admin', DEMO_PASSWORD);
    await setLanguage('acceptor1', 'en');
    const acceptor = await userByName('acceptor1');
    const reply = await gql<{ sendFirstAccessEmail: { success: boolean } }>(
      server.url,
      FIRST_ACCESS,
      { userID: acceptor.userID },
      { token: admin.token, headers: { 'Accept-Language': 'it' } },
    );
    expect(reply.data?.sendFirstAccessEmail.success).toBe(true);
    const english = await lastMail('firstAccess', acceptor.email);
    expect(english).toMatch(ENGLISH);
    expect(english).not.toMatch(ITALIAN);

    const acceptor2 = await userByName('acceptor2');
    await gql(
      server.url,
      FIRST_ACCESS,
      { userID: acceptor2.userID },
      { token: admin.token, headers: { 'Accept-Language': 'en' } },
    );
    const italian = await lastMail('firstAccess', acceptor2.email);
    expect(italian).toMatch(ITALIAN);
    expect(italian).not.toMatch(ENGLISH);
  });
});

describe('e-mails to no user in the language of the request', () => {
  it('writes the support request in the language of its form', async () => {
    const input = { name: 'Mario Rossi', email: 'mario@example.com', message: 'Aiuto' };
    await gql(server.url, SUPPORT, { input }, { headers: { 'Accept-Language': 'en' } });
    const english = await lastMail('supportRequest');
    expect(english).toMatch(ENGLISH);
    expect(english).not.toMatch(ITALIAN);
    await gql(server.url, SUPPORT, { input }, { headers: { 'Accept-Language': 'it' } });
    const italian = await lastMail('supportRequest');
    expect(italian).toMatch(ITALIAN);
    expect(italian).not.toMatch(ENGLISH);
  });
});
