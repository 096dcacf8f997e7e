import { and, asc, eq, exists, inArray, isNull, ne, not, or } from 'drizzle-orm';
import type { Executor } from '../../core/db/client.ts';
import {
  monitorQueueGroups,
  monitors,
  queueGroups,
  queues,
  slogans,
  totemQueues,
  totems,
  users,
  userWorkshopRoles,
  workshops,
} from '../../core/db/schema/index.ts';
import { USER_SUMMARY_COLUMNS } from '../../core/loaders/lookups.ts';

// Queries only: the rules live in display-setup-service.ts.

const monitorColumns = {
  monitorID: monitors.monitorID,
  name: monitors.name,
  userID: monitors.userID,
  workshopID: monitors.workshopID,
  workshopName: workshops.name,
  timeZone: workshops.timeZone,
};

/** A workshop's monitors (or one), with the workshop's name and zone, by name. */
export function listMonitors(db: Executor, where: { workshopID?: string; monitorID?: string }) {
  return db
    .select(monitorColumns)
    .from(monitors)
    .innerJoin(workshops, eq(workshops.workshopID, monitors.workshopID))
    .where(
      and(
        where.workshopID ? eq(monitors.workshopID, where.workshopID) : undefined,
        where.monitorID ? eq(monitors.monitorID, where.monitorID) : undefined,
      ),
    )
    .orderBy(asc(monitors.name), asc(monitors.monitorID));
}

export async function findMonitorRow(db: Executor, monitorID: string) {
  const [row] = await db.select().from(monitors).where(eq(monitors.monitorID, monitorID));
  return row;
}

export async function findTotemRow(db: Executor, totemID: string) {
  const [row] = await db.select().from(totems).where(eq(totems.totemID, totemID));
  return row;
}

export async function findSloganRow(db: Executor, sloganID: string) {
  const [row] = await db.select().from(slogans).where(eq(slogans.sloganID, sloganID));
  return row;
}

/** Which of these groups are live groups of the workshop. */
export async function liveGroupIDs(
  db: Executor,
  workshopID: string,
  queueGroupIDs: string[],
): Promise<Set<string>> {
  if (queueGroupIDs.length === 0) return new Set();
  const rows = await db
    .select({ id: queueGroups.queueGroupID })
    .from(queueGroups)
    .where(
      and(
        eq(queueGroups.workshopID, workshopID),
        inArray(queueGroups.queueGroupID, queueGroupIDs),
        isNull(queueGroups.deletedAt),
      ),
    );
  return new Set(rows.map((r) => r.id));
}

/** Which of these queues are live queues of the workshop. */
export async function liveQueueIDs(
  db: Executor,
  workshopID: string,
  queueIDs: string[],
): Promise<Set<string>> {
  if (queueIDs.length === 0) return new Set();
  const rows = await db
    .select({ id: queues.queueID })
    .from(queues)
    .where(
      and(eq(queues.workshopID, workshopID), inArray(queues.queueID, queueIDs), isNull(queues.deletedAt)),
    );
  return new Set(rows.map((r) => r.id));
}

/**
 * The accounts a monitor or totem of the workshop may sign in with, as a condition on `users`:
 * device accounts (not deleted, not admin, no role in any workshop) that no other workshop's
 * monitor or totem uses. An account this workshop's screens already use stays allowed even if
 * another workshop's screens use it too (shared before the rule, as the demo's are): only the
 * workshop's own screens may move onto it. `deviceAccounts` lists by it and every save checks it.
 */
function deviceAccountRule(db: Executor, workshopID: string) {
  const usedBy = (table: typeof monitors | typeof totems, sameWorkshop: boolean) =>
    exists(
      db
        .select({ one: table.userID })
        .from(table)
        .where(
          and(
            eq(table.userID, users.userID),
            sameWorkshop ? eq(table.workshopID, workshopID) : ne(table.workshopID, workshopID),
          ),
        ),
    );
  const holdsARole = exists(
    db
      .select({ one: userWorkshopRoles.userID })
      .from(userWorkshopRoles)
      .where(eq(userWorkshopRoles.userID, users.userID)),
  );
  return and(
    isNull(users.deletedAt),
    eq(users.isAdmin, false),
    not(holdsARole),
    or(
      and(not(usedBy(monitors, false)), not(usedBy(totems, false))),
      usedBy(monitors, true),
      usedBy(totems, true),
    ),
  );
}

