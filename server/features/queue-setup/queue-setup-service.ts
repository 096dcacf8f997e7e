import { parseForm } from '../../../shared/validation/form-errors.ts';
import {
  createBoxInputSchema,
  createQueueGroupInputSchema,
  createQueueInputSchema,
  updateBoxInputSchema,
  updateQueueGroupInputSchema,
  updateQueueInputSchema,
} from '../../../shared/validation/queue-setup.ts';
import type { RequestContext } from '../../core/context/context.ts';
import { isUniqueViolation } from '../../core/db/db-errors.ts';
import { AppError } from '../../core/graphql/errors.ts';
import { fieldError, refused } from '../../core/graphql/form-result.ts';
import { isId } from '../../core/graphql/ids.ts';
import { occupantOf } from '../../core/loaders/lookups.ts';
import { requireManagedEntity, requireWorkshopManager } from '../../core/policies/workshop-access.ts';
import { publishWorkshopChange } from '../../core/realtime/publish-change.ts';
import * as repo from './queue-setup-repository.ts';

// Queue groups, queues and boxes of a workshop: managers of that workshop (and admins). Each write
// is one transaction; open screens learn of it through publishWorkshopChange after the commit.

const inputOf = (input: unknown) => (input ?? {}) as Record<string, unknown>;

function announce(
  ctx: RequestContext,
  workshopID: string,
  ids: { queueIDs?: string[]; boxIDs?: string[]; queueGroupIDs?: string[] },
) {
  return publishWorkshopChange(ctx, {
    workshopID,
    appointmentIDs: [],
    queueIDs: ids.queueIDs ?? [],
    boxIDs: ids.boxIDs ?? [],
    call: null,
    trackingCodes: [],
    queueGroupIDs: ids.queueGroupIDs ?? [],
  });
}

/** A group of this workshop, or a field error on `field`. */
async function groupOfWorkshop(ctx: RequestContext, queueGroupID: string, workshopID: string) {
  const group = isId(queueGroupID) ? await repo.findQueueGroup(ctx.db, queueGroupID) : undefined;
  return group && group.workshopID === workshopID ? group : undefined;
}

export async function createQueueGroup(ctx: RequestContext, input: unknown) {
  const { workshopID } = inputOf(input);
  requireWorkshopManager(ctx, String(workshopID ?? ''));
  const parsed = parseForm(createQueueGroupInputSchema, input);
  if (!parsed.ok) return refused('queueGroup', parsed.errors);
  const value = parsed.value;
  const group = await ctx.db.transaction(async (tx) => {
    await repo.lockWorkshop(tx, value.workshopID);
    if (await repo.groupNameTaken(tx, value.workshopID, value.name)) return null;
    return repo.insertQueueGroup(tx, value);
  });
  if (!group) return refused('queueGroup', [fieldError('name', 'duplicate')]);
  await announce(ctx, group.workshopID, { queueGroupIDs: [group.queueGroupID] });
  return { queueGroup: group, formErrors: [] };
}

export async function updateQueueGroup(ctx: RequestContext, input: unknown) {
  const current = await requireManagedEntity(ctx, inputOf(input).queueGroupID, 'Queue group', (id) =>
    repo.findQueueGroup(ctx.db, id),
  );
  const parsed = parseForm(updateQueueGroupInputSchema, input);
  if (!parsed.ok) return refused('queueGroup', parsed.errors);
  const { queueGroupID, ...values } = parsed.value;
  const group = await ctx.db.transaction(async (tx) => {
    await repo.lockWorkshop(tx, current.workshopID);
    if (await repo.groupNameTaken(tx, current.workshopID, values.name, queueGroupID)) return null;
    return repo.updateQueueGroup(tx, queueGroupID, values);
  });
  if (!group) return refused('queueGroup', [fieldError('name', 'duplicate')]);
  await announce(ctx, group.workshopID, { queueGroupIDs: [group.queueGroupID] });
  return { queueGroup: group, formErrors: [] };
}

/** Soft delete; refused while the group still has queues or boxes (they would be orphaned). */
export async function deleteQueueGroup(ctx: RequestContext, queueGroupID: unknown) {
  const group = await requireManagedEntity(ctx, queueGroupID, 'Queue group', (id) =>
    repo.findQueueGroup(ctx.db, id),
  );
  await ctx.db.transaction(async (tx) => {
    await repo.lockWorkshop(tx, group.workshopID);
    const inside = await repo.countGroupContents(tx, group.queueGroupID);
    if (inside.queues > 0 || inside.boxes > 0) {
      throw new AppError(
        'CONFLICT',
        `The group still has ${inside.queues} queues and ${inside.boxes} boxes: move or delete them first.`,
        { reason: 'GROUP_IN_USE', queues: inside.queues, boxes: inside.boxes },
      );
    }
    await repo.updateQueueGroup(tx, group.queueGroupID, { deletedAt: ctx.now() });
  });
  await announce(ctx, group.workshopID, { queueGroupIDs: [group.queueGroupID] });
  return { deletedID: group.queueGroupID, success: true };
}

