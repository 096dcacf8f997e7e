import { describe, expect, it } from 'vitest';
import { CLOCK_SKEW_SECONDS, withinLifetime } from './token-lifetime.ts';

const NOW = 1_800_000_000;
const LIFETIME = 15 * 60;

describe('withinLifetime', () => {
  it('accepts a token issued now or earlier that lives at most the lifetime', () => {
    expect(withinLifetime(NOW, NOW + LIFETIME, NOW, LIFETIME)).toBe(true);
    expect(withinLifetime(NOW - 600, NOW + 300, NOW, LIFETIME)).toBe(true);
    // Cut short by the session's end.
    expect(withinLifetime(NOW, NOW + 60, NOW, LIFETIME)).toBe(true);
  });

  it('allows a replica clock a little ahead, and no more', () => {
    expect(withinLifetime(NOW + CLOCK_SKEW_SECONDS, NOW + CLOCK_SKEW_SECONDS + 60, NOW, LIFETIME)).toBe(true);
    expect(withinLifetime(NOW + CLOCK_SKEW_SECONDS + 1, NOW + CLOCK_SKEW_SECONDS + 61, NOW, LIFETIME)).toBe(
      false,
    );
  });

  it('refuses a lifetime longer than configured, however it is spelled', () => {
    expect(withinLifetime(NOW, NOW + LIFETIME + 1, NOW, LIFETIME)).toBe(false);
    expect(withinLifetime(NOW - 86_400, NOW + 60, NOW, LIFETIME)).toBe(false);
    expect(withinLifetime(NOW, NOW, NOW, LIFETIME)).toBe(false);
    expect(withinLifetime(NOW, NOW - 1, NOW, LIFETIME)).toBe(false);
  });

  it('refuses times that are not numbers', () => {
    expect(withinLifetime(undefined, NOW + 60, NOW, LIFETIME)).toBe(false);
    expect(withinLifetime(String(NOW), NOW + 60, NOW, LIFETIME)).toBe(false);
    expect(withinLifetime(NOW, Number.POSITIVE_INFINITY, NOW, LIFETIME)).toBe(false);
    expect(withinLifetime(Number.NaN, NOW + 60, NOW, LIFETIME)).toBe(false);
  });
});
