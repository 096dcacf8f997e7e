import type { SmsSettings } from '../../../core/config/env.ts';
import { DeliveryError, type MessageProvider, type OutgoingMessage } from './provider.ts';

type HttpSettings = Extract<SmsSettings, { provider: 'http' }>;

/**
 * A generic HTTP SMS gateway, for providers without an SDK: one POST per message. The default
 * body is JSON `{to, from, text, reference}`; `SMS_HTTP_BODY_TEMPLATE` gives another shape, with
 * `{{to}}`, `{{from}}`, `{{text}}` and `{{reference}}` escaped for the body's content type.
 */
export function httpGatewayProvider(settings: HttpSettings): MessageProvider {
  return {
    async send(message) {
      const headers: Record<string, string> = {
        ...settings.headers,
        'content-type': settings.contentType,
        // The gateway may dedupe on it: a message retried after a crash carries the same key.
        'idempotency-key': message.reference,
      };
      if (settings.token) headers.authorization = `Bearer ${settings.token}`;
      let response: Response;
      try {
        response = await fetch(settings.url, {
          method: 'POST',
          headers,
          body: renderBody(settings, message),
          signal: AbortSignal.timeout(settings.timeoutSeconds * 1000),
          redirect: 'error',
        });
      } catch (error) {
        const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
        throw new DeliveryError(timedOut ? 'timeout' : 'network_error', true);
      }
      const text = await response.text().catch(() => '');
      // Any other answer is retried with backoff: a generic gateway's 4xx is as often a wrong
      // token or a full account, which the IT person fixes within the retry window, as a bad message.
      if (!response.ok) throw new DeliveryError(`http_${response.status}`, true, response.status);
      return { providerReference: referenceIn(text), statusCode: response.status };
    },
  };
}

function renderBody(settings: HttpSettings, message: OutgoingMessage): string {
  const values = { to: message.to, from: message.from, text: message.text, reference: message.reference };
  if (!settings.bodyTemplate) return JSON.stringify(values);
  const escapeValue = escaperFor(settings.contentType);
  return settings.bodyTemplate.replace(/\{\{(to|from|text|reference)\}\}/g, (_, name: keyof typeof values) =>
    escapeValue(values[name]),
  );
}

function escaperFor(contentType: string): (value: string) => string {
  if (/json/i.test(contentType)) return (value) => JSON.stringify(value).slice(1, -1);
  if (/x-www-form-urlencoded/i.test(contentType)) return encodeURIComponent;
  return (value) => value;
}

/** The gateway's id of the message when its JSON answer has one (`id` or `messageId`). */
function referenceIn(text: string): string | null {
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed && typeof parsed === 'object') {
      const { id, messageId } = parsed as Record<string, unknown>;
      const found = id ?? messageId;
      if (typeof found === 'string' || typeof found === 'number') return String(found).slice(0, 200);
    }
  } catch {}
  return null;
}