async function saveQueue(ctx: RequestContext, input: unknown, queueID: string | null) {
  const raw = inputOf(input);
  let workshopID: string;
  if (queueID !== null) {
    const current = await requireManagedEntity(ctx, queueID, 'Queue', (id) => repo.findQueue(ctx.db, id));
    workshopID = current.workshopID;
  } else {
    // A new queue belongs to its group's workshop: the group decides whose rights are needed.
    const groupID = typeof raw.queueGroupID === 'string' ? raw.queueGroupID : '';
    if (groupID === '') {
      const parsed = parseForm(createQueueInputSchema, input);
      return refused('queue', parsed.ok ? [] : parsed.errors);
    }
    const group = await requireManagedEntity(ctx, groupID, 'Queue group', (id) =>
      repo.findQueueGroup(ctx.db, id),
    );
    workshopID = group.workshopID;
  }
  const parsed =
    queueID !== null ? parseForm(updateQueueInputSchema, input) : parseForm(createQueueInputSchema, input);
  if (!parsed.ok) return refused('queue', parsed.errors);
  const { queueGroupID, name, color, message, isDefault, viewOrderNumber } = parsed.value;
  const values = { name, color, message, isDefault, viewOrderNumber };
  if (!(await groupOfWorkshop(ctx, queueGroupID, workshopID))) {
    return refused('queue', [fieldError('queueGroupID', 'invalid')]);
  }
  const { queue, cleared } = await ctx.db.transaction(async (tx) => {
    await repo.lockWorkshop(tx, workshopID);
    // One default per workshop: clearing the old one first keeps the unique index satisfied.
    const cleared = isDefault ? await repo.clearDefaultQueue(tx, workshopID, queueID ?? undefined) : [];
    const queue =
      queueID !== null
        ? await repo.updateQueue(tx, queueID, { ...values, queueGroupID })
        : await repo.insertQueue(tx, { ...values, queueGroupID, workshopID });
    return { queue, cleared };
  });
  await announce(ctx, workshopID, { queueIDs: [queue.queueID, ...cleared.map((q) => q.queueID)] });
  return { queue, formErrors: [] };
}

export const createQueue = (ctx: RequestContext, input: unknown) => saveQueue(ctx, input, null);

export function updateQueue(ctx: RequestContext, input: unknown) {
  const queueID = inputOf(input).queueID;
  return saveQueue(ctx, input, typeof queueID === 'string' ? queueID : '');
}

/** Soft delete; refused while customers wait in the queue. */
export async function deleteQueue(ctx: RequestContext, queueID: unknown) {
  const queue = await requireManagedEntity(ctx, queueID, 'Queue', (id) => repo.findQueue(ctx.db, id));
  await ctx.db.transaction(async (tx) => {
    await repo.findQueue(tx, queue.queueID, true);
    const waiting = await repo.countWaiting(tx, queue.queueID);
    if (waiting > 0) {
      throw new AppError(
        'CONFLICT',
        waiting === 1
          ? '1 customer is waiting in this queue.'
          : `${waiting} customers are waiting in this queue.`,
        { reason: 'QUEUE_HAS_WAITING', count: waiting },
      );
    }
    await repo.updateQueue(tx, queue.queueID, { deletedAt: ctx.now(), isDefault: false });
  });
  await announce(ctx, queue.workshopID, { queueIDs: [queue.queueID] });
  return { deletedID: queue.queueID, success: true };
}

async function saveBox(ctx: RequestContext, input: unknown, boxID: string | null) {
  let workshopID = String(inputOf(input).workshopID ?? '');
  if (boxID !== null) {
    workshopID = (await requireManagedEntity(ctx, boxID, 'Box', (id) => repo.findBox(ctx.db, id))).workshopID;
  } else {
    requireWorkshopManager(ctx, workshopID);
  }
  const parsed =
    boxID !== null ? parseForm(updateBoxInputSchema, input) : parseForm(createBoxInputSchema, input);
  if (!parsed.ok) return refused('box', parsed.errors);
  const { queueGroupID, userID, name, aliases, orderNumber, notAvailable, visible } = parsed.value;
  if (!(await groupOfWorkshop(ctx, queueGroupID, workshopID))) {
    return refused('box', [fieldError('queueGroupID', 'invalid')]);
  }
  if (userID && !(isId(userID) && (await repo.holdsAnyRoleIn(ctx.db, userID, workshopID)))) {
    return refused('box', [fieldError('userID', 'invalid')]);
  }
  const values = { queueGroupID, userID, name, aliases, orderNumber, notAvailable, visible };
  try {
    const box = await ctx.db.transaction(async (tx) => {
      await repo.lockWorkshop(tx, workshopID);
      if (await repo.boxNameTaken(tx, workshopID, name, boxID ?? undefined)) return null;
      return boxID !== null
        ? repo.updateBox(tx, boxID, values)
        : repo.insertBox(tx, { ...values, workshopID });
    });
    if (!box) return refused('box', [fieldError('name', 'duplicate')]);
    await announce(ctx, workshopID, { boxIDs: [box.boxID] });
    return { box, formErrors: [] };
  } catch (error) {
    if (isUniqueViolation(error)) return refused('box', [fieldError('name', 'duplicate')]);
    throw error;
  }
}

export const createBox = (ctx: RequestContext, input: unknown) => saveBox(ctx, input, null);

export function updateBox(ctx: RequestContext, input: unknown) {
  const boxID = inputOf(input).boxID;
  return saveBox(ctx, input, typeof boxID === 'string' ? boxID : '');
}

/** Soft delete; refused while a customer is in the box. The box row lock waits for a running call. */
export async function deleteBox(ctx: RequestContext, boxID: unknown) {
  const box = await requireManagedEntity(ctx, boxID, 'Box', (id) => repo.findBox(ctx.db, id));
  await ctx.db.transaction(async (tx) => {
    await repo.findBox(tx, box.boxID, true);
    if (await occupantOf(tx, box.boxID)) {
      throw new AppError('CONFLICT', 'A customer is in this box: finish with them first.', {
        reason: 'BOX_OCCUPIED',
      });
    }
    await repo.updateBox(tx, box.boxID, { deletedAt: ctx.now() });
  });
  await announce(ctx, box.workshopID, { boxIDs: [box.boxID] });
  return { deletedID: box.boxID, success: true };
}
