/**
 * A server for the fresh-installation walk: a new database with nothing but the first admin (made
 * by the code behind `npm run create-admin`), SEED=never, on its own port beside the demo server
 * of tests/e2e/serve.ts. The spec that needs it starts it and stops it (SIGTERM drops the database).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer } from '../../server/app/app.ts';
import { loadConfig } from '../../server/core/config/env.ts';
import { openAndMigrate } from '../../server/core/db/migrate.ts';
import { createFirstAdmin } from '../../server/features/users/first-admin.ts';
import { createTestDatabase } from '../support/test-database.ts';

const database = await createTestDatabase();
// Without PostgreSQL the admin is written to an embedded database on disk that the server then opens.
const dataDir = database.url ? database.dataDir : await mkdtemp(join(tmpdir(), 'turno-empty-'));
const userName = process.env.E2E_ADMIN_USER ?? 'root';
// Two connections: migrating holds one for its advisory lock and runs on another.
const connection = await openAndMigrate({ url: database.url, dataDir, poolSize: 2 });
try {
  const admin = await createFirstAdmin(connection.db, {
    userName,
    email: `${userName}@turno.example`,
    password: process.env.E2E_ADMIN_PASSWORD,
  });
  if (!admin.ok) throw new Error(admin.problems.join('; '));
} finally {
  await connection.close();
}

const config = loadConfig({
  NODE_ENV: 'test',
  HOST: '127.0.0.1',
  PORT: process.env.E2E_EMPTY_PORT ?? '4174',
  DATABASE_URL: database.url,
  DATA_DIR: dataDir,
  REDIS_URL: process.env.REDIS_URL,
  SEED: 'never',
  LOG_LEVEL: 'warn',
  LOGIN_MAX_ATTEMPTS_PER_ADDRESS: '10000',
});
const server = await startServer(config, { clientDir: process.env.E2E_CLIENT_DIR });
process.stdout.write(`empty e2e server at ${server.url}\n`);

const stop = async () => {
  await server.close();
  await database.drop();
  if (!database.url) await rm(dataDir, { recursive: true, force: true });
  process.exit(0);
};
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
