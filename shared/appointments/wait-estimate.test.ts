import { describe, expect, it } from 'vitest';
import type { QueueEntry, QueueOrderParams, WaitEstimateParams } from './queue-order.ts';
import {
  estimateWaits,
  estimateWaitsAhead,
  isWaitEstimateUnknown,
  observedAcceptanceMinutes,
  observedWalkInsPerHour,
} from './queue-order.ts';

// A fixed clock; estimateWaits only reads how many entries there are and in which order.
const NOW = new Date('2026-03-02T10:00:00Z');
const minutesAgo = (minutes: number) => new Date(NOW.getTime() - minutes * 60_000);

function queueOf(length: number): QueueEntry[] {
  return Array.from({ length }, (_, index) => ({
    appointmentID: `a${index}`,
    statusCode: 3,
    walkIn: true,
    priority: 0,
    bookingDateTime: null,
    checkinDateTime: minutesAgo(30 - index),
    preferredUserID: null,
  }));
}

const params = (
  openBoxes: number,
  busySince: Date[] = [],
  acceptanceDurationMinutes = 20,
): WaitEstimateParams => ({
  acceptanceDurationMinutes,
  openBoxes,
  busySince,
});

describe('estimateWaits', () => {
  it('returns nothing for an empty queue', () => {
    expect(estimateWaits([], params(3), NOW)).toEqual([]);
  });

  it('with one free box, calls every acceptanceDurationMinutes', () => {
    expect(estimateWaits(queueOf(3), params(1), NOW)).toEqual([0, 20, 40]);
  });

  it('with no open box, assumes one', () => {
    expect(estimateWaits(queueOf(3), params(0), NOW)).toEqual([0, 20, 40]);
    expect(estimateWaits(queueOf(2), params(0, [minutesAgo(5)]), NOW)).toEqual([15, 35]);
  });

  it('with three free boxes, calls three at once', () => {
    expect(estimateWaits(queueOf(5), params(3), NOW)).toEqual([0, 0, 0, 20, 20]);
  });

  it('assigns each customer to the box that frees up first', () => {
    // Box A free now, B in 15 minutes, C in 5 minutes.
    const waits = estimateWaits(queueOf(6), params(3, [minutesAgo(5), minutesAgo(15)]), NOW);
    expect(waits).toEqual([0, 5, 15, 20, 25, 35]);
  });

  it('expects an overdue box to free in a minute, not now', () => {
    expect(estimateWaits(queueOf(2), params(1, [minutesAgo(30)]), NOW)).toEqual([1, 21]);
    expect(estimateWaits(queueOf(1), params(1, [minutesAgo(20)]), NOW)).toEqual([1]);
    expect(estimateWaits(queueOf(1), params(1, [minutesAgo(19.5)]), NOW)).toEqual([1]);
  });

  it('rounds partial minutes up', () => {
    // Free in 14.25 minutes: 15, not 14 (rounding to nearest would promise a call too soon).
    expect(estimateWaits(queueOf(2), params(1, [minutesAgo(5.75)]), NOW)).toEqual([15, 35]);
  });

  it('keeps the soonest-free boxes when more are busy than open', () => {
    expect(estimateWaits(queueOf(2), params(1, [minutesAgo(2), minutesAgo(18)]), NOW)).toEqual([2, 22]);
  });

  it('treats a box called in the future (clock skew) as called now', () => {
    expect(estimateWaits(queueOf(1), params(1, [new Date(NOW.getTime() + 5 * 60_000)]), NOW)).toEqual([20]);
  });

  it('returns finite numbers even with a zero duration', () => {
    expect(estimateWaits(queueOf(3), params(1, [], 0), NOW)).toEqual([0, 0, 0]);
  });
});

describe('isWaitEstimateUnknown', () => {
  it('is unknown when no box is open or the duration is not positive', () => {
    expect(isWaitEstimateUnknown(params(0))).toBe(true);
    expect(isWaitEstimateUnknown(params(2, [], 0))).toBe(true);
    expect(isWaitEstimateUnknown(params(2, [], Number.NaN))).toBe(true);
  });

  it('is known with an open box and a positive duration', () => {
    expect(isWaitEstimateUnknown(params(1))).toBe(false);
    expect(isWaitEstimateUnknown(params(1, [minutesAgo(40)]))).toBe(false);
  });
});

