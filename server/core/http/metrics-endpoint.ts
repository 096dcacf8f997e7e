import { timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { BlockList, isIP } from 'node:net';
import type { Registry } from 'prom-client';
import { bearerToken } from '../context/tokens.ts';
import { clientAddress } from './client-address.ts';

export const METRICS_PATH = '/metrics';

/** Loopback and private networks: where a Prometheus beside Turno scrapes from. */
const PRIVATE = new BlockList();
PRIVATE.addSubnet('127.0.0.0', 8, 'ipv4');
PRIVATE.addSubnet('10.0.0.0', 8, 'ipv4');
PRIVATE.addSubnet('172.16.0.0', 12, 'ipv4');
PRIVATE.addSubnet('192.168.0.0', 16, 'ipv4');
PRIVATE.addAddress('::1', 'ipv6');
PRIVATE.addSubnet('fc00::', 7, 'ipv6');
PRIVATE.addSubnet('fe80::', 10, 'ipv6');

/** Whether an address (IPv4, IPv6 or IPv4-mapped IPv6) is loopback or private. */
export function isPrivateAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  const plain = mapped ?? address;
  const family = isIP(plain);
  if (!family) return false;
  return PRIVATE.check(plain, family === 4 ? 'ipv4' : 'ipv6');
}

/**
 * `GET /metrics` in Prometheus' text format. With METRICS_TOKEN set the caller must send it as a
 * bearer token (compared in constant time); without it only loopback and private addresses are
 * answered, the address being the proxy's X-Forwarded-For entry when TRUST_PROXY is set, so a
 * proxy in front does not open the figures to the internet.
 */
export function createMetricsHandler(options: {
  registry: Registry;
  token: string | undefined;
  trustProxy: boolean;
}) {
  const expected = options.token ? Buffer.from(options.token) : null;
  return async (req: IncomingMessage, res: ServerResponse) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return answer(res, 405, 'Method not allowed\n');
    if (expected) {
      const given = Buffer.from(bearerToken(req.headers.authorization) ?? '');
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
        res.setHeader('www-authenticate', 'Bearer realm="metrics"');
        return answer(res, 401, 'A valid METRICS_TOKEN is required\n');
      }
    } else if (!isPrivateAddress(clientAddress(req, options.trustProxy))) {
      return answer(
        res,
        403,
        'Metrics are answered on loopback and private addresses only; set METRICS_TOKEN\n',
      );
    }
    const body = await options.registry.metrics();
    res.writeHead(200, { 'content-type': options.registry.contentType, 'cache-control': 'no-store' });
    res.end(req.method === 'HEAD' ? undefined : body);
  };
}

function answer(res: ServerResponse, status: number, text: string) {
  res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' });
  res.end(text);
}
