import { integer, text } from 'drizzle-orm/pg-core';
import { pgTable } from 'drizzle-orm/pg-core';
import { id, instant, timestamps } from './columns.ts';

/** A workshop (officina): the unit every role, queue and appointment belongs to. */
export const workshops = pgTable('workshops', {
  workshopID: id(),
  workshopCode: text().notNull().unique(),
  name: text().notNull(),
  city: text().notNull().default(''),
  address: text().notNull().default(''),
  zipCode: text().notNull().default(''),
  logoUrl: text(),
  /** IANA time zone the workshop's day, agenda and reports are computed in. */
  timeZone: text().notNull().default('Europe/Rome'),
  maxSlots: integer().notNull().default(1),
  returningCustomerDaysThreshold: integer().notNull().default(90),
  videoFolderPath: text(),
  deletedAt: instant(),
  ...timestamps(),
});
