import { and, eq, inArray, isNull, notExists, sql } from 'drizzle-orm';
import type { Executor } from './client.ts';
import { apiKeys, users } from './schema/index.ts';

/**
 * A condition on `users`: a person's or a device's account, not the integration user behind a
 * workshop API key. Those users hold a role only so that the key passes the per-workshop checks;
 * no list of people, count or recipient choice shows them (the API keys screen does).
 */
export const notIntegrationUser = () =>
  notExists(sql`(select 1 from ${apiKeys} where ${apiKeys.integrationUserID} = ${users.userID})`);

/** Whether the account is the integration user behind a workshop API key (revoked or not). */
export async function isIntegrationUser(db: Executor, userID: string): Promise<boolean> {
  const [row] = await db
    .select({ apiKeyID: apiKeys.apiKeyID })
    .from(apiKeys)
    .where(eq(apiKeys.integrationUserID, userID))
    .limit(1);
  return Boolean(row);
}

/**
 * Revokes every live key of a workshop and deletes their integration users, in the caller's
 * transaction (the workshop's delete): a deleted workshop leaves no account that a key could still
 * stand for. Returns the keys revoked, for the audit lines and the security events after commit.
 */
export async function revokeWorkshopKeys(tx: Executor, workshopID: string, byUserID: string, now: Date) {
  const revoked = await tx
    .update(apiKeys)
    .set({ revokedAt: now, revokedByUserID: byUserID })
    .where(and(eq(apiKeys.workshopID, workshopID), isNull(apiKeys.revokedAt)))
    .returning({
      apiKeyID: apiKeys.apiKeyID,
      prefix: apiKeys.prefix,
      integrationUserID: apiKeys.integrationUserID,
    });
  if (revoked.length > 0) {
    await tx
      .update(users)
      .set({ deletedAt: now, securityStamp: crypto.randomUUID() })
      .where(
        inArray(
          users.userID,
          revoked.map((key) => key.integrationUserID),
        ),
      );
  }
  return revoked;
}
