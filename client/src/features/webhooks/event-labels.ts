import { WEBHOOK_TEST_EVENT, type WebhookEventType } from '../../../../shared/integrations/webhook-events.ts';

/** The i18n key of an event type's words (a `.` in a key would read as nesting). */
export const EVENT_LABEL_KEYS = {
  'appointment.created': 'webhooks.events.created',
  'appointment.checked_in': 'webhooks.events.checkedIn',
  'appointment.called': 'webhooks.events.called',
  'appointment.job_started': 'webhooks.events.jobStarted',
  'appointment.job_ended': 'webhooks.events.jobEnded',
  'appointment.paid': 'webhooks.events.paid',
  'appointment.exited': 'webhooks.events.exited',
  'appointment.no_show': 'webhooks.events.noShow',
} as const satisfies Record<WebhookEventType, string>;

/** An event type's i18n key; null for a type this client does not know (shown as written). */
export function eventLabelKey(type: string) {
  if (type === WEBHOOK_TEST_EVENT) return 'webhooks.events.test' as const;
  return type in EVENT_LABEL_KEYS ? EVENT_LABEL_KEYS[type as WebhookEventType] : null;
}
