/**
 * Call order of a queue and each waiting customer's estimated wait. This is the interface the
 * server (nextCustomer, Queue.waiting, tracking) and the client share; the rule itself is
 * documented in docs/queue-order.md.
 */

/** What ordering needs to know of a waiting appointment. */
export interface QueueEntry {
  appointmentID: string;
  /** 2 (checked in with a booking) or 3 (walk-in). */
  statusCode: number;
  walkIn: boolean;
  priority: number;
  bookingDateTime: Date | null;
  checkinDateTime: Date | null;
  /** With preferredResourceEnabled: the acceptor the customer should be served by, if any. */
  preferredUserID: string | null;
}

export interface QueueOrderParams {
  /** Workshop parameter: how early or late a booked customer may be and still count as on time. */
  toleranceMinutes: number;
  /** Workshop parameter: when off, booked customers keep their check-in order like walk-ins. */
  autoRecalcQueueEnabled: boolean;
  /** Workshop parameter: when on, an acceptor's next customer prefers those assigned to them. */
  preferredResourceEnabled: boolean;
}

/** Returns the entries in call order (the first is called next). Pure: same input, same order. */
export function orderQueue<T extends QueueEntry>(
  entries: readonly T[],
  _params: QueueOrderParams,
  _now: Date,
): T[] {
  // Placeholder order (priority, then check-in time); replaced by the documented rule.
  return [...entries].sort(
    (a, b) =>
      b.priority - a.priority ||
      (a.checkinDateTime?.getTime() ?? 0) - (b.checkinDateTime?.getTime() ?? 0) ||
      a.appointmentID.localeCompare(b.appointmentID),
  );
}

export interface WaitEstimateParams {
  /** Workshop parameter: minutes one customer takes at a box, on average. */
  acceptanceDurationMinutes: number;
  /** Boxes open now (available, staffed or not busy with something else). At least 1 is assumed. */
  openBoxes: number;
  /** When each box that is busy now started with its customer (acceptance date-time). */
  busySince: readonly Date[];
}

/** Estimated minutes until each entry (already in call order) is called. */
export function estimateWaits(
  ordered: readonly QueueEntry[],
  params: WaitEstimateParams,
  _now: Date,
): number[] {
  const boxes = Math.max(1, params.openBoxes);
  return ordered.map((_, index) => Math.floor(index / boxes) * params.acceptanceDurationMinutes);
}