describe('observedAcceptanceMinutes', () => {
  it('is the parameter before anyone has finished', () => {
    expect(observedAcceptanceMinutes([], 20)).toBe(20);
  });

  it('weighs the parameter as five observations', () => {
    // (5 × 20 + 30 × 5) / 10: halfway between the parameter and the observed 30 after five customers.
    expect(observedAcceptanceMinutes([30, 30, 30, 30, 30], 20)).toBe(25);
    expect(observedAcceptanceMinutes([40], 20)).toBeCloseTo(140 / 6);
  });

  it('follows the observations once there are many', () => {
    expect(observedAcceptanceMinutes(new Array(95).fill(30), 20)).toBeCloseTo(29.5);
  });

  it('ignores durations that cannot be real', () => {
    expect(observedAcceptanceMinutes([Number.NaN, -4, Number.POSITIVE_INFINITY], 20)).toBe(20);
  });
});

describe('estimateWaitsAhead', () => {
  const at = (hhmm: string) => new Date(`2026-03-02T${hhmm}:00Z`);
  const order: QueueOrderParams = {
    toleranceMinutes: 10,
    autoRecalcQueueEnabled: true,
    preferredResourceEnabled: false,
  };
  const entry = (id: string, checkin: string, booking: string | null, priority = 0): QueueEntry => ({
    appointmentID: id,
    statusCode: booking === null ? 3 : 2,
    walkIn: booking === null,
    priority,
    bookingDateTime: booking === null ? null : at(booking),
    checkinDateTime: at(checkin),
    preferredUserID: null,
  });
  // One box, taken at 10:00, so free at 10:20; a walk-in from 9:55, then a customer early for 10:30.
  const oneBusyBox = params(1, [NOW]);
  const queue = [entry('walk-in', '09:55', null), entry('early', '09:40', '10:30')];
  const none = { bookings: [], walkInsPerHour: 0 };

  it('is estimateWaits when nobody is expected', () => {
    expect(estimateWaitsAhead(queue, oneBusyBox, order, none, NOW)).toEqual([20, 40]);
  });

  it('puts a booking due before an early customer ahead of them, for its show share of a box', () => {
    const bookings = [at('10:10')];
    expect(
      estimateWaitsAhead(queue, oneBusyBox, order, { bookings, walkInsPerHour: 0, bookingShowShare: 1 }, NOW),
    ).toEqual([20, 60]);
    expect(
      estimateWaitsAhead(
        queue,
        oneBusyBox,
        order,
        { bookings, walkInsPerHour: 0, bookingShowShare: 0.5 },
        NOW,
      ),
    ).toEqual([20, 50]);
    // Default share 0.8: 16 minutes of the box.
    expect(estimateWaitsAhead(queue, oneBusyBox, order, { bookings, walkInsPerHour: 0 }, NOW)).toEqual([
      20, 56,
    ]);
  });

  it('does not hold a free box for someone not there yet', () => {
    // The box frees at 10:05; the 10:10 booking is due first but not there, so the early customer goes.
    const expected = { bookings: [at('10:10')], walkInsPerHour: 0, bookingShowShare: 1 };
    const early = [entry('early', '09:40', '10:30')];
    expect(estimateWaitsAhead(early, params(1, [minutesAgo(15)]), order, expected, NOW)).toEqual([5]);
  });

  it('ignores bookings that can no longer keep their slot or are due after everyone waiting', () => {
    const bookings = [at('09:50'), at('10:30'), at('11:00')];
    const expected = { bookings, walkInsPerHour: 0, bookingShowShare: 1 };
    expect(estimateWaitsAhead(queue, oneBusyBox, order, expected, NOW)).toEqual([20, 40]);
  });

  it('counts a booking still within tolerance as able to come any moment', () => {
    // Booked for 9:55: may still arrive on time until 10:05, and would then be due before the walk-in.
    const expected = { bookings: [at('09:55')], walkInsPerHour: 0, bookingShowShare: 1 };
    expect(estimateWaitsAhead([entry('walk-in', '09:58', null)], oneBusyBox, order, expected, NOW)).toEqual([
      40,
    ]);
  });

  it('lets an expected walk-in overtake a customer due later than their arrival', () => {
    // Box free at 10:10 takes the walk-in; at 10:30 the walk-in expected then (2 an hour) is due
    // before the customer booked for 10:45, who is called at 10:50.
    const early = [entry('walk-in', '09:58', null), entry('early', '09:40', '10:45')];
    const expected = { bookings: [], walkInsPerHour: 2 };
    expect(estimateWaitsAhead(early, params(1, [minutesAgo(10)]), order, expected, NOW)).toEqual([10, 50]);
  });

  it('never puts anyone expected ahead of a higher priority', () => {
    const urgent = [entry('urgent', '09:59', null, 1)];
    const expected = { bookings: [at('10:05')], walkInsPerHour: 60, bookingShowShare: 1 };
    expect(estimateWaitsAhead(urgent, oneBusyBox, order, expected, NOW)).toEqual([20]);
  });

  it('is estimateWaits when recalculation is off: first come, first served', () => {
    const expected = { bookings: [at('10:10')], walkInsPerHour: 6, bookingShowShare: 1 };
    const off = { ...order, autoRecalcQueueEnabled: false };
    expect(estimateWaitsAhead(queue, oneBusyBox, off, expected, NOW)).toEqual([20, 40]);
  });

  it('expects no walk-ins from a rate that is not a positive finite number', () => {
    for (const walkInsPerHour of [Number.POSITIVE_INFINITY, Number.NaN, -3]) {
      expect(estimateWaitsAhead(queue, oneBusyBox, order, { bookings: [], walkInsPerHour }, NOW)).toEqual([
        20, 40,
      ]);
    }
  });

  it('keeps the waiting customers in the order given', () => {
    const reversed = [...queue].reverse();
    const expected = { bookings: [at('10:10')], walkInsPerHour: 0, bookingShowShare: 1 };
    // Given first, the early customer is still called before the walk-in (not re-sorted); the
    // booking slots in before the first waiting customer due after it.
    expect(estimateWaitsAhead(reversed, oneBusyBox, order, expected, NOW)).toEqual([40, 60]);
  });
});

