import { createApiKeyInputSchema } from '../../../shared/validation/api-keys.ts';
import { parseForm } from '../../../shared/validation/form-errors.ts';
import type { RequestContext } from '../../core/context/context.ts';
import { refused } from '../../core/graphql/form-result.ts';
import { requireAdmin } from '../../core/policies/roles.ts';
import { requireEntity } from '../../core/policies/workshop-access.ts';
import { insertAudit } from '../auth/auth-repository.ts';
import { publishUserSecurity } from '../auth/security-events.ts';
import { findWorkshop } from '../workshops/workshops-repository.ts';
import { newApiKey } from './api-key-codes.ts';
import * as repo from './api-keys-repository.ts';

/**
 * Workshop API keys (docs/integrations.md): an admin creates, lists and revokes them. Creation and
 * revocation go into the audit log with the key's id and prefix, never its secret.
 */

/** The role a key's integration user holds: appointments and statistics of one workshop. */
const KEY_ROLE = 'Booking';

export async function listApiKeys(ctx: RequestContext, workshopID: string) {
  requireAdmin(ctx);
  await requireEntity(workshopID, 'Workshop', (id) => findWorkshop(ctx.db, id));
  return repo.listKeys(ctx.db, workshopID);
}

export async function createApiKey(ctx: RequestContext, input: unknown) {
  const auth = requireAdmin(ctx);
  const parsed = parseForm(createApiKeyInputSchema, input);
  if (!parsed.ok) return { ...refused('apiKey', parsed.errors), key: null };
  const { workshopID, name, scopes } = parsed.value;
  await requireEntity(workshopID, 'Workshop', (id) => findWorkshop(ctx.db, id));
  const made = newApiKey();
  const apiKey = await ctx.db.transaction(async (tx) => {
    const row = await repo.insertKeyWithUser(tx, {
      workshopID,
      name,
      prefix: made.prefix,
      secretHash: made.secretHash,
      scopes: [...scopes],
      createdByUserID: auth.userID,
      roleID: await repo.roleIDByName(tx, KEY_ROLE),
    });
    await insertAudit(tx, {
      actorUserID: auth.userID,
      impersonatorUserID: auth.impersonator?.userID ?? null,
      action: 'apiKey.created',
      targetUserID: row.integrationUserID,
      details: { apiKeyID: row.apiKeyID, workshopID, prefix: row.prefix, scopes: row.scopes },
    });
    return row;
  });
  ctx.logger.info('API key created', { apiKeyID: apiKey.apiKeyID, workshopID, prefix: apiKey.prefix });
  // The only time the key's text leaves the server.
  return { apiKey, key: made.key, formErrors: [] };
}

export async function revokeApiKey(ctx: RequestContext, apiKeyID: string) {
  const auth = requireAdmin(ctx);
  const revoked = await ctx.db.transaction(async (tx) => {
    const key = await requireEntity(apiKeyID, 'API key', (id) => repo.findKey(tx, id, true));
    // Revoking twice is a no-op: the first revocation's time and author stay.
    if (key.revokedAt) return null;
    await repo.revokeKey(tx, key, auth.userID, ctx.now());
    await insertAudit(tx, {
      actorUserID: auth.userID,
      impersonatorUserID: auth.impersonator?.userID ?? null,
      action: 'apiKey.revoked',
      targetUserID: key.integrationUserID,
      details: { apiKeyID: key.apiKeyID, workshopID: key.workshopID, prefix: key.prefix },
    });
    return key;
  });
  if (revoked) {
    await publishUserSecurity(ctx, { userID: revoked.integrationUserID, reason: 'deleted' });
    ctx.logger.info('API key revoked', { apiKeyID: revoked.apiKeyID, workshopID: revoked.workshopID });
  }
  return { success: true, formErrors: [] };
}
