import type { Resolvers } from '../../core/graphql/generated/resolvers.ts';
import { loaders } from '../../core/loaders/loaders.ts';
import { requireWorkshopReader } from '../../core/policies/workshop-access.ts';
import { durationOf, workshopDurations } from '../job-durations/expected-durations.ts';
import { listBoxes } from '../queues/queue-repository.ts';
import { bayClockOf } from './bay-clock.ts';

/**
 * The bay board (decision 0028). The root field checks the caller's role in the workshop; a box's
 * clock hangs off a box the caller was allowed to see (here or on `boxesChanged`, whose payloads
 * carry it to the board live).
 */
export const bayBoardResolvers: Resolvers = {
  Query: {
    bayBoard: async (_root, { workshopID }, ctx, info) => {
      requireWorkshopReader(ctx, workshopID);
      const boxes = await listBoxes(ctx.db, workshopID);
      const { boxById } = loaders(ctx, info);
      for (const box of boxes) boxById.prime(box.boxID, box);
      return { workshopID, serverTime: ctx.now(), boxes };
    },
  },
  Box: {
    bayClock: async (box, _args, ctx, info) => {
      const occupant = await loaders(ctx, info).occupantByBox.load(box.boxID);
      if (!occupant) return null;
      const now = ctx.now();
      const durations = await workshopDurations(ctx.db, box.workshopID, now);
      return bayClockOf(occupant, durationOf(durations, occupant.assignedQueueID), now);
    },
  },
};
