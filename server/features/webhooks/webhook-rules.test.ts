import { describe, expect, it } from 'vitest';
import { disablesEndpoint, MAX_RETRY_DELAY_SECONDS, retries, retryDelaySeconds } from './webhook-rules.ts';

describe('webhook retry schedule', () => {
  it('waits four times longer after each failure, from the base', () => {
    expect([1, 2, 3, 4, 5].map((n) => retryDelaySeconds(n, 5))).toEqual([5, 20, 80, 320, 1280]);
    expect(retryDelaySeconds(1, 1)).toBe(1);
  });

  it('never waits more than ten hours', () => {
    expect(retryDelaySeconds(8, 5)).toBe(MAX_RETRY_DELAY_SECONDS);
    expect(retryDelaySeconds(40, 5)).toBe(MAX_RETRY_DELAY_SECONDS);
  });

  it('spans more than the day that disables an endpoint with the default ten attempts', () => {
    let total = 0;
    for (let attempt = 1; attempt < 10; attempt++) total += retryDelaySeconds(attempt, 5);
    expect(total).toBeGreaterThan(24 * 3600);
  });

  it('tries again until the last attempt', () => {
    expect(retries(1, 10)).toBe(true);
    expect(retries(9, 10)).toBe(true);
    expect(retries(10, 10)).toBe(false);
  });
});

describe('disabling a failing endpoint', () => {
  const start = new Date('2026-03-10T08:00:00Z');
  const later = (hours: number) => new Date(start.getTime() + hours * 3600_000);

  it('keeps an endpoint with no failure streak', () => {
    expect(disablesEndpoint(null, later(48))).toBe(false);
  });

  it('keeps it while the streak is younger than a day, disables it from a day on', () => {
    expect(disablesEndpoint(start, later(23.99))).toBe(false);
    expect(disablesEndpoint(start, later(24))).toBe(true);
    expect(disablesEndpoint(start, later(30))).toBe(true);
  });
});
