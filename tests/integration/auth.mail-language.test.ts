import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../server/app/seed/demo-users.ts';
import { outboxMessages, users } from '../../server/core/db/schema/index.ts';
import { gql, signIn } from '../support/graphql-client.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

// E-mails are written in one language: the one the request asked for (the web client sends its
// interface language as Accept-Language), Italian when it asked for none Turno speaks.

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

describe('e-mails in the language of the request', () => {
  it('writes a recovery e-mail in Italian only when the request asks for Italian or nothing', async () => {
    const cashier = await userByName('cashier');
    await gql(
      server.url,
      RECOVERY,
      { email: cashier.email },
      { headers: { 'Accept-Language': 'it-IT,it;q=0.9' } },
    );
    const text = await lastMail('passwordRecovery', cashier.email);
    expect(text).toMatch(ITALIAN);
    expect(text).not.toMatch(ENGLISH);

    const booking = await userByName('booking');
    await gql(server.url, RECOVERY, { email: booking.email }, { headers: { 'Accept-Language': 'de-DE' } });
    const fallback = await lastMail('passwordRecovery', booking.email);
    expect(fallback).toMatch(ITALIAN);
    expect(fallback).not.toMatch(ENGLISH);
  });

  it('writes a recovery e-mail in English only for an English request', async () => {
    const backoffice = await userByName('backoffice');
    await gql(
      server.url,
      RECOVERY,
      { email: backoffice.email },
      { headers: { 'Accept-Language': 'en-GB,en;q=0.9' } },
    );
    const text = await lastMail('passwordRecovery', backoffice.email);
    expect(text).toMatch(ENGLISH);
    expect(text).not.toMatch(ITALIAN);
  });

  it("writes the first access e-mail in the admin's request language", async () => {
    const admin = await signIn(server.url, 'admin', DEMO_PASSWORD);
    const acceptor = await userByName('acceptor1');
    const reply = await gql<{ sendFirstAccessEmail: { success: boolean } }>(
      server.url,
      FIRST_ACCESS,
      { userID: acceptor.userID },
      { token: admin.token, headers: { 'Accept-Language': 'en' } },
    );
    expect(reply.data?.sendFirstAccessEmail.success).toBe(true);
    const english = await lastMail('firstAccess', acceptor.email);
    expect(english).toMatch(ENGLISH);
    expect(english).not.toMatch(ITALIAN);

    const acceptor2 = await userByName('acceptor2');
    await gql(server.url, FIRST_ACCESS, { userID: acceptor2.userID }, { token: admin.token });
    const italian = await lastMail('firstAccess', acceptor2.email);
    expect(italian).toMatch(ITALIAN);
    expect(italian).not.toMatch(ENGLISH);
  });

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
