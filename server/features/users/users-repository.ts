import {
  and,
  asc,
  desc,
  eq,
  exists,
  ilike,
  inArray,
  isNotNull,
  isNull,
  ne,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { HeldRole } from '../../core/context/auth-state.ts';
import type { Executor } from '../../core/db/client.ts';
import { notIntegrationUser } from '../../core/db/integration-users.ts';
import { roles, users, userWorkshopRoles, workshops } from '../../core/db/schema/index.ts';
import { USER_SUMMARY_COLUMNS } from '../../core/loaders/lookups.ts';

// Queries only: the rules live in users-service.ts.

export type UserRow = typeof users.$inferSelect;

export interface UserFilter {
  search?: string | null;
  roleNames?: readonly string[] | null;
  workshopID?: string | null;
}

const likeOf = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function filterConditions(filter: UserFilter, searchEmail = true): SQL | undefined {
  const text = filter.search?.trim();
  const like = text ? likeOf(text) : null;
  const roleScope =
    (filter.roleNames && filter.roleNames.length > 0) || filter.workshopID
      ? exists(
          sql`(select 1 from ${userWorkshopRoles} inner join ${roles} on ${roles.id} = ${userWorkshopRoles.roleID} where ${and(
            eq(userWorkshopRoles.userID, users.userID),
            filter.workshopID ? eq(userWorkshopRoles.workshopID, filter.workshopID) : undefined,
            filter.roleNames && filter.roleNames.length > 0
              ? inArray(roles.name, [...filter.roleNames])
              : undefined,
          )})`,
        )
      : undefined;
  return and(
    isNull(users.deletedAt),
    notIntegrationUser(),
    like
      ? or(
          ilike(users.userName, like),
          ilike(users.firstname, like),
          ilike(users.lastname, like),
          searchEmail ? ilike(users.email, like) : undefined,
        )
      : undefined,
    roleScope,
  );
}

export const USER_ORDERS = {
  USER_NAME_ASC: { key: sql<string>`lower(${users.userName})`, descending: false },
  USER_NAME_DESC: { key: sql<string>`lower(${users.userName})`, descending: true },
  LASTNAME_ASC: { key: sql<string>`lower(${users.lastname})`, descending: false },
  LASTNAME_DESC: { key: sql<string>`lower(${users.lastname})`, descending: true },
} as const;
export type UserOrderName = keyof typeof USER_ORDERS;

/**
 * One page of users in `order` after the cursor (one extra row tells if there is more). Backwards
 * (`last`/`before`), the rows before the cursor, nearest first: the caller turns them round.
 */
export function listUsers(
  db: Executor,
  filter: UserFilter,
  order: UserOrderName,
  limit: number,
  cursor: { value: string; userID: string } | null,
  backwards = false,
) {
  const { key } = USER_ORDERS[order];
  const descending = USER_ORDERS[order].descending !== backwards;
  const beyond = cursor
    ? descending
      ? sql`(${key}, ${users.userID}) < (${cursor.value}, ${cursor.userID})`
      : sql`(${key}, ${users.userID}) > (${cursor.value}, ${cursor.userID})`
    : undefined;
  return db
    .select({ user: users, sortKey: key })
    .from(users)
    .where(and(filterConditions(filter), beyond))
    .orderBy(descending ? desc(key) : asc(key), descending ? desc(users.userID) : asc(users.userID))
    .limit(limit);
}

export async function countUsers(db: Executor, filter: UserFilter): Promise<number> {
  return db.$count(users, filterConditions(filter));
}

/** Spec §7 user search: term in userName, firstname or lastname; by user name; at most `limit`. */
export function searchUsers(db: Executor, filter: UserFilter, limit: number) {
  return db
    .select()
    .from(users)
    .where(filterConditions(filter, false))
    .orderBy(asc(sql`lower(${users.userName})`))
    .limit(limit);
}

export function allUsers(db: Executor) {
  return db
    .select(USER_SUMMARY_COLUMNS)
    .from(users)
    .where(and(isNull(users.deletedAt), notIntegrationUser()))
    .orderBy(asc(sql`lower(${users.userName})`));
}

/** Roles of several users at once (deleted workshops left out). */
export async function heldRolesOf(
  db: Executor,
  userIDs: readonly string[],
): Promise<Map<string, HeldRole[]>> {
  const byUser = new Map<string, HeldRole[]>(userIDs.map((id) => [id, []]));
  if (userIDs.length === 0) return byUser;
  const rows = await db
    .select({
      userID: userWorkshopRoles.userID,
      userWorkshopRoleID: userWorkshopRoles.userWorkshopRoleID,
      workshopID: userWorkshopRoles.workshopID,
      workshopName: workshops.name,
      roleID: roles.id,
      roleName: roles.name,
    })
    .from(userWorkshopRoles)
    .innerJoin(roles, eq(roles.id, userWorkshopRoles.roleID))
    .innerJoin(workshops, eq(workshops.workshopID, userWorkshopRoles.workshopID))
    .where(and(inArray(userWorkshopRoles.userID, [...userIDs]), isNull(workshops.deletedAt)))
    .orderBy(asc(workshops.name), asc(roles.name));
  for (const { userID, ...role } of rows) byUser.get(userID)?.push(role);
  return byUser;
}

/**
 * A user that is not deleted, optionally locked for the transaction. A workshop API key's user is
 * none of the Users screen's: editing, unlocking or giving it roles goes through its key.
 */
export async function findUser(db: Executor, userID: string, lock = false): Promise<UserRow | undefined> {
  const query = db
    .select()
    .from(users)
    .where(and(eq(users.userID, userID), isNull(users.deletedAt), notIntegrationUser()));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function emailTaken(db: Executor, email: string, exceptID?: string) {
  const rows = await db
    .select({ id: users.userID })
    .from(users)
    .where(
      and(
        sql`lower(${users.email}) = lower(${email})`,
        isNull(users.deletedAt),
        exceptID ? ne(users.userID, exceptID) : undefined,
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** User names stay taken after a delete (the unique index covers deleted users too). */
export async function userNameTaken(db: Executor, userName: string, exceptID?: string) {
  const rows = await db
    .select({ id: users.userID })
    .from(users)
    .where(
      and(
        sql`lower(${users.userName}) = lower(${userName})`,
        exceptID ? ne(users.userID, exceptID) : undefined,
      ),
    )
    .limit(1);
  return rows.length > 0;
}

export async function insertUser(db: Executor, values: typeof users.$inferInsert) {
  const [row] = await db.insert(users).values(values).returning();
  if (!row) throw new Error('user insert returned nothing');
  return row;
}

export async function updateUserRow(
  db: Executor,
  userID: string,
  values: Partial<typeof users.$inferInsert>,
) {
  const [row] = await db.update(users).set(values).where(eq(users.userID, userID)).returning();
  if (!row) throw new Error('user update returned nothing');
  return row;
}

export function rolesByIds(db: Executor, roleIDs: string[]) {
  if (roleIDs.length === 0) return Promise.resolve([]);
  return db.select().from(roles).where(inArray(roles.id, roleIDs));
}

export async function liveWorkshopIDs(db: Executor, workshopIDs: string[]): Promise<Set<string>> {
  if (workshopIDs.length === 0) return new Set();
  const rows = await db
    .select({ id: workshops.workshopID })
    .from(workshops)
    .where(and(inArray(workshops.workshopID, workshopIDs), isNull(workshops.deletedAt)));
  return new Set(rows.map((r) => r.id));
}

/** Replaces every role the user holds. */
export async function replaceRoles(
  db: Executor,
  userID: string,
  pairs: { roleID: string; workshopID: string }[],
) {
  await db.delete(userWorkshopRoles).where(eq(userWorkshopRoles.userID, userID));
  if (pairs.length > 0) await db.insert(userWorkshopRoles).values(pairs.map((p) => ({ ...p, userID })));
}

/** Accounts not deleted, named one of `userNames` (in any case), with a password: for the start's demo check. */
export function passwordHashesOf(db: Executor, userNames: readonly string[]) {
  return db
    .select({ userName: users.userName, passwordHash: users.passwordHash })
    .from(users)
    .where(
      and(
        isNull(users.deletedAt),
        isNotNull(users.passwordHash),
        inArray(
          sql`lower(${users.userName})`,
          userNames.map((name) => name.toLowerCase()),
        ),
      ),
    );
}
