import { randomBytes } from 'node:crypto';
import { Webhook } from 'standardwebhooks';
import { Agent, request } from 'undici';
import { guardedLookup, urlAllowed } from './webhook-address.ts';

/**
 * One signed POST to an endpoint, per the Standard Webhooks specification: headers `webhook-id`
 * (the event's id, the same on every attempt and replay), `webhook-timestamp` (seconds) and
 * `webhook-signature` (`v1,<HMAC-SHA256>`), computed by the `standardwebhooks` library. The
 * request gives up after the timeout, follows no redirect (a 3xx is a failure), connects only to
 * allowed addresses (webhook-address.ts) and reads at most a few bytes of the answer, which is
 * thrown away: only its status counts.
 */

export interface SendOutcome {
  ok: boolean;
  statusCode: number | null;
  /** A short code when not ok: `http_<status>`, `timeout`, `address_refused`, `network`. */
  error: string | null;
  durationMs: number;
}

/** What the sender reads of an answer before dropping it (bytes). */
const BODY_READ_LIMIT = 1024;

/** A new endpoint secret: `whsec_` and 32 random bytes in base64, as the library expects. */
export function newWebhookSecret(): string {
  return `whsec_${randomBytes(32).toString('base64')}`;
}

export interface WebhookSender {
  send(input: {
    url: string;
    secret: string;
    webhookID: string;
    at: Date;
    body: string;
  }): Promise<SendOutcome>;
  close(): Promise<void>;
}

export function createWebhookSender(options: { timeoutMs: number }): WebhookSender {
  const agent = new Agent({
    connect: { lookup: guardedLookup, timeout: options.timeoutMs },
    // An answer that never comes, or never ends, does not hold a worker.
    headersTimeout: options.timeoutMs,
    bodyTimeout: options.timeoutMs,
  });
  return {
    async send({ url, secret, webhookID, at, body }) {
      // A literal address never reaches the agent's lookup (Node connects to it directly), and an
      // endpoint saved before a range was refused still holds it: checked again before each send.
      if (!urlAllowed(url)) return { ok: false, statusCode: null, error: 'address_refused', durationMs: 0 };
      const signature = new Webhook(secret).sign(webhookID, at, body);
      const started = performance.now();
      const elapsed = () => Math.round(performance.now() - started);
      try {
        const response = await request(url, {
          method: 'POST',
          dispatcher: agent,
          signal: AbortSignal.timeout(options.timeoutMs),
          headers: {
            'content-type': 'application/json',
            'user-agent': 'Turno-Webhooks/1',
            'webhook-id': webhookID,
            'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
            'webhook-signature': signature,
          },
          body,
        });
        // The body is not read past the limit: a receiver's answer is never stored or logged.
        await response.body.dump({ limit: BODY_READ_LIMIT }).catch(() => {});
        const ok = response.statusCode >= 200 && response.statusCode < 300;
        return {
          ok,
          statusCode: response.statusCode,
          error: ok ? null : `http_${response.statusCode}`,
          durationMs: elapsed(),
        };
      } catch (error) {
        return { ok: false, statusCode: null, error: failureCode(error), durationMs: elapsed() };
      }
    },
    close: () => agent.close(),
  };
}

function failureCode(error: unknown): string {
  const seen = new Set<unknown>();
  let current: unknown = error;
  // The cause chain: undici wraps the connector's error, fetch-style aborts wrap the timeout.
  while (current && typeof current === 'object' && !seen.has(current)) {
    seen.add(current);
    const { code, name } = current as { code?: string; name?: string };
    if (code === 'EWEBHOOKADDRESS') return 'address_refused';
    if (
      name === 'TimeoutError' ||
      code === 'UND_ERR_CONNECT_TIMEOUT' ||
      code === 'UND_ERR_HEADERS_TIMEOUT' ||
      code === 'UND_ERR_BODY_TIMEOUT' ||
      code === 'ABORT_ERR'
    )
      return 'timeout';
    current = (current as { cause?: unknown }).cause;
  }
  return 'network';
}
