import twilio from 'twilio';
import type { SmsSettings } from '../../../core/config/env.ts';
import { DeliveryError, type MessageProvider, retryableStatus } from './provider.ts';

type TwilioSettings = Extract<SmsSettings, { provider: 'twilio' }>;
export type TwilioHttpClient = InstanceType<typeof twilio.RequestClient>;

/**
 * SMS through Twilio's official client. The workshop's sender name is used as the alphanumeric
 * `From` unless a messaging service is configured, which then picks the sender itself.
 * Twilio's Messages API takes no idempotency key: see docs/messaging.md on what a crash between
 * sending and recording means here.
 */
export function twilioProvider(settings: TwilioSettings, httpClient?: TwilioHttpClient): MessageProvider {
  const client = twilio(settings.accountSid, settings.authToken, {
    httpClient: httpClient ?? new twilio.RequestClient({ timeout: settings.timeoutSeconds * 1000 }),
    autoRetry: false,
  });
  return {
    async send(message) {
      try {
        const sent = await client.messages.create({
          to: message.to,
          body: message.text,
          ...(settings.messagingServiceSid
            ? { messagingServiceSid: settings.messagingServiceSid }
            : { from: message.from }),
        });
        return { providerReference: sent.sid, statusCode: 201 };
      } catch (error) {
        const status = (error as { status?: unknown }).status;
        if (typeof status === 'number') {
          throw new DeliveryError(`http_${status}`, retryableStatus(status), status);
        }
        const timedOut = (error as { code?: unknown }).code === 'ECONNABORTED';
        throw new DeliveryError(timedOut ? 'timeout' : 'network_error', true);
      }
    },
  };
}
