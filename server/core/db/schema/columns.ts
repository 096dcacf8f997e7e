import { sql } from 'drizzle-orm';
import { timestamp, uuid } from 'drizzle-orm/pg-core';

/** Every entity's primary key: a random UUID, never enumerable from outside. */
export const id = () => uuid().primaryKey().defaultRandom();

/** A point in time, stored as `timestamptz` and read as a JavaScript Date. */
export const instant = () => timestamp({ withTimezone: true, mode: 'date' });

/** `created_at` / `updated_at` pair kept by the database. */
export const timestamps = () => ({
  createdAt: instant().notNull().defaultNow(),
  updatedAt: instant()
    .notNull()
    .defaultNow()
    .$onUpdate(() => sql`now()`),
});
