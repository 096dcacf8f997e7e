import {
  createMonitorInputSchema,
  createSloganInputSchema,
  createTotemInputSchema,
  updateMonitorInputSchema,
  updateSloganInputSchema,
  updateTotemInputSchema,
} from '../../../shared/validation/display-setup.ts';
import { type FieldError, parseForm } from '../../../shared/validation/form-errors.ts';
import type { RequestContext } from '../../core/context/context.ts';
import type { Executor } from '../../core/db/client.ts';
import { notFound } from '../../core/graphql/errors.ts';
import { fieldError, refused } from '../../core/graphql/form-result.ts';
import { isId } from '../../core/graphql/ids.ts';
import { requireManagedEntity, requireWorkshopManager } from '../../core/policies/workshop-access.ts';
import { publishConfigurationChange } from '../../core/realtime/publish-change.ts';
import { monitorGroups } from '../monitor/monitor-repository.ts';
import { findTotems, queuesOfTotems } from '../totem/totem-repository.ts';
import * as repo from './display-setup-repository.ts';

// Monitors, totems and slogans of a workshop: managers of that workshop (and admins).

const inputOf = (input: unknown) => (input ?? {}) as Record<string, unknown>;

// Every write below tells the workshop's screens with publishConfigurationChange: a change event
// names no slogan, monitor or totem, and `monitorCalls` delivers it to running monitors as a
// configuration change, on which a monitor reads its slogans again.

/** Monitors with their queue groups. */
export async function monitorsWithGroups(
  ctx: RequestContext,
  rows: Awaited<ReturnType<typeof repo.listMonitors>>,
) {
  const groups = await monitorGroups(
    ctx.db,
    rows.map((m) => m.monitorID),
  );
  return rows.map((m) => ({ ...m, queueGroups: groups.filter((g) => g.monitorID === m.monitorID) }));
}

/** Totems with their queues. */
export async function totemsWithQueues(ctx: RequestContext, rows: Awaited<ReturnType<typeof findTotems>>) {
  const queues = await queuesOfTotems(
    ctx.db,
    rows.map((t) => t.totemID),
  );
  return rows.map((t) => ({ ...t, totemQueues: queues.filter((q) => q.totemID === t.totemID) }));
}

export async function listMonitors(ctx: RequestContext, workshopID: string) {
  requireWorkshopManager(ctx, workshopID);
  return monitorsWithGroups(ctx, await repo.listMonitors(ctx.db, { workshopID }));
}

/** The accounts a monitor or totem may use (see the repository for which). */
export function listDeviceAccounts(ctx: RequestContext, workshopID: string) {
  requireWorkshopManager(ctx, workshopID);
  return repo.deviceAccountChoices(ctx.db, workshopID);
}

export async function listTotems(ctx: RequestContext, workshopID: string) {
  requireWorkshopManager(ctx, workshopID);
  return totemsWithQueues(ctx, await findTotems(ctx.db, { workshopID }));
}

export function listAllSlogans(ctx: RequestContext, workshopID: string) {
  requireWorkshopManager(ctx, workshopID);
  return repo.listAllSlogans(ctx.db, workshopID);
}

/** The workshop a create names (after checking the caller manages it) or an update's row's. */
async function scopeOf<T extends { workshopID: string }>(
  ctx: RequestContext,
  input: unknown,
  idField: string | null,
  what: string,
  load: (id: string) => Promise<T | undefined>,
): Promise<string> {
  const raw = inputOf(input);
  if (idField === null) {
    const workshopID = String(raw.workshopID ?? '');
    requireWorkshopManager(ctx, workshopID);
    return workshopID;
  }
  return (await requireManagedEntity(ctx, raw[idField], what, load)).workshopID;
}

/** What a save's transaction ends with: the field errors that stopped it, or the saved row's id. */
type Saved<K extends string> = { errors: FieldError[] } | { [P in K]: string };

/**
 * The error on `userID` when a screen of the workshop may not sign in with that account: unknown or
 * deleted (`invalid`), or not a device account free for this workshop (`notDeviceAccount`: staff,
 * an admin, another workshop's screen). Runs in the save's transaction, which it makes hold the
 * account's row until commit, so two workshops saving at once cannot both take one account.
 */
async function deviceAccountErrors(tx: Executor, workshopID: string, userID: string): Promise<FieldError[]> {
  const verdict = isId(userID) ? await repo.lockDeviceAccount(tx, workshopID, userID) : 'unknown';
  if (verdict === 'unknown') return [fieldError('userID', 'invalid')];
  if (verdict === 'refused') return [fieldError('userID', 'notDeviceAccount')];
  return [];
}

async function saveMonitor(ctx: RequestContext, input: unknown, isUpdate: boolean) {
  const workshopID = await scopeOf(ctx, input, isUpdate ? 'monitorID' : null, 'Monitor', (id) =>
    repo.findMonitorRow(ctx.db, id),
  );
  const parsed = isUpdate
    ? parseForm(updateMonitorInputSchema, input)
    : parseForm(createMonitorInputSchema, input);
  if (!parsed.ok) return refused('monitor', parsed.errors);
  const { name, userID, queueGroups } = parsed.value;
  const saved = await ctx.db.transaction(async (tx): Promise<Saved<'monitorID'>> => {
    const errors: FieldError[] = [];
    const ids = queueGroups.map((g) => g.queueGroupID);
    const live = await repo.liveGroupIDs(tx, workshopID, ids.filter(isId));
    ids.forEach((id, i) => {
      if (!live.has(id)) errors.push(fieldError(`queueGroups.${i}.queueGroupID`, 'invalid'));
    });
    if (userID) errors.push(...(await deviceAccountErrors(tx, workshopID, userID)));
    if (errors.length > 0) return { errors };
    let id = String(inputOf(input).monitorID ?? '');
    if (isUpdate) await repo.updateMonitor(tx, id, { name, userID });
    else id = (await repo.insertMonitor(tx, { workshopID, name, userID })).monitorID;
    await repo.replaceMonitorGroups(tx, id, queueGroups);
    return { monitorID: id };
  });
  if ('errors' in saved) return refused('monitor', saved.errors);
  const { monitorID } = saved;
  await publishConfigurationChange(ctx, workshopID);
  const [monitor] = await monitorsWithGroups(ctx, await repo.listMonitors(ctx.db, { monitorID }));
  return { monitor: monitor ?? null, formErrors: [] };
}

