import { describe, expect, it } from 'vitest';
import { RECONNECT_CAP_MS, reconnectDelay } from './backoff.ts';

describe('reconnectDelay', () => {
  it('doubles from one second without jitter', () => {
    expect([0, 1, 2, 3].map((n) => reconnectDelay(n, () => 0))).toEqual([1_000, 2_000, 4_000, 8_000]);
  });

  it('is capped at 15 s before jitter', () => {
    expect(reconnectDelay(4, () => 0)).toBe(RECONNECT_CAP_MS);
    expect(reconnectDelay(1_000, () => 0)).toBe(RECONNECT_CAP_MS);
  });

  it('adds up to 30 % jitter', () => {
    expect(reconnectDelay(10, () => 1)).toBe(19_500);
    expect(reconnectDelay(0, () => 0.5)).toBe(1_150);
  });

  it('stays finite for very many retries (retrying forever)', () => {
    expect(Number.isFinite(reconnectDelay(Number.MAX_SAFE_INTEGER, () => 0.5))).toBe(true);
  });
});
