import {
  and,
  asc,
  count,
  eq,
  getTableColumns,
  ilike,
  inArray,
  isNull,
  ne,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import { LIVE_STATUSES } from '../../../shared/appointments/appointment-status.ts';
import type { Executor } from '../../core/db/client.ts';
import { notIntegrationUser } from '../../core/db/integration-users.ts';
import {
  appointments,
  queues,
  roles,
  users,
  userWorkshopRoles,
  workshopParameters,
  workshops,
} from '../../core/db/schema/index.ts';
import type { WorkshopParent } from '../../core/graphql/models.ts';

// Queries only: the rules live in workshops-service.ts.

export interface WorkshopListFilter {
  /** Workshops the caller may see, or 'all' for an admin. */
  ids: string[] | 'all';
  search?: string | null;
}

function listConditions(filter: WorkshopListFilter): SQL | undefined {
  const text = filter.search?.trim();
  const like = text ? `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  return and(
    isNull(workshops.deletedAt),
    filter.ids === 'all'
      ? undefined
      : filter.ids.length > 0
        ? inArray(workshops.workshopID, filter.ids)
        : sql`false`,
    like
      ? or(ilike(workshops.name, like), ilike(workshops.workshopCode, like), ilike(workshops.city, like))
      : undefined,
  );
}

/** The sort key of the list: the name, case-insensitively. */
export const workshopSortKey = sql<string>`lower(${workshops.name})`;

/** One page of workshops by name after the cursor (one extra row tells if there is more). */
export function listWorkshops(
  db: Executor,
  filter: WorkshopListFilter,
  limit: number,
  after: { value: string; workshopID: string } | null,
): Promise<(WorkshopParent & { sortKey: string })[]> {
  return db
    .select({ ...getTableColumns(workshops), sortKey: workshopSortKey })
    .from(workshops)
    .where(
      and(
        listConditions(filter),
        after
          ? sql`(${workshopSortKey}, ${workshops.workshopID}) > (${after.value}, ${after.workshopID})`
          : undefined,
      ),
    )
    .orderBy(workshopSortKey, asc(workshops.workshopID))
    .limit(limit);
}

export async function countWorkshops(db: Executor, filter: WorkshopListFilter): Promise<number> {
  const [row] = await db.select({ n: count() }).from(workshops).where(listConditions(filter));
  return row?.n ?? 0;
}

export async function findWorkshop(
  db: Executor,
  workshopID: string,
  lock = false,
): Promise<WorkshopParent | undefined> {
  const query = db
    .select()
    .from(workshops)
    .where(and(eq(workshops.workshopID, workshopID), isNull(workshops.deletedAt)));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function workshopCodeTaken(db: Executor, workshopCode: string, exceptID?: string) {
  const rows = await db
    .select({ id: workshops.workshopID })
    .from(workshops)
    .where(
      and(
        sql`upper(${workshops.workshopCode}) = upper(${workshopCode})`,
        exceptID ? ne(workshops.workshopID, exceptID) : undefined,
      ),
    )
    .limit(1);
  return rows.length > 0;
}

export async function insertWorkshop(db: Executor, values: typeof workshops.$inferInsert) {
  const [row] = await db.insert(workshops).values(values).returning();
  if (!row) throw new Error('workshop insert returned nothing');
  return row;
}

export async function updateWorkshop(
  db: Executor,
  workshopID: string,
  values: Partial<typeof workshops.$inferInsert>,
) {
  const [row] = await db
    .update(workshops)
    .set(values)
    .where(eq(workshops.workshopID, workshopID))
    .returning();
  if (!row) throw new Error('workshop update returned nothing');
  return row;
}

export function insertParameters(db: Executor, values: typeof workshopParameters.$inferInsert) {
  return db.insert(workshopParameters).values(values).onConflictDoNothing();
}

/** Whether the queue is a live queue of the workshop. */
export async function isQueueOf(db: Executor, queueID: string, workshopID: string): Promise<boolean> {
  const rows = await db
    .select({ id: queues.queueID })
    .from(queues)
    .where(and(eq(queues.queueID, queueID), eq(queues.workshopID, workshopID), isNull(queues.deletedAt)))
    .limit(1);
  return rows.length > 0;
}

export async function countCustomersInProgress(db: Executor, workshopID: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(appointments)
    .where(
      and(
        eq(appointments.workshopID, workshopID),
        // In the workshop now: checked in and not yet out.
        inArray(appointments.statusCode, LIVE_STATUSES),
        isNull(appointments.deletedAt),
      ),
    );
  return row?.n ?? 0;
}

/** Who holds which role in these workshops (deleted users left out), by role then user name. */
export function listWorkshopUserRoles(db: Executor, workshopIDs: readonly string[]) {
  if (workshopIDs.length === 0) return Promise.resolve([]);
  return db
    .select({
      userWorkshopRoleID: userWorkshopRoles.userWorkshopRoleID,
      workshopID: userWorkshopRoles.workshopID,
      roleID: roles.id,
      roleName: roles.name,
      user: {
        userID: users.userID,
        userName: users.userName,
        firstname: users.firstname,
        lastname: users.lastname,
      },
    })
    .from(userWorkshopRoles)
    .innerJoin(roles, eq(roles.id, userWorkshopRoles.roleID))
    .innerJoin(users, eq(users.userID, userWorkshopRoles.userID))
    .where(
      and(
        inArray(userWorkshopRoles.workshopID, [...workshopIDs]),
        isNull(users.deletedAt),
        notIntegrationUser(),
      ),
    )
    .orderBy(asc(roles.name), asc(users.userName));
}
