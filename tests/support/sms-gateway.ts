import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request the gateway received. */
export interface GatewayRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/** How the gateway answers its n-th request (0-based). */
export type GatewayBehaviour = (
  request: GatewayRequest,
  index: number,
) => { status: number; body?: string; delayMs?: number; contentType?: string; until?: Promise<unknown> };

export interface SmsGateway {
  url: string;
  requests: GatewayRequest[];
  /** Replaces how the gateway answers from the next request on. */
  answer(behaviour: GatewayBehaviour): void;
  close(): Promise<void>;
}

/**
 * A real HTTP server on 127.0.0.1 playing an SMS gateway: it records every request and answers
 * as the test says (status, delay). Nothing leaves the machine.
 */
export async function startSmsGateway(
  behaviour: GatewayBehaviour = () => ({ status: 200, body: '{"id":"gw-1"}' }),
): Promise<SmsGateway> {
  let current = behaviour;
  const requests: GatewayRequest[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const request: GatewayRequest = {
        method: req.method ?? '',
        path: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      const index = requests.push(request) - 1;
      const reply = current(request, index);
      const send = () => {
        if (res.destroyed) return;
        res.writeHead(reply.status, { 'content-type': reply.contentType ?? 'application/json' });
        res.end(reply.body ?? '{}');
      };
      const later = () => {
        if (reply.delayMs) setTimeout(send, reply.delayMs).unref();
        else send();
      };
      if (reply.until) void reply.until.then(later);
      else later();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    answer(next) {
      current = next;
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** Waits until `check` holds, polling; fails with `what` after `timeoutMs`. */
export async function eventually<T>(
  what: string,
  read: () => Promise<T>,
  check: (value: T) => boolean,
  timeoutMs = 20_000,
): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (check(value)) return value;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
