/** First reconnect waits about a second; each further attempt doubles, up to the cap. */
export const RECONNECT_BASE_MS = 1_000;
/** Never wait more than ~15 s between attempts, so a restarted server is found quickly. */
export const RECONNECT_CAP_MS = 15_000;

/**
 * Delay before WebSocket reconnect attempt `retries` (0-based): exponential, capped, plus up to
 * 30 % random jitter so hundreds of monitors and totems do not reconnect in the same instant
 * after a deploy. `random` is injectable for tests.
 */
export function reconnectDelay(retries: number, random: () => number = Math.random): number {
  const exponential = Math.min(RECONNECT_CAP_MS, RECONNECT_BASE_MS * 2 ** Math.max(0, retries));
  return Math.round(exponential + exponential * 0.3 * random());
}
