/**
 * The events a workshop's webhook endpoint may subscribe to (docs/integrations.md, "Webhooks"). Each
 * is one step of an appointment's life; `webhook.test` is sent only on an admin's request and needs
 * no subscription.
 */
export const WEBHOOK_EVENT_TYPES = [
  'appointment.created',
  'appointment.checked_in',
  'appointment.called',
  'appointment.job_started',
  'appointment.job_ended',
  'appointment.paid',
  'appointment.exited',
  'appointment.no_show',
] as const;

export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

/** The type of the event an admin sends by hand to try an endpoint. */
export const WEBHOOK_TEST_EVENT = 'webhook.test';

export function isWebhookEventType(value: unknown): value is WebhookEventType {
  return (WEBHOOK_EVENT_TYPES as readonly unknown[]).includes(value);
}

/** Endpoints one workshop may have: a dealer has a DMS, perhaps a CRM and a test receiver. */
export const WEBHOOK_ENDPOINTS_PER_WORKSHOP = 10;

/** The longest endpoint address and description. */
export const WEBHOOK_URL_MAX = 2000;
export const WEBHOOK_DESCRIPTION_MAX = 200;

/** Where a delivery is (docs/integrations.md). */
export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'sending', 'delivered', 'failed'] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];