export const createMonitor = (ctx: RequestContext, input: unknown) => saveMonitor(ctx, input, false);
export const updateMonitor = (ctx: RequestContext, input: unknown) => saveMonitor(ctx, input, true);

export async function deleteMonitor(ctx: RequestContext, monitorID: unknown) {
  const monitor = await requireManagedEntity(ctx, monitorID, 'Monitor', (id) =>
    repo.findMonitorRow(ctx.db, id),
  );
  await ctx.db.transaction((tx) => repo.deleteMonitor(tx, monitor.monitorID));
  await publishConfigurationChange(ctx, monitor.workshopID);
  return { deletedID: monitor.monitorID, success: true };
}

async function saveTotem(ctx: RequestContext, input: unknown, isUpdate: boolean) {
  const workshopID = await scopeOf(ctx, input, isUpdate ? 'totemID' : null, 'Totem', (id) =>
    repo.findTotemRow(ctx.db, id),
  );
  const parsed = isUpdate
    ? parseForm(updateTotemInputSchema, input)
    : parseForm(createTotemInputSchema, input);
  if (!parsed.ok) return refused('totem', parsed.errors);
  const { name, userID, totemQueues } = parsed.value;
  const saved = await ctx.db.transaction(async (tx): Promise<Saved<'totemID'>> => {
    const errors: FieldError[] = [];
    const ids = totemQueues.map((q) => q.queueID);
    const live = await repo.liveQueueIDs(tx, workshopID, ids.filter(isId));
    ids.forEach((id, i) => {
      if (!live.has(id)) errors.push(fieldError(`totemQueues.${i}.queueID`, 'invalid'));
    });
    errors.push(...(await deviceAccountErrors(tx, workshopID, userID)));
    if (errors.length > 0) return { errors };
    let id = String(inputOf(input).totemID ?? '');
    if (isUpdate) await repo.updateTotem(tx, id, { name, userID });
    else id = (await repo.insertTotem(tx, { workshopID, name, userID })).totemID;
    await repo.replaceTotemQueues(tx, id, totemQueues);
    return { totemID: id };
  });
  if ('errors' in saved) return refused('totem', saved.errors);
  const { totemID } = saved;
  await publishConfigurationChange(ctx, workshopID);
  const [totem] = await totemsWithQueues(ctx, await findTotems(ctx.db, { totemID }));
  return { totem: totem ?? null, formErrors: [] };
}

export const createTotem = (ctx: RequestContext, input: unknown) => saveTotem(ctx, input, false);
export const updateTotem = (ctx: RequestContext, input: unknown) => saveTotem(ctx, input, true);

export async function deleteTotem(ctx: RequestContext, totemID: unknown) {
  const totem = await requireManagedEntity(ctx, totemID, 'Totem', (id) => repo.findTotemRow(ctx.db, id));
  await ctx.db.transaction((tx) => repo.deleteTotem(tx, totem.totemID));
  await publishConfigurationChange(ctx, totem.workshopID);
  return { deletedID: totem.totemID, success: true };
}

async function saveSlogan(ctx: RequestContext, input: unknown, isUpdate: boolean) {
  const workshopID = await scopeOf(ctx, input, isUpdate ? 'sloganID' : null, 'Slogan', (id) =>
    repo.findSloganRow(ctx.db, id),
  );
  const parsed = isUpdate
    ? parseForm(updateSloganInputSchema, input)
    : parseForm(createSloganInputSchema, input);
  if (!parsed.ok) return refused('slogan', parsed.errors);
  const { title, text, order, duration, isVisible } = parsed.value;
  const values = { title, text, order, duration, isVisible };
  const slogan = await ctx.db.transaction((tx) =>
    isUpdate
      ? repo.updateSlogan(tx, String(inputOf(input).sloganID), values)
      : repo.insertSlogan(tx, { ...values, workshopID }),
  );
  if (!slogan) throw notFound('Slogan');
  await publishConfigurationChange(ctx, workshopID);
  return { slogan, formErrors: [] };
}

export const createSlogan = (ctx: RequestContext, input: unknown) => saveSlogan(ctx, input, false);
export const updateSlogan = (ctx: RequestContext, input: unknown) => saveSlogan(ctx, input, true);

export async function deleteSlogan(ctx: RequestContext, sloganID: unknown) {
  const slogan = await requireManagedEntity(ctx, sloganID, 'Slogan', (id) => repo.findSloganRow(ctx.db, id));
  await ctx.db.transaction((tx) => repo.deleteSlogan(tx, slogan.sloganID));
  await publishConfigurationChange(ctx, slogan.workshopID);
  return { deletedID: slogan.sloganID, success: true };
}
