import { and, desc, eq, isNull, lte, or } from 'drizzle-orm';
import type { Executor } from '../../core/db/client.ts';
import { apiKeys, roles, users, userWorkshopRoles } from '../../core/db/schema/index.ts';

// Queries only: the rules live in api-keys-service.ts and api-key-auth.ts.

export type ApiKeyRow = typeof apiKeys.$inferSelect;

/** A key by its public prefix, with whether its integration user still exists. */
export async function findKeyByPrefix(db: Executor, prefix: string) {
  const [row] = await db
    .select({ key: apiKeys, user: { userName: users.userName, deletedAt: users.deletedAt } })
    .from(apiKeys)
    .innerJoin(users, eq(users.userID, apiKeys.integrationUserID))
    .where(eq(apiKeys.prefix, prefix));
  return row;
}

export async function findKey(db: Executor, apiKeyID: string, lock = false) {
  const query = db.select().from(apiKeys).where(eq(apiKeys.apiKeyID, apiKeyID));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** A workshop's keys, newest first, revoked ones included (the admin sees what was cut off). */
export function listKeys(db: Executor, workshopID: string) {
  return db
    .select()
    .from(apiKeys)
    .where(eq(apiKeys.workshopID, workshopID))
    .orderBy(desc(apiKeys.createdAt), desc(apiKeys.apiKeyID));
}

/** Notes a use, unless one was noted in the last minute: one write per key per minute at most. */
export async function touchLastUsed(db: Executor, apiKeyID: string, now: Date) {
  const minuteAgo = new Date(now.getTime() - 60_000);
  await db
    .update(apiKeys)
    .set({ lastUsedAt: now })
    .where(
      and(eq(apiKeys.apiKeyID, apiKeyID), or(isNull(apiKeys.lastUsedAt), lte(apiKeys.lastUsedAt, minuteAgo))),
    );
}

export async function roleIDByName(db: Executor, name: string): Promise<string> {
  const [row] = await db.select({ id: roles.id }).from(roles).where(eq(roles.name, name));
  if (!row) throw new Error(`role ${name} missing`);
  return row.id;
}

/** The key's integration user, its role in the workshop and the key, written together. */
export async function insertKeyWithUser(
  tx: Executor,
  values: {
    workshopID: string;
    name: string;
    prefix: string;
    secretHash: string;
    scopes: string[];
    createdByUserID: string;
    roleID: string;
  },
) {
  const [user] = await tx
    .insert(users)
    .values({
      userName: `api-key-${values.prefix}`,
      firstname: 'API',
      lastname: values.name,
      // No password, and locked: nobody signs in as a key's user; only the key acts as it.
      passwordHash: null,
      userLocked: true,
    })
    .returning({ userID: users.userID });
  if (!user) throw new Error('integration user insert returned nothing');
  await tx
    .insert(userWorkshopRoles)
    .values({ userID: user.userID, workshopID: values.workshopID, roleID: values.roleID });
  const [key] = await tx
    .insert(apiKeys)
    .values({
      workshopID: values.workshopID,
      name: values.name,
      prefix: values.prefix,
      secretHash: values.secretHash,
      scopes: values.scopes,
      integrationUserID: user.userID,
      createdByUserID: values.createdByUserID,
    })
    .returning();
  if (!key) throw new Error('api key insert returned nothing');
  return key;
}

/** Revokes the key and deletes its integration user, so nothing it authenticated keeps working. */
export async function revokeKey(tx: Executor, key: ApiKeyRow, byUserID: string, now: Date) {
  await tx
    .update(apiKeys)
    .set({ revokedAt: now, revokedByUserID: byUserID })
    .where(eq(apiKeys.apiKeyID, key.apiKeyID));
  await tx
    .update(users)
    .set({ deletedAt: now, securityStamp: crypto.randomUUID() })
    .where(eq(users.userID, key.integrationUserID));
}
