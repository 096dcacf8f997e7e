import type { RequestContext } from '../../context.ts';
import { notFound } from '../../graphql/errors.ts';
import type { Resolvers } from '../../graphql/generated/resolvers.ts';
import { eventLoaders } from '../../graphql/loaders.ts';
import type { AppointmentRow, BoxParent, QueueParent } from '../../graphql/models.ts';
import type { WorkshopChangeEvent } from '../../realtime/topics.ts';
import { findAppointmentsByIds } from '../appointments/appointment-read-repository.ts';
import { type QueueCounts, queueCounts } from '../queues/queue-counts.ts';
import { findBoxesByIds, findQueuesByIds, listBoxes, listQueues } from '../queues/queue-repository.ts';
import { requireWorkshopReader } from '../queues/read-access.ts';
import { currentVersion, sharedPerEvent, workshopEvents } from './event-sharing.ts';
import { monitorScope, recentCalls } from './monitor-calls.ts';
import { loadTracking } from './tracking.ts';

/**
 * The live side: each subscription checks the subscriber's rights once, sends the current state,
 * then one payload per committed change that concerns it. Payloads are built once per event and
 * shared by every subscriber of the same thing (see event-sharing.ts); field resolvers then read
 * through loaders shared per event too.
 */

interface QueueChangePayload {
  workshopID: string;
  version: number;
  initial: boolean;
  queues: QueueParent[];
  counts: QueueCounts;
  appointments: AppointmentRow[];
}

async function queueChange(
  ctx: RequestContext,
  workshopID: string,
  event: WorkshopChangeEvent | null,
): Promise<{ queueChanged: QueueChangePayload }> {
  const root: { queueChanged?: QueueChangePayload } = {};
  const loaders = eventLoaders(ctx, root);
  const version = event?.version ?? (await currentVersion(ctx.db, workshopID));
  const [queues, counts, appointments] = await Promise.all([
    event ? findQueuesByIds(ctx.db, event.queueIDs) : listQueues(ctx.db, workshopID),
    queueCounts(ctx, loaders, workshopID, ctx.now()),
    event ? findAppointmentsByIds(ctx.db, event.appointmentIDs) : Promise.resolve([]),
  ]);
  for (const queue of queues) loaders.queueById.prime(queue.queueID, queue);
  root.queueChanged = { workshopID, version, initial: !event, queues, counts, appointments };
  return root as { queueChanged: QueueChangePayload };
}

async function boxesChange(ctx: RequestContext, workshopID: string, event: WorkshopChangeEvent | null) {
  const root: {
    boxesChanged?: { workshopID: string; version: number; initial: boolean; boxes: BoxParent[] };
  } = {};
  const loaders = eventLoaders(ctx, root);
  const version = event?.version ?? (await currentVersion(ctx.db, workshopID));
  const boxes = event ? await findBoxesByIds(ctx.db, event.boxIDs) : await listBoxes(ctx.db, workshopID);
  for (const box of boxes) loaders.boxById.prime(box.boxID, box);
  root.boxesChanged = { workshopID, version, initial: !event, boxes };
  return root;
}

async function appointmentChange(
  ctx: RequestContext,
  appointmentID: string,
  event: WorkshopChangeEvent | null,
  workshopID: string,
) {
  const root: { appointmentChanged?: unknown } = {};
  const [row] = await findAppointmentsByIds(ctx.db, [appointmentID]);
  const version = event?.version ?? (await currentVersion(ctx.db, workshopID));
  root.appointmentChanged = { appointmentID, version, initial: !event, appointment: row ?? null };
  return root;
}

