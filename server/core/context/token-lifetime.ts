/**
 * Seconds a token's issue time may lie ahead of this server's clock: replicas' clocks differ by a
 * little, and a token signed on one is read on another at once.
 */
export const CLOCK_SKEW_SECONDS = 60;

/**
 * Whether a token's own times fit the lifetime its signer gives every token it makes: issued now or
 * earlier (within the clock skew), and expiring no later than `lifetimeSeconds` after it was issued.
 * The signature only proves that the server's key signed the claims; a token signed with a leaked
 * or guessed key, or by an older release with a longer lifetime, must not live longer than the
 * lifetime configured now (`exp` a year after `iat`, or an `iat` in the future that moves both).
 */
export function withinLifetime(
  issuedAt: unknown,
  expiresAt: unknown,
  nowSeconds: number,
  lifetimeSeconds: number,
): boolean {
  if (typeof issuedAt !== 'number' || typeof expiresAt !== 'number') return false;
  if (!Number.isFinite(issuedAt) || !Number.isFinite(expiresAt)) return false;
  if (issuedAt > nowSeconds + CLOCK_SKEW_SECONDS) return false;
  return expiresAt > issuedAt && expiresAt - issuedAt <= lifetimeSeconds;
}
