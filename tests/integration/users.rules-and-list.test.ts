import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../server/app/seed/demo-users.ts';
import { auditLog, users } from '../../server/core/db/schema/index.ts';
import { adminStage, caller, fieldsOf, rowCount, workshopIDs } from '../support/admin-support.ts';
import { errorCode, signIn } from '../support/graphql-client.ts';

// Spec §5 rules of the user administration, one bad input at a time: the server answers the right
// field error in `formErrors` and writes nothing. Plus paging and the audited sign-in-as.

const stage = adminStage();

const CREATE_USER = `mutation ($input: CreateUserInput!) {
  createUser(input: $input) { user { userID userName email phoneNumber } formErrors { field code message } }
}`;
const UPDATE_USER = `mutation ($input: UpdateUserInput!) {
  updateUser(input: $input) { user { userID userName userLocked } formErrors { field code message } }
}`;

const validUser = (name: string) => ({
  firstName: 'Giulia',
  lastName: 'Verdi',
  email: `${name}@turno.example`,
  userName: name,
  phoneNumber: '',
});

describe('user rules (spec §5)', () => {
  const badInputs: [string, Record<string, unknown>, string][] = [
    ['first name required', { firstName: '' }, 'firstName:validation.required'],
    ['last name required', { lastName: ' ' }, 'lastName:validation.required'],
    ['e-mail required', { email: '' }, 'email:validation.required'],
    ['e-mail valid', { email: 'not-an-address' }, 'email:validation.email'],
    ['user name required', { userName: '' }, 'userName:validation.required'],
    ['user name at least 3 characters', { userName: 'ab' }, 'userName:validation.usernameLength'],
    ['phone made of digits', { phoneNumber: '12ab' }, 'phoneNumber:validation.mobile'],
    ['e-mail unique', { email: 'ADMIN@turno.example' }, 'email:validation.duplicate'],
    ['user name unique', { userName: 'manager' }, 'userName:validation.duplicate'],
    ['language Italian or English', { preferredLanguage: 'de' }, 'preferredLanguage:validation.invalid'],
  ];

  beforeAll(async () => {
    // The unique e-mail rule needs the admin's real address.
    await stage.server.services.db
      .update(users)
      .set({ email: 'admin@turno.example' })
      .where(eq(users.userName, 'admin'));
  });

  for (const [rule, change, expected] of badInputs) {
    it(`create refuses: ${rule}`, async () => {
      const before = await rowCount(stage.server, users);
      const reply = await stage.asAdmin(CREATE_USER, { input: { ...validUser('nuovo.utente'), ...change } });
      expect(reply.errors).toBeUndefined();
      expect(reply.data!.createUser.user).toBeNull();
      expect(fieldsOf(reply.data!.createUser)).toContain(expected);
      expect(await rowCount(stage.server, users)).toBe(before);
    });
  }

  it('creates a user without a phone and edits them; an edit with a bad e-mail changes nothing', async () => {
    const created = await stage.asAdmin(CREATE_USER, { input: validUser('giulia.verdi') });
    expect(created.data!.createUser.formErrors).toEqual([]);
    const user = created.data!.createUser.user;
    expect(user).toMatchObject({ userName: 'giulia.verdi', phoneNumber: null });

    const bad = await stage.asAdmin(UPDATE_USER, {
      input: { ...validUser('giulia.verdi'), userID: user.userID, email: 'nope', userLocked: true },
    });
    expect(fieldsOf(bad.data!.updateUser)).toEqual(['email:validation.email']);
    const [row] = await stage.server.services.db.select().from(users).where(eq(users.userID, user.userID));
    expect(row).toMatchObject({ email: 'giulia.verdi@turno.example', userLocked: false });
  });

  it('keeps the language of messages: Italian unless chosen, English when chosen', async () => {
    const created = await stage.asAdmin(CREATE_USER, { input: validUser('lingua.utente') });
    const userID = created.data!.createUser.user.userID;
    const language = async () =>
      (await stage.server.services.db.select().from(users).where(eq(users.userID, userID)))[0]
        ?.preferredLanguage;
    expect(await language()).toBe('it');
    const edited = await stage.asAdmin(UPDATE_USER, {
      input: { ...validUser('lingua.utente'), userID, preferredLanguage: 'en' },
    });
    expect(edited.data!.updateUser.formErrors).toEqual([]);
    expect(await language()).toBe('en');
  });

  it('refuses a role in an unknown workshop and keeps the roles as they were', async () => {
    const created = await stage.asAdmin(CREATE_USER, { input: validUser('senza.ruoli') });
    const userID = created.data!.createUser.user.userID;
    const roles = await stage.asAdmin('{ roles { id name } }');
    const acceptor = roles.data!.roles.find((r: { name: string }) => r.name === 'Accettatore');
    const reply = await stage.asAdmin(
      `mutation ($roles: [RoleAssignmentInput!]!) { assignRoles(userID: "${userID}", roles: $roles) { user { userID } formErrors { field code } } }`,
      { roles: [{ roleID: acceptor.id, workshopID: '00000000-0000-4000-8000-000000000000' }] },
    );
    expect(fieldsOf(reply.data!.assignRoles)).toEqual(['roles.0.workshopID:validation.invalid']);
    const read = await stage.asAdmin(
      `{ users(where: { search: "senza.ruoli" }) { nodes { userWorkshopRoles { roleName } } } }`,
    );
    expect(read.data!.users.nodes[0].userWorkshopRoles).toEqual([]);
  });

  it('never lists Admin or Cliente among the assignable roles', async () => {
    const roles = await stage.asAdmin('{ roles { name } }');
    const names = roles.data!.roles.map((r: { name: string }) => r.name);
    expect(names).not.toContain('Admin');
    expect(names).not.toContain('Cliente');
    expect(names).toContain('Workshop manager');
  });
});

