import { DataDirLockedError } from '../../core/db/data-dir-lock.ts';

/**
 * The database the command-line tools (`npm run seed`, `npm run create-admin`) open: the one the
 * server would, DATABASE_URL or else the embedded database in DATA_DIR. They read process.env
 * themselves: they run by hand on the server's machine, and the server's other settings (JWT,
 * SMTP, ...) are none of their business.
 */
export function cliDatabase(): { url: string | undefined; dataDir: string; description: string } {
  const url = process.env.DATABASE_URL || undefined;
  const dataDir = process.env.DATA_DIR || './data';
  const description = url ? `PostgreSQL (${redactUrl(url)})` : `embedded PGlite in ${dataDir}`;
  return { url, dataDir, description };
}

/** A database URL without its password, for printing. */
function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'invalid URL';
  }
}

/**
 * What a command prints when it fails: for an embedded database another program holds, who holds
 * it and what to do (one line); otherwise the error's own message.
 */
export function failureText(error: unknown, whenLocked = 'stop it first, then run this again'): string {
  if (error instanceof DataDirLockedError) return `${error.message}: ${whenLocked}`;
  return error instanceof Error ? error.message : String(error);
}

/** BACKUP_DIR and BACKUP_BEFORE_MIGRATE as the server reads them (core/config/env.ts), for `db:migrate`. */
export function cliBackupSettings(): { dir: string; before: boolean } {
  const before = process.env.BACKUP_BEFORE_MIGRATE;
  return {
    dir: process.env.BACKUP_DIR || './backups',
    before: before === undefined || before === '' || before === 'true' || before === '1',
  };
}
