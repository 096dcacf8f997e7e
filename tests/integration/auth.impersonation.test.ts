import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../server/app/seed/demo-users.ts';
import { auditLog, users } from '../../server/core/db/schema/index.ts';
import { errorCode, gql, signIn } from '../support/graphql-client.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

const LOGIN_AS = `mutation ($userID: ID!) {
  loginAs(userID: $userID) { id userName token isAdmin impersonator { userID userName } }
}`;
const STOP = 'mutation { stopImpersonation { id userName token isAdmin impersonator { userID } } }';

type Profile = {
  id: string;
  userName: string;
  token: string;
  isAdmin: boolean;
  impersonator: { userID: string; userName: string } | null;
};

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

describe('sign in as another user', () => {
  it('lets an admin sign in as an acceptor, shows who is behind it, audits start, actions and stop', async () => {
    const admin = await signIn(server.url, 'admin', DEMO_PASSWORD);
    const started = await gql<{ loginAs: Profile }>(server.url, LOGIN_AS, { userID: ids.acceptor1 }, admin);
    const as = started.data?.loginAs;
    expect(as?.userName).toBe('acceptor1');
    expect(as?.impersonator?.userName).toBe('admin');

    // A mutation under impersonation is audited with both names.
    await gql(server.url, 'mutation { noop }', {}, { token: as?.token ?? '' });

    const nested = await gql(server.url, LOGIN_AS, { userID: ids.hostess }, { token: as?.token ?? '' });
    expect(errorCode(nested)).toBe('FORBIDDEN');

    const stopped = await gql<{ stopImpersonation: Profile }>(
      server.url,
      STOP,
      {},
      { token: as?.token ?? '' },
    );
    expect(stopped.data?.stopImpersonation.userName).toBe('admin');
    expect(stopped.data?.stopImpersonation.impersonator).toBeNull();
    // The impersonation session is over.
    expect(errorCode(await gql(server.url, '{ roles { id } }', {}, { token: as?.token ?? '' }))).toBe(
      'AUTH_NOT_AUTHORIZED',
    );

    const trail = await server.services.db.select().from(auditLog).orderBy(desc(auditLog.at));
    const actions = trail.map((row) => row.action);
    expect(actions).toEqual(
      expect.arrayContaining(['impersonation.start', 'impersonation.action', 'impersonation.stop']),
    );
    const action = trail.find((row) => row.action === 'impersonation.action');
    expect(action?.actorUserID).toBe(ids.acceptor1);
    expect(action?.impersonatorUserID).toBe(ids.admin);
  });

  it('refuses a non-admin, an admin target and an unknown user', async () => {
    const manager = await signIn(server.url, 'manager', DEMO_PASSWORD);
    expect(errorCode(await gql(server.url, LOGIN_AS, { userID: ids.acceptor1 }, manager))).toBe('FORBIDDEN');
    const admin = await signIn(server.url, 'admin', DEMO_PASSWORD);
    expect(errorCode(await gql(server.url, LOGIN_AS, { userID: ids.admin }, admin))).toBe('FORBIDDEN');
    expect(
      errorCode(await gql(server.url, LOGIN_AS, { userID: '00000000-0000-4000-8000-000000000000' }, admin)),
    ).toBe('NOT_FOUND');
    const rows = await server.services.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetUserID, ids.admin ?? ''));
    expect(rows).toHaveLength(0);
  });

  it('refuses the audit log any update or delete', async () => {
    await expect(server.services.db.update(auditLog).set({ action: 'rewritten' })).rejects.toThrow();
    await expect(server.services.db.delete(auditLog)).rejects.toThrow();
  });
});
