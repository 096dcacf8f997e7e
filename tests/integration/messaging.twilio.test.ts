import twilio from 'twilio';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/core/config/env.ts';
import { enqueueMessage } from '../../server/features/messaging/outbox.ts';
import { providersFrom } from '../../server/features/messaging/providers/index.ts';
import type { TwilioHttpClient } from '../../server/features/messaging/providers/twilio.ts';
import { E164, messagingStage, settled, TEXT } from '../support/messaging-support.ts';
import { eventually, type SmsGateway, startSmsGateway } from '../support/sms-gateway.ts';

// SMS through the official twilio client, its requests sent to a loopback server that answers as
// Twilio's REST API would. The client's supported hook is its HTTP client: this one is twilio's
// own RequestClient, with only the host of each request moved to loopback.

const ACCOUNT_SID = `AC${'0123456789abcdef'.repeat(2)}`;
const AUTH_TOKEN = 'twilio-auth-token';
const stage = messagingStage();

class LoopbackRequestClient extends twilio.RequestClient {
  readonly base: string;
  constructor(base: string) {
    super();
    this.base = base;
  }
  override request: TwilioHttpClient['request'] = (opts) =>
    super.request({ ...opts, uri: opts.uri.replace('https://api.twilio.com', this.base) });
}

function twilioConfig(env: Record<string, string> = {}) {
  return loadConfig({
    SMS_PROVIDER: 'twilio',
    TWILIO_ACCOUNT_SID: ACCOUNT_SID,
    TWILIO_AUTH_TOKEN: AUTH_TOKEN,
    TWILIO_FROM: '+15005550006',
    MESSAGE_MAX_ATTEMPTS: '2',
    MESSAGE_RETRY_SECONDS: '1',
    ...env,
  });
}

async function withTwilio(
  reply: Parameters<typeof startSmsGateway>[0],
  env: Record<string, string>,
  work: (gateway: SmsGateway, kick: () => void) => Promise<void>,
) {
  const gateway = await startSmsGateway(reply);
  const config = twilioConfig(env);
  const providers = providersFrom(config, { twilioHttpClient: new LoopbackRequestClient(gateway.url) });
  const sender = await stage.startSender(config, { providers });
  try {
    await work(gateway, () => sender.messaging.dispatcher.kick());
  } finally {
    await sender.stop();
    await gateway.close();
  }
}

describe('SMS through twilio', () => {
  it("creates a Message with Twilio's API, authenticated as the account, and keeps its SID", async () => {
    await withTwilio(
      () => ({ status: 201, body: JSON.stringify({ sid: 'SM0123', status: 'queued' }) }),
      { SMS_FROM: 'Officina' },
      async (gateway, kick) => {
        const id = await stage.queueSms();
        kick();
        const sent = await eventually('sent', () => stage.row(id), settled('sent'));
        expect(sent).toMatchObject({ providerReference: 'SM0123', attempts: 1 });
        expect(gateway.requests).toHaveLength(1);
        const [request] = gateway.requests;
        expect(request?.method).toBe('POST');
        expect(request?.path).toBe(`/2010-04-01/Accounts/${ACCOUNT_SID}/Messages.json`);
        expect(request?.headers.authorization).toBe(
          `Basic ${Buffer.from(`${ACCOUNT_SID}:${AUTH_TOKEN}`).toString('base64')}`,
        );
        const form = new URLSearchParams(request?.body);
        expect(Object.fromEntries(form)).toEqual({ To: E164, From: 'Officina', Body: TEXT });
      },
    );
  });

  it('sends through a messaging service when one is configured', async () => {
    await withTwilio(
      () => ({ status: 201, body: JSON.stringify({ sid: 'SM0456' }) }),
      { TWILIO_MESSAGING_SERVICE_SID: 'MG0123' },
      async (gateway, kick) => {
        const id = await stage.queueSms();
        kick();
        await eventually('sent', () => stage.row(id), settled('sent'));
        const form = new URLSearchParams(gateway.requests[0]?.body);
        expect(form.get('MessagingServiceSid')).toBe('MG0123');
        expect(form.has('From')).toBe(false);
      },
    );
  });

  it("retries Twilio's 500 and fails its 400 at once", async () => {
    await withTwilio(
      (request) =>
        new URLSearchParams(request.body).get('Body') === 'refuse'
          ? { status: 400, body: JSON.stringify({ code: 21211, message: 'Invalid To', status: 400 }) }
          : { status: 500, body: JSON.stringify({ code: 20500, message: 'Internal', status: 500 }) },
      {},
      async (gateway, kick) => {
        const retried = await stage.queueSms();
        const refused = await enqueueMessage(stage.connection.db, {
          channel: 'sms',
          kind: 'welcomeSms',
          recipient: E164,
          body: 'refuse',
        });
        kick();
        const [first, second] = await Promise.all([
          eventually('failed after retries', () => stage.row(retried), settled('failed')),
          eventually('refused', () => stage.row(refused), settled('failed')),
        ]);
        expect(first).toMatchObject({ attempts: 2, lastError: 'http_500', providerStatus: 500 });
        expect(second).toMatchObject({ attempts: 1, lastError: 'http_400', providerStatus: 400 });
        expect(gateway.requests).toHaveLength(3);
      },
    );
  });
});
