import type { RequestContext } from '../../context.ts';
import { notFound } from '../../graphql/errors.ts';
import type { Resolvers } from '../../graphql/generated/resolvers.ts';
import { isId } from '../../graphql/ids.ts';
import { eventLoaders } from '../../graphql/loaders.ts';
import type { AppointmentRow, BoxParent, QueueParent } from '../../graphql/models.ts';
import type { WorkshopChangeEvent } from '../../realtime/topics.ts';
import { findAppointmentsByIds } from '../appointments/appointment-read-repository.ts';
import { type QueueCounts, queueCounts } from '../queues/queue-counts.ts';
import { findBoxesByIds, findQueuesByIds, listBoxes, listQueues } from '../queues/queue-repository.ts';
import { requireWorkshopReader } from '../queues/read-access.ts';
import { currentVersion, isResync, sharedPerEvent, workshopEvents } from './event-sharing.ts';
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

/**
 * One live subscription: the current state first, then a payload for each relevant change, and the
 * whole state again after the bus recovers from an outage. `key` names what is built, so every
 * subscriber of the same thing shares one build per event.
 */
async function* live<T>(
  ctx: RequestContext,
  workshopID: string,
  key: string,
  build: (event: WorkshopChangeEvent | null) => Promise<T>,
  relevant: (event: WorkshopChangeEvent) => boolean,
): AsyncGenerator<T> {
  const events = workshopEvents(ctx, workshopID);
  yield await build(null);
  for await (const item of events) {
    if (isResync(item)) yield await sharedPerEvent(item, key, () => build(null));
    else if (relevant(item)) yield await sharedPerEvent(item, key, () => build(item));
  }
}

export const subscriptionResolvers: Resolvers = {
  Query: {
    tracking: async (_root, { code }, ctx) => loadTracking(ctx, eventLoaders(ctx, {}), code),
  },
  Subscription: {
    queueChanged: {
      subscribe: (_root, { workshopID }, ctx) => {
        requireWorkshopReader(ctx, workshopID);
        return live(
          ctx,
          workshopID,
          `queues:${workshopID}`,
          (event) => queueChange(ctx, workshopID, event),
          (event) => event.queueIDs.length > 0 || event.appointmentIDs.length > 0,
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
          (event) => boxesChange(ctx, workshopID, event),
          (event) => event.boxIDs.length > 0,
        );
      },
      resolve: (payload: { boxesChanged: never }) => payload.boxesChanged,
    },
    appointmentChanged: {
      subscribe: async function* (_root, { appointmentID }, ctx) {
        const [row] = isId(appointmentID) ? await findAppointmentsByIds(ctx.db, [appointmentID]) : [];
        if (!row) throw notFound('Appointment');
        requireWorkshopReader(ctx, row.workshopID);
        yield* live(
          ctx,
          row.workshopID,
          `appointment:${appointmentID}`,
          (event) => appointmentChange(ctx, appointmentID, event, row.workshopID),
          (event) => event.appointmentIDs.includes(appointmentID),
        );
      },
      resolve: (payload: { appointmentChanged: never }) => payload.appointmentChanged,
    },
    monitorCalls: {
      subscribe: async function* (_root, { monitorID }, ctx) {
        const scope = await monitorScope(ctx, monitorID);
        yield* live(
          ctx,
          scope.workshopID,
          `monitor:${monitorID}`,
          async (event) => ({
            monitorCalls: {
              monitorID,
              version: event?.version ?? (await currentVersion(ctx.db, scope.workshopID)),
              initial: !event,
              calls: await recentCalls(ctx, scope),
            },
          }),
          // Calls are what a monitor shows; a customer sent back to the queue leaves the list too.
          (event) => event.call !== null || event.boxIDs.length > 0,
        );
      },
      resolve: (payload: { monitorCalls: never }) => payload.monitorCalls,
    },
    trackingChanged: {
      subscribe: async function* (_root, { code }, ctx) {
        const first = await loadTracking(ctx, eventLoaders(ctx, {}), code);
        if (!first) throw notFound('Tracking');
        let queueID = first.assignedQueueID;
        const build = async (event: WorkshopChangeEvent | null) => {
          const root: { trackingChanged?: unknown } = {};
          const tracking = await loadTracking(ctx, eventLoaders(ctx, root), code);
          const version = event?.version ?? (await currentVersion(ctx.db, first.workshopID));
          root.trackingChanged = { code, version, initial: !event, tracking };
          return { root, queueID: tracking?.assignedQueueID ?? null };
        };
        const updates = live(
          ctx,
          first.workshopID,
          `tracking:${code}`,
          build,
          // A customer's place moves when anyone in their queue moves, not only when they do.
          (event) =>
            event.trackingCodes.includes(code) || (queueID !== null && event.queueIDs.includes(queueID)),
        );
        for await (const update of updates) {
          queueID = update.queueID ?? queueID;
          yield update.root;
        }
      },
      resolve: (payload: { trackingChanged: never }) => payload.trackingChanged,
    },
  },
};
