import type { RequestContext } from '../../core/context/context.ts';
import { forbidden } from '../../core/graphql/errors.ts';
import type { Resolvers } from '../../core/graphql/generated/resolvers.ts';
import { requireIdShape } from '../../core/graphql/ids.ts';
import { requireDeviceViewer } from '../../core/policies/device-access.ts';
import { canActInWorkshop, requireUser } from '../../core/policies/roles.ts';
import {
  findMonitor,
  findMonitors,
  findTotem,
  findTotems,
  isMonitorDeviceOf,
  type MonitorRow,
  monitorGroups,
  queuesOfTotems,
  type TotemRow,
  visibleSlogans,
} from './displays-repository.ts';
import { monitorVideos } from './monitor-videos.ts';
import { findTotemBookings, totemCheckIn, totemRegisterWalkIn } from './totem-service.ts';

/** Monitors with their queue groups, in one query for all of them. */
async function withGroups(ctx: RequestContext, rows: MonitorRow[]) {
  const groups = await monitorGroups(
    ctx.db,
    rows.map((m) => m.monitorID),
  );
  return rows.map((m) => ({ ...m, queueGroups: groups.filter((g) => g.monitorID === m.monitorID) }));
}

/** Totems with their queues, in one query for all of them. */
async function withQueues(ctx: RequestContext, rows: TotemRow[]) {
  const queues = await queuesOfTotems(
    ctx.db,
    rows.map((t) => t.totemID),
  );
  return rows.map((t) => ({ ...t, totemQueues: queues.filter((q) => q.totemID === t.totemID) }));
}

/**
 * Waiting-room monitors and totems: what their screens read, and the totem's check-ins. The device
 * accounts hold no role; core/policies/device-access.ts decides what they may do.
 */
export const displayResolvers: Resolvers = {
  Query: {
    myMonitors: async (_root, _args, ctx) => {
      const auth = requireUser(ctx);
      return withGroups(ctx, await findMonitors(ctx.db, { userID: auth.userID }));
    },
    monitor: async (_root, { monitorID }, ctx) => {
      const [monitor] = await withGroups(ctx, [
        await requireDeviceViewer(ctx, monitorID, 'Monitor', (id) => findMonitor(ctx.db, id)),
      ]);
      return monitor ?? null;
    },
    slogans: async (_root, { workshopID }, ctx) => {
      const auth = requireUser(ctx);
      requireIdShape(workshopID, 'workshopID');
      const allowed =
        canActInWorkshop(auth, workshopID, 'any') ||
        (await isMonitorDeviceOf(ctx.db, auth.userID, workshopID));
      if (!allowed) throw forbidden();
      return visibleSlogans(ctx.db, workshopID);
    },
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
  },
  Monitor: {
    videos: (monitor, _args, ctx) => monitorVideos(ctx.db, ctx, monitor.workshopID),
  },
  Mutation: {
    totemRegisterWalkIn: (_root, { input }, ctx) => totemRegisterWalkIn(ctx, input),
    totemCheckIn: (_root, { input }, ctx) => totemCheckIn(ctx, input),
  },
};
