import type { RequestContext } from '../context/context.ts';
import { AppError } from '../graphql/errors.ts';
import { giveBackRateLimitHit, takeRateLimitHit } from './rate-limit.ts';

/** What a limited look-up gives instead of its result once the address has used up its failures. */
export const LOOKUP_LIMITED: unique symbol = Symbol('public look-up limited');
export type Limited<T> = T | typeof LOOKUP_LIMITED;

/**
 * Which allowance a look-up spends. Customer credentials (tracking code, customer token, code and
 * plate, the pickup's calendar file) share one, so a script cannot spread its guesses over the
 * fields that take them. Staff agenda feed tokens have their own.
 */
export type LookupKind = 'customer' | 'totem-search' | 'agenda-feed';

const WINDOW_MS = 60_000;

/**
 * Runs a public look-up within the caller's address allowance of FAILED look-ups
 * (PUBLIC_LOOKUP_FAILURES_PER_MINUTE). A hit is reserved before the look-up, so concurrent
 * guesses cannot all pass the count, and given back when the look-up found something: the phones
 * of a waiting room behind one Wi-Fi address follow their visits at no cost, while a script that
 * guesses is refused after a few tens of misses a minute. The refusal comes before the look-up, so
 * a guess that would have been right is refused too.
 */
export async function limitFailedLookups<T>(
  ctx: RequestContext,
  kind: LookupKind,
  lookup: () => Promise<T | null | undefined>,
): Promise<Limited<T | null>> {
  const key = `public-lookup:${kind}:${ctx.request.ip}`;
  const rule = { limit: ctx.config.publicLookupFailuresPerMinute, windowMs: WINDOW_MS };
  if (!(await takeRateLimitHit(ctx.db, key, rule, ctx.now()))) return LOOKUP_LIMITED;
  const found = await lookup();
  if (!found) return null;
  await giveBackRateLimitHit(ctx.db, key);
  return found;
}

export const lookupsRateLimited = () =>
  new AppError('RATE_LIMITED', 'Too many failed look-ups from this address. Try again in a minute.');

/** The look-up's result, or the RATE_LIMITED error for fields that have no payload to carry it. */
export function orRateLimited<T>(result: Limited<T>): T {
  if (result === LOOKUP_LIMITED) throw lookupsRateLimited();
  return result;
}
