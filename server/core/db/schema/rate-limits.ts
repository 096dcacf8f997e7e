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
