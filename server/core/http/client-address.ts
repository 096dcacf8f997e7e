import type { IncomingMessage } from 'node:http';

/**
 * The caller's address: the socket's, or, when TRUST_PROXY is set, the last X-Forwarded-For entry
 * (the one our own proxy appended; earlier entries are whatever the client claimed).
 */
export function clientAddress(req: IncomingMessage, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = req.headers['x-forwarded-for'];
    const last = (Array.isArray(forwarded) ? forwarded.join(',') : forwarded)?.split(',').at(-1)?.trim();
    if (last) return last;
  }
  return req.socket.remoteAddress ?? 'unknown';
}

/** Whether the page reached us over HTTPS (directly, or via a trusted proxy). */
export function isSecureRequest(req: IncomingMessage, trustProxy: boolean): boolean {
  if (trustProxy && req.headers['x-forwarded-proto'] === 'https') return true;
  return 'encrypted' in req.socket && Boolean(req.socket.encrypted);
}
