import type { GraphQLResolveInfo } from 'graphql';
import type { RequestContext } from '../context/context.ts';
import type { AppointmentRow, BoxParent, QueueParent, RejectReasonParent } from '../graphql/models.ts';
import type { WorkshopSettings } from '../workshop/workshop-settings.ts';
import { createLoader, groupBy, type Loader } from './loader.ts';
import {
  type AppointmentSmsRow,
  type DelayNoticeRow,
  findAppointmentsByIds,
  findBoxesByIds,
  findBoxOccupants,
  findChildAppointments,
  findDelayNotices,
  findQueuesByIds,
  findQueuesOfGroups,
  findRejectReasonsByIds,
  findSmsOfAppointments,
  findUserSummaries,
  findVisitsByTrackingCodes,
  findWorkshopSettings,
  type TrackedVisitRow,
  type UserSummaryRow,
} from './lookups.ts';
import { loadWaitingLists, type WaitingAppointment } from './waiting-list.ts';

function byKey<T, K>(rows: readonly T[], keyOf: (row: T) => K): Map<K, T> {
  return new Map(rows.map((row) => [keyOf(row), row]));
}

/** Every per-request loader of the read side. Values are database rows, or null when not found. */
export interface Loaders {
  userById: Loader<string, UserSummaryRow | null>;
  boxById: Loader<string, BoxParent | null>;
  queueById: Loader<string, QueueParent | null>;
  rejectReasonById: Loader<string, RejectReasonParent | null>;
  appointmentById: Loader<string, AppointmentRow | null>;
  /** A workshop's time zone, returning-customer threshold and queue parameters, by workshopID. */
  workshopSettings: Loader<string, WorkshopSettings | null>;
  /** A group's queues that are not deleted, in view order, by queueGroupID. */
  queuesByGroup: Loader<string, QueueParent[]>;
  /** A queue's waiting customers in call order with position and estimate, by queueID. */
  waitingByQueue: Loader<string, WaitingAppointment[]>;
  /** The customer in a box (statuses 4, 5, 6), by boxID. */
  occupantByBox: Loader<string, AppointmentRow | null>;
  /** Child appointments (e.g. pickup bookings) of the same workshop, by mainAppointmentID. */
  childrenByAppointment: Loader<string, AppointmentRow[]>;
  /** SMS outbox rows about an appointment, newest first, by appointmentID. */
  smsByAppointment: Loader<string, AppointmentSmsRow[]>;
  /** A queue's delay notice still in force, by queueID. */
  delayNoticeByQueue: Loader<string, DelayNoticeRow | null>;
  /** A visit that is not deleted, with its workshop's, queue's and box's names, by tracking code. */
  visitByTrackingCode: Loader<string, TrackedVisitRow | null>;
}

function createLoaders(ctx: RequestContext): Loaders {
  const { db } = ctx;
  const orNull = () => null;
  const none = () => [];
  const self: Loaders = {
    userById: createLoader(async (ids) => byKey(await findUserSummaries(db, ids), (u) => u.userID), orNull),
    boxById: createLoader(async (ids) => byKey(await findBoxesByIds(db, ids), (b) => b.boxID), orNull),
    queueById: createLoader(async (ids) => byKey(await findQueuesByIds(db, ids), (q) => q.queueID), orNull),
    rejectReasonById: createLoader(
      async (ids) => byKey(await findRejectReasonsByIds(db, ids), (r) => r.rejectReasonID),
      orNull,
    ),
    appointmentById: createLoader(
      async (ids) => byKey(await findAppointmentsByIds(db, ids), (a) => a.appointmentID),
      orNull,
    ),
    workshopSettings: createLoader(
      async (ids) => byKey(await findWorkshopSettings(db, ids), (w) => w.workshopID),
      orNull,
    ),
    queuesByGroup: createLoader(
      async (ids) => groupBy(await findQueuesOfGroups(db, ids), (q) => q.queueGroupID),
      none,
    ),
    waitingByQueue: createLoader((ids) => loadWaitingLists(ctx, self, ids), none),
    occupantByBox: createLoader(
      async (ids) => byKey(await findBoxOccupants(db, ids), (a) => a.acceptedBoxID!),
      orNull,
    ),
    childrenByAppointment: createLoader(
      async (ids) => groupBy(await findChildAppointments(db, ids), (a) => a.mainAppointmentID!),
      none,
    ),
    smsByAppointment: createLoader(
      async (ids) => groupBy(await findSmsOfAppointments(db, ids), (m) => m.appointmentID!),
      none,
    ),
    delayNoticeByQueue: createLoader(
      async (ids) => byKey(await findDelayNotices(db, ids, ctx.now()), (n) => n.queueID),
      orNull,
    ),
    visitByTrackingCode: createLoader(
      async (codes) => byKey(await findVisitsByTrackingCodes(db, codes), (v) => v.appointment.trackingCode),
      orNull,
    ),
  };
  return self;
}

/** Where one set of loaders may serve from its cache without showing stale data. */
interface Scopes {
  /** A query: the whole request. */
  request?: Loaders;
  /** A mutation: each top-level field, as they run one after another and change data. */
  byMutationField: Map<string, Loaders>;
}

const scopesByContext = new WeakMap<RequestContext, Scopes>();

/** What of the resolver's `info` tells the scopes apart. */
export type LoaderScopeInfo = Pick<GraphQLResolveInfo, 'operation' | 'rootValue' | 'path'>;

/**
 * The loaders of this request, created on first use: `loaders(ctx, info).boxById.load(id)`.
 *
 * A cache per context is right for a query, not for the other operations: a request's mutations
 * run one after another, each changing what the one before read, and a subscription runs every
 * event with the same context, so it would show the first event's data forever. Given `info`, the
 * loaders are per top-level mutation field and per subscription event. Without `info` they are per
 * context; after a write, `resetLoaders(ctx)` drops what they hold.
 */
export function loaders(ctx: RequestContext, info?: LoaderScopeInfo): Loaders {
  let scopes = scopesByContext.get(ctx);
  if (!scopes) {
    scopes = { byMutationField: new Map() };
    scopesByContext.set(ctx, scopes);
  }
  const kind = info?.operation.operation;
  const root: unknown = info?.rootValue;
  if (kind === 'subscription' && typeof root === 'object' && root !== null) return eventLoaders(ctx, root);
  if (kind === 'mutation' && info) {
    let top = info.path;
    while (top.prev) top = top.prev;
    const field = String(top.key);
    const existing = scopes.byMutationField.get(field);
    if (existing) return existing;
    const created = createLoaders(ctx);
    scopes.byMutationField.set(field, created);
    return created;
  }
  scopes.request ??= createLoaders(ctx);
  return scopes.request;
}

/**
 * Loaders for one subscription event, shared by every subscriber that is handed the same event
 * payload (the subscription resolvers build one payload per event): the loads are the same for all
 * of them, and none depends on who is asking (rights are checked when subscribing), so 2,000
 * screens on one event cost one set of queries.
 */
const loadersByEvent = new WeakMap<object, Loaders>();

export function eventLoaders(ctx: RequestContext, event: object): Loaders {
  let found = loadersByEvent.get(event);
  if (!found) {
    found = createLoaders(ctx);
    loadersByEvent.set(event, found);
  }
  return found;
}

/** Drops every cached value of this context, e.g. after a write in the same request. */
export function resetLoaders(ctx: RequestContext): void {
  scopesByContext.delete(ctx);
}
