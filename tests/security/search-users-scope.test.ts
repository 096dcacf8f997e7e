import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roles, userWorkshopRoles } from '../../server/core/db/schema/index.ts';
import { type Call, caller, demoCaller, romaOnlyManager, workshopIDs } from '../support/admin-support.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

// searchUsers lets a manager pick the users of a workshop they manage (the acceptor of a box).
// Before the fix each user came with every role they hold anywhere: a Roma manager learnt who
// works in Milano, in which workshop and as what. Now a manager sees only the roles held in the
// workshops they manage; an admin sees every role.

const SEARCH = `query ($term: String!, $workshopID: ID) {
  searchUsers(term: $term, workshopID: $workshopID) {
    userName
    userWorkshopRoles { workshopID workshopName roleName }
  }
}`;

type Found = { userName: string; userWorkshopRoles: { workshopID: string; roleName: string }[] };

let server: TestServer;
let ids: { milano: string; roma: string };
let romaManager: Call;

beforeAll(async () => {
  server = await startTestServer();
  ids = await workshopIDs(server);
  // Manager in Roma, and only a hostess in Milano: Milano is not a workshop they manage.
  const session = await romaOnlyManager(server, 'manager.roma.search');
  const [hostess] = await server.services.db.select().from(roles).where(eq(roles.name, 'Hostess'));
  await server.services.db
    .insert(userWorkshopRoles)
    .values({ userID: session.userID, workshopID: ids.milano, roleID: hostess!.id });
  romaManager = caller(server, session);
});
afterAll(async () => {
  await server?.stop();
});

/** Every workshop in which the users found hold a role, as the caller sees them. */
async function workshopsSeen(call: Call, term: string, workshopID?: string) {
  const reply = await call<{ searchUsers: Found[] }>(SEARCH, { term, workshopID });
  expect(reply.errors).toBeUndefined();
  const found = reply.data!.searchUsers;
  expect(found.length).toBeGreaterThan(0);
  return new Set(found.flatMap((user) => user.userWorkshopRoles.map((role) => role.workshopID)));
}

describe("searchUsers shows only the roles of the caller's workshops", () => {
  it("hides from a Roma manager the Milano roles of Roma's users", async () => {
    // countrymanager and manager hold roles in both workshops.
    for (const term of ['countrymanager', 'manager']) {
      expect(await workshopsSeen(romaManager, term, ids.roma)).toEqual(new Set([ids.roma]));
    }
  });

  it('hides the roles of a workshop where the caller holds a role but does not manage', async () => {
    const reply = await romaManager<{ searchUsers: Found[] }>(SEARCH, {
      term: 'manager.roma.search',
      workshopID: ids.roma,
    });
    const self = reply.data!.searchUsers.find((user) => user.userName === 'manager.roma.search');
    expect(self?.userWorkshopRoles.map((role) => role.roleName)).toEqual(['Workshop manager']);
  });

  it('shows a manager of both workshops the roles in both', async () => {
    const manager = await demoCaller(server, 'manager');
    expect(await workshopsSeen(manager, 'countrymanager', ids.roma)).toEqual(new Set([ids.milano, ids.roma]));
  });

  it('shows an admin every role', async () => {
    const admin = await demoCaller(server, 'admin');
    expect(await workshopsSeen(admin, 'countrymanager')).toEqual(new Set([ids.milano, ids.roma]));
    expect(await workshopsSeen(admin, 'manager.roma.search')).toEqual(new Set([ids.milano, ids.roma]));
  });
});
