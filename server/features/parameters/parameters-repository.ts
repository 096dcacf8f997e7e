import { asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../core/db/client.ts';
import {
  roles,
  smsSenders,
  workshopDailyStatisticsRoles,
  workshopParameters,
  workshopRoleWarnings,
  workshops,
} from '../../core/db/schema/index.ts';

// Queries only: the rules live in parameters-service.ts.

export type ParametersRow = typeof workshopParameters.$inferSelect;

export async function findParameters(db: Executor, workshopID: string): Promise<ParametersRow | undefined> {
  const [row] = await db
    .select()
    .from(workshopParameters)
    .where(eq(workshopParameters.workshopID, workshopID));
  return row;
}

export async function workshopExists(db: Executor, workshopID: string): Promise<boolean> {
  const rows = await db
    .select({ id: workshops.workshopID })
    .from(workshops)
    .where(eq(workshops.workshopID, workshopID));
  return rows.length > 0;
}

/** Creates the row with the column defaults when it is missing (the workshop must exist). */
export function ensureParameters(db: Executor, values: typeof workshopParameters.$inferInsert) {
  return db.insert(workshopParameters).values(values).onConflictDoNothing();
}

export async function updateParameters(
  db: Executor,
  workshopID: string,
  values: Partial<typeof workshopParameters.$inferInsert>,
): Promise<ParametersRow | undefined> {
  if (Object.keys(values).length === 0) return findParameters(db, workshopID);
  const [row] = await db
    .update(workshopParameters)
    .set(values)
    .where(eq(workshopParameters.workshopID, workshopID))
    .returning();
  return row;
}

export function listRoleWarnings(db: Executor, workshopID: string) {
  return db
    .select({ roleID: roles.id, roleName: roles.name, alertTypeID: workshopRoleWarnings.alertTypeID })
    .from(workshopRoleWarnings)
    .innerJoin(roles, eq(roles.id, workshopRoleWarnings.roleID))
    .where(eq(workshopRoleWarnings.workshopID, workshopID))
    .orderBy(asc(workshopRoleWarnings.alertTypeID), asc(roles.name));
}

export async function listDailyStatisticsRoleNames(db: Executor, workshopID: string): Promise<string[]> {
  const rows = await db
    .select({ name: roles.name })
    .from(workshopDailyStatisticsRoles)
    .innerJoin(roles, eq(roles.id, workshopDailyStatisticsRoles.roleID))
    .where(eq(workshopDailyStatisticsRoles.workshopID, workshopID))
    .orderBy(asc(roles.name));
  return rows.map((r) => r.name);
}

/** Role ids by name. */
export async function roleIDsByName(db: Executor, names: string[]): Promise<Map<string, string>> {
  if (names.length === 0) return new Map();
  const rows = await db
    .select({ id: roles.id, name: roles.name })
    .from(roles)
    .where(inArray(roles.name, names));
  return new Map(rows.map((r) => [r.name, r.id]));
}

export async function replaceRoleWarnings(
  db: Executor,
  workshopID: string,
  rows: { roleID: string; alertTypeID: number }[],
) {
  await db.delete(workshopRoleWarnings).where(eq(workshopRoleWarnings.workshopID, workshopID));
  if (rows.length > 0) await db.insert(workshopRoleWarnings).values(rows.map((r) => ({ ...r, workshopID })));
}

export async function replaceDailyStatisticsRoles(db: Executor, workshopID: string, roleIDs: string[]) {
  await db
    .delete(workshopDailyStatisticsRoles)
    .where(eq(workshopDailyStatisticsRoles.workshopID, workshopID));
  if (roleIDs.length > 0) {
    await db.insert(workshopDailyStatisticsRoles).values(roleIDs.map((roleID) => ({ roleID, workshopID })));
  }
}

export function listSmsSenders(db: Executor) {
  return db.select().from(smsSenders).orderBy(asc(smsSenders.name));
}

export async function smsSenderExists(db: Executor, smsSenderID: string): Promise<boolean> {
  const rows = await db
    .select({ id: smsSenders.smsSenderID })
    .from(smsSenders)
    .where(eq(smsSenders.smsSenderID, smsSenderID));
  return rows.length > 0;
}
