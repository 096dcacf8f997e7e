import { foreignKey, integer, type PgTableExtraConfigValue, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { id, instant, timestamps } from './columns.ts';
import { queues } from './queues.ts';

/** A workshop (officina): the unit every role, queue and appointment belongs to. */
export const workshops = pgTable(
  'workshops',
  {
    workshopID: id(),
    workshopCode: text().notNull().unique('workshops_workshop_code_unique'),
    name: text().notNull(),
    city: text().notNull().default(''),
    address: text().notNull().default(''),
    zipCode: text().notNull().default(''),
    logoUrl: text(),
    /** IANA time zone the workshop's day, agenda and reports are computed in. */
    timeZone: text().notNull().default('Europe/Rome'),
    /**
     * The queue pickup (withdrawal) bookings land in. A plain column with the foreign key declared
     * below, because queues point back at workshops and the two tables cannot both be created first.
     */
    withdrawalQueueID: uuid(),
    /** Booking capacity of one availability slot, unless the slot overrides it. */
    maxSlots: integer().notNull().default(1),
    returningCustomerDaysThreshold: integer().notNull().default(90),
    videoFolderPath: text(),
    deletedAt: instant(),
    ...timestamps(),
  },
  // The return type is spelled out to break the type cycle with queues.ts.
  (t): PgTableExtraConfigValue[] => [
    // Composite, so the pickup queue is always one of the workshop's own.
    foreignKey({
      name: 'workshops_withdrawal_queue_fk',
      columns: [t.withdrawalQueueID, t.workshopID],
      foreignColumns: [queues.queueID, queues.workshopID],
    }),
  ],
);
