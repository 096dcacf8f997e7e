import type { Config } from '../../../core/config/env.ts';
import { httpGatewayProvider } from './http-gateway.ts';
import type { MessageProvider } from './provider.ts';
import { smtpProvider } from './smtp.ts';
import { type TwilioHttpClient, twilioProvider } from './twilio.ts';

export interface Providers {
  sms: MessageProvider | undefined;
  email: MessageProvider | undefined;
}

/** The providers the settings choose; a channel without one keeps its messages in the outbox. */
export function providersFrom(
  config: Config,
  options: { twilioHttpClient?: TwilioHttpClient } = {},
): Providers {
  const sms =
    config.sms.provider === 'http'
      ? httpGatewayProvider(config.sms)
      : config.sms.provider === 'twilio'
        ? twilioProvider(config.sms, options.twilioHttpClient)
        : undefined;
  return { sms, email: config.smtpUrl ? smtpProvider(config.smtpUrl) : undefined };
}
