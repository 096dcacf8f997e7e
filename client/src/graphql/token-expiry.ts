/**
 * Reads `exp` from a JWT without verifying it (only the server verifies). Used to refresh just
 * before a request that would certainly fail, instead of paying a round trip for the error.
 */
export function tokenExpiresAt(token: string): number | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const padded = base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '=');
    const claims: unknown = JSON.parse(atob(padded));
    const exp = (claims as { exp?: unknown }).exp;
    return typeof exp === 'number' ? exp * 1000 : null;
  } catch {
    return null;
  }
}

/** True when the token has an `exp` within `skewMs` of `now` (clocks differ a little). */
export function isTokenExpired(token: string, now: number, skewMs = 5_000): boolean {
  const expiresAt = tokenExpiresAt(token);
  return expiresAt !== null && expiresAt - skewMs <= now;
}
