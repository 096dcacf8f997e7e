import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import twilio from 'twilio';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxMessages } from '../../server/core/db/schema/index.ts';
import { MAX_REPORT_BYTES } from '../../server/features/messaging/delivery-reports.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

// Delivery reports over real HTTP: the generic gateway's, signed with HMAC-SHA256 of the raw body,
// and Twilio's status callback, signed as Twilio signs it. Only a correctly signed, well-formed
// report about a sent message changes anything.

const SECRET = 'report-secret-0123456789';
const AUTH_TOKEN = 'twilio-auth-token-for-tests';

async function sentMessage(server: TestServer, providerReference: string | null = null) {
  const [row] = await server.services.db
    .insert(outboxMessages)
    .values({
      channel: 'sms',
      kind: 'welcomeSms',
      recipient: '+393331234567',
      body: 'Benvenuto',
      status: 'sent',
      attempts: 1,
      providerReference,
    })
    .returning();
  if (!row) throw new Error('no row');
  return row.outboxMessageID;
}

async function deliveryOf(server: TestServer, id: string) {
  const [row] = await server.services.db
    .select({ status: outboxMessages.deliveryStatus, at: outboxMessages.deliveryReportedAt })
    .from(outboxMessages)
    .where(eq(outboxMessages.outboxMessageID, id));
  return row;
}

const sign = (body: string, secret = SECRET) => createHmac('sha256', secret).update(body).digest('hex');

describe('the generic gateway’s signed delivery reports', () => {
  let server: TestServer;
  const post = (body: string, headers: Record<string, string> = {}) =>
    fetch(`${server.url}/api/sms/delivery-report/http`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body,
    });

  beforeAll(async () => {
    server = await startTestServer({
      SMS_PROVIDER: 'http',
      SMS_HTTP_URL: 'http://127.0.0.1:9/sms',
      SMS_HTTP_REPORT_SECRET: SECRET,
    });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('records a signed report by the message reference', async () => {
    const id = await sentMessage(server);
    const body = JSON.stringify({ reference: id, status: 'delivered' });
    const response = await post(body, { 'x-turno-signature': `sha256=${sign(body)}` });
    expect(response.status).toBe(204);
    expect((await deliveryOf(server, id))?.status).toBe('delivered');
    const again = JSON.stringify({ reference: id, status: 'undelivered' });
    expect((await post(again, { 'x-turno-signature': sign(again) })).status).toBe(204);
    expect((await deliveryOf(server, id))?.status).toBe('undelivered');
  });

  it('refuses unsigned, forged, altered, oversized and malformed reports, changing nothing', async () => {
    const id = await sentMessage(server);
    const body = JSON.stringify({ reference: id, status: 'failed' });
    const refusals: [Promise<Response>, number][] = [
      [post(body), 401],
      [post(body, { 'x-turno-signature': sign(body, 'another-secret-0123456789') }), 401],
      [post(body, { 'x-turno-signature': 'sha256=zz' }), 401],
      [post(body.replace('failed', 'delivered'), { 'x-turno-signature': sign(body) }), 401],
      [post('{"reference":', { 'x-turno-signature': sign('{"reference":') }), 400],
      ...['{"status":"delivered"}', JSON.stringify({ reference: id, status: 'read' })].map(
        (b) => [post(b, { 'x-turno-signature': sign(b) }), 400] as [Promise<Response>, number],
      ),
      [
        (() => {
          const big = JSON.stringify({ reference: id, status: 'failed', pad: 'x'.repeat(MAX_REPORT_BYTES) });
          return post(big, { 'x-turno-signature': sign(big) });
        })(),
        413,
      ],
      [fetch(`${server.url}/api/sms/delivery-report/http`), 405],
    ];
    for (const [response, status] of refusals) expect((await response).status).toBe(status);
    expect(await deliveryOf(server, id)).toEqual({ status: null, at: null });
    // The same report, signed, is taken: the refusals were for the signature or the shape alone.
    expect((await post(body, { 'x-turno-signature': sign(body) })).status).toBe(204);
    expect((await deliveryOf(server, id))?.status).toBe('failed');
  });

  it('answers 404 for a message it does not know, and for the Twilio path when Twilio is not the provider', async () => {
    const body = JSON.stringify({ reference: '00000000-0000-4000-8000-000000000000', status: 'delivered' });
    expect((await post(body, { 'x-turno-signature': sign(body) })).status).toBe(404);
    const twilioPath = await fetch(`${server.url}/api/sms/delivery-report/twilio`, {
      method: 'POST',
      headers: { 'x-twilio-signature': 'x' },
      body: 'MessageSid=SM1&MessageStatus=delivered',
    });
    expect(twilioPath.status).toBe(404);
  });
});

describe('Twilio’s status callbacks', () => {
  let server: TestServer;
  const callback = (params: Record<string, string>, signature?: string) => {
    const url = `${server.url}/api/sms/delivery-report/twilio`;
    return fetch(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'x-twilio-signature': signature ?? twilio.getExpectedTwilioSignature(AUTH_TOKEN, url, params),
      },
      body: new URLSearchParams(params).toString(),
    });
  };

  beforeAll(async () => {
    server = await startTestServer({
      SMS_PROVIDER: 'twilio',
      TWILIO_ACCOUNT_SID: 'AC00000000000000000000000000000000',
      TWILIO_AUTH_TOKEN: AUTH_TOKEN,
      TWILIO_FROM: 'Turno',
    });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('records the outcome by the message SID when the signature checks out', async () => {
    const id = await sentMessage(server, 'SM0123456789abcdef');
    const params = { MessageSid: 'SM0123456789abcdef', MessageStatus: 'undelivered', ErrorCode: '30003' };
    expect((await callback(params)).status).toBe(204);
    expect((await deliveryOf(server, id))?.status).toBe('undelivered');
  });

  it('refuses forged and unsigned callbacks, and keeps only final outcomes', async () => {
    const id = await sentMessage(server, 'SMfedcba9876543210');
    const params = { MessageSid: 'SMfedcba9876543210', MessageStatus: 'delivered' };
    const forged = twilio.getExpectedTwilioSignature('another-token', `${server.url}/x`, params);
    expect((await callback(params, forged)).status).toBe(401);
    expect((await callback(params, '')).status).toBe(401);
    expect((await callback({ MessageStatus: 'delivered' })).status).toBe(400);
    expect((await callback({ ...params, MessageStatus: 'sent' })).status).toBe(204);
    expect(await deliveryOf(server, id)).toEqual({ status: null, at: null });
  });
});