describe('user list and sign-in-as', () => {
  it('pages forward with the cursor and searches user, first and last names', async () => {
    const first = await stage.asAdmin(
      '{ users(first: 2) { totalCount pageInfo { hasNextPage endCursor } nodes { userName } } }',
    );
    const page1 = first.data!.users;
    expect(page1.nodes).toHaveLength(2);
    expect(page1.pageInfo.hasNextPage).toBe(true);
    const second = await stage.asAdmin(
      `{ users(first: 2, after: "${page1.pageInfo.endCursor}") { pageInfo { hasPreviousPage } nodes { userName } } }`,
    );
    const names1 = page1.nodes.map((n: { userName: string }) => n.userName);
    const names2 = second.data!.users.nodes.map((n: { userName: string }) => n.userName);
    expect(second.data!.users.pageInfo.hasPreviousPage).toBe(true);
    expect(names2.some((name: string) => names1.includes(name))).toBe(false);

    const byLastName = await stage.asAdmin('{ users(where: { search: "verdi" }) { nodes { userName } } }');
    expect(byLastName.data!.users.nodes.map((n: { userName: string }) => n.userName)).toContain(
      'giulia.verdi',
    );
  });

  it('pages backwards with last and before to the same users, in the same order; directions do not mix', async () => {
    type Page = {
      nodes: { userName: string }[];
      pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean; startCursor: string; endCursor: string };
    };
    const PAGE = 'nodes { userName } pageInfo { hasNextPage hasPreviousPage startCursor endCursor }';
    const names = (page: Page) => page.nodes.map((n) => n.userName);
    const all: Page = (await stage.asAdmin(`{ users(first: 200, order: LASTNAME_DESC) { ${PAGE} } }`)).data!
      .users;
    expect(all.nodes.length).toBeGreaterThan(6);

    // The last page without a cursor is the end of the list.
    const last: Page = (await stage.asAdmin(`{ users(last: 3, order: LASTNAME_DESC) { ${PAGE} } }`)).data!
      .users;
    expect(names(last)).toEqual(names(all).slice(-3));
    expect(last.pageInfo).toMatchObject({ hasPreviousPage: true, hasNextPage: false });
    // The page before it, then back to the first page.
    const before: Page = (
      await stage.asAdmin(
        `{ users(last: 3, before: "${last.pageInfo.startCursor}", order: LASTNAME_DESC) { ${PAGE} } }`,
      )
    ).data!.users;
    expect(names(before)).toEqual(names(all).slice(-6, -3));
    expect(before.pageInfo).toMatchObject({ hasPreviousPage: true, hasNextPage: true });
    const second: Page = (await stage.asAdmin(`{ users(first: 2, order: LASTNAME_DESC) { ${PAGE} } }`)).data!
      .users;
    const head: Page = (
      await stage.asAdmin(
        `{ users(last: 5, before: "${second.pageInfo.endCursor}", order: LASTNAME_DESC) { ${PAGE} } }`,
      )
    ).data!.users;
    expect(names(head)).toEqual(names(all).slice(0, 1));
    expect(head.pageInfo.hasPreviousPage).toBe(false);

    const mixed = await stage.asAdmin(
      `{ users(first: 2, before: "${last.pageInfo.startCursor}") { nodes { userName } } }`,
    );
    expect(mixed.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const zero = await stage.asAdmin('{ users(last: 0) { nodes { userName } } }');
    expect(zero.errors?.[0]?.message).toBe('last must be at least 1.');
    const foreign = await stage.asAdmin(
      `{ users(last: 2, before: "${last.pageInfo.startCursor}", order: USER_NAME_ASC) { nodes { userName } } }`,
    );
    expect(foreign.errors?.[0]?.message).toBe('The cursor is not valid.');
  });

  it('filters by role name and by workshop', async () => {
    const { roma } = await workshopIDs(stage.server);
    const names = async (where: string) =>
      (
        await stage.asAdmin(`{ users(first: 200, where: ${where}) { nodes { userName } } }`)
      ).data!.users.nodes.map((n: { userName: string }) => n.userName);
    const acceptors = await names('{ roleNames: ["Accettatore"] }');
    expect(acceptors).toContain('acceptor1');
    expect(acceptors).not.toContain('manager');
    const inRoma = await names(`{ workshopID: "${roma}" }`);
    expect(inRoma).toContain('manager');
    expect(inRoma).not.toContain('acceptor1');
    const bad = await stage.asAdmin('{ users(where: { workshopID: "nope" }) { totalCount } }');
    expect(errorCode(bad)).toBe('BAD_USER_INPUT');
  });

  it('signs in as a user with an audit row, and back to the admin', async () => {
    const created = await stage.asAdmin(CREATE_USER, { input: validUser('impersonata') });
    const userID = created.data!.createUser.user.userID;
    const { milano } = await workshopIDs(stage.server);
    const roles = await stage.asAdmin('{ roles { id name } }');
    const acceptor = roles.data!.roles.find((r: { name: string }) => r.name === 'Accettatore');
    await stage.asAdmin(
      `mutation ($roles: [RoleAssignmentInput!]!) { assignRoles(userID: "${userID}", roles: $roles) { formErrors { field } } }`,
      { roles: [{ roleID: acceptor.id, workshopID: milano }] },
    );
    const fresh = await signIn(stage.server.url, 'admin', DEMO_PASSWORD);
    const reply = await caller(
      stage.server,
      fresh,
    )(
      `mutation { loginAs(userID: "${userID}") { userName token isAdmin impersonator { userName } roles { roleName workshopID } } }`,
    );
    const profile = reply.data!.loginAs;
    expect(profile).toMatchObject({
      userName: 'impersonata',
      isAdmin: false,
      impersonator: { userName: 'admin' },
    });
    expect(profile.roles).toEqual([{ roleName: 'Accettatore', workshopID: milano }]);
    const audits = await stage.server.services.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'impersonation.start'), eq(auditLog.targetUserID, userID)));
    expect(audits).toHaveLength(1);

    const back = await caller(stage.server, { ...fresh, token: profile.token })(
      'mutation { stopImpersonation { userName isAdmin impersonator { userName } } }',
    );
    expect(back.data!.stopImpersonation).toEqual({ userName: 'admin', isAdmin: true, impersonator: null });
  });
});
