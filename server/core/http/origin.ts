import type { IncomingMessage } from 'node:http';
import type { Config } from '../config/env.ts';

/**
 * WebSocket upgrades from a browser must come from the page's own origin, PUBLIC_URL's or one of
 * ALLOWED_ORIGINS (a cross-site page must not ride on a signed-in user's token). Clients that send
 * no Origin (servers, tests) are not browsers and carry their own token.
 */
export function isAllowedOrigin(
  req: IncomingMessage,
  services: { config: Config; publicUrl: string },
): boolean {
  const origin = req.headers.origin;
  if (!origin) return true;
  let parsed: URL;
  try {
    parsed = new URL(origin);
  } catch {
    return false;
  }
  const forwardedHost = services.config.trustProxy ? req.headers['x-forwarded-host'] : undefined;
  const host = (Array.isArray(forwardedHost) ? forwardedHost[0] : forwardedHost) ?? req.headers.host;
  if (host && parsed.host === host) return true;
  const allowed = [new URL(services.publicUrl).origin, ...services.config.allowedOrigins];
  return allowed.includes(parsed.origin);
}
