/**
 * The estimates the bench compares: the shared estimators (the plain one, and those that use more of
 * what the server knows), and oracles told part of the future (to show where the error comes from).
 */
import type { QueueEntry } from '../../../shared/appointments/queue-order.ts';
import {
  estimateWaits,
  estimateWaitsAhead,
  OVERDUE_BOX_FLOOR_MINUTES,
  observedAcceptanceMinutes,
  observedWalkInsPerHour,
} from '../../../shared/appointments/queue-order.ts';
import type { ForwardItem } from './forward.ts';
import { forwardWaits } from './forward.ts';
import type { Estimator, Situation } from './simulate.ts';

const MINUTE_MS = 60_000;

/** The plain model: boxes, the duration parameter and the queue as it is. */
export const shipped: Estimator = {
  name: 'estimateWaits',
  estimate: (ordered, s) => estimateWaits(ordered, s.params, s.now),
};

/** Same model, with the mean of today's finished acceptances (observedAcceptanceMinutes). */
export const observedDurations: Estimator = {
  name: 'observed mean',
  estimate: (ordered, s) => {
    const acceptanceDurationMinutes = observedAcceptanceMinutes(
      s.finishedDurations,
      s.params.acceptanceDurationMinutes,
    );
    return estimateWaits(ordered, { ...s.params, acceptanceDurationMinutes }, s.now);
  },
};

const nowMinutes = (s: Situation) => s.now.getTime() / MINUTE_MS;

/** estimateWaits' box model: a busy box frees at since + duration, an overdue one in a minute. */
function modelFreeAt(s: Situation): number[] {
  const now = nowMinutes(s);
  const duration = s.params.acceptanceDurationMinutes;
  const busy = s.params.busySince.map((since) =>
    Math.max(since.getTime() / MINUTE_MS + duration, now + OVERDUE_BOX_FLOOR_MINUTES),
  );
  return withFreeBoxes(s, busy);
}

function withFreeBoxes(s: Situation, busy: number[]): number[] {
  const boxes = Math.max(1, s.params.openBoxes);
  const free = new Array<number>(Math.max(0, boxes - busy.length)).fill(nowMinutes(s));
  return [...free, ...busy.sort((a, b) => a - b)].slice(0, boxes);
}

const waitingItems = (ordered: readonly QueueEntry[], s: Situation, minutesOf: (e: QueueEntry) => number) =>
  ordered.map(
    (entry, position): ForwardItem => ({
      ...entry,
      availableAt: nowMinutes(s),
      minutes: minutesOf(entry),
      position,
    }),
  );

const walkInsPerHour = (s: Situation) => (s.minutesOpen >= 30 ? (60 * s.walkInsSoFar) / s.minutesOpen : 0);

/**
 * estimateWaitsAhead: also expects today's bookings not yet in, and walk-ins at the rate seen so
 * far (none in the first half hour, too few to tell a rate).
 */
export const ahead: Estimator = {
  name: 'estimateWaitsAhead',
  estimate: (ordered, s) =>
    estimateWaitsAhead(
      ordered,
      s.params,
      s.order,
      { bookings: s.notArrivedBookings, walkInsPerHour: walkInsPerHour(s) },
      s.now,
    ),
};

/**
 * What the server's waiting list computed before walk-in rates (server/core/loaders/waiting-list.ts):
 * estimateWaitsAhead with today's bookings not yet in, and no walk-ins expected.
 */
export const serverBookingsOnly: Estimator = {
  name: 'server: bookings only',
  estimate: (ordered, s) =>
    estimateWaitsAhead(
      ordered,
      s.params,
      s.order,
      { bookings: s.notArrivedBookings, walkInsPerHour: 0 },
      s.now,
    ),
};

/**
 * What the server computes now: also walk-ins at the queue's rate since its first check-in of the
 * day (observedWalkInsPerHour), all the server can read, where `ahead` is told the opening time.
 */
export const serverWithWalkIns: Estimator = {
  name: 'server: + walk-in rate',
  estimate: (ordered, s) => {
    const walkIns = s.checkinsToday.filter((c) => c.walkIn).map((c) => c.at);
    const walkInsPerHour = observedWalkInsPerHour(walkIns, s.checkinsToday[0]?.at ?? null, s.now);
    return estimateWaitsAhead(
      ordered,
      s.params,
      s.order,
      { bookings: s.notArrivedBookings, walkInsPerHour },
      s.now,
    );
  },
};

/** Both: estimateWaitsAhead with observedAcceptanceMinutes as the duration. */
export const aheadObserved: Estimator = {
  name: 'ahead + observed',
  estimate: (ordered, s) => {
    const acceptanceDurationMinutes = observedAcceptanceMinutes(
      s.finishedDurations,
      s.params.acceptanceDurationMinutes,
    );
    const expected = { bookings: s.notArrivedBookings, walkInsPerHour: walkInsPerHour(s) };
    return estimateWaitsAhead(ordered, { ...s.params, acceptanceDurationMinutes }, s.order, expected, s.now);
  },
};

/** Oracle: knows how long every customer will take (but not who else will come). */
export const knowsServiceTimes: Estimator = {
  name: 'oracle: durations',
  estimate: (ordered, s) => {
    const truth = s.truth();
    const busy = truth.busyRemaining.map((remaining) => nowMinutes(s) + remaining);
    const items = waitingItems(ordered, s, (e) => truth.serviceMinutes(e.appointmentID));
    return forwardWaits(items, ordered.length, withFreeBoxes(s, busy), s.order, s.now);
  },
};

/** Oracle: knows who will arrive and when (but not how long anyone takes). */
export const knowsArrivals: Estimator = {
  name: 'oracle: arrivals',
  estimate: (ordered, s) => {
    const duration = s.params.acceptanceDurationMinutes;
    const items = waitingItems(ordered, s, () => duration);
    for (const later of s.truth().later)
      items.push({ ...later.entry, availableAt: later.arrivesAt, minutes: duration, position: -1 });
    return forwardWaits(items, ordered.length, modelFreeAt(s), s.order, s.now);
  },
};

/** Oracle: knows both; its error is only the rounding up to whole minutes (checks the harness). */
export const knowsEverything: Estimator = {
  name: 'oracle: both',
  estimate: (ordered, s) => {
    const truth = s.truth();
    const busy = truth.busyRemaining.map((remaining) => nowMinutes(s) + remaining);
    const items = waitingItems(ordered, s, (e) => truth.serviceMinutes(e.appointmentID));
    for (const later of truth.later)
      items.push({
        ...later.entry,
        availableAt: later.arrivesAt,
        minutes: later.serviceMinutes,
        position: -1,
      });
    return forwardWaits(items, ordered.length, withFreeBoxes(s, busy), s.order, s.now);
  },
};
