import { eq, lt, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { rateLimitWindows } from '../db/schema/index.ts';

/** At most `limit` hits per key in each fixed window of `windowMs`. */
export interface RateLimit {
  limit: number;
  windowMs: number;
}

/** Windows older than this are deleted now and then; every limit in Turno is far shorter. */
const KEEP_MS = 24 * 3600_000;
/** About one hit in this many also deletes old windows (cheap: the table holds few rows). */
const PRUNE_EVERY = 200;

/**
 * Counts one hit on `key` and says whether the key is still within its limit. The counter lives in
 * PostgreSQL, so every replica counts into the same window: a public form (password recovery, the
 * plate lookup, the totem's search) is limited however many servers answer it. One upsert, atomic
 * on the key's row; a window that has passed starts again at this hit. A refused hit still counts,
 * so hammering never reopens the window early.
 */
export async function takeRateLimitHit(
  db: Executor,
  key: string,
  rule: RateLimit,
  now: Date,
): Promise<boolean> {
  const expired = sql`${rateLimitWindows.windowStart} <= ${new Date(now.getTime() - rule.windowMs).toISOString()}::timestamptz`;
  const [row] = await db
    .insert(rateLimitWindows)
    .values({ key, windowStart: now, hits: 1 })
    .onConflictDoUpdate({
      target: rateLimitWindows.key,
      set: {
        windowStart: sql`case when ${expired} then excluded.window_start else ${rateLimitWindows.windowStart} end`,
        hits: sql`case when ${expired} then 1 else ${rateLimitWindows.hits} + 1 end`,
      },
    })
    .returning({ hits: rateLimitWindows.hits });
  if (Math.random() * PRUNE_EVERY < 1) {
    await db
      .delete(rateLimitWindows)
      .where(lt(rateLimitWindows.windowStart, new Date(now.getTime() - KEEP_MS)));
  }
  return (row?.hits ?? 1) <= rule.limit;
}

/**
 * Gives back one hit on `key`: a limit that counts only failures reserves a hit before the work
 * (so concurrent attempts cannot all pass the count) and returns it when the work succeeded.
 * Never below zero; a window that restarted in between merely starts one hit lower.
 */
export async function giveBackRateLimitHit(db: Executor, key: string): Promise<void> {
  await db
    .update(rateLimitWindows)
    .set({ hits: sql`greatest(${rateLimitWindows.hits} - 1, 0)` })
    .where(eq(rateLimitWindows.key, key));
}
