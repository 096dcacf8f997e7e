import { describe, expect, it } from 'vitest';
import type { QueueEntry, WaitEstimateParams } from './queue-order.ts';
import { estimateWaits, isWaitEstimateUnknown, observedAcceptanceMinutes } from './queue-order.ts';

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
