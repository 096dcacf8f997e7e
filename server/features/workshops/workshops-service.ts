import { type FieldError, parseForm } from '../../../shared/validation/form-errors.ts';
import {
  createWorkshopInputSchema,
  updateWorkshopInputSchema,
} from '../../../shared/validation/workshops.ts';
import type { RequestContext } from '../../core/context/context.ts';
import { isUniqueViolation } from '../../core/db/db-errors.ts';
import { revokeWorkshopKeys } from '../../core/db/integration-users.ts';
import { AppError, notFound } from '../../core/graphql/errors.ts';
import { fieldError, refused } from '../../core/graphql/form-result.ts';
import { isId } from '../../core/graphql/ids.ts';
import { decodeCursor, encodeCursor, pageSize, toConnection } from '../../core/graphql/paging.ts';
import { withCleanLogo } from '../../core/images/svg-logo.ts';
import { canActInWorkshops, requireAdmin, requireUser } from '../../core/policies/roles.ts';
import { requireWorkshopManager } from '../../core/policies/workshop-access.ts';
import { publishConfigurationChange } from '../../core/realtime/publish-change.ts';
import { insertAudit } from '../auth/auth-repository.ts';
import { publishUserSecurity } from '../auth/security-events.ts';
import { NOTICE_WORKSHOP_FIELDS, raiseNoticeVersion } from '../privacy/privacy-notice.ts';
import { DEFAULT_SMS_TEXTS } from './default-sms-texts.ts';
import * as repo from './workshops-repository.ts';

const ORDER = 'NAME_ASC';

/** Workshops by name, a page at a time: all for an admin, otherwise those where the caller holds a role. */
export async function listWorkshops(
  ctx: RequestContext,
  args: { first?: number | null; after?: string | null; search?: string | null },
) {
  const auth = requireUser(ctx);
  const size = pageSize(args.first);
  const cursor = args.after ? decodeCursor(args.after, ORDER) : null;
  const filter = { ids: canActInWorkshops(auth, 'any'), search: args.search };
  const [rows, totalCount] = await Promise.all([
    repo.listWorkshops(ctx.db, filter, size + 1, cursor ? { value: cursor.v, workshopID: cursor.id } : null),
    repo.countWorkshops(ctx.db, filter),
  ]);
  return toConnection(rows, size, totalCount, cursor !== null, (row) =>
    encodeCursor({ o: ORDER, v: row.sortKey, id: row.workshopID }),
  );
}

/** One workshop, for an admin or one of its managers; null when there is none with this id. */
export async function readWorkshop(ctx: RequestContext, workshopID: string) {
  requireWorkshopManager(ctx, workshopID);
  return (await repo.findWorkshop(ctx.db, workshopID)) ?? null;
}

/** The code is unique (a duplicate is a field error, also when two admins race). */
export async function createWorkshop(ctx: RequestContext, input: unknown) {
  requireAdmin(ctx);
  const parsed = parseForm(createWorkshopInputSchema, input);
  if (!parsed.ok) return refused('workshop', parsed.errors);
  // A new workshop has no queues yet: its pickup queue is chosen once it has some.
  if (parsed.value.withdrawalQueueID)
    return refused('workshop', [fieldError('withdrawalQueueID', 'invalid')]);
  const values = withCleanLogo(parsed.value);
  if (!values) return refused('workshop', [fieldError('logoUrl', 'imageMalformed')]);
  try {
    const workshop = await ctx.db.transaction(async (tx) => {
      if (await repo.workshopCodeTaken(tx, values.workshopCode)) return null;
      const row = await repo.insertWorkshop(tx, values);
      await repo.insertParameters(tx, { workshopID: row.workshopID, ...DEFAULT_SMS_TEXTS });
      return row;
    });
    if (!workshop) return refused('workshop', [fieldError('workshopCode', 'duplicate')]);
    return { workshop, formErrors: [] };
  } catch (error) {
    if (isUniqueViolation(error)) return refused('workshop', [fieldError('workshopCode', 'duplicate')]);
    throw error;
  }
}

