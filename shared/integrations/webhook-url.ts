/**
 * The shape rule of a webhook endpoint's address, for the admin's form and the server alike:
 * `http:` or `https:`, a host, no user or password (a secret in an address ends up in logs and
 * screens; the receiver checks the signature instead), no fragment. Which hosts may be reached is
 * the server's rule (server/features/webhooks/webhook-address.ts).
 */
export type WebhookUrlProblem = 'scheme' | 'credentials' | 'malformed';

export function webhookUrlProblem(value: string): WebhookUrlProblem | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return 'malformed';
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return 'scheme';
  if (url.username || url.password) return 'credentials';
  if (!url.hostname || url.hash) return 'malformed';
  return null;
}
