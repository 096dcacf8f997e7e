import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import postgres from 'postgres';
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
 * Writes a dump of the target to `file` and its manifest to `file.json`. An embedded database
 * must not be open in another process (stop the server first); `pglite` passes the open one.
 */
export async function backupDatabase(
  target: BackupTarget,
  file: string,
  options: { pglite?: PGlite; now?: Date } = {},
): Promise<BackupManifest> {
  await mkdir(dirname(file), { recursive: true });
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
    await run('pg_dump', ['--format=custom', '--no-owner', '--no-privileges', `--file=${file}`, target.url]);
    manifest = await manifestFor('pg_dump-custom', tagOf(entries, last), options.now);
  } else {
    const pglite = options.pglite ?? (await openEmbedded(target.dataDir));
    try {
      const last = await lastMigration(
        async (text) => (await pglite.query<{ last: string | null }>(text)).rows,
      );
      const dump = await pglite.dumpDataDir('gzip');
      await writeFile(file, Buffer.from(await dump.arrayBuffer()));
      manifest = await manifestFor('pglite-datadir', tagOf(entries, last), options.now);
    } finally {
      if (!options.pglite) await pglite.close();
    }
  }
  await writeFile(manifestPath(file), `${JSON.stringify(manifest, null, 2)}\n`);
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
    const dump = new Blob([await readFile(file)]);
    const aside = `${target.dataDir.replace(/\/+$/, '')}.before-restore-${Date.now()}`;
    if (existsSync(target.dataDir)) await rename(target.dataDir, aside);
    try {
      const pglite = await PGlite.create(target.dataDir, { loadDataDir: dump });
      await pglite.query('select 1');
      await pglite.close();
    } catch (error) {
      // Put the old data back: a broken dump must not leave the workshop without its database.
      await rm(target.dataDir, { recursive: true, force: true });
      if (existsSync(aside)) await rename(aside, target.dataDir);
      throw new BackupError(`the backup could not be unpacked: ${(error as Error).message}`);
    }
  }
  return manifest;
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

function openEmbedded(dataDir: string): Promise<PGlite> {
  if (!existsSync(dataDir)) throw new BackupError(`no embedded database in ${dataDir}`);
  return PGlite.create(dataDir);
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
