import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The committed SQL migrations, found from this file so the working directory does not matter. */
export const MIGRATIONS_FOLDER = fileURLToPath(new URL('../../../drizzle/', import.meta.url));

export interface JournalEntry {
  tag: string;
  /** drizzle records it as the applied migration's `created_at`. */
  when: number;
}

/** The migrations this version of Turno carries, oldest first (drizzle's journal). */
export async function journal(): Promise<JournalEntry[]> {
  const text = await readFile(join(MIGRATIONS_FOLDER, 'meta/_journal.json'), 'utf8');
  return (JSON.parse(text) as { entries: JournalEntry[] }).entries;
}

/** The tag of the newest migration recorded in a database's `drizzle.__drizzle_migrations`. */
export function tagOf(entries: JournalEntry[], lastCreatedAt: number | null): string | null {
  if (lastCreatedAt == null) return null;
  return entries.find((entry) => entry.when === lastCreatedAt)?.tag ?? `unknown (${lastCreatedAt})`;
}

const LAST_MIGRATION_SQL = 'select max(created_at)::text as last from drizzle.__drizzle_migrations';

/** When the newest applied migration was made (its `created_at`), or null for a database never migrated. */
export async function lastMigration(
  query: (text: string) => Promise<readonly { last: string | null }[]>,
): Promise<number | null> {
  try {
    const [row] = await query(LAST_MIGRATION_SQL);
    return row?.last == null ? null : Number(row.last);
  } catch {
    return null; // no drizzle schema yet
  }
}
