import {
  type AnyPgColumn,
  foreignKey,
  integer,
  type PgTableExtraConfigValue,
  pgTable,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import { id, instant, timestamps } from './columns.ts';

type QueueColumn = AnyPgColumn<{ tableName: 'queues' }>;

/**
 * What the pickup-queue foreign key points at: `queues (queueID, workshopID)`. queues.ts hands the
 * columns over as it loads (it imports this file, so this file does not import it); drizzle reads a
 * table's extra config only when it builds the whole schema, by which time index.ts has loaded both.
 */
let withdrawalQueueTarget: (() => [QueueColumn, QueueColumn]) | undefined;

export function referenceWithdrawalQueue(target: () => [QueueColumn, QueueColumn]): void {
  withdrawalQueueTarget = target;
}

function withdrawalQueueColumns(): [QueueColumn, QueueColumn] {
  if (!withdrawalQueueTarget) throw new Error('schema/queues.ts must be loaded with schema/workshops.ts');
  return withdrawalQueueTarget();
}

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
      foreignColumns: withdrawalQueueColumns(),
    }),
  ],
);
