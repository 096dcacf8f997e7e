import type { RequestContext } from '../../core/context/context.ts';
import { notFound } from '../../core/graphql/errors.ts';
import type { Resolvers } from '../../core/graphql/generated/resolvers.ts';
import { requireDeviceViewer } from '../../core/policies/device-access.ts';
import { requireUser } from '../../core/policies/roles.ts';
import { loadPrivacyNotice } from '../privacy/privacy-notice.ts';
import { findTotemVehicles, totemCheckInPickup } from './totem-pickup-service.ts';
import { findTotem, findTotems, queuesOfTotems, type TotemRow } from './totem-repository.ts';
import { findTotemBookings, totemCheckIn, totemRegisterWalkIn } from './totem-service.ts';

/** Totems with their queues, in one query for all of them. */
async function withQueues(ctx: RequestContext, rows: TotemRow[]) {
  const queues = await queuesOfTotems(
    ctx.db,
    rows.map((t) => t.totemID),
  );
  return rows.map((t) => ({ ...t, totemQueues: queues.filter((q) => q.totemID === t.totemID) }));
}

/**
 * Self-service totems: what their screens read, and the check-ins made at them. The device
 * accounts hold no role; core/policies/device-access.ts decides what they may do.
 */
export const totemResolvers: Resolvers = {
  Query: {
    myTotems: async (_root, _args, ctx) => {
      const auth = requireUser(ctx);
      return withQueues(ctx, await findTotems(ctx.db, { userID: auth.userID }));
    },
    totem: async (_root, { totemID }, ctx) => {
      const [totem] = await withQueues(ctx, [
        await requireDeviceViewer(ctx, totemID, 'Totem', (id) => findTotem(ctx.db, id)),
      ]);
      return totem ?? null;
    },
    totemFindBooking: (_root, { totemID, search }, ctx) => findTotemBookings(ctx, totemID, search),
    totemFindVehicle: (_root, { totemID, search }, ctx) => findTotemVehicles(ctx, totemID, search),
  },
  Mutation: {
    totemRegisterWalkIn: (_root, { input }, ctx) => totemRegisterWalkIn(ctx, input),
    totemCheckIn: (_root, { input }, ctx) => totemCheckIn(ctx, input),
    totemCheckInPickup: (_root, { input }, ctx) => totemCheckInPickup(ctx, input),
  },
  Totem: {
    privacyNotice: async (totem, _args, ctx) => {
      const notice = await loadPrivacyNotice(ctx.db, totem.workshopID);
      if (!notice) throw notFound('Workshop');
      return notice;
    },
  },
};
