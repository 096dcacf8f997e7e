import { describe, expect, it } from 'vitest';
import { isTokenExpired, tokenExpiresAt } from './token-expiry.ts';

function jwt(claims: object): string {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(claims)}.signature`;
}

describe('token expiry', () => {
  const exp = 1_800_000_000; // seconds

  it('reads exp in milliseconds', () => {
    expect(tokenExpiresAt(jwt({ sub: 'u1', exp }))).toBe(exp * 1000);
  });

  it('is expired a few seconds before exp, to absorb clock differences', () => {
    expect(isTokenExpired(jwt({ exp }), exp * 1000 - 10_000)).toBe(false);
    expect(isTokenExpired(jwt({ exp }), exp * 1000 - 4_000)).toBe(true);
    expect(isTokenExpired(jwt({ exp }), exp * 1000 + 1)).toBe(true);
  });

  it('never claims expiry for tokens it cannot read (the server decides)', () => {
    expect(isTokenExpired('opaque-token', Date.now())).toBe(false);
    expect(isTokenExpired(jwt({ sub: 'no-exp' }), Date.now())).toBe(false);
    expect(isTokenExpired('a.%%%.c', Date.now())).toBe(false);
  });
});
