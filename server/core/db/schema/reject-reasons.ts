import { pgTable, text } from 'drizzle-orm/pg-core';
import { id, instant } from './columns.ts';

/** Why a customer refused the job (spec §4: jobReject needs one). */
export const rejectReasons = pgTable('reject_reasons', {
  rejectReasonID: id(),
  name: text().notNull().unique('reject_reasons_name_unique'),
  createdAt: instant().notNull().defaultNow(),
});
