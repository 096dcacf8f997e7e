import { boolean, index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { id, timestamps } from './columns.ts';
import { queueGroups, queues } from './queues.ts';
import { workshops } from './workshops.ts';

/**
 * A waiting-room monitor. `userID` is the device account it signs in with; one account may drive
 * several monitors, the screen picks which.
 */
export const monitors = pgTable(
  'monitors',
  {
    monitorID: id(),
    workshopID: uuid()
      .notNull()
      .references(() => workshops.workshopID, { onDelete: 'cascade' }),
    name: text().notNull(),
    userID: uuid().references(() => users.userID, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (t) => [index('monitors_workshop_idx').on(t.workshopID), index('monitors_user_idx').on(t.userID)],
);

/** The queue groups a monitor shows, in order. */
export const monitorQueueGroups = pgTable(
  'monitor_queue_groups',
  {
    monitorID: uuid()
      .notNull()
      .references(() => monitors.monitorID, { onDelete: 'cascade' }),
    queueGroupID: uuid()
      .notNull()
      .references(() => queueGroups.queueGroupID, { onDelete: 'cascade' }),
    position: integer().notNull().default(0),
  },
  (t) => [primaryKey({ name: 'monitor_queue_groups_pk', columns: [t.monitorID, t.queueGroupID] })],
);

/** A self-service totem (kiosk); `userID` is its device account, as for monitors. */
export const totems = pgTable(
  'totems',
  {
    totemID: id(),
    workshopID: uuid()
      .notNull()
      .references(() => workshops.workshopID, { onDelete: 'cascade' }),
    name: text().notNull(),
    userID: uuid().references(() => users.userID, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (t) => [index('totems_workshop_idx').on(t.workshopID), index('totems_user_idx').on(t.userID)],
);

/** The queues a walk-in can choose at a totem, each with the button text and activity shown. */
export const totemQueues = pgTable(
  'totem_queues',
  {
    totemID: uuid()
      .notNull()
      .references(() => totems.totemID, { onDelete: 'cascade' }),
    queueID: uuid()
      .notNull()
      .references(() => queues.queueID, { onDelete: 'cascade' }),
    position: integer().notNull().default(0),
    message: text().notNull().default(''),
    activity: text().notNull().default(''),
  },
  (t) => [primaryKey({ name: 'totem_queues_pk', columns: [t.totemID, t.queueID] })],
);

/** A rotating message on the workshop's monitors. */
export const slogans = pgTable(
  'slogans',
  {
    sloganID: id(),
    workshopID: uuid()
      .notNull()
      .references(() => workshops.workshopID, { onDelete: 'cascade' }),
    title: text().notNull(),
    text: text().notNull().default(''),
    order: integer().notNull().default(0),
    /** Seconds on screen. */
    duration: integer().notNull().default(10),
    isVisible: boolean().notNull().default(true),
    ...timestamps(),
  },
  (t) => [index('slogans_workshop_idx').on(t.workshopID, t.order)],
);
