import { index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { instant } from './columns.ts';
import { workshops } from './workshops.ts';

/**
 * The state of every staff alert (spec §3, docs/messaging.md "Staff alerts"): one row per alert
 * key while its condition holds and after it cleared. Kept in the database so a restart neither
 * repeats an alert before its `repeat` minutes nor forgets that it was raised.
 */
export const staffAlerts = pgTable(
  'staff_alerts',
  {
    /** What the alert is about: `criticalThreshold:<appointmentID>`, `globalWaitingTime:<workshopID>`, `acceptorInactivity:<boxID>:<userID>`. */
    alertKey: text().primaryKey(),
    workshopID: uuid()
      .notNull()
      .references(() => workshops.workshopID, { onDelete: 'cascade' }),
    alertTypeID: integer().notNull(),
    firstRaisedAt: instant().notNull(),
    lastSentAt: instant().notNull(),
    /** Times the alert went out during this raise (1 on the first send). */
    sendCount: integer().notNull().default(1),
    /** What the last send said (plate, minutes, box…), for screens that open while it is raised. */
    details: jsonb().$type<Record<string, string | number>>().notNull().default({}),
    /** Set when the condition ended; a new raise of the same key starts over. */
    clearedAt: instant(),
  },
  (t) => [index('staff_alerts_workshop_idx').on(t.workshopID)],
);
