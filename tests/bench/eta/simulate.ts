/**
 * Discrete-event run of one day: boxes call the head of orderQueue whenever they are free, and at
 * every check-in and every call each waiting customer's estimate is recorded, to be compared with
 * the wait they then actually had.
 */
import type {
  QueueEntry,
  QueueOrderParams,
  WaitEstimateParams,
} from '../../../shared/appointments/queue-order.ts';
import { isWalkIn, orderQueue, timingOf } from '../../../shared/appointments/queue-order.ts';
import type { Customer, DayConfig } from './day.ts';

const OPENING = Date.UTC(2026, 2, 2, 8, 0, 0);
const MINUTE_MS = 60_000;
const dateAt = (minute: number) => new Date(OPENING + minute * MINUTE_MS);

/** What the server knows at a moment, beyond the waiting queue: the inputs an estimator may use. */
export interface Situation {
  now: Date;
  params: WaitEstimateParams;
  order: QueueOrderParams;
  /** Minutes each finished customer spent at a box today, oldest first. */
  finishedDurations: readonly number[];
  /** Booking times of booked customers not checked in yet (no-shows included: nobody knows yet). */
  notArrivedBookings: readonly Date[];
  /** Walk-ins checked in so far today, and minutes since opening. */
  walkInsSoFar: number;
  /** Every check-in so far today, oldest first (what the server reads of today's queue). */
  checkinsToday: readonly { at: Date; walkIn: boolean }[];
  minutesOpen: number;
  /** What nobody can know, for the oracle rows that show which uncertainty the error comes from. */
  truth: () => Truth;
}

export interface Truth {
  /** Minutes each busy box (in busySince's order) will still be busy. */
  busyRemaining: number[];
  serviceMinutes: (appointmentID: string) => number;
  /** Customers who will check in later, with their check-in in minutes since the epoch. */
  later: { entry: QueueEntry; arrivesAt: number; serviceMinutes: number }[];
}

export interface Estimator {
  name: string;
  estimate(ordered: readonly QueueEntry[], situation: Situation): number[];
}

/** Which rule clause placed the customer: a walk-in, or a booked customer on time, early or late. */
export type CustomerKind = 'walk-in' | 'booked on time' | 'booked early' | 'booked late';

export interface Estimate {
  customer: number;
  kind: CustomerKind;
  atCheckin: boolean;
  estimateMinutes: number;
  actualMinutes: number;
}

export interface DayResult {
  estimates: Estimate[];
  waits: number[];
}

function kindOf(entry: QueueEntry, toleranceMinutes: number): CustomerKind {
  if (isWalkIn(entry)) return 'walk-in';
  const timing = timingOf(entry.bookingDateTime!, entry.checkinDateTime!, toleranceMinutes).status;
  return timing === 'ON_TIME' ? 'booked on time' : timing === 'EARLY' ? 'booked early' : 'booked late';
}

interface Waiting extends QueueEntry {
  customer: number;
}

interface Box {
  busyUntil: number | null;
  since: number;
}

