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
import { queueGroups } from './queues.ts';
import { workshops } from './workshops.ts';

/**
 * A box (service bay). Which appointment it holds is not stored here: it is the appointment in a
 * box-occupying status whose `acceptedBoxID` points here, and a partial unique index on
 * appointments allows at most one (see appointments.ts).
 */
export const boxes = pgTable(
  'boxes',
  {
    boxID: id(),
    workshopID: uuid()
      .notNull()
      .references(() => workshops.workshopID, { onDelete: 'cascade' }),
    /** The group whose queues the box calls from; null serves every queue of the workshop. */
    queueGroupID: uuid(),
    name: text().notNull(),
    /** Other names the box is announced or searched by, comma-separated. */
    aliases: text().notNull().default(''),
    orderNumber: integer().notNull().default(0),
    notAvailable: boolean().notNull().default(false),
    visible: boolean().notNull().default(true),
    /** The acceptor currently working at the box. */
    userID: uuid().references(() => users.userID, { onDelete: 'set null' }),
    deletedAt: instant(),
    ...timestamps(),
  },
  (t) => [
    // A box cannot serve another workshop's group; a null group is not checked (MATCH SIMPLE).
    foreignKey({
      name: 'boxes_group_fk',
      columns: [t.queueGroupID, t.workshopID],
      foreignColumns: [queueGroups.queueGroupID, queueGroups.workshopID],
    }),
    unique('boxes_id_workshop_unique').on(t.boxID, t.workshopID),
    uniqueIndex('boxes_workshop_name_unique').on(t.workshopID, t.name).where(sql`${t.deletedAt} is null`),
    index('boxes_user_idx').on(t.userID),
  ],
);
