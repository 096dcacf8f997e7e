import { pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { id, instant } from './columns.ts';

/**
 * A staff member's secret calendar feed (docs/calendar.md): `GET /agenda/<token>.ics`. One per
 * user at most; regenerating replaces the row, revoking deletes it. The token is 32 random bytes
 * shown once; only its SHA-256 is kept, so a copy of the database opens no feed.
 */
export const agendaFeeds = pgTable(
  'agenda_feeds',
  {
    agendaFeedID: id(),
    userID: uuid()
      .notNull()
      .references(() => users.userID, { onDelete: 'cascade' }),
    /** SHA-256 (hex) of the token. */
    tokenHash: text().notNull(),
    createdAt: instant().notNull().defaultNow(),
    /** When a calendar last read the feed (moved at most once a minute). */
    lastFetchedAt: instant(),
  },
  (t) => [
    uniqueIndex('agenda_feeds_user_unique').on(t.userID),
    uniqueIndex('agenda_feeds_token_unique').on(t.tokenHash),
  ],
);
