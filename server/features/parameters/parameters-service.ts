import { parseForm } from '../../../shared/validation/form-errors.ts';
import { updateParametersInputSchema } from '../../../shared/validation/parameters.ts';
import type { RequestContext } from '../../core/context/context.ts';
import { notFound } from '../../core/graphql/errors.ts';
import { fieldError, refused } from '../../core/graphql/form-result.ts';
import { isId } from '../../core/graphql/ids.ts';
import { requireUser } from '../../core/policies/roles.ts';
import { requireWorkshopManager } from '../../core/policies/workshop-access.ts';
import { publishConfigurationChange } from '../../core/realtime/publish-change.ts';
import { forgetWorkshopDurations } from '../job-durations/expected-durations.ts';
import { lockWorkshop } from '../queue-setup/queue-setup-repository.ts';
import * as repo from './parameters-repository.ts';

/** The parameters the staff screens read live: queue order, estimates and the critical wait. */
const DESK_PARAMETERS = [
  'toleranceMinutes',
  'acceptanceDurationMinutes',
  'autoRecalcQueueEnabled',
  'preferredResourceEnabled',
  'criticalThresholdAlertMinutes',
] as const;

/**
 * The parameters the customers' privacy notice reads (its texts, or the default's retention and
 * contacts): a change gives the notice a new version, and consents record the version they saw.
 */
const NOTICE_PARAMETERS = [
  'privacyNoticeIt',
  'privacyNoticeEn',
  'personalDataRetentionMonths',
  'bookingOfficeEmail',
  'bookingOfficeTelephone',
] as const;

/** A workshop's parameters; a workshop made before parameters existed gets the defaults row. */
export async function readParameters(ctx: RequestContext, workshopID: string) {
  requireWorkshopManager(ctx, workshopID);
  let row = await repo.findParameters(ctx.db, workshopID);
  if (!row) {
    // An admin may name any workshop: one that does not exist has no parameters to make.
    if (!(await repo.workshopExists(ctx.db, workshopID))) throw notFound('Workshop');
    await repo.ensureParameters(ctx.db, { workshopID });
    row = await repo.findParameters(ctx.db, workshopID);
  }
  if (!row) throw new Error('parameters row missing after insert');
  return row;
}

/** What is sent changes; the two role lists replace the stored ones when sent. One transaction. */
export async function updateParameters(ctx: RequestContext, input: unknown) {
  const workshopID = String((input as { workshopID?: unknown } | null)?.workshopID ?? '');
  requireWorkshopManager(ctx, workshopID);
  const parsed = parseForm(updateParametersInputSchema, input);
  if (!parsed.ok) return refused('parameters', parsed.errors);
  const { workshopRoleWarnings, dailyStatisticsRoleNames, workshopID: _id, ...fields } = parsed.value;
  if (
    fields.smsSenderID &&
    !(isId(fields.smsSenderID) && (await repo.smsSenderExists(ctx.db, fields.smsSenderID)))
  ) {
    return refused('parameters', [fieldError('smsSenderID', 'invalid')]);
  }
  const values = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
  const parameters = await ctx.db.transaction(async (tx) => {
    await lockWorkshop(tx, workshopID);
    if (!(await repo.workshopExists(tx, workshopID))) throw notFound('Workshop');
    await repo.ensureParameters(tx, { workshopID });
    const names = [
      ...(workshopRoleWarnings ?? []).map((w) => w.roleName),
      ...(dailyStatisticsRoleNames ?? []),
    ];
    const roleIDs = await repo.roleIDsByName(tx, [...new Set(names)]);
    const idOf = (name: string) => {
      const id = roleIDs.get(name);
      if (!id) throw new Error(`role ${name} missing`);
      return id;
    };
    if (workshopRoleWarnings) {
      const unique = new Map(workshopRoleWarnings.map((w) => [`${w.roleName}:${w.alertTypeID}`, w]));
      await repo.replaceRoleWarnings(
        tx,
        workshopID,
        [...unique.values()].map((w) => ({ roleID: idOf(w.roleName), alertTypeID: w.alertTypeID })),
      );
    }
    if (dailyStatisticsRoleNames) {
      await repo.replaceDailyStatisticsRoles(
        tx,
        workshopID,
        [...new Set(dailyStatisticsRoleNames)].map(idOf),
      );
    }
    const before = await repo.findParameters(tx, workshopID);
    const noticeChanged = NOTICE_PARAMETERS.some(
      (name) => values[name] !== undefined && before && values[name] !== before[name],
    );
    const bumped = noticeChanged && before ? { privacyNoticeVersion: before.privacyNoticeVersion + 1 } : {};
    return repo.updateParameters(tx, workshopID, { ...values, ...bumped });
  });
  // A new fallback duration shows on this server's bay board at once, not when its figures expire.
  if (values.expectedJobMinutes !== undefined) forgetWorkshopDurations(ctx.db, workshopID);
  // After the commit: monitors play videos only while the switch is on (decision 0006), and the
  // staff screens order and estimate their queues and flag waits with the desk parameters.
  const deskSettings = DESK_PARAMETERS.some((name) => values[name] !== undefined);
  if (deskSettings || values.videosEnabled !== undefined) {
    await publishConfigurationChange(ctx, workshopID, { deskSettings });
  }
  return { parameters: parameters ?? null, formErrors: [] };
}

export function listSmsSenders(ctx: RequestContext) {
  requireUser(ctx);
  return repo.listSmsSenders(ctx.db);
}
