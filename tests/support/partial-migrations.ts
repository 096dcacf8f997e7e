import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { SQL } from 'drizzle-orm';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { PostgresJsDatabase } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import type { DatabaseConnection } from '../../server/core/db/client.ts';
import { MIGRATIONS_FOLDER } from '../../server/core/db/migration-journal.ts';

interface Journal {
  entries: { idx: number; tag: string }[];
}

/**
 * Brings a database to the state of an older release: drizzle's own migrator over a temporary copy
 * of the committed migrations whose journal stops at `lastTag` (included). Called again with a later
 * tag it applies only the migrations in between, as a server start would: drizzle records each
 * applied migration by the journal's timestamp.
 */
export async function migrateUpTo(connection: DatabaseConnection, lastTag: string): Promise<void> {
  const journal = JSON.parse(
    await readFile(join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8'),
  ) as Journal;
  const last = journal.entries.findIndex((entry) => entry.tag === lastTag);
  if (last < 0) throw new Error(`no migration ${lastTag} in the journal`);
  const entries = journal.entries.slice(0, last + 1);
  const folder = await mkdtemp(join(tmpdir(), 'turno-migrations-'));
  try {
    await mkdir(join(folder, 'meta'));
    await writeFile(join(folder, 'meta', '_journal.json'), JSON.stringify({ ...journal, entries }));
    for (const { tag } of entries)
      await copyFile(join(MIGRATIONS_FOLDER, `${tag}.sql`), join(folder, `${tag}.sql`));
    // Each migrator wants its own driver's handle; the shared `Database` type hides which it is.
    if (connection.kind === 'pglite')
      await migratePglite(connection.db as unknown as PgliteDatabase, { migrationsFolder: folder });
    else
      await migratePostgres(connection.db as unknown as PostgresJsDatabase, {
        migrationsFolder: folder,
      });
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

/**
 * Rows of a raw query, whichever the driver: postgres-js answers with an array, PGlite with
 * `{ rows }`. Raw SQL, not the drizzle schema, because the schema describes the latest migration and
 * these tests look at older ones.
 */
export async function queryRows<T>(connection: DatabaseConnection, query: SQL): Promise<T[]> {
  const result = (await connection.db.execute(query)) as unknown as T[] | { rows: T[] };
  return Array.isArray(result) ? result : result.rows;
}
