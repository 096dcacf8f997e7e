import type { RequestContext } from '../../core/context/context.ts';
import { forbidden } from '../../core/graphql/errors.ts';
import type { Resolvers } from '../../core/graphql/generated/resolvers.ts';
import { requireIdShape } from '../../core/graphql/ids.ts';
import { requireDeviceViewer } from '../../core/policies/device-access.ts';
import { canActInWorkshop, requireUser } from '../../core/policies/roles.ts';
import { live } from '../../core/realtime/live.ts';
import { mobileTrackingLink } from '../appointments/appointment-messages.ts';
import { currentMonitorScope, isConfigurationChange, monitorScope, recentCalls } from './monitor-calls.ts';
import {
  findMonitor,
  findMonitors,
  isMonitorDeviceOf,
  type MonitorRow,
  monitorGroups,
  visibleSlogans,
} from './monitor-repository.ts';
import { monitorVideos } from './monitor-videos.ts';

/** Monitors with their queue groups, in one query for all of them. */
async function withGroups(ctx: RequestContext, rows: MonitorRow[]) {
  const groups = await monitorGroups(
    ctx.db,
    rows.map((m) => m.monitorID),
  );
  return rows.map((m) => ({ ...m, queueGroups: groups.filter((g) => g.monitorID === m.monitorID) }));
}

/** What a workshop's monitors show is for its staff and its monitors' device accounts. */
async function requireMonitorReader(ctx: RequestContext, workshopID: string): Promise<void> {
  const auth = requireUser(ctx);
  requireIdShape(workshopID, 'workshopID');
  const allowed =
    canActInWorkshop(auth, workshopID, 'any') || (await isMonitorDeviceOf(ctx.db, auth.userID, workshopID));
  if (!allowed) throw forbidden();
}

/**
 * Waiting-room monitors: what their screens read, and the calls into boxes they show live. The
 * device accounts hold no role; core/policies/device-access.ts decides what they may do.
 */
export const monitorResolvers: Resolvers = {
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
      await requireMonitorReader(ctx, workshopID);
      return visibleSlogans(ctx.db, workshopID);
    },
    videos: async (_root, { workshopID }, ctx) => {
      await requireMonitorReader(ctx, workshopID);
      return monitorVideos(ctx.db, ctx, workshopID);
    },
  },
  Monitor: {
    videos: (monitor, _args, ctx) => monitorVideos(ctx.db, ctx, monitor.workshopID),
    trackingEntryUrl: (_monitor, _args, ctx) => mobileTrackingLink(ctx.publicUrl),
  },
  Subscription: {
    monitorCalls: {
      subscribe: async (_root, { monitorID }, ctx) => {
        const first = await monitorScope(ctx, monitorID);
        return live(
          ctx,
          first.workshopID,
          `monitor:${monitorID}`,
          async (event, version) => {
            // The monitor's queue groups are read again on each change: a manager may have just
            // edited them (or deleted the monitor: then the list empties) on a running screen.
            const scope = event ? await currentMonitorScope(ctx, first) : first;
            return {
              monitorCalls: {
                monitorID,
                version,
                initial: !event,
                calls: await recentCalls(ctx, scope),
              },
            };
          },
          // Calls are what a monitor shows (each payload lists the latest ones, so calls coalesced
          // into one payload are all announced: the screen chimes for every call id it has not seen); a customer sent back to the queue leaves the list too;
          // a configuration change (groups, queues, monitors) may change which calls it shows.
          (event) => event.call !== null || event.boxIDs.length > 0 || isConfigurationChange(event),
        );
      },
      resolve: (payload: { monitorCalls: never }) => payload.monitorCalls,
    },
  },
};
