import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { id, instant } from './columns.ts';
import { workshops } from './workshops.ts';

/**
 * A workshop's key for a dealer system (docs/integrations.md). The key is
 * `turno_<prefix>_<secret>`: the prefix finds the row, the database keeps only the SHA-256 of the
 * whole key. Each key acts as its own integration user (no password, locked for sign-in) holding
 * the Booking role in the workshop, so every per-workshop rule and log line applies to it as is.
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    apiKeyID: id(),
    workshopID: uuid()
      .notNull()
      .references(() => workshops.workshopID, { onDelete: 'cascade' }),
    name: text().notNull(),
    /** Public part of the key: shown in lists, names the key in logs. */
    prefix: text().notNull(),
    /** SHA-256 (hex) of the whole key; the key itself is shown once and never stored. */
    secretHash: text().notNull(),
    /** `appointments:read`, `appointments:write`, `statistics:read` (shared/auth/api-key-scopes.ts). */
    scopes: text().array().notNull(),
    integrationUserID: uuid()
      .notNull()
      .references(() => users.userID, { onDelete: 'cascade' }),
    createdByUserID: uuid().references(() => users.userID, { onDelete: 'set null' }),
    createdAt: instant().notNull().defaultNow(),
    /** Moved at most once a minute per key, not on every request. */
    lastUsedAt: instant(),
    revokedAt: instant(),
    revokedByUserID: uuid().references(() => users.userID, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('api_keys_prefix_unique').on(t.prefix),
    uniqueIndex('api_keys_integration_user_unique').on(t.integrationUserID),
    index('api_keys_workshop_idx').on(t.workshopID),
    check('api_keys_name_length', sql`char_length(${t.name}) between 1 and 80`),
    check('api_keys_scopes_present', sql`cardinality(${t.scopes}) > 0`),
  ],
);
