import type { RequestContext } from '../../core/context/context.ts';
import type { Resolvers } from '../../core/graphql/generated/resolvers.ts';
import type { AppointmentRow, BoxParent, QueueGroupParent, QueueParent } from '../../core/graphql/models.ts';
import { eventLoaders } from '../../core/loaders/loaders.ts';
import { findAppointmentsByIds, findBoxesByIds, findQueuesByIds } from '../../core/loaders/lookups.ts';
import { requireWorkshopReader } from '../../core/policies/workshop-access.ts';
import { live } from '../../core/realtime/live.ts';
import { namesNothing } from '../../core/realtime/publish-change.ts';
import type { WorkshopChangeEvent } from '../../core/realtime/topics.ts';
import { deskSettings } from './desk-settings.resolvers.ts';
import { type QueueCounts, queueCounts } from './queue-counts.ts';
import { findQueueGroupsByIds, listBoxes, listQueueGroups, listQueues } from './queue-repository.ts';

/**
 * The queues' live side: each subscription checks the subscriber's rights once, sends the current
 * state, then payloads for the committed changes that concern it, coalesced while a build runs
 * (core/realtime/live.ts). Payloads are shared by every subscriber of the same thing; field
 * resolvers then read through loaders shared per payload too.
 */

interface QueueChangePayload {
  workshopID: string;
  version: number;
  initial: boolean;
  queues: QueueParent[];
  queueGroups: QueueGroupParent[];
  counts: QueueCounts;
  appointments: AppointmentRow[];
  deskSettings: Awaited<ReturnType<typeof deskSettings>> | null;
}

async function queueChange(
  ctx: RequestContext,
  workshopID: string,
  event: WorkshopChangeEvent | null,
  version: number,
): Promise<{ queueChanged: QueueChangePayload }> {
  const root: { queueChanged?: QueueChangePayload } = {};
  const loaders = eventLoaders(ctx, root);
  // New desk settings re-order and re-estimate every queue, so they are all sent, as initially.
  const settingsChanged = !event || !!event.deskSettings;
  const [queues, queueGroups, counts, appointments, settings] = await Promise.all([
    settingsChanged ? listQueues(ctx.db, workshopID) : findQueuesByIds(ctx.db, event.queueIDs),
    event ? findQueueGroupsByIds(ctx.db, event.queueGroupIDs ?? []) : listQueueGroups(ctx.db, workshopID),
    queueCounts(ctx, loaders, workshopID, ctx.now()),
    event ? findAppointmentsByIds(ctx.db, event.appointmentIDs) : Promise.resolve([]),
    settingsChanged ? deskSettings(loaders, workshopID) : null,
  ]);
  for (const queue of queues) loaders.queueById.prime(queue.queueID, queue);
  root.queueChanged = {
    workshopID,
    version,
    initial: !event,
    queues,
    queueGroups,
    counts,
    appointments,
    deskSettings: settings,
  };
  return root as { queueChanged: QueueChangePayload };
}

async function boxesChange(
  ctx: RequestContext,
  workshopID: string,
  event: WorkshopChangeEvent | null,
  version: number,
) {
  const root: {
    boxesChanged?: { workshopID: string; version: number; initial: boolean; boxes: BoxParent[] };
  } = {};
  const loaders = eventLoaders(ctx, root);
  const boxes = event ? await findBoxesByIds(ctx.db, event.boxIDs) : await listBoxes(ctx.db, workshopID);
  for (const box of boxes) loaders.boxById.prime(box.boxID, box);
  root.boxesChanged = { workshopID, version, initial: !event, boxes };
  return root;
}

export const queueChangeResolvers: Resolvers = {
  Subscription: {
    queueChanged: {
      subscribe: (_root, { workshopID }, ctx) => {
        requireWorkshopReader(ctx, workshopID);
        return live(
          ctx,
          workshopID,
          `queues:${workshopID}`,
          (event, version) => queueChange(ctx, workshopID, event, version),
          (event) =>
            event.queueIDs.length > 0 ||
            event.appointmentIDs.length > 0 ||
            (event.queueGroupIDs?.length ?? 0) > 0 ||
            !!event.deskSettings,
          // A change of monitors, totems or the pickup schedule: screens showing them read them again.
          { wholeOn: namesNothing },
        );
      },
      resolve: (payload: { queueChanged: QueueChangePayload }) => payload.queueChanged,
    },
    boxesChanged: {
      subscribe: (_root, { workshopID }, ctx) => {
        requireWorkshopReader(ctx, workshopID);
        return live(
          ctx,
          workshopID,
          `boxes:${workshopID}`,
          (event, version) => boxesChange(ctx, workshopID, event, version),
          (event) => event.boxIDs.length > 0,
        );
      },
      resolve: (payload: { boxesChanged: never }) => payload.boxesChanged,
    },
  },
};
