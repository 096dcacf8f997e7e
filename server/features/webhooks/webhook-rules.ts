/**
 * The delivery rules of webhooks (docs/integrations.md, "Retries and disabling"), pure so they are
 * tested alone.
 */

/** The longest wait between two attempts of one delivery. */
export const MAX_RETRY_DELAY_SECONDS = 10 * 60 * 60;

/** A streak of failures this long, with no success in it, disables the endpoint. */
export const DISABLE_AFTER_MS = 24 * 60 * 60 * 1000;

/**
 * Seconds to wait after failed attempt `attempts` (1 for the first) before the next: `base`,
 * then four times longer each time, at most 10 hours. With the default base of 5 s: 5 s, 20 s,
 * 80 s, 5 min, 21 min, 85 min, 5.7 h, then every 10 h.
 */
export function retryDelaySeconds(attempts: number, baseSeconds: number): number {
  const exponent = Math.max(0, attempts - 1);
  return Math.min(MAX_RETRY_DELAY_SECONDS, baseSeconds * 4 ** exponent);
}

/**
 * Whether a delivery that failed attempt `attempts` is tried again: until `maxAttempts`. Ten
 * attempts at the default pace span about 28 hours, longer than the day of failures that disables
 * the endpoint, so a delivery is not given up while its endpoint may still come back.
 */
export function retries(attempts: number, maxAttempts: number): boolean {
  return attempts < maxAttempts;
}

/**
 * Whether an endpoint whose failures began at `firstFailureAt` (none since a success) is switched
 * off by a failure at `now`: when the streak has lasted a day.
 */
export function disablesEndpoint(firstFailureAt: Date | null, now: Date): boolean {
  return firstFailureAt !== null && now.getTime() - firstFailureAt.getTime() >= DISABLE_AFTER_MS;
}
