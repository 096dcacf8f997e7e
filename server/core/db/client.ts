import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import postgres from 'postgres';
import { type DataDirLock, lockDataDir } from './data-dir-lock.ts';

/** The database handle every repository takes: PostgreSQL or embedded PGlite, same API. */
export type Database = PgDatabase<PgQueryResultHKT>;
/** A transaction handle; repositories accept either. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
export type Executor = Database | Transaction;

/**
 * The driver under drizzle, for the few libraries that speak SQL themselves on our connection
 * (the job queue, core/jobs) instead of opening a second pool.
 */
export type DriverHandle = { kind: 'postgres'; sql: postgres.Sql } | { kind: 'pglite'; client: PGlite };

export interface DatabaseConnection {
  db: Database;
  kind: 'postgres' | 'pglite';
  driver: DriverHandle;
  /** Cheap round trip for `/readyz`. */
  ping(): Promise<void>;
  close(): Promise<void>;
  /** Runs `work` while holding a session-level advisory lock (serialises migrations across replicas). */
  withAdvisoryLock<T>(key: number, work: (db: Database) => Promise<T>): Promise<T>;
}

export interface DatabaseOptions {
  /** PostgreSQL URL; when absent an embedded PGlite database is used. */
  url?: string | undefined;
  /** Folder for the embedded database; `memory://` keeps it in memory (tests). */
  dataDir: string;
  /** Pool size for PostgreSQL. */
  poolSize?: number;
  /**
   * Who opens an embedded database, named in the lock a second program is refused by
   * (`server`, `backup`, `seed`, ...; data-dir-lock.ts).
   */
  program?: string;
}

/**
 * No `schema`: Turno writes its queries with the query builder and never uses drizzle's relational
 * `db.query` API, which with a schema is built again for every table on every transaction (1% of a
 * desk call's CPU, docs/performance.md §5).
 */
const drizzleOptions = { casing: 'snake_case' } as const;

/** Opens PostgreSQL when a URL is given, otherwise the embedded PGlite database. */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseConnection> {
  if (options.url) return openPostgres(options.url, options.poolSize ?? 10);
  return openPglite(options.dataDir, options.program ?? 'a Turno program');
}

/** Whether a DATA_DIR is kept in memory (tests): nothing on disk to lock or back up. */
export function inMemory(dataDir: string): boolean {
  return dataDir.startsWith('memory://');
}

function openPostgres(url: string, poolSize: number): DatabaseConnection {
  const client = postgres(url, { max: poolSize, onnotice: () => {}, connect_timeout: 10 });
  const db = drizzlePostgres(client, drizzleOptions) as unknown as Database;
  return {
    db,
    kind: 'postgres',
    driver: { kind: 'postgres', sql: client },
    async ping() {
      await client`select 1`;
    },
    async close() {
      await client.end({ timeout: 5 });
    },
    async withAdvisoryLock(key, work) {
      const reserved = await client.reserve();
      try {
        // The lock lives on this one reserved connection; the work itself runs on the pool
        // (drizzle's migrator needs transactions, which a reserved handle does not offer).
        await reserved`select pg_advisory_lock(${key})`;
        return await work(db);
      } finally {
        await reserved`select pg_advisory_unlock(${key})`.catch(() => {});
        reserved.release();
      }
    },
  };
}

async function openPglite(dataDir: string, program: string): Promise<DatabaseConnection> {
  // The lock before the first byte is read: a second PGlite on one folder corrupts it.
  const lock: DataDirLock | null = inMemory(dataDir) ? null : await lockDataDir(dataDir, program);
  let client: PGlite;
  try {
    client = await PGlite.create(dataDir);
  } catch (error) {
    await lock?.release();
    throw error;
  }
  const db = drizzlePglite(client, drizzleOptions) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    driver: { kind: 'pglite', client },
    async ping() {
      await client.query('select 1');
    },
    async close() {
      try {
        await client.close();
      } finally {
        await lock?.release();
      }
    },
    // One embedded database belongs to one process: there is nobody to serialise against.
    withAdvisoryLock: (_key, work) => work(db),
  };
}