export async function updateWorkshop(ctx: RequestContext, input: unknown) {
  requireAdmin(ctx);
  const workshopID = (input as { workshopID?: unknown } | null)?.workshopID;
  const current =
    typeof workshopID === 'string' && isId(workshopID)
      ? await repo.findWorkshop(ctx.db, workshopID)
      : undefined;
  if (!current) throw notFound('Workshop');
  const parsed = parseForm(updateWorkshopInputSchema, input);
  if (!parsed.ok) return refused('workshop', parsed.errors);
  const cleaned = withCleanLogo(parsed.value);
  if (!cleaned) return refused('workshop', [fieldError('logoUrl', 'imageMalformed')]);
  const { workshopID: id, ...changes } = cleaned;
  const values = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));
  const errors: FieldError[] = [];
  const queueID = changes.withdrawalQueueID;
  if (queueID && !(isId(queueID) && (await repo.isQueueOf(ctx.db, queueID, id)))) {
    errors.push(fieldError('withdrawalQueueID', 'invalid'));
  }
  if (errors.length > 0) return refused('workshop', errors);
  try {
    const workshop = await ctx.db.transaction(async (tx) => {
      if (changes.workshopCode && (await repo.workshopCodeTaken(tx, changes.workshopCode, id))) return null;
      const noticeFacts = NOTICE_WORKSHOP_FIELDS.some(
        (field) => values[field] !== undefined && values[field] !== current[field],
      );
      if (noticeFacts) await raiseNoticeVersion(tx, id);
      return repo.updateWorkshop(tx, id, values);
    });
    if (!workshop) return refused('workshop', [fieldError('workshopCode', 'duplicate')]);
    // After the commit: the monitors read their videos from this folder (decision 0006), and the
    // staff screens show the workshop's day and times in its zone.
    const deskSettings = values.timeZone !== undefined;
    if (deskSettings || values.videoFolderPath !== undefined) {
      await publishConfigurationChange(ctx, id, { deskSettings });
    }
    return { workshop, formErrors: [] };
  } catch (error) {
    if (isUniqueViolation(error)) return refused('workshop', [fieldError('workshopCode', 'duplicate')]);
    throw error;
  }
}

/**
 * Soft delete: the workshop leaves every list and its staff lose its roles' rights, its history
 * stays. Refused while customers are in the workshop (checked in and not yet out). Its API keys
 * are revoked and their integration accounts deleted in the same transaction (audited one by one).
 */
export async function deleteWorkshop(ctx: RequestContext, workshopID: string) {
  const admin = requireAdmin(ctx);
  if (!isId(workshopID)) throw notFound('Workshop');
  const now = ctx.now();
  const revoked = await ctx.db.transaction(async (tx) => {
    const workshop = await repo.findWorkshop(tx, workshopID, true);
    if (!workshop) throw notFound('Workshop');
    const inProgress = await repo.countCustomersInProgress(tx, workshopID);
    if (inProgress > 0) {
      throw new AppError(
        'CONFLICT',
        `The workshop still has ${inProgress} customers checked in and not yet out: finish with them first.`,
        { reason: 'WORKSHOP_IN_USE', count: inProgress },
      );
    }
    await repo.updateWorkshop(tx, workshopID, { deletedAt: now });
    const keys = await revokeWorkshopKeys(tx, workshopID, admin.userID, now);
    for (const key of keys) {
      await insertAudit(tx, {
        actorUserID: admin.userID,
        impersonatorUserID: admin.impersonator?.userID ?? null,
        action: 'apiKey.revoked',
        targetUserID: key.integrationUserID,
        details: { apiKeyID: key.apiKeyID, workshopID, prefix: key.prefix, reason: 'workshopDeleted' },
      });
    }
    return keys;
  });
  // After commit: every replica forgets what the keys authenticated.
  for (const key of revoked) {
    await publishUserSecurity(ctx, { userID: key.integrationUserID, reason: 'deleted' });
  }
  if (revoked.length)
    ctx.logger.info('API keys revoked with their workshop', { workshopId: workshopID, keys: revoked.length });
  return { success: true, formErrors: [] };
}
