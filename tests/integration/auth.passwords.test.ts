import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../server/app/seed/demo-users.ts';
import { outboxMessages, users } from '../../server/core/db/schema/index.ts';
import { errorCode, gql, signIn } from '../support/graphql-client.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

const RECOVERY =
  'mutation ($email: String!) { sendPasswordRecovery(email: $email) { success formErrors { field code } } }';
const CONFIRM = `mutation ($input: ConfirmResetPasswordInput!) {
  confirmResetPassword(input: $input) { success formErrors { field code message } }
}`;
const FORCE = `mutation ($input: ForcePasswordInput!) { forcePassword(input: $input) { success formErrors { field code } } }`;
const SUPPORT = `mutation ($input: SupportRequestInput!) { supportRequest(input: $input) { success formErrors { field code } } }`;

type Reply = { success: boolean; formErrors: { field: string; code: string }[] };

let server: TestServer;
let ids: Record<string, string>;

beforeAll(async () => {
  server = await startTestServer();
  const rows = await server.services.db.select({ id: users.userID, name: users.userName }).from(users);
  ids = Object.fromEntries(rows.map((row) => [row.name, row.id]));
});
afterAll(async () => {
  await server?.stop();
});

async function recoveryMails(recipient: string) {
  return server.services.db
    .select()
    .from(outboxMessages)
    .where(and(eq(outboxMessages.recipient, recipient), eq(outboxMessages.kind, 'passwordRecovery')))
    .orderBy(desc(outboxMessages.createdAt));
}

describe('password recovery', () => {
  it('answers the same for a known and an unknown address, and mails only the known one', async () => {
    const [known] = await server.services.db.select().from(users).where(eq(users.userName, 'backoffice'));
    const email = known?.email ?? '';
    const a = await gql<{ sendPasswordRecovery: Reply }>(server.url, RECOVERY, { email });
    const b = await gql<{ sendPasswordRecovery: Reply }>(server.url, RECOVERY, {
      email: 'nobody@turno.example',
    });
    expect(a.data?.sendPasswordRecovery).toEqual({ success: true, formErrors: [] });
    expect(b.data).toEqual(a.data);
    expect(await recoveryMails(email)).toHaveLength(1);
    expect(await recoveryMails('nobody@turno.example')).toHaveLength(0);
  });

  it('refuses a malformed address with a field error', async () => {
    const reply = await gql<{ sendPasswordRecovery: Reply }>(server.url, RECOVERY, { email: 'not-an-email' });
    expect(reply.data?.sendPasswordRecovery.formErrors).toEqual([
      { field: 'email', code: 'validation.email' },
    ]);
  });

  it('resets the password with the e-mailed code, ends old sessions, and the code works once', async () => {
    const oldSession = await signIn(server.url, 'owner', DEMO_PASSWORD);
    const [owner] = await server.services.db.select().from(users).where(eq(users.userName, 'owner'));
    await gql(server.url, RECOVERY, { email: owner?.email });
    const [mail] = await recoveryMails(owner?.email ?? '');
    const link = new URL(/https?:\/\/\S+/.exec(mail?.body ?? '')?.[0] ?? 'http://x');
    const userID = link.searchParams.get('userId') ?? '';
    const code = link.searchParams.get('code') ?? '';
    expect(userID).toBe(owner?.userID);

    const weak = await gql<{ confirmResetPassword: Reply }>(server.url, CONFIRM, {
      input: { userID, code, newPassword: 'short' },
    });
    expect(weak.data?.confirmResetPassword.success).toBe(false);
    expect(weak.data?.confirmResetPassword.formErrors[0]).toMatchObject({ field: 'newPassword' });

    const wrongCode = await gql<{ confirmResetPassword: Reply }>(server.url, CONFIRM, {
      input: { userID, code: 'wrong-code', newPassword: 'New!Password2026' },
    });
    expect(wrongCode.data?.confirmResetPassword.formErrors[0]).toMatchObject({ field: 'code' });
    await signIn(server.url, 'owner', DEMO_PASSWORD); // still the old password

    const ok = await gql<{ confirmResetPassword: Reply }>(server.url, CONFIRM, {
      input: { userID, code, newPassword: 'New!Password2026' },
    });
    expect(ok.data?.confirmResetPassword).toEqual({ success: true, formErrors: [] });
    expect(errorCode(await gql(server.url, '{ roles { id } }', {}, oldSession))).toBe('AUTH_NOT_AUTHORIZED');
    await signIn(server.url, 'owner', 'New!Password2026');
    await expect(signIn(server.url, 'owner', DEMO_PASSWORD)).rejects.toThrow();

    const again = await gql<{ confirmResetPassword: Reply }>(server.url, CONFIRM, {
      input: { userID, code, newPassword: 'Other!Password2026' },
    });
    expect(again.data?.confirmResetPassword.success).toBe(false);
  });
});

describe('forced password', () => {
  it('lets an admin set a password that meets the rules, and nobody else', async () => {
    const admin = await signIn(server.url, 'admin', DEMO_PASSWORD);
    const manager = await signIn(server.url, 'manager', DEMO_PASSWORD);
    const input = { userID: ids.aftersales, newPassword: 'Forced!Pass2026' };
    expect(errorCode(await gql(server.url, FORCE, { input }, manager))).toBe('FORBIDDEN');
    const weak = await gql<{ forcePassword: Reply }>(
      server.url,
      FORCE,
      {
        input: { ...input, newPassword: 'alllowercase1!' },
      },
      admin,
    );
    expect(weak.data?.forcePassword.formErrors).toEqual([
      { field: 'newPassword', code: 'validation.passwordUpper' },
    ]);
    await signIn(server.url, 'aftersales', DEMO_PASSWORD);
    const ok = await gql<{ forcePassword: Reply }>(server.url, FORCE, { input }, admin);
    expect(ok.data?.forcePassword.success).toBe(true);
    await signIn(server.url, 'aftersales', 'Forced!Pass2026');
  });
});

describe('support request', () => {
  it('queues an e-mail to the support address, and refuses bad input with field errors', async () => {
    const bad = await gql<{ supportRequest: Reply }>(server.url, SUPPORT, {
      input: { name: '', email: 'nope', message: '' },
    });
    expect(bad.data?.supportRequest.formErrors.map((e) => e.field)).toEqual(['name', 'email', 'message']);
    const ok = await gql<{ supportRequest: Reply }>(server.url, SUPPORT, {
      input: { name: 'Mario Rossi', email: 'mario@example.com', message: 'Non riesco ad accedere' },
    });
    expect(ok.data?.supportRequest.success).toBe(true);
    const rows = await server.services.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.kind, 'supportRequest'));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.body).toContain('Non riesco ad accedere');
  });
});
