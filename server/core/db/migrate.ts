import { join } from 'node:path';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { PostgresJsDatabase } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import type { Logger } from '../logger/logger.ts';
import { type BackupTarget, backupDatabase, backupFileName } from './backup.ts';
import { type DatabaseConnection, type DatabaseOptions, openDatabase } from './client.ts';
import { journal, lastMigration, MIGRATIONS_FOLDER } from './migration-journal.ts';
import { ensureRoles } from './roles.ts';

/** Advisory lock key ("turn" in ASCII): replicas starting together migrate one at a time. */
export const MIGRATION_LOCK_KEY = 0x7475726e;

/** A backup taken before an upgrade's migrations (docs/operations.md, "Upgrade"). */
export interface BackupBeforeMigrating {
  dir: string;
  target: BackupTarget;
  /** Told when a backup was taken (info), or could not be (warn: PostgreSQL without pg_dump). */
  log: Pick<Logger, 'info' | 'warn'>;
}

/**
 * Applies pending migrations, then makes sure every role row exists. Safe to run on every start.
 * With `backup`, a database that already holds data and has migrations pending is dumped first.
 */
export async function migrateDatabase(
  connection: DatabaseConnection,
  backup?: BackupBeforeMigrating,
): Promise<void> {
  // The lock only has to be held while migrating, not by the connection that migrates: the
  // postgres-js migrator opens its own transaction, which a reserved connection cannot do, so it
  // runs on the pool while another replica waits on the lock.
  await connection.withAdvisoryLock(MIGRATION_LOCK_KEY, async () => {
    const { db } = connection;
    if (backup) await backupIfUpgrading(connection, backup);
    // At run time the handle is the driver's own database object; the shared `Database` type hides
    // which driver it is, and each migrator wants its own.
    if (connection.kind === 'pglite') {
      await migratePglite(db as unknown as PgliteDatabase, { migrationsFolder: MIGRATIONS_FOLDER });
    } else {
      await migratePostgres(db as unknown as PostgresJsDatabase, {
        migrationsFolder: MIGRATIONS_FOLDER,
      });
    }
    await ensureRoles(db);
  });
}

async function backupIfUpgrading(connection: DatabaseConnection, backup: BackupBeforeMigrating) {
  const last = await lastMigration(async (text) =>
    connection.driver.kind === 'pglite'
      ? (await connection.driver.client.query<{ last: string | null }>(text)).rows
      : ((await connection.driver.sql.unsafe(text)) as unknown as { last: string | null }[]),
  );
  if (last == null) return; // a new database: nothing to keep
  const pending = (await journal()).filter((entry) => entry.when > last).length;
  if (!pending) return;
  const file = join(backup.dir, backupFileName(connection.kind, new Date()));
  try {
    const manifest = await backupDatabase(backup.target, file, {
      ...(connection.driver.kind === 'pglite' ? { pglite: connection.driver.client } : {}),
    });
    backup.log.info('backup before migrating', { file, schemaVersion: manifest.schemaVersion, pending });
  } catch (error) {
    // PostgreSQL's dump needs pg_dump on this machine; without it the start goes on (the
    // operator's scheduled backups cover it) and says so. The embedded dump never needs a tool.
    if (connection.kind === 'pglite') throw error;
    backup.log.warn('no backup before migrating', { reason: (error as Error).message, pending });
  }
}

/** Opens the database (PostgreSQL with a URL, embedded PGlite otherwise) and migrates it. */
export async function openAndMigrate(options: DatabaseOptions): Promise<DatabaseConnection> {
  const connection = await openDatabase(options);
  try {
    await migrateDatabase(connection);
  } catch (error) {
    await connection.close().catch(() => {});
    throw error;
  }
  return connection;
}
