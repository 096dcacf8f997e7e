import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type RunningServer, type StartOptions, startServer } from '../../server/app/app.ts';
import { loadConfig } from '../../server/core/config/env.ts';
import { createLogger } from '../../server/core/logger/logger.ts';
import { createTestDatabase, type TestDatabase } from './test-database.ts';

export interface TestServer extends RunningServer {
  database: TestDatabase;
  /** Stops the server and drops its database. */
  stop(): Promise<void>;
}

/**
 * A real Turno server on a free loopback port with the demo installation seeded, on PGlite or on a
 * fresh PostgreSQL database (TEST_DATABASE_URL), with Redis pub/sub when REDIS_URL is set.
 */
export async function startTestServer(
  env: Record<string, string> = {},
  options: Partial<Pick<StartOptions, 'testHooks' | 'now' | 'clientDir' | 'logger'>> = {},
): Promise<TestServer> {
  const database = await createTestDatabase();
  // Each server keeps its upload files apart, and they go with it.
  const uploadDir = await mkdtemp(join(tmpdir(), 'turno-test-uploads-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    PORT: '0',
    DATA_DIR: database.dataDir,
    UPLOAD_DIR: uploadDir,
    DATABASE_URL: database.url,
    DATABASE_POOL_SIZE: '5',
    REDIS_URL: process.env.REDIS_URL,
    SEED: 'demo',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'error',
    ...env,
  });
  const server = await startServer(config, {
    ...options,
    logger: options.logger ?? createLogger(config.logLevel),
    clientDir: options.clientDir ?? '/nonexistent',
  });
  return {
    ...server,
    database,
    async stop() {
      await server.close();
      await database.drop();
      await rm(uploadDir, { recursive: true, force: true });
    },
  };
}
