import { describe, expect, it } from 'vitest';
import { adminStage, caller, romaOnlyManager } from '../support/admin-support.ts';
import { gql } from '../support/graphql-client.ts';

// A replica remembers the caller behind a token for a few seconds (server/features/auth/auth-cache.ts).
// Whatever takes rights away must still take effect on the very next request.

const PROFILE = '{ profile { id roles { workshopID roleName } } }';
type Profile = { profile: { id: string; roles: { workshopID: string; roleName: string }[] } | null };

const stage = adminStage();

describe('remembered callers', () => {
  it('sees roles taken away on the next request', async () => {
    const manager = await romaOnlyManager(stage.server, 'manager.cache.roles');
    const before = await gql<Profile>(stage.server.url, PROFILE, {}, manager);
    expect(before.data?.profile?.roles).toHaveLength(1);
    const reply = await caller(
      stage.server,
      stage.admin,
    )(`mutation { assignRoles(userID: "${before.data?.profile?.id}", roles: []) { formErrors { field } } }`);
    expect(reply.data?.assignRoles.formErrors).toEqual([]);
    const after = await gql<Profile>(stage.server.url, PROFILE, {}, manager);
    expect(after.data?.profile?.roles).toEqual([]);
  });

  it('refuses a deleted user on the next request', async () => {
    const manager = await romaOnlyManager(stage.server, 'manager.cache.delete');
    const before = await gql<Profile>(stage.server.url, PROFILE, {}, manager);
    expect(before.data?.profile?.id).toBeTruthy();
    const reply = await caller(
      stage.server,
      stage.admin,
    )(`mutation { deleteUser(userID: "${before.data?.profile?.id}") { success } }`);
    expect(reply.data?.deleteUser.success).toBe(true);
    const after = await gql<Profile>(stage.server.url, PROFILE, {}, manager);
    expect(after.data?.profile ?? null).toBeNull();
  });

  it('refuses a signed-out token on the next request', async () => {
    const manager = await romaOnlyManager(stage.server, 'manager.cache.logout');
    expect((await gql<Profile>(stage.server.url, PROFILE, {}, manager)).data?.profile?.id).toBeTruthy();
    const out = await gql(stage.server.url, 'mutation { logout }', {}, manager);
    expect(out.errors).toBeUndefined();
    expect((await gql<Profile>(stage.server.url, PROFILE, {}, manager)).data?.profile ?? null).toBeNull();
  });
});
