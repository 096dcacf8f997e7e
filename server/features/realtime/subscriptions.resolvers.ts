import type { RequestContext } from '../../core/context/context.ts';
import { notFound } from '../../core/graphql/errors.ts';
import type { Resolvers } from '../../core/graphql/generated/resolvers.ts';
import { isId } from '../../core/graphql/ids.ts';
import type { AppointmentRow, BoxParent, QueueGroupParent, QueueParent } from '../../core/graphql/models.ts';
import { eventLoaders } from '../../core/loaders/loaders.ts';
import { findAppointmentsByIds, findBoxesByIds, findQueuesByIds } from '../../core/loaders/lookups.ts';
import { requireWorkshopReader } from '../../core/policies/workshop-access.ts';
import {
  currentVersion,
  isResync,
  sharedInitialState,
  sharedPerEvent,
  workshopEvents,
} from '../../core/realtime/event-sharing.ts';
import type { WorkshopChangeEvent } from '../../core/realtime/topics.ts';
import { deskSettings } from '../queues/desk-settings.resolvers.ts';
import { type QueueCounts, queueCounts } from '../queues/queue-counts.ts';
import { findQueueGroupsByIds, listBoxes, listQueueGroups, listQueues } from '../queues/queue-repository.ts';
import { currentMonitorScope, isConfigurationChange, monitorScope, recentCalls } from './monitor-calls.ts';
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
  queueGroups: QueueGroupParent[];
  counts: QueueCounts;
  appointments: AppointmentRow[];
  deskSettings: Awaited<ReturnType<typeof deskSettings>> | null;
}

async function queueChange(
  ctx: RequestContext,
  workshopID: string,
  event: WorkshopChangeEvent | null,
): Promise<{ queueChanged: QueueChangePayload }> {
  const root: { queueChanged?: QueueChangePayload } = {};
  const loaders = eventLoaders(ctx, root);
  const version = event?.version ?? (await currentVersion(ctx.db, workshopID));
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
 * subscriber of the same thing shares one build per event, and one initial build while they arrive
 * together. `note` keeps what `relevant` needs of the last payload (a customer's queue, say), not
 * the payload itself: that would hold its rows and loaders for as long as the screen stays.
 * A plain iterator rather than an async generator: a generator waiting for the next event cannot
 * be closed until one comes, this one lets go of its workshop's events at once.
 */
function live<T, N = undefined>(
  ctx: RequestContext,
  workshopID: string,
  key: string,
  build: (event: WorkshopChangeEvent | null) => Promise<T>,
  relevant: (event: WorkshopChangeEvent, noted: N | undefined) => boolean,
  note?: (payload: T) => N,
): AsyncIterableIterator<T> {
  const events = workshopEvents(ctx, workshopID);
  let started = false;
  let noted: N | undefined;
  const deliver = async (payload: Promise<T>): Promise<IteratorResult<T>> => {
    const value = await payload;
    if (note) noted = note(value);
    return { done: false, value };
  };
  return {
    [Symbol.asyncIterator]() {
      return this;
    },
    async next() {
      if (!started) {
        started = true;
        return deliver(sharedInitialState(ctx, key, events, () => build(null)));
      }
      for (;;) {
        const item = await events.next();
        if (item.done) return item;
        const event = item.value;
        if (isResync(event)) return deliver(sharedPerEvent(event, key, () => build(null)));
        if (relevant(event, noted)) return deliver(sharedPerEvent(event, key, () => build(event)));
      }
    },
    return: () => events.return(),
    throw: (error: unknown) => events.throw(error),
  } as AsyncIterableIterator<T>;
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
          (event) =>
            event.queueIDs.length > 0 ||
            event.appointmentIDs.length > 0 ||
            (event.queueGroupIDs?.length ?? 0) > 0 ||
            !!event.deskSettings,
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
      subscribe: async (_root, { appointmentID }, ctx) => {
        const [row] = isId(appointmentID) ? await findAppointmentsByIds(ctx.db, [appointmentID]) : [];
        if (!row) throw notFound('Appointment');
        requireWorkshopReader(ctx, row.workshopID);
        return live(
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
      subscribe: async (_root, { monitorID }, ctx) => {
        const first = await monitorScope(ctx, monitorID);
        return live(
          ctx,
          first.workshopID,
          `monitor:${monitorID}`,
          async (event) => {
            // The monitor's queue groups are read again on each change: a manager may have just
            // edited them (or deleted the monitor: then the list empties) on a running screen.
            const scope = event ? await currentMonitorScope(ctx, first) : first;
            return {
              monitorCalls: {
                monitorID,
                version: event?.version ?? (await currentVersion(ctx.db, first.workshopID)),
                initial: !event,
                calls: await recentCalls(ctx, scope),
              },
            };
          },
          // Calls are what a monitor shows; a customer sent back to the queue leaves the list too;
          // a configuration change (groups, queues, monitors) may change which calls it shows.
          (event) => event.call !== null || event.boxIDs.length > 0 || isConfigurationChange(event),
        );
      },
      resolve: (payload: { monitorCalls: never }) => payload.monitorCalls,
    },
    trackingChanged: {
      subscribe: async (_root, { code }, ctx) => {
        const first = await loadTracking(ctx, eventLoaders(ctx, {}), code);
        if (!first) throw notFound('Tracking');
        const build = async (event: WorkshopChangeEvent | null) => {
          const root: { trackingChanged?: unknown; queueID?: string | null } = {};
          const tracking = await loadTracking(ctx, eventLoaders(ctx, root), code);
          const version = event?.version ?? (await currentVersion(ctx.db, first.workshopID));
          root.trackingChanged = { code, version, initial: !event, tracking };
          // Not a GraphQL field: the queue the customer waits in, for `relevant` below.
          root.queueID = tracking?.assignedQueueID ?? first.assignedQueueID;
          return root;
        };
        return live(
          ctx,
          first.workshopID,
          `tracking:${code}`,
          build,
          // A customer's place moves when anyone in their queue moves, not only when they do.
          (event, queueID: string | null | undefined) =>
            event.trackingCodes.includes(code) || (!!queueID && event.queueIDs.includes(queueID)),
          (payload): string | null => payload.queueID ?? null,
        );
      },
      resolve: (payload: { trackingChanged: never }) => payload.trackingChanged,
    },
  },
};
