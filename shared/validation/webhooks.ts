import * as v from 'valibot';
import {
  WEBHOOK_DESCRIPTION_MAX,
  WEBHOOK_EVENT_TYPES,
  WEBHOOK_URL_MAX,
} from '../integrations/webhook-events.ts';
import { webhookUrlProblem } from '../integrations/webhook-url.ts';
import { plainText, requiredId } from './fields.ts';
import { messageKey } from './messages.ts';

// The admin's form for a workshop's webhook endpoint (client dialog, create and update alike).

const urlField = () =>
  v.pipe(
    v.string(messageKey('required')),
    v.trim(),
    v.nonEmpty(messageKey('required')),
    v.maxLength(WEBHOOK_URL_MAX, messageKey('maxLength')),
    v.check((url) => webhookUrlProblem(url) === null, messageKey('webhookUrl')),
  );

const eventTypesField = () =>
  v.pipe(
    v.array(v.picklist(WEBHOOK_EVENT_TYPES, messageKey('invalid')), messageKey('atLeastOne')),
    v.minLength(1, messageKey('atLeastOne')),
    // Each type once, in the order of WEBHOOK_EVENT_TYPES, whatever order the form sent.
    v.transform((types) => WEBHOOK_EVENT_TYPES.filter((type) => types.includes(type))),
  );

export const createWebhookEndpointInputSchema = v.object({
  workshopID: requiredId(),
  url: urlField(),
  description: v.optional(plainText(WEBHOOK_DESCRIPTION_MAX), ''),
  eventTypes: eventTypesField(),
});

/** Every field but the id may be left out: what is left out stays as it is. */
export const updateWebhookEndpointInputSchema = v.object({
  webhookEndpointID: requiredId(),
  url: v.optional(urlField()),
  description: v.optional(plainText(WEBHOOK_DESCRIPTION_MAX)),
  eventTypes: v.optional(eventTypesField()),
  enabled: v.optional(v.boolean(messageKey('invalid'))),
});

export type CreateWebhookEndpointInput = v.InferOutput<typeof createWebhookEndpointInputSchema>;
export type UpdateWebhookEndpointInput = v.InferOutput<typeof updateWebhookEndpointInputSchema>;
