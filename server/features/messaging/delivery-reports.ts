import { createHmac, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import twilio from 'twilio';
import type { SmsSettings } from '../../core/config/env.ts';
import type { Database } from '../../core/db/client.ts';
import { PROVIDER_DELIVERY_STATUSES } from '../../core/db/schema/index.ts';
import type { Logger } from '../../core/logger/logger.ts';
import { recordDeliveryReport } from './delivery-repository.ts';

/**
 * Delivery reports: the SMS provider tells, after accepting a message, whether it reached the phone
 * (docs/messaging.md). `POST /api/sms/delivery-report/http` takes the generic gateway's JSON
 * `{"reference","status"}` signed with HMAC-SHA256 of the raw body under SMS_HTTP_REPORT_SECRET, hex
 * in the `X-Turno-Signature` header (`sha256=` prefix optional); `POST /api/sms/delivery-report/twilio`
 * takes Twilio's status callback, checked with twilio.validateRequest. Anything unsigned, forged,
 * too large or malformed is refused and changes nothing.
 */
export const DELIVERY_REPORT_PATH = '/api/sms/delivery-report/';
export const REPORT_SIGNATURE_HEADER = 'x-turno-signature';
/** A report is a few hundred bytes; Twilio's callback under 2 KiB. */
export const MAX_REPORT_BYTES = 16 * 1024;

type DeliveryStatus = (typeof PROVIDER_DELIVERY_STATUSES)[number];
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface DeliveryReportOptions {
  db: Database;
  sms: SmsSettings;
  logger: Logger;
  /** The address Twilio calls, as configured there (PUBLIC_URL): part of what it signs. */
  publicUrl(): string;
}

type Answer = { status: number; error?: string };

export function createDeliveryReportHandler(options: DeliveryReportOptions) {
  const { db, sms, logger } = options;

  async function record(
    provider: string,
    by: { messageID: string } | { providerReference: string },
    status: DeliveryStatus,
  ): Promise<Answer> {
    const id = await recordDeliveryReport(db, by, status);
    if (!id) return { status: 404, error: 'unknown_message' };
    logger.info('message delivery report', { messageId: id, provider, deliveryStatus: status });
    return { status: 204 };
  }

  async function httpReport(req: IncomingMessage, body: Buffer): Promise<Answer> {
    if (sms.provider !== 'http' || !sms.reportSecret) return { status: 404, error: 'not_configured' };
    const given = String(req.headers[REPORT_SIGNATURE_HEADER] ?? '').replace(/^sha256=/i, '');
    const expected = createHmac('sha256', sms.reportSecret).update(body).digest();
    const signature = /^[0-9a-f]{64}$/i.test(given) ? Buffer.from(given, 'hex') : null;
    if (!signature || !timingSafeEqual(signature, expected)) return { status: 401, error: 'bad_signature' };
    let report: unknown;
    try {
      report = JSON.parse(body.toString('utf8'));
    } catch {
      return { status: 400, error: 'malformed_report' };
    }
    const { reference, status } = (report ?? {}) as Record<string, unknown>;
    if (typeof reference !== 'string' || !UUID.test(reference) || !isDeliveryStatus(status)) {
      return { status: 400, error: 'malformed_report' };
    }
    return record('http', { messageID: reference }, status);
  }

  async function twilioReport(req: IncomingMessage, body: Buffer): Promise<Answer> {
    if (sms.provider !== 'twilio') return { status: 404, error: 'not_configured' };
    const signature = req.headers['x-twilio-signature'];
    if (typeof signature !== 'string' || !signature) return { status: 401, error: 'bad_signature' };
    const params = Object.fromEntries(new URLSearchParams(body.toString('utf8')));
    const url = new URL(req.url ?? '/', options.publicUrl()).toString();
    if (!twilio.validateRequest(sms.authToken, signature, url, params)) {
      return { status: 401, error: 'bad_signature' };
    }
    const { MessageSid: sid, MessageStatus: status } = params;
    if (!sid || !status) return { status: 400, error: 'malformed_report' };
    // `queued`, `sent` and the like are steps on the way; only the outcomes are kept.
    if (!isDeliveryStatus(status)) return { status: 204 };
    return record('twilio', { providerReference: sid }, status);
  }

  return async function handle(req: IncomingMessage, res: ServerResponse, provider: string) {
    const answer = (a: Answer) => {
      res.writeHead(a.status, a.error ? { 'content-type': 'application/json' } : {});
      res.end(a.error ? JSON.stringify({ error: a.error }) : undefined);
    };
    if (req.method !== 'POST') return answer({ status: 405, error: 'method_not_allowed' });
    if (provider !== 'http' && provider !== 'twilio')
      return answer({ status: 404, error: 'unknown_provider' });
    const body = await readLimited(req);
    if (!body) return answer({ status: 413, error: 'report_too_large' });
    try {
      answer(await (provider === 'http' ? httpReport(req, body) : twilioReport(req, body)));
    } catch (error) {
      logger.error('delivery report failed', { provider, error: (error as Error)?.name });
      answer({ status: 500, error: 'internal' });
    }
  };
}

function isDeliveryStatus(value: unknown): value is DeliveryStatus {
  return typeof value === 'string' && (PROVIDER_DELIVERY_STATUSES as readonly string[]).includes(value);
}

/** The raw body, or null past MAX_REPORT_BYTES (the rest is discarded unread). */
async function readLimited(req: IncomingMessage): Promise<Buffer | null> {
  if (Number(req.headers['content-length'] ?? 0) > MAX_REPORT_BYTES) {
    req.resume();
    return null;
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_REPORT_BYTES) {
      req.resume();
      return null;
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}