/** Accounts a monitor or totem of the workshop may sign in with (deviceAccountRule), by user name. */
export function deviceAccountChoices(db: Executor, workshopID: string) {
  return db
    .select(USER_SUMMARY_COLUMNS)
    .from(users)
    .where(deviceAccountRule(db, workshopID))
    .orderBy(asc(users.userName));
}

/**
 * Inside the transaction that binds a screen to `userID`: locks the user's row, then tells whether
 * the account is unknown (or deleted), refused by deviceAccountRule, or allowed.
 *
 * The lock makes two saves that bind one account (for two workshops) take turns: the second waits
 * for the first to commit. The rule is read by a second statement after the lock is held, because
 * under READ COMMITTED only a new statement sees what the first save committed; a rule read in the
 * locking statement itself would still see its snapshot from before the wait.
 */
export async function lockDeviceAccount(
  tx: Executor,
  workshopID: string,
  userID: string,
): Promise<'unknown' | 'refused' | 'allowed'> {
  const [row] = await tx
    .select({ id: users.userID })
    .from(users)
    .where(and(eq(users.userID, userID), isNull(users.deletedAt)))
    .for('update');
  if (!row) return 'unknown';
  const allowed = await tx
    .select({ id: users.userID })
    .from(users)
    .where(and(eq(users.userID, userID), deviceAccountRule(tx, workshopID)));
  return allowed.length > 0 ? 'allowed' : 'refused';
}

export async function insertMonitor(db: Executor, values: typeof monitors.$inferInsert) {
  const [row] = await db.insert(monitors).values(values).returning();
  if (!row) throw new Error('monitor insert returned nothing');
  return row;
}

export function updateMonitor(
  db: Executor,
  monitorID: string,
  values: Partial<typeof monitors.$inferInsert>,
) {
  return db.update(monitors).set(values).where(eq(monitors.monitorID, monitorID));
}

/** Replaces a monitor's queue groups. */
export async function replaceMonitorGroups(
  db: Executor,
  monitorID: string,
  groups: { queueGroupID: string; position: number }[],
) {
  await db.delete(monitorQueueGroups).where(eq(monitorQueueGroups.monitorID, monitorID));
  if (groups.length > 0) await db.insert(monitorQueueGroups).values(groups.map((g) => ({ ...g, monitorID })));
}

export function deleteMonitor(db: Executor, monitorID: string) {
  return db.delete(monitors).where(eq(monitors.monitorID, monitorID));
}

export async function insertTotem(db: Executor, values: typeof totems.$inferInsert) {
  const [row] = await db.insert(totems).values(values).returning();
  if (!row) throw new Error('totem insert returned nothing');
  return row;
}

export function updateTotem(db: Executor, totemID: string, values: Partial<typeof totems.$inferInsert>) {
  return db.update(totems).set(values).where(eq(totems.totemID, totemID));
}

/** Replaces a totem's queues. */
export async function replaceTotemQueues(
  db: Executor,
  totemID: string,
  rows: { queueID: string; position: number; message: string; activity: string }[],
) {
  await db.delete(totemQueues).where(eq(totemQueues.totemID, totemID));
  if (rows.length > 0) await db.insert(totemQueues).values(rows.map((q) => ({ ...q, totemID })));
}

export function deleteTotem(db: Executor, totemID: string) {
  return db.delete(totems).where(eq(totems.totemID, totemID));
}

/** Every slogan of a workshop, hidden ones too, in order. */
export function listAllSlogans(db: Executor, workshopID: string) {
  return db
    .select()
    .from(slogans)
    .where(eq(slogans.workshopID, workshopID))
    .orderBy(asc(slogans.order), asc(slogans.title), asc(slogans.sloganID));
}

export async function insertSlogan(db: Executor, values: typeof slogans.$inferInsert) {
  const [row] = await db.insert(slogans).values(values).returning();
  if (!row) throw new Error('slogan insert returned nothing');
  return row;
}

export async function updateSlogan(
  db: Executor,
  sloganID: string,
  values: Partial<typeof slogans.$inferInsert>,
) {
  const [row] = await db.update(slogans).set(values).where(eq(slogans.sloganID, sloganID)).returning();
  if (!row) throw new Error('slogan update returned nothing');
  return row;
}

export function deleteSlogan(db: Executor, sloganID: string) {
  return db.delete(slogans).where(eq(slogans.sloganID, sloganID));
}
