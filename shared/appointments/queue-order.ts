/**
 * Call order of a queue and each waiting customer's estimated wait. This is the interface the
 * server (nextCustomer, Queue.waiting, tracking) and the client share; the rule itself is
 * documented in docs/queue-order.md.
 */

const MINUTE_MS = 60_000;

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

export type TimingStatus = 'ON_TIME' | 'EARLY' | 'LATE';

/** Spec §4's timing status: minutes are whole minutes from the booking time, 0 when on time. */
export interface Timing {
  status: TimingStatus;
  minutes: number;
}

/**
 * Whether a booked customer arriving at `arrivedAt` (their check-in, or now for one not yet in) is
 * on time, early or late. Exactly ± tolerance is still on time.
 */
export function timingOf(bookingDateTime: Date, arrivedAt: Date, toleranceMinutes: number): Timing {
  const differenceMs = arrivedAt.getTime() - bookingDateTime.getTime();
  if (Math.abs(differenceMs) <= Math.max(0, toleranceMinutes) * MINUTE_MS) {
    return { status: 'ON_TIME', minutes: 0 };
  }
  // Ceil, so a customer just past a 10-minute tolerance reads "11 minutes", never "10 minutes late".
  const minutes = Math.ceil(Math.abs(differenceMs) / MINUTE_MS);
  return { status: differenceMs < 0 ? 'EARLY' : 'LATE', minutes };
}

/** A walk-in by any of the three signs: the flag, status 3, or no booking time to keep. */
export function isWalkIn(entry: QueueEntry): boolean {
  return entry.walkIn || entry.statusCode === 3 || entry.bookingDateTime === null;
}

/**
 * When the entry is due to be served: its booking time if it holds its slot (booked, on time or
 * early, with recalculation on), otherwise its check-in time. A missing check-in counts as now, so
 * a malformed row joins the back of the queue instead of jumping it.
 */
export function dueTime(entry: QueueEntry, params: QueueOrderParams, now: Date): Date {
  const checkin = entry.checkinDateTime ?? now;
  const booking = entry.bookingDateTime;
  if (!params.autoRecalcQueueEnabled || booking === null || isWalkIn(entry)) return checkin;
  // A late customer has lost the slot; keeping it would push back everyone who came on time.
  return timingOf(booking, checkin, params.toleranceMinutes).status === 'LATE' ? checkin : booking;
}

/**
 * Returns the entries in call order (the first is called next): priority (higher first), then due
 * time, then check-in time, then appointmentID. Pure: same input, same order.
 */
export function orderQueue<T extends QueueEntry>(
  entries: readonly T[],
  params: QueueOrderParams,
  now: Date,
): T[] {
  const keyed = entries.map((entry) => ({
    entry,
    due: dueTime(entry, params, now).getTime(),
    checkin: (entry.checkinDateTime ?? now).getTime(),
  }));
  keyed.sort(
    (a, b) =>
      b.entry.priority - a.entry.priority ||
      a.due - b.due ||
      a.checkin - b.checkin ||
      // Code-unit order, not localeCompare: the same order on every server and browser.
      (a.entry.appointmentID < b.entry.appointmentID
        ? -1
        : a.entry.appointmentID > b.entry.appointmentID
          ? 1
          : 0),
  );
  return keyed.map((k) => k.entry);
}

/**
 * The entry this acceptor should take next from a queue already in call order, or null when there
 * is none they may take. With preferredResourceEnabled, entries reserved for another acceptor are
 * skipped until they are more than toleranceMinutes past their due time: nobody waits forever for
 * one person (who may be on a break, or not in today).
 */
export function nextFor<T extends QueueEntry>(
  ordered: readonly T[],
  acceptorUserID: string,
  params: QueueOrderParams,
  now: Date,
): T | null {
  if (!params.preferredResourceEnabled) return ordered[0] ?? null;
  const graceMs = Math.max(0, params.toleranceMinutes) * MINUTE_MS;
  const mayTake = (entry: T) =>
    entry.preferredUserID === null ||
    entry.preferredUserID === acceptorUserID ||
    now.getTime() - dueTime(entry, params, now).getTime() > graceMs;
  return ordered.find(mayTake) ?? null;
}

