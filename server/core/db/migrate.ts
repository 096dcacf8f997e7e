import { fileURLToPath } from 'node:url';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { PostgresJsDatabase } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import { type DatabaseConnection, type DatabaseOptions, openDatabase, type Schema } from './client.ts';
import { ensureRoles } from './roles.ts';

/** The committed SQL migrations, found from this file so the working directory does not matter. */
export const MIGRATIONS_FOLDER = fileURLToPath(new URL('../../../drizzle/', import.meta.url));

/** Advisory lock key ("turn" in ASCII): replicas starting together migrate one at a time. */
export const MIGRATION_LOCK_KEY = 0x7475726e;

/** Applies pending migrations, then makes sure every role row exists. Safe to run on every start. */
export async function migrateDatabase(connection: DatabaseConnection): Promise<void> {
  // The lock only has to be held while migrating, not by the connection that migrates: the
  // postgres-js migrator opens its own transaction, which a reserved connection cannot do, so it
  // runs on the pool while another replica waits on the lock.
  await connection.withAdvisoryLock(MIGRATION_LOCK_KEY, async () => {
    const { db } = connection;
    // At run time the handle is the driver's own database object; the shared `Database` type hides
    // which driver it is, and each migrator wants its own.
    if (connection.kind === 'pglite') {
      await migratePglite(db as unknown as PgliteDatabase<Schema>, { migrationsFolder: MIGRATIONS_FOLDER });
    } else {
      await migratePostgres(db as unknown as PostgresJsDatabase<Schema>, {
        migrationsFolder: MIGRATIONS_FOLDER,
      });
    }
    await ensureRoles(db);
  });
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
