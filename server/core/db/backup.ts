import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import postgres from 'postgres';
import { LOCK_FILE, lockDataDir, OPERATOR_ACCESS_FILE, rewriteLock } from './data-dir-lock.ts';
import { journal, lastMigration, MIGRATIONS_FOLDER, tagOf } from './migration-journal.ts';

/**
 * Backups and restores (docs/operations.md, "Backups and restore"). Each database's own tool makes
 * the dump: `pg_dump` in its custom format for PostgreSQL (restorable by hand with `pg_restore`),
 * PGlite's `dumpDataDir` for the embedded default (a gzipped tar of its data directory). Beside each
 * dump a small JSON manifest says what it is and which migration its schema had reached, so a
 * restore refuses a dump newer than the code and the next start migrates an older one forward.
 */

export interface BackupTarget {
  /** PostgreSQL URL; absent for the embedded database in `dataDir`. */
  url: string | undefined;
  dataDir: string;
}

export interface BackupManifest {
  format: 'pg_dump-custom' | 'pglite-datadir';
  /** The last migration applied when the dump was taken (drizzle's tag, e.g. `0011_survey_invitations`). */
  schemaVersion: string | null;
  createdAt: string;
  turnoVersion: string;
}

export class BackupError extends Error {
  override name = 'BackupError';
}

async function turnoVersion(): Promise<string> {
  const file = join(dirname(MIGRATIONS_FOLDER), 'package.json');
  return (JSON.parse(await readFile(file, 'utf8')) as { version: string }).version;
}

/** The file name a backup taken now gets: sortable by time, the kind in its extension. */
export function backupFileName(kind: 'postgres' | 'pglite', at: Date): string {
  const stamp = at.toISOString().replace(/[-:]/g, '').replace(/\..*$/, '').replace('T', '-');
  return `turno-${stamp}.${kind === 'postgres' ? 'pgdump' : 'pglite.tar.gz'}`;
}

export function manifestPath(file: string): string {
  return `${file}.json`;
}

/**
 * A dump holds every password hash, every customer's details and, when JWT_SECRET is unset, the key
 * that signs sessions: it is written readable by its owner only (0600), whatever the umask, and a
 * folder made for it is the owner's only (0700).
 */
async function createPrivateFile(file: string, data: string | Uint8Array = ''): Promise<void> {
  await mkdir(dirname(file), { recursive: true, mode: 0o700 });
  await writeFile(file, data, { mode: 0o600 });
  // `mode` applies only to a new file: one overwritten keeps the mode it had.
  await chmod(file, 0o600);
}

/** Writes a dump made elsewhere (the running server's, through its backup route) and its manifest, 0600. */
export async function writeBackupFiles(
  file: string,
  data: Uint8Array,
  manifest: BackupManifest,
): Promise<void> {
  await createPrivateFile(file, data);
  await createPrivateFile(manifestPath(file), `${JSON.stringify(manifest, null, 2)}\n`);
}

/**
 * A consistent dump of an open embedded database: a checkpoint, then PGlite's tar of its folder,
 * taken between two statements (dumpDataDir waits for the running one), so every transaction
 * committed before the call is in it and one still open is rolled back when the dump is opened.
 */
export async function dumpEmbedded(
  pglite: PGlite,
  now = new Date(),
): Promise<{ data: Uint8Array; manifest: BackupManifest }> {
  const entries = await journal();
  const last = await lastMigration(async (text) => (await pglite.query<{ last: string | null }>(text)).rows);
  await pglite.query('checkpoint');
  const dump = await pglite.dumpDataDir('gzip');
  const data = new Uint8Array(await dump.arrayBuffer());
  return { data, manifest: await manifestFor('pglite-datadir', tagOf(entries, last), now) };
}

/**
 * Writes a dump of the target to `file` and its manifest to `file.json`, both 0600. An embedded
 * database is locked for the dump (a running server refuses it: `npm run backup` then asks the
 * server, cli/backup.ts); `pglite` passes one this process already has open.
 */
