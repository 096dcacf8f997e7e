import { pgTable, text } from 'drizzle-orm/pg-core';
import { instant } from './columns.ts';

/**
 * Secrets the server generates once and every replica must share (the JWT signing key when
 * JWT_SECRET is not configured).
 */
export const appSecrets = pgTable('app_secrets', {
  name: text().primaryKey(),
  value: text().notNull(),
  createdAt: instant().notNull().defaultNow(),
});
