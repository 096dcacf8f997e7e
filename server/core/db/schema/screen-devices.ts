import { index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { ScreenKind } from '../../../../shared/screens/screen-state.ts';
import { users } from './auth.ts';
import { id, instant } from './columns.ts';
import { workshops } from './workshops.ts';

/**
 * One row per unattended screen (issue 17, docs/operations.md "Unattended screens"): a browser
 * running a monitor or totem under its device account, known by the id it keeps in its local
 * storage. Written by its heartbeat; `offlineSince` is set by the minute job when it fell silent
 * and cleared by its next heartbeat.
 */
export const screenDevices = pgTable(
  'screen_devices',
  {
    screenDeviceID: id(),
    workshopID: uuid()
      .notNull()
      .references(() => workshops.workshopID, { onDelete: 'cascade' }),
    /** The device account that reports; a device id is only ever one account's. */
    userID: uuid()
      .notNull()
      .references(() => users.userID, { onDelete: 'cascade' }),
    /** The random id the browser generated once and keeps. */
    deviceID: uuid().notNull(),
    kind: text().$type<ScreenKind>().notNull(),
    /** The monitor or totem shown (not a foreign key: a deleted one still shows who went quiet). */
    screenID: uuid().notNull(),
    screenName: text().notNull(),
    version: text().notNull(),
    /** Browser and system in a few words ("Chrome 131 · Android"), never the full header. */
    userAgent: text().notNull().default(''),
    firstSeenAt: instant().notNull(),
    lastSeenAt: instant().notNull(),
    offlineSince: instant(),
  },
  (t) => [
    uniqueIndex('screen_devices_user_device_unique').on(t.userID, t.deviceID),
    index('screen_devices_workshop_idx').on(t.workshopID),
  ],
);
