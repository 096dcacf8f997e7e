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

interface Keyed<T extends QueueEntry> {
  entry: T;
  due: number;
  checkin: number;
}

function keyed<T extends QueueEntry>(entry: T, params: QueueOrderParams, now: Date): Keyed<T> {
  return {
    entry,
    due: dueTime(entry, params, now).getTime(),
    checkin: (entry.checkinDateTime ?? now).getTime(),
  };
}

/** The call-order comparison: one per-entry key, so any subset of a queue keeps the same order. */
function compareKeyed(a: Keyed<QueueEntry>, b: Keyed<QueueEntry>): number {
  return (
    b.entry.priority - a.entry.priority ||
    a.due - b.due ||
    a.checkin - b.checkin ||
    // Code-unit order, not localeCompare: the same order on every server and browser.
    (a.entry.appointmentID < b.entry.appointmentID
      ? -1
      : a.entry.appointmentID > b.entry.appointmentID
        ? 1
        : 0)
  );
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
  return entries
    .map((entry) => keyed(entry, params, now))
    .sort(compareKeyed)
    .map((k) => k.entry);
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

/** Who has not checked in yet but may still overtake someone waiting, for estimateWaitsAhead. */
export interface ExpectedArrivals {
  /** Booking times of this queue's booked customers who have not checked in today. */
  bookings: readonly Date[];
  /** Walk-ins to expect per hour, e.g. today's so far over the hours open; 0 expects none. */
  walkInsPerHour: number;
  /** Share of those bookings expected to arrive in time to keep their slot; 0.8 if not given. */
  bookingShowShare?: number;
}

export const DEFAULT_BOOKING_SHOW_SHARE = 0.8;

/** Less history than this and no walk-in rate is told: two walk-ins in ten minutes are not a rate. */
export const MIN_WALK_IN_RATE_MINUTES = 30;

/**
 * Walk-ins to expect per hour in a queue, for estimateWaitsAhead: the queue's walk-ins checked in
 * since `openedAt` (its first check-in of the day stands for the opening), over the time since.
 * Without them an early customer is told the wait of someone due now, although every walk-in who
 * arrives before their booking time will go first (docs/queue-order.md measures it). 0 before
 * MIN_WALK_IN_RATE_MINUTES of history.
 */
export function observedWalkInsPerHour(
  walkInCheckins: readonly Date[],
  openedAt: Date | null,
  now: Date,
): number {
  if (openedAt === null) return 0;
  const from = openedAt.getTime();
  const count = walkInCheckins.filter((at) => at.getTime() >= from && at.getTime() <= now.getTime()).length;
  return walkInsPerHour(count, openedAt, now);
}

/**
 * observedWalkInsPerHour from the count alone: `count` walk-ins checked in between `openedAt` and
 * `now` (the server counts them in the database instead of reading a busy day's rows).
 */
export function walkInsPerHour(count: number, openedAt: Date | null, now: Date): number {
  if (openedAt === null) return 0;
  const elapsedMinutes = (now.getTime() - openedAt.getTime()) / MINUTE_MS;
  if (!(elapsedMinutes >= MIN_WALK_IN_RATE_MINUTES)) return 0;
  return (60 * count) / elapsedMinutes;
}

/** Walk-ins to expect at most: bounds the work when a caller passes an absurd rate. */
const MAX_EXPECTED_WALK_INS = 500;

interface Replayed {
  keyed: Keyed<QueueEntry>;
  availableAt: number;
  holdsMs: number;
  /** Index in `ordered`, or -1 for someone expected. */
  position: number;
}

/**
 * estimateWaits, also counting who has not checked in yet. With recalculation on, a booked
 * customer who arrives in time is due at their booking time and a walk-in at their arrival, so
 * both overtake anyone waiting whose due time is later: mostly early customers, whom estimateWaits
 * tells about ten minutes too little (docs/queue-order.md). Each such booking holds a box for its
 * show share of a duration; expected walk-ins come evenly at the given rate.
 */
export function estimateWaitsAhead(
  ordered: readonly QueueEntry[],
  params: WaitEstimateParams,
  order: QueueOrderParams,
  expected: ExpectedArrivals,
  now: Date,
): number[] {
  // With recalculation off the queue is first come, first served: nobody later can overtake.
  if (!order.autoRecalcQueueEnabled || ordered.length === 0) return estimateWaits(ordered, params, now);
  const nowMs = now.getTime();
  const durationMs = Math.max(0, params.acceptanceDurationMinutes) * MINUTE_MS;
  const waiting = ordered.map((entry, position): Replayed => {
    return { keyed: keyed(entry, order, now), availableAt: nowMs, holdsMs: durationMs, position };
  });
  // Nobody due after the last waiting customer can overtake anyone.
  const horizon = Math.max(...waiting.map((w) => w.keyed.due));
  const share = Math.min(1, Math.max(0, expected.bookingShowShare ?? DEFAULT_BOOKING_SHOW_SHARE));
  const toleranceMs = Math.max(0, order.toleranceMinutes) * MINUTE_MS;
  const coming: Replayed[] = [];
  for (const booking of expected.bookings) {
    const at = booking.getTime();
    // Past booking + tolerance they can only come late, due at check-in, behind everyone here.
    if (at + toleranceMs <= nowMs || at >= horizon) continue;
    coming.push(expectedArrival(`booking-${at}`, booking, at, share * durationMs, order, now));
  }
  const rate = expected.walkInsPerHour;
  if (rate > 0 && Number.isFinite(rate)) {
    const gapMs = (60 * MINUTE_MS) / rate;
    for (let at = nowMs + gapMs; at < horizon && coming.length < MAX_EXPECTED_WALK_INS; at += gapMs) {
      coming.push(expectedArrival(`walk-in-${at}`, null, at, durationMs, order, now));
    }
  }
  if (coming.length === 0) return estimateWaits(ordered, params, now);
  return replay(merge(waiting, coming), ordered.length, boxFreeTimes(params, nowMs), nowMs);
}

function expectedArrival(
  id: string,
  booking: Date | null,
  at: number,
  holdsMs: number,
  order: QueueOrderParams,
  now: Date,
): Replayed {
  const entry: QueueEntry = {
    appointmentID: `expected-${id}`,
    statusCode: booking === null ? 3 : 2,
    walkIn: booking === null,
    priority: 0,
    bookingDateTime: booking,
    checkinDateTime: new Date(at),
    preferredUserID: null,
  };
  return { keyed: keyed(entry, order, now), availableAt: at, holdsMs, position: -1 };
}

/**
 * The expected arrivals slotted into the waiting queue, whose own order is kept as given. Those
 * who would come after everyone waiting are left out: they cannot change anyone's wait.
 */
function merge(waiting: readonly Replayed[], coming: Replayed[]): Replayed[] {
  coming.sort((a, b) => compareKeyed(a.keyed, b.keyed));
  const merged: Replayed[] = [];
  let next = 0;
  for (const entry of waiting) {
    while (next < coming.length && compareKeyed(coming[next]!.keyed, entry.keyed) < 0) {
      merged.push(coming[next++]!);
    }
    merged.push(entry);
  }
  return merged;
}

/** Each box, as it frees up, takes the first in order who is there by then. */
function replay(items: Replayed[], waitingCount: number, freeAt: number[], nowMs: number): number[] {
  const waits = new Array<number>(waitingCount).fill(0);
  let left = waitingCount;
  while (left > 0) {
    let soonest = 0;
    for (let box = 1; box < freeAt.length; box++) if (freeAt[box]! < freeAt[soonest]!) soonest = box;
    const calledAt = freeAt[soonest]!;
    // Someone waiting is always there (available now), so this always finds an item.
    const index = items.findIndex((item) => item.availableAt <= calledAt);
    const [item] = items.splice(index, 1);
    freeAt[soonest] = calledAt + item!.holdsMs;
    if (item!.position >= 0) {
      waits[item!.position] = Math.ceil((calledAt - nowMs) / MINUTE_MS);
      left--;
    }
  }
  return waits;
}

/**
 * Whether screens should show "unknown" instead of the estimate's number: with no box open nobody
 * is calling, so any figure would be invented (estimateWaits still returns one, assuming one box).
 */
export function isWaitEstimateUnknown(params: WaitEstimateParams): boolean {
  return params.openBoxes < 1 || !(params.acceptanceDurationMinutes > 0);
}