describe('observedWalkInsPerHour', () => {
  const at = (hhmm: string) => new Date(`2026-03-02T${hhmm}:00Z`);

  it('is the walk-ins since the first check-in of the day over the time since', () => {
    // Opened (first check-in) at 8:00; 4 walk-ins by 10:00: 2 an hour.
    const walkIns = [at('08:10'), at('08:40'), at('09:05'), at('09:50')];
    expect(observedWalkInsPerHour(walkIns, at('08:00'), NOW)).toBe(2);
  });

  it('tells no rate before half an hour of history, or without any check-in', () => {
    expect(observedWalkInsPerHour([at('09:40'), at('09:45')], at('09:35'), NOW)).toBe(0);
    expect(observedWalkInsPerHour([], null, NOW)).toBe(0);
    expect(observedWalkInsPerHour([], at('09:30'), NOW)).toBe(0);
  });

  it('counts nobody before the opening or after now', () => {
    expect(observedWalkInsPerHour([at('07:00'), at('09:00'), at('11:00')], at('08:00'), NOW)).toBe(0.5);
  });

  it('worked example: an early customer is told the walk-ins who will arrive before their booking', () => {
    // One box, free at 10:10. A walk-in waits; a customer booked for 10:45 came at 9:40. Without a
    // rate the early customer hears 30 minutes (called 10:30, after the walk-in). With the queue's
    // 2 walk-ins an hour, the one expected at 10:30 is due before 10:45 and goes first: 50 minutes.
    const order: QueueOrderParams = {
      toleranceMinutes: 10,
      autoRecalcQueueEnabled: true,
      preferredResourceEnabled: false,
    };
    const entry = (id: string, checkin: string, booking: string | null): QueueEntry => ({
      appointmentID: id,
      statusCode: booking === null ? 3 : 2,
      walkIn: booking === null,
      priority: 0,
      bookingDateTime: booking === null ? null : at(booking),
      checkinDateTime: at(checkin),
      preferredUserID: null,
    });
    const waiting = [entry('walk-in', '09:58', null), entry('early', '09:40', '10:45')];
    const box = params(1, [minutesAgo(10)]);
    const rate = observedWalkInsPerHour(
      [at('08:10'), at('08:40'), at('09:05'), at('09:50')],
      at('08:00'),
      NOW,
    );
    expect(estimateWaitsAhead(waiting, box, order, { bookings: [], walkInsPerHour: 0 }, NOW)).toEqual([
      10, 30,
    ]);
    expect(estimateWaitsAhead(waiting, box, order, { bookings: [], walkInsPerHour: rate }, NOW)).toEqual([
      10, 50,
    ]);
  });
});
