import { WAITING_STATUSES } from '../../../shared/appointments/appointment-status.ts';
import {
  estimateWaitsAhead,
  isWaitEstimateUnknown,
  orderQueue,
  type QueueEntry,
  type WaitEstimateParams,
  walkInsPerHour,
} from '../../../shared/appointments/queue-order.ts';
import type { RequestContext } from '../context/context.ts';
import type { Executor } from '../db/client.ts';
import type { AppointmentParent, AppointmentRow, QueueParent } from '../graphql/models.ts';
import { dayBounds, workshopDay } from '../workshop/workshop-day.ts';
import type { WorkshopSettings } from '../workshop/workshop-settings.ts';
import type { Loader } from './loader.ts';
import {
  countCheckinsOfDay,
  findPendingBookings,
  findQueuesByIds,
  findServingBoxes,
  findWaitingInQueues,
  findWorkshopSettings,
  type ServingBox,
} from './lookups.ts';

/** A waiting customer with their place in the call order. */
export type WaitingAppointment = AppointmentRow & {
  /** 1 is called next. */
  position: number;
  /** Null when no box serving the queue is open: nobody is calling, so any figure would be invented. */
  estimatedWaitMinutes: number | null;
};

/** Whether a box calls from a queue: a box without a group serves every queue of its workshop. */
export function servesQueue(
  box: Pick<ServingBox, 'workshopID' | 'queueGroupID'>,
  queue: QueueParent,
): boolean {
  return (
    box.workshopID === queue.workshopID &&
    (box.queueGroupID === null || box.queueGroupID === queue.queueGroupID)
  );
}

/**
 * One queue's waiting customers in call order (shared `orderQueue`), each with its position and
 * the estimate over the boxes that serve the queue. The estimate (`estimateWaitsAhead`) also counts
 * who will overtake an early customer: today's bookings of the queue not in yet (they keep their
 * slot) and walk-ins at the queue's rate so far today (docs/queue-order.md measures both). A
 * customer sent back to the queue keeps the acceptor who called them as preferred resource
 * (`acceptedUserID`).
 */
export function orderWaiting(
  rows: readonly AppointmentRow[],
  settings: WorkshopSettings,
  servingBoxes: readonly ServingBox[],
  expected: { bookings: readonly Date[]; walkInsPerHour: number },
  now: Date,
): WaitingAppointment[] {
  const entries = rows.map((row) => ({
    appointmentID: row.appointmentID,
    statusCode: row.statusCode,
    walkIn: row.walkIn,
    priority: row.priority,
    bookingDateTime: row.bookingDateTime,
    checkinDateTime: row.checkinDateTime,
    preferredUserID: row.acceptedUserID,
    row,
  })) satisfies QueueEntry[];
  const ordered = orderQueue(entries, settings, now);
  const estimate: WaitEstimateParams = {
    acceptanceDurationMinutes: settings.acceptanceDurationMinutes,
    openBoxes: servingBoxes.length,
    // A box whose customer has no acceptance time recorded counts as taken just now.
    busySince: servingBoxes.filter((box) => box.busy).map((box) => box.busySince ?? now),
  };
  const waits = estimateWaitsAhead(ordered, estimate, settings, expected, now);
  const unknown = isWaitEstimateUnknown(estimate);
  return ordered.map((entry, index) => ({
    ...entry.row,
    position: index + 1,
    estimatedWaitMinutes: unknown ? null : (waits[index] ?? null),
  }));
}

/** The batch behind `loaders(ctx).waitingByQueue`: every requested queue in a handful of queries. */
export async function loadWaitingLists(
  ctx: RequestContext,
  loaders: {
    queueById: Loader<string, QueueParent | null>;
    workshopSettings: Loader<string, WorkshopSettings | null>;
  },
  queueIDs: readonly string[],
): Promise<Map<string, WaitingAppointment[]>> {
  const queues = (await loaders.queueById.loadMany(queueIDs)).filter((q): q is QueueParent => q !== null);
  if (queues.length === 0) return new Map();
  const workshopIDs = [...new Set(queues.map((queue) => queue.workshopID))];
  const settingsList = loaders.workshopSettings
    .loadMany(workshopIDs)
    .then((list) => list.filter((s): s is WorkshopSettings => s !== null));
  return readWaitingLists(ctx.db, queues, settingsList, ctx.now());
}

/**
 * The waiting lists of these queues, read with `db` (a transaction's, when a write needs them).
 * The settings may still be on their way: they are read alongside the rest, not before.
 */
