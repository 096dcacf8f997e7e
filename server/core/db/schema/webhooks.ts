import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { WEBHOOK_DELIVERY_STATUSES } from '../../../../shared/integrations/webhook-events.ts';
import { users } from './auth.ts';
import { id, instant } from './columns.ts';
import { workshops } from './workshops.ts';

/**
 * A workshop's webhook endpoint (docs/integrations.md, "Webhooks"): where the events of its
 * appointments are POSTed, signed per the Standard Webhooks specification with the endpoint's own
 * secret. The secret is kept readable because the server signs with it (decision 0023); it leaves
 * the server once, in the reply that created or rotated it.
 */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    webhookEndpointID: id(),
    workshopID: uuid()
      .notNull()
      .references(() => workshops.workshopID, { onDelete: 'cascade' }),
    url: text().notNull(),
    description: text().notNull().default(''),
    /** The subscribed events (shared/integrations/webhook-events.ts). */
    eventTypes: text().array().notNull(),
    /** `whsec_` and 32 random bytes in base64, as the standardwebhooks library reads it. */
    secret: text().notNull(),
    enabled: boolean().notNull().default(true),
    disabledAt: instant(),
    /** `admin` (switched off by hand) or `failing` (a day of failed attempts). */
    disabledReason: text({ enum: ['admin', 'failing'] }),
    /** The first failed attempt since the last success: the start of the streak that disables. */
    firstFailureAt: instant(),
    lastDeliveryAt: instant(),
    lastDeliveryStatus: text({ enum: WEBHOOK_DELIVERY_STATUSES }),
    createdByUserID: uuid().references(() => users.userID, { onDelete: 'set null' }),
    createdAt: instant().notNull().defaultNow(),
    updatedAt: instant().notNull().defaultNow(),
  },
  (t) => [
    index('webhook_endpoints_workshop_idx').on(t.workshopID),
    check('webhook_endpoints_event_types_present', sql`cardinality(${t.eventTypes}) > 0`),
  ],
);

/**
 * One event for one endpoint, with its attempts. Unique by endpoint and event, so an event reaches an
 * endpoint once whatever replicas, retries and sweeps do; the event id is the `webhook-id` of every
 * attempt, replays included, so the receiver can tell a repeat.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    webhookDeliveryID: id(),
    webhookEndpointID: uuid()
      .notNull()
      .references(() => webhookEndpoints.webhookEndpointID, { onDelete: 'cascade' }),
    workshopID: uuid()
      .notNull()
      .references(() => workshops.workshopID, { onDelete: 'cascade' }),
    /** The event's id: an appointment log line's id, or one derived for no-shows and tests. */
    eventID: uuid().notNull(),
    eventType: text().notNull(),
    /** The JSON body sent, fixed when the event happened. */
    payload: jsonb().$type<Record<string, unknown>>().notNull(),
    /** When the event happened; deliveries of one endpoint go out in this order. */
    occurredAt: instant().notNull(),
    status: text({ enum: WEBHOOK_DELIVERY_STATUSES }).notNull().default('pending'),
    /** Claims so far; each claim is one attempt. */
    attempts: integer().notNull().default(0),
    /** While `pending`: not before this time. */
    nextAttemptAt: instant().notNull().defaultNow(),
    /** While `sending`: until when the claim holds; past it another worker may claim again. */
    leaseExpiresAt: instant(),
    lastAttemptAt: instant(),
    /** The receiver's HTTP status on the last attempt, when it answered. */
    lastStatusCode: integer(),
    /** Why the last attempt failed: a short code (`http_500`, `timeout`, `network`), never a body. */
    lastError: text(),
    lastDurationMs: integer(),
    deliveredAt: instant(),
    createdAt: instant().notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('webhook_deliveries_endpoint_event_unique').on(t.webhookEndpointID, t.eventID),
    index('webhook_deliveries_endpoint_created_idx').on(t.webhookEndpointID, t.createdAt),
    index('webhook_deliveries_due_idx').on(t.nextAttemptAt).where(sql`${t.status} = 'pending'`),
    index('webhook_deliveries_sending_lease_idx').on(t.leaseExpiresAt).where(sql`${t.status} = 'sending'`),
  ],
);
