import type { GraphQLResolveInfo } from 'graphql';
import type { RequestContext } from '../context.ts';
import {
  type AppointmentSmsRow,
  findAppointmentsByIds,
  findChildAppointments,
  findSmsOfAppointments,
} from '../features/appointments/appointment-read-repository.ts';
import {
  findBoxesByIds,
  findBoxOccupants,
  findQueuesByIds,
  findQueuesOfGroups,
  findRejectReasonsByIds,
  findUserSummaries,
  findWorkshopSettings,
  type UserSummaryRow,
} from '../features/queues/queue-repository.ts';
import { loadWaitingLists, type WaitingAppointment } from '../features/queues/waiting-list.ts';
import type { WorkshopSettings } from '../features/queues/workshop-settings.ts';
import type { AppointmentRow, BoxParent, QueueParent, RejectReasonParent } from './models.ts';

/**
 * Loads values by key, batching every `load` made while one round of resolvers runs into a single
 * call of the batch function, and caching each key's promise for the loader's lifetime.
 */
export interface Loader<K, V> {
  load(key: K): Promise<V>;
  loadMany(keys: readonly K[]): Promise<V[]>;
  /** Seeds the cache with a value already at hand (e.g. a row just read by a list query). */
  prime(key: K, value: V): void;
}

/**
 * A minimal DataLoader. The batch function returns the values it found by key; keys it leaves out
 * get `missing()`. The flush waits for the microtasks queued now and then for process.nextTick, so
 * the loads of sibling fields, which graphql-js resolves over several promise turns, share a batch
 * (the same schedule DataLoader uses).
 */
export function createLoader<K, V>(
  batch: (keys: K[]) => Promise<ReadonlyMap<K, V>>,
  missing: () => V,
): Loader<K, V> {
  const cache = new Map<K, Promise<V>>();
  let pending: { key: K; resolve: (value: V) => void; reject: (error: unknown) => void }[] = [];

  const flush = () => {
    const jobs = pending;
    pending = [];
    batch(jobs.map((job) => job.key)).then(
      (found) => {
        for (const job of jobs) job.resolve(found.has(job.key) ? (found.get(job.key) as V) : missing());
      },
      (error: unknown) => {
        // A failed batch is not cached: a later load in the same request tries again.
        for (const job of jobs) {
          cache.delete(job.key);
          job.reject(error);
        }
      },
    );
  };

  const load = (key: K): Promise<V> => {
    const cached = cache.get(key);
    if (cached) return cached;
    const promise = new Promise<V>((resolve, reject) => {
      if (pending.length === 0) queueMicrotask(() => process.nextTick(flush));
      pending.push({ key, resolve, reject });
    });
    cache.set(key, promise);
    return promise;
  };

  return {
    load,
    loadMany: (keys) => Promise.all(keys.map(load)),
    prime(key, value) {
      if (!cache.has(key)) cache.set(key, Promise.resolve(value));
    },
  };
}

/** Groups rows into lists by a key, keeping the rows' order. */
export function groupBy<T, K>(rows: readonly T[], keyOf: (row: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const row of rows) {
    const key = keyOf(row);
    const list = groups.get(key);
    if (list) list.push(row);
    else groups.set(key, [row]);
  }
  return groups;
}

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
  };
  return self;
}

const byContext = new WeakMap<RequestContext, Loaders>();
const bySubscriptionEvent = new WeakMap<RequestContext, WeakMap<object, Loaders>>();

/**
 * The loaders of this request, created on first use: `loaders(ctx).boxById.load(id)`.
 *
 * A subscription runs every event with the same context, so a cache per context would show the
 * first event's data forever. Given `info`, a subscription's loaders are per event instead (each
 * event is executed with its payload as root value); a caller without `info` in a subscription
 * calls `resetLoaders(ctx)` before reading.
 */
export function loaders(
  ctx: RequestContext,
  info?: Pick<GraphQLResolveInfo, 'operation' | 'rootValue'>,
): Loaders {
  const root: unknown = info?.rootValue;
  if (info?.operation.operation === 'subscription' && typeof root === 'object' && root !== null) {
    const events = bySubscriptionEvent.get(ctx) ?? new WeakMap<object, Loaders>();
    bySubscriptionEvent.set(ctx, events);
    const existing = events.get(root);
    if (existing) return existing;
    const created = createLoaders(ctx);
    events.set(root, created);
    return created;
  }
  const existing = byContext.get(ctx);
  if (existing) return existing;
  const created = createLoaders(ctx);
  byContext.set(ctx, created);
  return created;
}

/** Drops this context's cached values, e.g. after a write in the same request. */
export function resetLoaders(ctx: RequestContext): void {
  byContext.delete(ctx);
  bySubscriptionEvent.delete(ctx);
}
