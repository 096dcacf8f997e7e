import { describe, expect, it } from 'vitest';
import { createRateLimit } from './search-rate-limit.ts';

describe('createRateLimit', () => {
  it('allows `limit` attempts per window and key, then refuses until the window moves on', () => {
    const limit = createRateLimit(3, 60_000);
    expect([0, 1, 2, 3].map((i) => limit.take('a', 1000 + i))).toEqual([true, true, true, false]);
    expect(limit.take('b', 1005)).toBe(true);
    expect(limit.take('a', 61_001)).toBe(true);
  });
});
