import { describe, expect, it } from 'vitest';
import {
  ARRIVAL_CLOCK_SKEW_MS,
  ARRIVAL_MAX_AGE_MS,
  arrivalProblem,
  checkinTimeOf,
} from './offline-arrival.ts';

const ROME = 'Europe/Rome';
// 15:00 in Rome (CET, UTC+1).
const NOW = new Date('2026-11-26T14:00:00Z');
const ago = (ms: number) => new Date(NOW.getTime() - ms);

describe('arrivalProblem', () => {
  it('accepts an arrival a few minutes or hours ago, today', () => {
    expect(arrivalProblem(ago(5 * 60_000), NOW, ROME)).toBeNull();
    expect(arrivalProblem(ago(ARRIVAL_MAX_AGE_MS), NOW, ROME)).toBeNull();
    expect(arrivalProblem(NOW, NOW, ROME)).toBeNull();
  });

  it('accepts a totem clock ahead within the skew, refuses one further ahead', () => {
    expect(arrivalProblem(ago(-ARRIVAL_CLOCK_SKEW_MS), NOW, ROME)).toBeNull();
    expect(arrivalProblem(ago(-ARRIVAL_CLOCK_SKEW_MS - 1), NOW, ROME)).toBe('arrivedAtFuture');
  });

  it('refuses an arrival older than the bound', () => {
    expect(arrivalProblem(ago(ARRIVAL_MAX_AGE_MS + 1), NOW, ROME)).toBe('arrivedAtTooOld');
  });

  it('refuses yesterday even within the bound', () => {
    const justAfterMidnight = new Date('2026-11-26T23:30:00Z'); // 00:30 on the 27th in Rome
    expect(arrivalProblem(new Date('2026-11-26T22:50:00Z'), justAfterMidnight, ROME)).toBe('arrivedAtTooOld');
    expect(arrivalProblem(new Date('2026-11-26T23:10:00Z'), justAfterMidnight, ROME)).toBeNull();
  });

  it('refuses an invalid date', () => {
    expect(arrivalProblem(new Date('nonsense'), NOW, ROME)).toBe('arrivedAtTooOld');
  });
});

describe('checkinTimeOf', () => {
  it('is the arrival, or now when the totem clock ran ahead', () => {
    expect(checkinTimeOf(ago(60_000), NOW)).toEqual(ago(60_000));
    expect(checkinTimeOf(ago(-60_000), NOW)).toEqual(NOW);
  });
});
