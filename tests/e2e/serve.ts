/**
 * The server Playwright tests run against: a fresh demo installation on its own database
 * (dropped on exit), serving the built client.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startServer } from '../../server/app/app.ts';
import { loadConfig } from '../../server/core/config/env.ts';
import { createTestDatabase } from '../support/test-database.ts';

const database = await createTestDatabase();
// The SMS gateway: a loopback HTTP server that accepts every SMS, so messages really go through a
// provider (sent, or failed for a number no phone has, as docs/messaging.md says) and nothing leaves.
let accepted = 0;
const gateway = createServer((request, response) => {
  request.resume();
  request.on('end', () => {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ id: `e2e-${++accepted}` }));
  });
});
await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
const gatewayPort = (gateway.address() as AddressInfo).port;
const config = loadConfig({
  NODE_ENV: 'test',
  HOST: '127.0.0.1',
  PORT: process.env.E2E_PORT ?? '4173',
  DATABASE_URL: database.url,
  DATA_DIR: database.dataDir,
  REDIS_URL: process.env.REDIS_URL,
  SEED: 'demo',
  LOG_LEVEL: 'warn',
  SMS_PROVIDER: 'http',
  SMS_HTTP_URL: `http://127.0.0.1:${gatewayPort}/sms`,
  // Tests sign in many times from one address.
  LOGIN_MAX_ATTEMPTS_PER_ADDRESS: '10000',
});
// E2E_CLIENT_DIR lets several Playwright runs on one checkout each serve their own build.
const server = await startServer(config, { clientDir: process.env.E2E_CLIENT_DIR });
process.stdout.write(`e2e server at ${server.url}\n`);

const stop = async () => {
  await server.close();
  gateway.close();
  await database.drop();
  process.exit(0);
};
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
