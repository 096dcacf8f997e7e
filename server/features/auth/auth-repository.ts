import { and, asc, count, eq, gt, isNull, ne, or, sql } from 'drizzle-orm';
import type { HeldRole } from '../../core/context/auth-state.ts';
import type { Executor } from '../../core/db/client.ts';
import {
  auditLog,
  loginAttempts,
  passwordResetCodes,
  refreshSessions,
  roles,
  users,
  userWorkshopRoles,
  workshops,
} from '../../core/db/schema/index.ts';

// Queries only: the rules live in auth-service.ts.

export type UserRow = typeof users.$inferSelect;
export type SessionRow = typeof refreshSessions.$inferSelect;

export async function findUserByUserName(db: Executor, userName: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(sql`lower(${users.userName}) = lower(${userName})`, isNull(users.deletedAt)))
    .limit(1);
  return row;
}

export async function findUserByEmail(db: Executor, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(sql`lower(${users.email}) = lower(${email})`, isNull(users.deletedAt)))
    .limit(1);
  return row;
}

export async function findUserById(db: Executor, userID: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.userID, userID), isNull(users.deletedAt)))
    .limit(1);
  return row;
}

export function updateUser(db: Executor, userID: string, values: Partial<typeof users.$inferInsert>) {
  return db.update(users).set(values).where(eq(users.userID, userID));
}

/** Every role a user holds, per workshop (deleted workshops excluded). */
export function loadHeldRoles(db: Executor, userID: string): Promise<HeldRole[]> {
  return db
    .select({
      userWorkshopRoleID: userWorkshopRoles.userWorkshopRoleID,
      workshopID: userWorkshopRoles.workshopID,
      workshopName: workshops.name,
      roleID: roles.id,
      roleName: roles.name,
    })
    .from(userWorkshopRoles)
    .innerJoin(roles, eq(roles.id, userWorkshopRoles.roleID))
    .innerJoin(workshops, eq(workshops.workshopID, userWorkshopRoles.workshopID))
    .where(and(eq(userWorkshopRoles.userID, userID), isNull(workshops.deletedAt)))
    .orderBy(asc(workshops.name), asc(roles.name));
}

export function listAssignableRoles(db: Executor) {
  return db
    .select()
    .from(roles)
    .where(and(ne(roles.name, 'Admin'), ne(roles.name, 'Cliente')))
    .orderBy(asc(roles.name));
}

export async function insertSession(
  db: Executor,
  values: typeof refreshSessions.$inferInsert,
): Promise<SessionRow> {
  const [row] = await db.insert(refreshSessions).values(values).returning();
  if (!row) throw new Error('session insert returned nothing');
  return row;
}

/** A live session: not revoked, not expired. */
export async function findLiveSession(
  db: Executor,
  sessionID: string,
  now: Date,
): Promise<SessionRow | undefined> {
  const [row] = await db
    .select()
    .from(refreshSessions)
    .where(
      and(
        eq(refreshSessions.sessionID, sessionID),
        isNull(refreshSessions.revokedAt),
        gt(refreshSessions.expiresAt, now),
      ),
    )
    .limit(1);
  return row;
}

export function extendSession(db: Executor, sessionID: string, now: Date, expiresAt: Date) {
  return db
    .update(refreshSessions)
    .set({ lastUsedAt: now, expiresAt })
    .where(eq(refreshSessions.sessionID, sessionID));
}

export function revokeSession(db: Executor, sessionID: string, now: Date) {
  return db
    .update(refreshSessions)
    .set({ revokedAt: now })
    .where(and(eq(refreshSessions.sessionID, sessionID), isNull(refreshSessions.revokedAt)));
}

/** Ends every session of a user, and every sign-in-as the user (an admin) opened as someone else. */
export function revokeUserSessions(db: Executor, userID: string, now: Date) {
  return db
    .update(refreshSessions)
    .set({ revokedAt: now })
    .where(
      and(
        or(eq(refreshSessions.userID, userID), eq(refreshSessions.impersonatorUserID, userID)),
        isNull(refreshSessions.revokedAt),
      ),
    );
}

export function recordLoginAttempt(db: Executor, address: string, userName: string, succeeded: boolean) {
  return db.insert(loginAttempts).values({ address, userName: userName.slice(0, 256), succeeded });
}

export function insertAudit(db: Executor, values: typeof auditLog.$inferInsert) {
  return db.insert(auditLog).values(values);
}

export function insertResetCode(db: Executor, values: typeof passwordResetCodes.$inferInsert) {
  return db.insert(passwordResetCodes).values(values);
}

/** Unused, unexpired codes of a user, newest first. */
export function findOpenResetCodes(db: Executor, userID: string, now: Date) {
  return db
    .select()
    .from(passwordResetCodes)
    .where(
      and(
        eq(passwordResetCodes.userID, userID),
        isNull(passwordResetCodes.usedAt),
        gt(passwordResetCodes.expiresAt, now),
      ),
    )
    .orderBy(sql`${passwordResetCodes.createdAt} desc`)
    .limit(5);
}

export async function countResetCodesSince(db: Executor, userID: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(passwordResetCodes)
    .where(and(eq(passwordResetCodes.userID, userID), gt(passwordResetCodes.createdAt, since)));
  return row?.n ?? 0;
}

export function markResetCodesUsed(db: Executor, userID: string, now: Date) {
  return db
    .update(passwordResetCodes)
    .set({ usedAt: now })
    .where(and(eq(passwordResetCodes.userID, userID), isNull(passwordResetCodes.usedAt)));
}
