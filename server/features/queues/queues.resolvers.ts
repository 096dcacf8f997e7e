import type { Resolvers } from '../../core/graphql/generated/resolvers.ts';
import { requireIdShape } from '../../core/graphql/ids.ts';
import { loaders } from '../../core/loaders/loaders.ts';
import { requireUser } from '../../core/policies/roles.ts';
import { requireWorkshopReader } from '../../core/policies/workshop-access.ts';
import { queueCounts } from './queue-counts.ts';
import { listBoxes, listQueueGroups, listQueues, listRejectReasons } from './queue-repository.ts';

/**
 * Queue groups, queues, boxes and their live contents. Every root field checks the caller's role
 * in the workshop; the fields below read only what hangs off an object the caller was allowed to
 * see, through the per-request loaders (one query per kind of object, whatever the list length).
 */
export const queueResolvers: Resolvers = {
  Query: {
    queueGroups: (_root, { workshopID }, ctx) => {
      requireWorkshopReader(ctx, workshopID);
      return listQueueGroups(ctx.db, workshopID);
    },
    queues: async (_root, { workshopID, queueGroupID }, ctx, info) => {
      requireWorkshopReader(ctx, workshopID);
      if (queueGroupID) requireIdShape(queueGroupID, 'queueGroupID');
      const rows = await listQueues(ctx.db, workshopID, queueGroupID ?? undefined);
      const { queueById } = loaders(ctx, info);
      for (const row of rows) queueById.prime(row.queueID, row);
      return rows;
    },
    boxes: async (_root, { workshopID, queueGroupID }, ctx, info) => {
      requireWorkshopReader(ctx, workshopID);
      if (queueGroupID) requireIdShape(queueGroupID, 'queueGroupID');
      const rows = await listBoxes(ctx.db, workshopID, queueGroupID ?? undefined);
      const { boxById } = loaders(ctx, info);
      for (const row of rows) boxById.prime(row.boxID, row);
      return rows;
    },
    queueCounts: (_root, { workshopID, referenceDateTime }, ctx, info) => {
      requireWorkshopReader(ctx, workshopID);
      // The DateTime scalar parses to a Date at run time (the generated type says string).
      const reference = referenceDateTime ? new Date(referenceDateTime) : ctx.now();
      return queueCounts(ctx, loaders(ctx, info), workshopID, reference);
    },
    rejectReasons: (_root, _args, ctx) => {
      requireUser(ctx);
      return listRejectReasons(ctx.db);
    },
  },
  QueueGroup: {
    queues: (group, _args, ctx, info) => loaders(ctx, info).queuesByGroup.load(group.queueGroupID),
  },
  Queue: {
    waiting: (queue, _args, ctx, info) => loaders(ctx, info).waitingByQueue.load(queue.queueID),
    waitingCount: async (queue, _args, ctx, info) =>
      (await loaders(ctx, info).waitingByQueue.load(queue.queueID)).length,
  },
  Box: {
    user: (box, _args, ctx, info) => (box.userID ? loaders(ctx, info).userById.load(box.userID) : null),
    currentAppointment: (box, _args, ctx, info) => loaders(ctx, info).occupantByBox.load(box.boxID),
  },
};