export async function backupDatabase(
  target: BackupTarget,
  file: string,
  options: { pglite?: PGlite; now?: Date } = {},
): Promise<BackupManifest> {
  const entries = await journal();
  let manifest: BackupManifest;
  if (target.url) {
    const sql = postgres(target.url, { max: 1, onnotice: () => {} });
    let last: number | null;
    try {
      last = await lastMigration((text) => sql.unsafe(text));
    } finally {
      await sql.end({ timeout: 5 });
    }
    // Made 0600 before pg_dump writes into it: pg_dump truncates the file and keeps its mode.
    await createPrivateFile(file);
    await run('pg_dump', ['--format=custom', '--no-owner', '--no-privileges', `--file=${file}`, target.url]);
    manifest = await manifestFor('pg_dump-custom', tagOf(entries, last), options.now);
    await createPrivateFile(manifestPath(file), `${JSON.stringify(manifest, null, 2)}\n`);
  } else if (options.pglite) {
    const dump = await dumpEmbedded(options.pglite, options.now);
    manifest = dump.manifest;
    await writeBackupFiles(file, dump.data, manifest);
  } else {
    if (!existsSync(target.dataDir)) throw new BackupError(`no embedded database in ${target.dataDir}`);
    const lock = await lockDataDir(target.dataDir, 'backup');
    try {
      const pglite = await PGlite.create(target.dataDir);
      try {
        const dump = await dumpEmbedded(pglite, options.now);
        manifest = dump.manifest;
        await writeBackupFiles(file, dump.data, manifest);
      } finally {
        await pglite.close();
      }
    } finally {
      await lock.release();
    }
  }
  return manifest;
}

/**
 * Puts a dump back, replacing what the target holds. PostgreSQL: the schemas Turno owns are
 * dropped and the dump replayed by `psql` in one transaction, so a failed restore changes nothing.
 * Embedded: the data directory is moved aside (`<dir>.before-restore-<time>`, kept) and the dump
 * unpacked in its place. Turno must not be running against the target.
 */
export async function restoreDatabase(target: BackupTarget, file: string): Promise<BackupManifest> {
  if (!existsSync(file)) throw new BackupError(`no backup file at ${file}`);
  const manifest = await readManifest(file);
  const entries = await journal();
  if (manifest.schemaVersion && !entries.some((entry) => entry.tag === manifest.schemaVersion)) {
    throw new BackupError(
      `the backup's schema (${manifest.schemaVersion}) is newer than this Turno knows: restore it with the version that made it`,
    );
  }
  if (target.url) {
    if (manifest.format !== 'pg_dump-custom')
      throw new BackupError('this backup is of an embedded database, not PostgreSQL');
    await replayDump(target.url, file);
  } else {
    if (manifest.format !== 'pglite-datadir')
      throw new BackupError('this backup is of PostgreSQL, not the embedded database');
    await restoreEmbedded(target.dataDir, file);
  }
  return manifest;
}

/**
 * The embedded restore, under the folder's lock (a running server refuses it). The lock file moves
 * aside with the old folder, so a fresh one is taken in the new folder before the dump is unpacked
 * into it, and written again after (a dump carries the lock of whoever made it).
 */
async function restoreEmbedded(dataDir: string, file: string): Promise<void> {
  const dump = new Blob([await readFile(file)]);
  const aside = `${dataDir.replace(/\/+$/, '')}.before-restore-${Date.now()}`;
  if (existsSync(dataDir)) {
    const old = await lockDataDir(dataDir, 'restore');
    try {
      await rename(dataDir, aside);
    } finally {
      await old.release();
    }
    // Our lock went aside with the folder; the copy kept there must not look like a database in use.
    await rm(join(aside, LOCK_FILE), { force: true });
  }
  const lock = await lockDataDir(dataDir, 'restore');
  try {
    const pglite = await PGlite.create(dataDir, { loadDataDir: dump });
    await rewriteLock(lock);
    await rm(join(dataDir, OPERATOR_ACCESS_FILE), { force: true });
    await pglite.query('select 1');
    await pglite.close();
  } catch (error) {
    // Put the old data back: a broken dump must not leave the workshop without its database.
    await lock.release();
    await rm(dataDir, { recursive: true, force: true });
    if (existsSync(aside)) await rename(aside, dataDir);
    throw new BackupError(`the backup could not be unpacked: ${(error as Error).message}`);
  }
  await lock.release();
}

