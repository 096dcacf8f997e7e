import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { instant } from './columns.ts';

/**
 * One fixed-window counter per key (e.g. `recovery:<address>`, `plate:AB123CD`), shared by every
 * replica: a limit on a public form holds however many servers answer it. Rows whose window has
 * long passed are deleted now and then by the limiter itself.
 */
export const rateLimitWindows = pgTable(
  'rate_limit_windows',
  {
    key: text().primaryKey(),
    windowStart: instant().notNull(),
    hits: integer().notNull(),
  },
  (t) => [index('rate_limit_windows_start_idx').on(t.windowStart)],
);

/**
 * Sign-in failures per scope (`address:…`, `user:…`, `address-user:…`; users by id), shared by every
 * replica. An attempt is counted before its password is checked, so concurrent guesses can never
 * pass the count; each run of `limit` failures blocks the scope for a delay that doubles.
 */
export const signInThrottles = pgTable(
  'sign_in_throttles',
  {
    key: text().primaryKey(),
    failures: integer().notNull(),
    blockedUntil: instant(),
    lastAttemptAt: instant().notNull(),
  },
  (t) => [index('sign_in_throttles_last_attempt_idx').on(t.lastAttemptAt)],
);
