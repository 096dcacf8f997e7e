import { describe, expect, it } from 'vitest';
import { parseForm } from './form-errors.ts';
import { createWebhookEndpointInputSchema, updateWebhookEndpointInputSchema } from './webhooks.ts';

const valid = {
  workshopID: 'w1',
  url: ' https://dms.example.com/turno ',
  eventTypes: ['appointment.paid', 'appointment.created', 'appointment.paid'],
};

describe('the webhook endpoint form', () => {
  it('trims the address and keeps each event once, in the list’s order', () => {
    const parsed = parseForm(createWebhookEndpointInputSchema, valid);
    expect(parsed).toEqual({
      ok: true,
      value: {
        workshopID: 'w1',
        url: 'https://dms.example.com/turno',
        description: '',
        eventTypes: ['appointment.created', 'appointment.paid'],
      },
    });
  });

  it.each([
    [{ url: '' }, 'url', 'validation.required'],
    [{ url: 'ftp://x.example.com/' }, 'url', 'validation.webhookUrl'],
    [{ url: 'https://u:p@x.example.com/' }, 'url', 'validation.webhookUrl'],
    [{ url: `https://x.example.com/${'a'.repeat(2000)}` }, 'url', 'validation.maxLength'],
    [{ description: 'd'.repeat(201) }, 'description', 'validation.maxLength'],
    [{ eventTypes: [] }, 'eventTypes', 'validation.atLeastOne'],
    [{ eventTypes: ['webhook.test'] }, 'eventTypes.0', 'validation.invalid'],
  ])('refuses %j on %s', (override, field, code) => {
    const parsed = parseForm(createWebhookEndpointInputSchema, { ...valid, ...override });
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.errors).toContainEqual({ field, code });
  });

  it('leaves out of an update what was not sent', () => {
    const parsed = parseForm(updateWebhookEndpointInputSchema, { webhookEndpointID: 'e1', enabled: false });
    expect(parsed).toEqual({ ok: true, value: { webhookEndpointID: 'e1', enabled: false } });
  });
});
