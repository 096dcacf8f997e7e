import { and, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Config } from '../../core/config/env.ts';
import type { Executor } from '../../core/db/client.ts';
import { signInThrottles } from '../../core/db/schema/index.ts';

/**
 * One scope of sign-in failures: after every `limit` failures in a row the scope waits
 * `firstDelayMinutes`, then twice that after the next `limit`, and so on up to `maxDelayMinutes`.
 */
export interface ThrottleRule {
  limit: number;
  firstDelayMinutes: number;
  maxDelayMinutes: number;
}

/** A day without attempts wipes a scope's count: a forgotten typo does not follow anyone around. */
const MEMORY_MS = 24 * 3600_000;
/** Doublings beyond this change nothing (the delay is long since capped) and would overflow. */
const MAX_DOUBLINGS = 30;

export type SignInScopes = ReturnType<typeof signInScopes>;

/** The account scope of every user name that finds no account: guessing names counts once. */
const UNKNOWN_ACCOUNT = 'unknown';

/**
 * The three scopes a sign-in counts in, with their rules from the settings:
 * - `address`: failures from one client address, any account; the largest limit and short delays,
 *   so one guesser behind a workshop's NAT address slows that address down without locking it out;
 * - `addressAccount`: failures on one account from one address; the smallest limit, short delays;
 * - `account`: failures on one account from anywhere (many addresses guessing one password);
 *   a larger limit and longer delays.
 * An account is keyed by its id, the account the typed name found (users' `lower(user_name)`, the
 * one rule names are matched by), never by the typed text: every spelling that reaches an account
 * (`İ` for `i`, upper case, spaces) counts against the same limit. Names that find no account
 * share one scope.
 */
export function signInScopes(config: Config, address: string, userID: string | null) {
  const account = userID ?? UNKNOWN_ACCOUNT;
  return {
    address: {
      key: `address:${address}`,
      rule: { limit: config.loginMaxAttemptsPerAddress, firstDelayMinutes: 1, maxDelayMinutes: 60 },
    },
    addressAccount: {
      key: `address-user:${address}|${account}`,
      rule: { limit: config.loginMaxFailedAttempts, firstDelayMinutes: 1, maxDelayMinutes: 60 },
    },
    account: {
      key: `user:${account}`,
      rule: {
        limit: config.loginMaxFailedAttemptsPerAccount,
        firstDelayMinutes: config.loginLockoutMinutes,
        maxDelayMinutes: 24 * 60,
      },
    },
  };
}

/**
 * Counts one attempt in a scope as a failure before its password is checked, and says whether it
 * may go on. One upsert, atomic on the scope's row: a hundred concurrent attempts take turns on the
 * row lock, so exactly `limit` of them pass before the block is set. A blocked scope does not count
 * the refused attempt (it was never evaluated). Runs outside any transaction, so the count is
 * visible to every other attempt at once.
 */
export async function reserveAttempt(
  db: Executor,
  scope: { key: string; rule: ThrottleRule },
  now: Date,
): Promise<boolean> {
  const { limit, firstDelayMinutes, maxDelayMinutes } = scope.rule;
  const at = sql`${now.toISOString()}::timestamptz`;
  const forgotten = sql`${signInThrottles.lastAttemptAt} <= ${new Date(now.getTime() - MEMORY_MS).toISOString()}::timestamptz`;
  const failures = sql`(case when ${forgotten} then 1 else ${signInThrottles.failures} + 1 end)`;
  const delaySeconds = sql`least(${maxDelayMinutes * 60}, ${firstDelayMinutes * 60} * power(2, least(${failures} / ${limit} - 1, ${MAX_DOUBLINGS})))`;
  const [row] = await db
    .insert(signInThrottles)
    .values({
      key: scope.key,
      failures: 1,
      blockedUntil: limit <= 1 ? new Date(now.getTime() + firstDelayMinutes * 60_000) : null,
      lastAttemptAt: now,
    })
    .onConflictDoUpdate({
      target: signInThrottles.key,
      set: {
        failures,
        blockedUntil: sql`case when ${failures} % ${limit} = 0 then ${at} + make_interval(secs => ${delaySeconds}) else ${signInThrottles.blockedUntil} end`,
        lastAttemptAt: now,
      },
      setWhere: or(isNull(signInThrottles.blockedUntil), lte(signInThrottles.blockedUntil, now)),
    })
    .returning({ failures: signInThrottles.failures });
  return row !== undefined;
}

/**
 * A right password: the account's failures in a row are over, from this address and from
 * anywhere; the address keeps its other failures, minus the one this attempt reserved.
 */
export async function recordSuccess(db: Executor, scopes: SignInScopes): Promise<void> {
  await db
    .delete(signInThrottles)
    .where(inArray(signInThrottles.key, [scopes.addressAccount.key, scopes.account.key]));
  await db
    .update(signInThrottles)
    .set({ failures: sql`greatest(${signInThrottles.failures} - 1, 0)` })
    .where(eq(signInThrottles.key, scopes.address.key));
}

/** An administrator unlocked the account, or its password changed: its own scopes start again, from every address. */
export async function forgetAccount(db: Executor, userID: string): Promise<void> {
  await db.delete(signInThrottles).where(
    or(
      eq(signInThrottles.key, `user:${userID}`),
      and(
        sql`${signInThrottles.key} like 'address-user:%'`,
        // The account is the part after the last bar; an address never holds one.
        sql`substr(${signInThrottles.key}, length(${signInThrottles.key}) - length(${userID})) = ${`|${userID}`}`,
      ),
    ),
  );
}

/** Rows of scopes nobody has tried for a day and that are not blocked: they mean nothing more. */
export async function pruneThrottles(db: Executor, now: Date): Promise<void> {
  await db
    .delete(signInThrottles)
    .where(
      and(
        lte(signInThrottles.lastAttemptAt, new Date(now.getTime() - MEMORY_MS)),
        or(isNull(signInThrottles.blockedUntil), lte(signInThrottles.blockedUntil, now)),
      ),
    );
}
