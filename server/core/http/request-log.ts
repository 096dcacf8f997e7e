import { randomBytes, randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Logger } from '../logger/logger.ts';

/** Response header naming the request in the log (api-contract: Operations). */
export const REQUEST_ID_HEADER = 'x-request-id';
/** An id a proxy in front may have given the request: kept when it is plainly an id. */
const INCOMING_ID = /^[A-Za-z0-9._-]{8,64}$/;

/**
 * Names the request (the proxy's id when it sent a sane one, a new UUID otherwise), answers it in
 * `x-request-id`, and writes one access line when the response ends: method, path with its
 * parameters hidden, status, bytes and milliseconds. Never the query string or a header.
 */
export function startRequestLog(req: IncomingMessage, res: ServerResponse, logger: Logger): string {
  const incoming = req.headers[REQUEST_ID_HEADER];
  const id = typeof incoming === 'string' && INCOMING_ID.test(incoming) ? incoming : randomUUID();
  res.setHeader(REQUEST_ID_HEADER, id);
  const started = performance.now();
  // Probes call every few seconds: their lines are for debugging only.
  const probe = req.url === '/healthz' || req.url === '/readyz';
  res.once('close', () => {
    logger[probe ? 'debug' : 'info']('request', {
      requestId: id,
      method: req.method,
      path: loggablePath(req.url ?? '/'),
      status: res.statusCode,
      bytes: Number(res.getHeader('content-length')) || undefined,
      ms: Math.round((performance.now() - started) * 10) / 10,
      ...(res.writableFinished ? {} : { aborted: true }),
    });
  });
  return id;
}

/**
 * A path as the log keeps it. Customers' links carry secrets in the path (`/tracking/{code}`,
 * `/survey/{token}`): after a page's first segment every segment becomes `:param` (the app's
 * routes have ids or codes there, never words). Under `/api/` only plain words stay (the REST
 * routes' names; ids have digits). Built files keep their names (content hashes).
 */
export function loggablePath(url: string): string {
  const path = url.split('?')[0] ?? '/';
  const [, first = '', ...rest] = path.split('/');
  if (first === 'assets') return path.slice(0, 200);
  const word = /^[a-z]+(?:[A-Z][a-z]+|-[a-z]+)*$/;
  const kept = rest.map((segment) => (first === 'api' && word.test(segment) ? segment : ':param'));
  return `/${[first, ...kept].join('/')}`.slice(0, 200);
}

/**
 * The WebSocket's access lines: one when it opens, one when it closes (its close code and how long
 * it lived), under an id of its own.
 */
export function logWebSocket(
  logger: Logger,
  path: string,
  socket: { once(event: 'close', listener: (code: number) => void): unknown },
): void {
  // Hex from a buffer is one flat string. randomUUID's text is joined from pieces, a tree of about
  // 450 bytes that the close listener would keep for the socket's life (docs/performance.md §2).
  const connectionId = randomBytes(16).toString('hex');
  const opened = performance.now();
  logger.info('websocket open', { connectionId, path: loggablePath(path) });
  socket.once('close', (code) => {
    logger.info('websocket closed', {
      connectionId,
      code,
      seconds: Math.round((performance.now() - opened) / 100) / 10,
    });
  });
}
