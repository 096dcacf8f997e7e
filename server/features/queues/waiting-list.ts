import { WAITING_STATUSES } from '../../../shared/appointments/appointment-status.ts';
import {
  estimateWaits,
  isWaitEstimateUnknown,
  orderQueue,
  type QueueEntry,
  type WaitEstimateParams,
} from '../../../shared/appointments/queue-order.ts';
import type { RequestContext } from '../../context.ts';
import type { Loaders } from '../../graphql/loaders.ts';
import type { AppointmentParent, AppointmentRow, QueueParent } from '../../graphql/models.ts';
import { findServingBoxes, findWaitingInQueues, type ServingBox } from './queue-repository.ts';
import type { WorkshopSettings } from './workshop-settings.ts';

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
 * the estimate of `estimateWaits` over the boxes that serve the queue. A customer sent back to the
 * queue keeps the acceptor who called them as preferred resource (`acceptedUserID`).
 */
export function orderWaiting(
  rows: readonly AppointmentRow[],
  settings: WorkshopSettings,
  servingBoxes: readonly ServingBox[],
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
  const waits = estimateWaits(ordered, estimate, now);
  const unknown = isWaitEstimateUnknown(estimate);
  return ordered.map((entry, index) => ({
    ...entry.row,
    position: index + 1,
    estimatedWaitMinutes: unknown ? null : (waits[index] ?? null),
  }));
}

/** The batch behind `loaders(ctx).waitingByQueue`: every requested queue in three queries. */
export async function loadWaitingLists(
  ctx: RequestContext,
  loaders: Loaders,
  queueIDs: readonly string[],
): Promise<Map<string, WaitingAppointment[]>> {
  const queues = (await loaders.queueById.loadMany(queueIDs)).filter((q): q is QueueParent => q !== null);
  const result = new Map<string, WaitingAppointment[]>();
  if (queues.length === 0) return result;
  const workshopIDs = [...new Set(queues.map((queue) => queue.workshopID))];
  const [rows, settingsList, boxes] = await Promise.all([
    findWaitingInQueues(
      ctx.db,
      queues.map((queue) => queue.queueID),
    ),
    loaders.workshopSettings.loadMany(workshopIDs),
    findServingBoxes(ctx.db, workshopIDs),
  ]);
  const now = ctx.now();
  for (const queue of queues) {
    const settings = settingsList.find((s) => s?.workshopID === queue.workshopID);
    if (!settings) continue;
    const waiting = rows.filter((row) => row.assignedQueueID === queue.queueID);
    const serving = boxes.filter((box) => servesQueue(box, queue));
    result.set(queue.queueID, orderWaiting(waiting, settings, serving, now));
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
export async function waitingPlace(loaders: Loaders, appointment: AppointmentParent): Promise<WaitingPlace> {
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
