import { WAITING_STATUSES } from '../../../shared/appointments/appointment-status.ts';
import {
  estimateWaitsAhead,
  isWaitEstimateUnknown,
  orderQueue,
  type QueueEntry,
  type WaitEstimateParams,
} from '../../../shared/appointments/queue-order.ts';
import type { RequestContext } from '../context/context.ts';
import type { AppointmentParent, AppointmentRow, QueueParent } from '../graphql/models.ts';
import { workshopDay } from '../workshop/workshop-day.ts';
import type { WorkshopSettings } from '../workshop/workshop-settings.ts';
import type { Loader } from './loader.ts';
import { findPendingBookings, findServingBoxes, findWaitingInQueues, type ServingBox } from './lookups.ts';

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
 * today's bookings of the queue not in yet, who will overtake an early customer by keeping their
 * slot (docs/queue-order.md measures it); walk-ins still to come are not guessed. A customer sent
 * back to the queue keeps the acceptor who called them as preferred resource (`acceptedUserID`).
 */
export function orderWaiting(
  rows: readonly AppointmentRow[],
  settings: WorkshopSettings,
  servingBoxes: readonly ServingBox[],
  pendingBookings: readonly Date[],
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
  const waits = estimateWaitsAhead(
    ordered,
    estimate,
    settings,
    { bookings: pendingBookings, walkInsPerHour: 0 },
    now,
  );
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
  const result = new Map<string, WaitingAppointment[]>();
  if (queues.length === 0) return result;
  const workshopIDs = [...new Set(queues.map((queue) => queue.workshopID))];
  const ids = queues.map((queue) => queue.queueID);
  const now = ctx.now();
  // Wide enough for today in any time zone; narrowed per workshop below.
  const around = (days: number) => new Date(now.getTime() + days * 86_400_000);
  const [rows, settingsList, boxes, bookings] = await Promise.all([
    findWaitingInQueues(ctx.db, ids),
    loaders.workshopSettings.loadMany(workshopIDs),
    findServingBoxes(ctx.db, workshopIDs),
    findPendingBookings(ctx.db, ids, around(-1), around(1)),
  ]);
  for (const queue of queues) {
    const settings = settingsList.find((s) => s?.workshopID === queue.workshopID);
    if (!settings) continue;
    const waiting = rows.filter((row) => row.assignedQueueID === queue.queueID);
    const serving = boxes.filter((box) => servesQueue(box, queue));
    const today = workshopDay(now, settings.timeZone);
    const pending = bookings
      .filter((b) => b.queueID === queue.queueID && b.bookingDateTime !== null)
      .map((b) => b.bookingDateTime!)
      .filter((at) => workshopDay(at, settings.timeZone) === today);
    result.set(queue.queueID, orderWaiting(waiting, settings, serving, pending, now));
  }
  return result;
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