async function readManifest(file: string): Promise<BackupManifest> {
  try {
    return JSON.parse(await readFile(manifestPath(file), 'utf8')) as BackupManifest;
  } catch {
    // A dump whose manifest was lost: its kind from its name, its schema unknown (the start migrates).
    if (file.endsWith('.pgdump'))
      return { format: 'pg_dump-custom', schemaVersion: null, createdAt: '', turnoVersion: '' };
    if (file.endsWith('.tar.gz'))
      return { format: 'pglite-datadir', schemaVersion: null, createdAt: '', turnoVersion: '' };
    throw new BackupError(`no manifest beside ${file} and its kind cannot be told from its name`);
  }
}

async function manifestFor(format: BackupManifest['format'], schemaVersion: string | null, now = new Date()) {
  return { format, schemaVersion, createdAt: now.toISOString(), turnoVersion: await turnoVersion() };
}

/**
 * `pg_restore` turns the dump into SQL, streamed into one `psql` transaction that first empties
 * the schemas Turno owns: the database holds either the old data or the restored, never half.
 */
function replayDump(url: string, file: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const restore = spawn('pg_restore', ['--no-owner', '--no-privileges', '--file=-', file], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const psql = spawn(
      'psql',
      ['--quiet', '--no-psqlrc', '--single-transaction', '-v', 'ON_ERROR_STOP=1', url],
      {
        stdio: ['pipe', 'ignore', 'pipe'],
      },
    );
    const errors: string[] = [];
    restore.stderr.on('data', (chunk: Buffer) => errors.push(chunk.toString()));
    psql.stderr.on('data', (chunk: Buffer) => errors.push(chunk.toString()));
    for (const [name, child] of [
      ['pg_restore', restore],
      ['psql', psql],
    ] as const) {
      child.once('error', (error: NodeJS.ErrnoException) => {
        restore.kill();
        psql.kill();
        reject(
          new BackupError(
            error.code === 'ENOENT'
              ? `${name} is not installed: install PostgreSQL's client tools (package postgresql-client)`
              : error.message,
          ),
        );
      });
    }
    psql.stdin.write(
      'drop schema if exists drizzle, pgboss cascade;\ndrop schema public cascade;\ncreate schema public;\n',
    );
    restore.stdout.pipe(psql.stdin);
    psql.once('close', (code) => {
      if (code === 0) resolve();
      else
        reject(
          new BackupError(`the restore failed and changed nothing: ${errors.join('').trim().slice(0, 500)}`),
        );
    });
  });
}

/** Runs a PostgreSQL client tool; its own error text says what went wrong (never the URL's password). */
function run(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    const err: Buffer[] = [];
    child.stderr.on('data', (chunk: Buffer) => err.push(chunk));
    child.once('error', (error: NodeJS.ErrnoException) => reject(toolError(command, error)));
    child.once('close', (code) => {
      if (code === 0) resolve();
      else
        reject(
          new BackupError(
            `${command} failed (${code}): ${Buffer.concat(err).toString('utf8').trim().slice(0, 500)}`,
          ),
        );
    });
  });
}

function toolError(command: string, error: NodeJS.ErrnoException): BackupError {
  return new BackupError(
    error.code === 'ENOENT'
      ? `${command} is not installed: install PostgreSQL's client tools (package postgresql-client)`
      : `${command} failed to start: ${error.message}`,
  );
}
