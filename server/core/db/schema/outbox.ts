import { index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { id, instant } from './columns.ts';
import { workshops } from './workshops.ts';

/**
 * Every SMS and e-mail Turno sends goes through this table, written in the same transaction as the
 * change that causes it. A sender drains it; without a configured provider the rows stay here for a
 * person to read (`status = 'logged'`).
 */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    outboxMessageID: id(),
    channel: text({ enum: ['sms', 'email'] }).notNull(),
    /** What the message is, e.g. `passwordRecovery`, `welcomeSms`, `jobEndSms`. */
    kind: text().notNull(),
    recipient: text().notNull(),
    subject: text(),
    body: text().notNull(),
    status: text({ enum: ['pending', 'sent', 'failed', 'logged'] })
      .notNull()
      .default('pending'),
    attempts: integer().notNull().default(0),
    lastError: text(),
    workshopID: uuid().references(() => workshops.workshopID, { onDelete: 'set null' }),
    /** The appointment the message is about, when there is one (no FK: appointments are soft-deleted). */
    appointmentID: uuid(),
    metadata: jsonb().$type<Record<string, unknown>>(),
    scheduledAt: instant().notNull().defaultNow(),
    sentAt: instant(),
    createdAt: instant().notNull().defaultNow(),
  },
  (t) => [index('outbox_messages_status_scheduled_idx').on(t.status, t.scheduledAt)],
);