export const subscriptionResolvers: Resolvers = {
  Query: {
    tracking: async (_root, { code }, ctx) => loadTracking(ctx, eventLoaders(ctx, {}), code),
  },
  Subscription: {
    queueChanged: {
      subscribe: async function* (_root, { workshopID }, ctx) {
        requireWorkshopReader(ctx, workshopID);
        const events = workshopEvents(ctx, workshopID);
        yield await queueChange(ctx, workshopID, null);
        for await (const event of events) {
          if (event.queueIDs.length === 0 && event.appointmentIDs.length === 0) continue;
          yield await sharedPerEvent(event, 'queueChanged', () => queueChange(ctx, workshopID, event));
        }
      },
      resolve: (payload: { queueChanged: QueueChangePayload }) => payload.queueChanged,
    },
    boxesChanged: {
      subscribe: async function* (_root, { workshopID }, ctx) {
        requireWorkshopReader(ctx, workshopID);
        const events = workshopEvents(ctx, workshopID);
        yield await boxesChange(ctx, workshopID, null);
        for await (const event of events) {
          if (event.boxIDs.length === 0) continue;
          yield await sharedPerEvent(event, 'boxesChanged', () => boxesChange(ctx, workshopID, event));
        }
      },
      resolve: (payload: { boxesChanged: never }) => payload.boxesChanged,
    },
    appointmentChanged: {
      subscribe: async function* (_root, { appointmentID }, ctx) {
        const [row] = /^[0-9a-f-]{36}$/i.test(appointmentID)
          ? await findAppointmentsByIds(ctx.db, [appointmentID])
          : [];
        if (!row) throw notFound('Appointment');
        requireWorkshopReader(ctx, row.workshopID);
        const events = workshopEvents(ctx, row.workshopID);
        yield await appointmentChange(ctx, appointmentID, null, row.workshopID);
        for await (const event of events) {
          if (!event.appointmentIDs.includes(appointmentID)) continue;
          yield await sharedPerEvent(event, `appointment:${appointmentID}`, () =>
            appointmentChange(ctx, appointmentID, event, row.workshopID),
          );
        }
      },
      resolve: (payload: { appointmentChanged: never }) => payload.appointmentChanged,
    },
    monitorCalls: {
      subscribe: async function* (_root, { monitorID }, ctx) {
        const scope = await monitorScope(ctx, monitorID);
        const build = async (event: WorkshopChangeEvent | null) => ({
          monitorCalls: {
            monitorID,
            version: event?.version ?? (await currentVersion(ctx.db, scope.workshopID)),
            initial: !event,
            calls: await recentCalls(ctx, scope),
          },
        });
        const events = workshopEvents(ctx, scope.workshopID);
        yield await build(null);
        for await (const event of events) {
          // Calls are what a monitor shows; a returned-to-queue customer leaves the list too.
          if (!event.call && event.boxIDs.length === 0) continue;
          yield await sharedPerEvent(event, `monitor:${monitorID}`, () => build(event));
        }
      },
      resolve: (payload: { monitorCalls: never }) => payload.monitorCalls,
    },
    trackingChanged: {
      subscribe: async function* (_root, { code }, ctx) {
        const first = await loadTracking(ctx, eventLoaders(ctx, {}), code);
        if (!first) throw notFound('Tracking');
        const build = async (event: WorkshopChangeEvent) => {
          const root: { trackingChanged?: unknown } = {};
          const tracking = await loadTracking(ctx, eventLoaders(ctx, root), code);
          root.trackingChanged = { code, version: event.version, initial: false, tracking };
          return root;
        };
        const events = workshopEvents(ctx, first.workshopID);
        yield {
          trackingChanged: {
            code,
            version: await currentVersion(ctx.db, first.workshopID),
            initial: true,
            tracking: first,
          },
        };
        let queueID = first.assignedQueueID;
        for await (const event of events) {
          // A customer's place moves when anyone in their queue moves, not only when they do.
          const mine =
            event.trackingCodes.includes(code) || (queueID !== null && event.queueIDs.includes(queueID));
          if (!mine) continue;
          const payload = (await sharedPerEvent(event, `tracking:${code}`, () => build(event))) as {
            trackingChanged: { tracking: { assignedQueueID: string | null } | null };
          };
          queueID = payload.trackingChanged.tracking?.assignedQueueID ?? queueID;
          yield payload;
        }
      },
      resolve: (payload: { trackingChanged: never }) => payload.trackingChanged,
    },
  },
};