export async function readWaitingLists(
  db: Executor,
  queues: readonly QueueParent[],
  pendingSettings: Promise<readonly WorkshopSettings[]>,
  now: Date,
): Promise<Map<string, WaitingAppointment[]>> {
  const result = new Map<string, WaitingAppointment[]>();
  if (queues.length === 0) return result;
  const workshopIDs = [...new Set(queues.map((queue) => queue.workshopID))];
  const ids = queues.map((queue) => queue.queueID);
  // Wide enough for today in any time zone; narrowed per workshop below.
  const around = (days: number) => new Date(now.getTime() + days * 86_400_000);
  const todayOf = (settings: WorkshopSettings) =>
    dayBounds(workshopDay(now, settings.timeZone), settings.timeZone);
  // Each queue's own day needs its workshop's time zone: only this read waits for the settings.
  const checkinsOfDay = pendingSettings.then((list) =>
    countCheckinsOfDay(
      db,
      queues.flatMap((queue) => {
        const settings = list.find((s) => s.workshopID === queue.workshopID);
        if (!settings) return [];
        const { start, end } = todayOf(settings);
        return [{ queueID: queue.queueID, from: start, to: end }];
      }),
      now,
    ),
  );
  const [settingsList, rows, boxes, bookings, checkins] = await Promise.all([
    pendingSettings,
    findWaitingInQueues(db, ids),
    findServingBoxes(db, workshopIDs),
    findPendingBookings(db, ids, around(-1), around(1)),
    checkinsOfDay,
  ]);
  for (const queue of queues) {
    const settings = settingsList.find((s) => s.workshopID === queue.workshopID);
    if (!settings) continue;
    const waiting = rows.filter((row) => row.assignedQueueID === queue.queueID);
    const serving = boxes.filter((box) => servesQueue(box, queue));
    const today = todayOf(settings);
    const pending = bookings
      .filter((b) => b.queueID === queue.queueID && b.bookingDateTime !== null)
      .map((b) => b.bookingDateTime!)
      .filter((at) => at >= today.start && at < today.end);
    const day = checkins.find((c) => c.queueID === queue.queueID);
    const walkInRate = walkInsPerHour(day?.walkIns ?? 0, day?.openedAt ?? null, now);
    const expected = { bookings: pending, walkInsPerHour: walkInRate };
    result.set(queue.queueID, orderWaiting(waiting, settings, serving, expected, now));
  }
  return result;
}

/**
 * The estimated wait of one waiting appointment as its queue's list gives it now, read with `db`:
 * a check-in records it in its own transaction, the list then already holding the newcomer. Null
 * when the appointment is not waiting in a queue or no box is open.
 */
export async function estimatedWaitNow(
  db: Executor,
  appointment: Pick<AppointmentRow, 'appointmentID' | 'workshopID' | 'assignedQueueID'>,
  now: Date,
): Promise<number | null> {
  if (appointment.assignedQueueID === null) return null;
  const queues = await findQueuesByIds(db, [appointment.assignedQueueID]);
  const lists = await readWaitingLists(db, queues, findWorkshopSettings(db, [appointment.workshopID]), now);
  const found = lists
    .get(appointment.assignedQueueID)
    ?.find((entry) => entry.appointmentID === appointment.appointmentID);
  return found?.estimatedWaitMinutes ?? null;
}

/** Where a customer stands in their queue. */
export interface WaitingPlace {
  position: number | null;
  estimatedWaitMinutes: number | null;
}

/**
 * The place of one appointment: the values attached when it was loaded as part of its queue,
 * otherwise its entry in its queue's waiting list (batched per queue); null values when it is not
 * waiting.
 */
export async function waitingPlace(
  loaders: { waitingByQueue: Loader<string, WaitingAppointment[]> },
  appointment: AppointmentParent,
): Promise<WaitingPlace> {
  if (appointment.position !== undefined) {
    return {
      position: appointment.position ?? null,
      estimatedWaitMinutes: appointment.estimatedWaitMinutes ?? null,
    };
  }
  const waiting =
    (WAITING_STATUSES as readonly number[]).includes(appointment.statusCode) &&
    appointment.deletedAt === null &&
    appointment.assignedQueueID !== null;
  if (!waiting) return { position: null, estimatedWaitMinutes: null };
  const list = await loaders.waitingByQueue.load(appointment.assignedQueueID!);
  const found = list.find((entry) => entry.appointmentID === appointment.appointmentID);
  return {
    position: found?.position ?? null,
    estimatedWaitMinutes: found?.estimatedWaitMinutes ?? null,
  };
}
