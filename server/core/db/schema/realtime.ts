import { bigint, pgTable, uuid } from 'drizzle-orm/pg-core';
import { workshops } from './workshops.ts';

/**
 * A counter bumped in every transaction that changes what a workshop's screens show. Events carry
 * it, so a client can tell that it missed one and refetch.
 */
export const workshopEventVersions = pgTable('workshop_event_versions', {
  workshopID: uuid()
    .primaryKey()
    .references(() => workshops.workshopID, { onDelete: 'cascade' }),
  version: bigint({ mode: 'number' }).notNull().default(0),
});