export function simulateDay(
  config: DayConfig,
  customers: readonly Customer[],
  order: QueueOrderParams,
  estimator: Estimator,
): DayResult {
  const arrivals = customers
    .map((customer, index) => ({ customer, index }))
    .filter((a) => a.customer.arrivalMinute !== null)
    .sort((a, b) => a.customer.arrivalMinute! - b.customer.arrivalMinute! || a.index - b.index);
  const arrived = new Array<boolean>(customers.length).fill(false);
  const calledAt = new Array<number>(customers.length).fill(Number.NaN);
  const boxes: Box[] = Array.from({ length: config.boxes }, () => ({ busyUntil: null, since: 0 }));
  const finishedDurations: number[] = [];
  const pending: { customer: number; atCheckin: boolean; estimateMinutes: number; madeAt: number }[] = [];
  let waiting: Waiting[] = [];
  let walkInsSoFar = 0;
  const checkinsToday: { at: Date; walkIn: boolean }[] = [];

  const entryOf = (index: number): Waiting => {
    const customer = customers[index]!;
    return {
      customer: index,
      appointmentID: customer.id,
      statusCode: customer.walkIn ? 3 : 2,
      walkIn: customer.walkIn,
      priority: customer.priority,
      bookingDateTime: customer.bookingMinute === null ? null : dateAt(customer.bookingMinute),
      checkinDateTime: dateAt(customer.arrivalMinute!),
      preferredUserID: null,
    };
  };
  const busyBoxes = () => boxes.filter((b) => b.busyUntil !== null);
  const situation = (now: number): Situation => ({
    now: dateAt(now),
    params: {
      acceptanceDurationMinutes: config.acceptanceDurationMinutes,
      openBoxes: config.boxes,
      busySince: busyBoxes().map((b) => dateAt(b.since)),
    },
    order,
    finishedDurations: [...finishedDurations],
    notArrivedBookings: customers
      .filter((c, index) => !arrived[index] && c.bookingMinute !== null)
      .map((c) => dateAt(c.bookingMinute!)),
    walkInsSoFar,
    checkinsToday: [...checkinsToday],
    minutesOpen: now,
    truth: () => ({
      busyRemaining: busyBoxes().map((b) => b.busyUntil! - now),
      serviceMinutes: (appointmentID) => customers.find((c) => c.id === appointmentID)!.serviceMinutes,
      later: arrivals
        .filter((a) => !arrived[a.index])
        .map((a) => ({
          entry: entryOf(a.index),
          arrivesAt: OPENING / MINUTE_MS + a.customer.arrivalMinute!,
          serviceMinutes: a.customer.serviceMinutes,
        })),
    }),
  });

  const snapshot = (now: number, newcomer: number | null) => {
    if (waiting.length === 0) return;
    const at = situation(now);
    const ordered = orderQueue(waiting, order, at.now);
    const waits = estimator.estimate(ordered, at);
    ordered.forEach((entry, position) => {
      pending.push({
        customer: entry.customer,
        atCheckin: entry.customer === newcomer,
        estimateMinutes: waits[position]!,
        madeAt: now,
      });
    });
  };

  const dispatch = (now: number) => {
    for (const box of boxes) {
      if (box.busyUntil !== null || waiting.length === 0) continue;
      const next = orderQueue(waiting, order, dateAt(now))[0]!;
      waiting = waiting.filter((w) => w !== next);
      calledAt[next.customer] = now;
      box.busyUntil = now + customers[next.customer]!.serviceMinutes;
      box.since = now;
    }
  };

  let nextArrival = 0;
  while (nextArrival < arrivals.length || waiting.length > 0 || boxes.some((b) => b.busyUntil !== null)) {
    const arrivalMinute = arrivals[nextArrival]?.customer.arrivalMinute ?? Number.POSITIVE_INFINITY;
    const freeMinute = Math.min(...boxes.map((b) => b.busyUntil ?? Number.POSITIVE_INFINITY));
    if (freeMinute <= arrivalMinute) {
      for (const box of boxes) {
        if (box.busyUntil !== freeMinute) continue;
        finishedDurations.push(freeMinute - box.since);
        box.busyUntil = null;
      }
      dispatch(freeMinute);
      snapshot(freeMinute, null);
    } else {
      const { customer, index } = arrivals[nextArrival++]!;
      arrived[index] = true;
      if (customer.walkIn) walkInsSoFar++;
      checkinsToday.push({ at: dateAt(arrivalMinute), walkIn: customer.walkIn });
      waiting.push(entryOf(index));
      // The estimate a customer sees on checking in: before any box reacts.
      snapshot(arrivalMinute, index);
      dispatch(arrivalMinute);
    }
  }

  return {
    estimates: pending.map((p) => ({
      customer: p.customer,
      kind: kindOf(entryOf(p.customer), order.toleranceMinutes),
      atCheckin: p.atCheckin,
      estimateMinutes: p.estimateMinutes,
      actualMinutes: calledAt[p.customer]! - p.madeAt,
    })),
    waits: arrivals.map((a) => calledAt[a.index]! - a.customer.arrivalMinute!),
  };
}
