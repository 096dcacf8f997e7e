import { sql } from 'drizzle-orm';
import {
  boolean,
  foreignKey,
  index,
  integer,
  pgTable,
  text,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { id, instant, timestamps } from './columns.ts';
import { referenceWithdrawalQueue, workshops } from './workshops.ts';

/** A group of queues; boxes and monitors serve a group. Soft-deleted so history keeps its names. */
export const queueGroups = pgTable(
  'queue_groups',
  {
    queueGroupID: id(),
    workshopID: uuid()
      .notNull()
      .references(() => workshops.workshopID, { onDelete: 'cascade' }),
    name: text().notNull(),
    color: text().notNull().default('#1f6feb'),
    deletedAt: instant(),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('queue_groups_workshop_name_unique')
      .on(t.workshopID, t.name)
      .where(sql`${t.deletedAt} is null`),
    // Target of the (group, workshop) foreign keys below: a queue or box cannot sit in another
    // workshop's group.
    unique('queue_groups_id_workshop_unique').on(t.queueGroupID, t.workshopID),
  ],
);

/** A queue customers wait in. Soft-deleted: only rows with `deletedAt` null are listed (spec §3). */
export const queues = pgTable(
  'queues',
  {
    queueID: id(),
    /** Copied from the group and kept equal to it by the composite foreign key. */
    workshopID: uuid()
      .notNull()
      .references(() => workshops.workshopID, { onDelete: 'cascade' }),
    queueGroupID: uuid().notNull(),
    name: text().notNull(),
    color: text().notNull().default('#1f6feb'),
    /** Shown on the monitor and the totem next to the queue. */
    message: text().notNull().default(''),
    /** Where walk-ins and uploads land when no queue is named. */
    isDefault: boolean().notNull().default(false),
    viewOrderNumber: integer().notNull().default(0),
    deletedAt: instant(),
    ...timestamps(),
  },
  (t) => [
    foreignKey({
      name: 'queues_group_fk',
      columns: [t.queueGroupID, t.workshopID],
      foreignColumns: [queueGroups.queueGroupID, queueGroups.workshopID],
    }).onDelete('cascade'),
    unique('queues_id_workshop_unique').on(t.queueID, t.workshopID),
    // "The default queue" must name one queue; switching it means clearing the old one first.
    uniqueIndex('queues_one_default_per_workshop')
      .on(t.workshopID)
      .where(sql`${t.isDefault} and ${t.deletedAt} is null`),
    index('queues_group_idx').on(t.queueGroupID),
  ],
);

// The workshop's pickup queue is one of these (see workshops.ts).
referenceWithdrawalQueue(() => [queues.queueID, queues.workshopID]);

/**
 * A manager's delay notice for a queue: shown on the tracking pages of everyone waiting in it until
 * cleared or the end of the workshop day (`expiresAt`). One per queue: a new one replaces it.
 */
export const queueDelayNotices = pgTable('queue_delay_notices', {
  queueID: uuid()
    .primaryKey()
    .references(() => queues.queueID, { onDelete: 'cascade' }),
  workshopID: uuid()
    .notNull()
    .references(() => workshops.workshopID, { onDelete: 'cascade' }),
  text: text().notNull(),
  minutes: integer().notNull(),
  createdByUserID: uuid().references(() => users.userID, { onDelete: 'set null' }),
  createdAt: instant().notNull().defaultNow(),
  expiresAt: instant().notNull(),
});
