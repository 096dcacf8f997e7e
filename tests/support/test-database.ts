import { randomBytes } from 'node:crypto';
import postgres from 'postgres';

/**
 * Where integration tests keep their data: an in-memory PGlite by default, or a fresh database per
 * server on the PostgreSQL of TEST_DATABASE_URL. A set URL whose server is unreachable fails the
 * test run; it never quietly falls back to PGlite.
 */
export interface TestDatabase {
  /** DATABASE_URL for the server, or undefined for PGlite. */
  url: string | undefined;
  /** DATA_DIR for the server (PGlite in memory when url is undefined). */
  dataDir: string;
  drop(): Promise<void>;
}

export async function createTestDatabase(): Promise<TestDatabase> {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) return { url: undefined, dataDir: 'memory://', drop: async () => {} };
  const name = `turno_test_${randomBytes(6).toString('hex')}`;
  const admin = postgres(base, { max: 1, onnotice: () => {}, connect_timeout: 5 });
  try {
    await admin.unsafe(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    dataDir: 'memory://',
    async drop() {
      const cleanup = postgres(base, { max: 1, onnotice: () => {} });
      try {
        await cleanup.unsafe(`drop database if exists ${name} with (force)`);
      } finally {
        await cleanup.end();
      }
    },
  };
}
