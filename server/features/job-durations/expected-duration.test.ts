import { describe, expect, it } from 'vitest';
import {
  expectedEnd,
  expectedJobDuration,
  isOverrun,
  MIN_DURATION_SAMPLES,
  overrunEstimate,
} from './expected-duration.ts';

const stats = (samples: number, p75Minutes: number | null = 42.4) => ({
  queueID: 'q',
  samples,
  p50Minutes: 30,
  p75Minutes,
});

describe('expectedJobDuration', () => {
  it('takes the queue’s 75th percentile once there are enough jobs', () => {
    expect(expectedJobDuration(stats(MIN_DURATION_SAMPLES), 60)).toEqual({ minutes: 42, source: 'history' });
    expect(expectedJobDuration(stats(250, 90.6), 60)).toEqual({ minutes: 91, source: 'history' });
  });

  it('falls back to the configured duration with too few jobs, none, or no figure', () => {
    expect(expectedJobDuration(stats(MIN_DURATION_SAMPLES - 1), 60)).toEqual({
      minutes: 60,
      source: 'configured',
    });
    expect(expectedJobDuration(stats(0), 45)).toEqual({ minutes: 45, source: 'configured' });
    expect(expectedJobDuration(undefined, 45)).toEqual({ minutes: 45, source: 'configured' });
    expect(expectedJobDuration(stats(20, null), 45)).toEqual({ minutes: 45, source: 'configured' });
  });

  it('never expects less than a minute (jobs ended at once, a zero setting)', () => {
    expect(expectedJobDuration(stats(30, 0.1), 60).minutes).toBe(1);
    expect(expectedJobDuration(undefined, 0).minutes).toBe(1);
  });
});

describe('the overrun rule', () => {
  const start = new Date('2026-03-02T09:00:00Z');

  it('is late only strictly past the expected end', () => {
    expect(expectedEnd(start, 40).toISOString()).toBe('2026-03-02T09:40:00.000Z');
    expect(isOverrun(start, 40, new Date('2026-03-02T09:39:59Z'))).toBe(false);
    expect(isOverrun(start, 40, new Date('2026-03-02T09:40:00Z'))).toBe(false);
    expect(isOverrun(start, 40, new Date('2026-03-02T09:40:01Z'))).toBe(true);
  });

  it('announces now plus half the expected duration, at least 15 minutes, on a five-minute mark', () => {
    const now = new Date('2026-03-02T10:02:10Z');
    // Half of 40 is 20: 10:22:10, up to 10:25.
    expect(overrunEstimate(now, 40).toISOString()).toBe('2026-03-02T10:25:00.000Z');
    // Half of 10 is 5, below the floor of 15: 10:17:10, up to 10:20.
    expect(overrunEstimate(now, 10).toISOString()).toBe('2026-03-02T10:20:00.000Z');
    // Already on a mark: stays.
    expect(overrunEstimate(new Date('2026-03-02T10:00:00Z'), 30).toISOString()).toBe(
      '2026-03-02T10:15:00.000Z',
    );
  });
});
