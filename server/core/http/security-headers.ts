import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet from 'helmet';
import { isSecureRequest } from './client-address.ts';

export interface SecurityHeaderOptions {
  /** CSP `frame-ancestors` sources: who may show a page in a frame (FRAME_ANCESTORS). */
  frameAncestors: readonly string[];
  /** Whether X-Forwarded-Proto tells whether the request came over HTTPS (TRUST_PROXY). */
  trustProxy: boolean;
  /** Monitor videos may come from plain http on loopback (outside production, decision 0006). */
  loopbackMedia: boolean;
}

/** What a response is: a page or file of the app, or a GraphQL reply (JSON, or GraphiQL in development). */
export type ResponseKind = 'page' | 'api';

/** Host header values that can go into a CSP source as they are (a name or address, and a port). */
const PLAIN_HOST = /^(?:[a-z0-9-]+(?:\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

const HSTS_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/**
 * The browser-facing headers of every response, set by helmet (connect-style, so it runs on the
 * plain node server): a strict Content-Security-Policy on the app's pages and files, nosniff and a
 * same-origin referrer everywhere, HSTS only on a request that came over HTTPS (a LAN install on
 * plain http must stay reachable), and no X-Frame-Options: `frame-ancestors` says who may frame a page.
 */
export function createSecurityHeaders(options: SecurityHeaderOptions) {
  const common = {
    strictTransportSecurity: false,
    xFrameOptions: false,
    referrerPolicy: { policy: 'same-origin' },
    // Turno embeds nothing from other origins that would need CORP headers of theirs.
    crossOriginEmbedderPolicy: false,
  } as const;
  const mediaSources = ["'self'", 'https:'];
  // (CSP has no syntax for an IPv6 address such as [::1].)
  if (options.loopbackMedia) mediaSources.push('http://127.0.0.1:*', 'http://localhost:*');

  const pageHeaders = helmet({
    ...common,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        scriptSrcAttr: ["'none'"],
        // Inline <style> and style="" are refused too; styles set from script (React's `style`
        // prop) are not inline styles and stay allowed. React Aria adds two small <style> elements
        // of its own, with the nonce it reads from <meta property="csp-nonce"> (styleNonce below).
        styleSrc: ["'self'", (_req, res) => `'nonce-${styleNonce(res as ServerResponse)}'`],
        // Logos are data: URLs (decision 0005); blob: for pictures a form previews.
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'"],
        // Monitor videos come from the workshop's own folder, which the server allows only on
        // https (or loopback outside production): the same rule here (decision 0006).
        mediaSrc: mediaSources,
        // 'self' covers ws:/wss: of the same host in CSP 3; older signage browsers need them named.
        connectSrc: ["'self'", sameHostSockets],
        // The monitor's and totem's service worker and web app manifests (decision 0025), named
        // although default-src says the same, so a change there cannot take them away unnoticed.
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: [...options.frameAncestors],
      },
    },
  });
  // A GraphQL reply is JSON (no CSP needed), or GraphiQL outside production, which runs inline
  // scripts and would break under the page policy.
  const apiHeaders = helmet({ ...common, contentSecurityPolicy: false });
  const hsts = helmet.strictTransportSecurity({ maxAge: HSTS_MAX_AGE_SECONDS, includeSubDomains: true });

  return function setSecurityHeaders(req: IncomingMessage, res: ServerResponse, kind: ResponseKind): void {
    // helmet calls `next` at once, with an error only for an option it cannot use.
    const failed = (error?: unknown) => {
      if (error) throw error;
    };
    (kind === 'page' ? pageHeaders : apiHeaders)(req, res, failed);
    if (isSecureRequest(req, options.trustProxy)) hsts(req, res, failed);
  };
}

const nonces = new WeakMap<ServerResponse, string>();

/**
 * The response's style nonce: fresh for each page, so a page cannot be made to reuse an old one.
 * The static handler puts it in `<meta property="csp-nonce">` of index.html for React Aria.
 */
export function styleNonce(res: ServerResponse): string {
  let nonce = nonces.get(res);
  if (!nonce) {
    nonce = randomBytes(16).toString('base64');
    nonces.set(res, nonce);
  }
  return nonce;
}

/** `ws://host wss://host` for the host the page was asked for; nothing for a Host header with odd characters. */
function sameHostSockets(req: IncomingMessage): string {
  const host = req.headers.host ?? '';
  return PLAIN_HOST.test(host) ? `ws://${host} wss://${host}` : '';
}