export interface WaitEstimateParams {
  /** Workshop parameter: minutes one customer takes at a box, on average. */
  acceptanceDurationMinutes: number;
  /**
   * Boxes open now (available, staffed or not busy with something else), the busy ones included.
   * At least 1 is assumed.
   */
  openBoxes: number;
  /** When each box that is busy now started with its customer (acceptance date-time). */
  busySince: readonly Date[];
}

/**
 * A box whose customer has been in longer than the average is expected to free up soon, but not
 * now: an overdue box is still occupied, and 0 would promise the next customer an instant call.
 */
export const OVERDUE_BOX_FLOOR_MINUTES = 1;

/** When each open box is expected to be free (ms since epoch), soonest first. */
function boxFreeTimes(params: WaitEstimateParams, now: number): number[] {
  const boxes = Math.max(1, Math.floor(params.openBoxes) || 0);
  const durationMs = Math.max(0, params.acceptanceDurationMinutes) * MINUTE_MS;
  const busy = params.busySince
    .map((since) =>
      Math.max(Math.min(since.getTime(), now) + durationMs, now + OVERDUE_BOX_FLOOR_MINUTES * MINUTE_MS),
    )
    .sort((a, b) => a - b);
  const free = new Array<number>(Math.max(0, boxes - busy.length)).fill(now);
  // More busy boxes than open ones: some are closing after their customer; keep the soonest free.
  return [...free, ...busy].slice(0, boxes);
}

/**
 * Estimated whole minutes (ceil) until each entry (already in call order) is called: every open
 * box takes the next customer as soon as it frees up, each customer occupying a box for
 * acceptanceDurationMinutes. With no open box, one is assumed (see isWaitEstimateUnknown).
 */
export function estimateWaits(
  ordered: readonly QueueEntry[],
  params: WaitEstimateParams,
  now: Date,
): number[] {
  const nowMs = now.getTime();
  const durationMs = Math.max(0, params.acceptanceDurationMinutes) * MINUTE_MS;
  const freeAt = boxFreeTimes(params, nowMs);
  return ordered.map(() => {
    // Few boxes (a handful): a linear scan for the soonest is simpler than a heap and as fast.
    let soonest = 0;
    for (let box = 1; box < freeAt.length; box++) {
      if (freeAt[box]! < freeAt[soonest]!) soonest = box;
    }
    const calledAt = freeAt[soonest]!;
    freeAt[soonest] = calledAt + durationMs;
    return Math.ceil((calledAt - nowMs) / MINUTE_MS);
  });
}

/** How many observations the workshop parameter counts as in observedAcceptanceMinutes. */
export const PARAMETER_WEIGHT = 5;

/**
 * The duration to estimate with: the mean of today's finished acceptances (minutes each customer
 * held a box), pulled towards the workshop parameter while there are few of them. A stale
 * parameter then stops skewing every estimate by mid-morning, and the day's first customer or an
 * odd one out does not swing it (docs/queue-order.md has the measurements).
 */
export function observedAcceptanceMinutes(
  finishedMinutes: readonly number[],
  parameterMinutes: number,
): number {
  const valid = finishedMinutes.filter((minutes) => Number.isFinite(minutes) && minutes >= 0);
  const sum = valid.reduce((total, minutes) => total + minutes, 0);
  return (sum + PARAMETER_WEIGHT * parameterMinutes) / (valid.length + PARAMETER_WEIGHT);
}

/**
 * Whether screens should show "unknown" instead of estimateWaits' number: with no box open nobody
 * is calling, so any figure would be invented (estimateWaits still returns one, assuming one box).
 */
export function isWaitEstimateUnknown(params: WaitEstimateParams): boolean {
  return params.openBoxes < 1 || !(params.acceptanceDurationMinutes > 0);
}
