import { inArray } from 'drizzle-orm';
import { startServer } from './app/app.ts';
import { DEMO_PASSWORD, DEMO_USERS } from './app/seed/demo-users.ts';
import { ConfigError, loadConfig } from './core/config/env.ts';
import type { Database } from './core/db/client.ts';
import { DataDirLockedError } from './core/db/data-dir-lock.ts';
import { users } from './core/db/schema/index.ts';

/**
 * Whether the database is a demo installation (seeded on an earlier start): every demo account is
 * there. A database set up with `create-admin` has none, and its start must not list them.
 */
async function holdsDemoAccounts(db: Database): Promise<boolean> {
  const found = await db.$count(users, inArray(users.userName, [...DEMO_USERS]));
  return found === DEMO_USERS.length;
}

/** `npm start` / `npm run serve`: configuration errors end the process with one clear line. */
async function main() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`Turno cannot start: ${error.message.split('\n').join('; ')}\n`);
      process.exit(1);
    }
    throw error;
  }

  const server = await startServer(config);
  // A replica holds hundreds of live screens: a stray rejected promise in a library is logged, not
  // allowed to drop them all by ending the process.
  process.on('unhandledRejection', (reason) => {
    server.services.logger.error('unhandled promise rejection', { reason });
  });
  const lines = [
    '',
    `  Turno is running at ${server.url}`,
    `  database: ${server.databaseKind === 'pglite' ? `embedded PostgreSQL (PGlite) in ${config.dataDir}` : 'PostgreSQL'}`,
    `  realtime: ${server.services.bus.kind === 'redis' ? 'Redis pub/sub' : 'in-memory pub/sub (single process)'}`,
  ];
  if (server.seeded || (await holdsDemoAccounts(server.services.db))) {
    lines.push(`  demo sign-ins (password ${DEMO_PASSWORD}):`, `    ${DEMO_USERS.join(', ')}`);
  }
  process.stdout.write(`${lines.join('\n')}\n\n`);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    process.stdout.write(`Turno stopping (${signal})\n`);
    // A graceful stop that hangs (a stuck socket or query) must not keep the process alive.
    setTimeout(() => {
      process.stderr.write('Turno did not stop within 10 s: exiting anyway\n');
      process.exit(1);
    }, 10_000).unref();
    await server.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((error: unknown) => {
  if (error instanceof DataDirLockedError) {
    process.stderr.write(
      `Turno cannot start: ${error.message}; one embedded database takes one server: stop that one first, or give this one its own DATA_DIR\n`,
    );
    process.exit(1);
  }
  const message = error instanceof Error ? error.message : String(error);
  process.stderr.write(`Turno could not start: ${message}\n`);
  if (process.env.LOG_LEVEL === 'debug' && error instanceof Error) process.stderr.write(`${error.stack}\n`);
  process.exit(1);
});
