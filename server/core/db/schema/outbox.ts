import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { id, instant } from './columns.ts';
import { workshops } from './workshops.ts';

/** Where a message is in its delivery (docs/messaging.md). */
export const OUTBOX_STATUSES = ['queued', 'sending', 'sent', 'failed', 'outbox'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];
/** What the provider last reported of a sent message (signed delivery reports). */
export const PROVIDER_DELIVERY_STATUSES = ['delivered', 'undelivered', 'failed'] as const;

/**
 * Every SMS and e-mail Turno sends goes through this table, written in the same transaction as the
 * change that causes it. A job sends it after the commit (features/messaging/delivery.ts); without a
 * configured provider for its channel the row stays here for a person to read (`status = 'outbox'`).
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
    status: text({ enum: OUTBOX_STATUSES }).notNull().default('queued'),
    /** Claims made so far; each claim adds one, so it also numbers the delivery attempts. */
    attempts: integer().notNull().default(0),
    /** Why the last attempt did not send (a short code such as `invalid_number` or `http_500`). */
    lastError: text(),
    /** While `sending`: until when the claim holds; past it another worker may claim again. */
    leaseExpiresAt: instant(),
    /** The provider's id for the sent message (e.g. Twilio's SID), for support questions. */
    providerReference: text(),
    /** The provider's HTTP status on the last attempt, when it answered. */
    providerStatus: integer(),
    /** The provider's delivery report, when one came (docs/messaging.md, delivery reports). */
    deliveryStatus: text({ enum: PROVIDER_DELIVERY_STATUSES }),
    deliveryReportedAt: instant(),
    workshopID: uuid().references(() => workshops.workshopID, { onDelete: 'set null' }),
    /** The appointment the message is about, when there is one (no FK: appointments are soft-deleted). */
    appointmentID: uuid(),
    metadata: jsonb().$type<Record<string, unknown>>(),
    scheduledAt: instant().notNull().defaultNow(),
    sentAt: instant(),
    createdAt: instant().notNull().defaultNow(),
  },
  (t) => [
    index('outbox_messages_status_scheduled_idx').on(t.status, t.scheduledAt),
    // The sweep looks for lapsed claims.
    // Twilio's reports name the message by its SID.
    index('outbox_messages_provider_reference_idx').on(t.providerReference),
    index('outbox_messages_sending_lease_idx').on(t.leaseExpiresAt).where(sql`${t.status} = 'sending'`),
  ],
);
