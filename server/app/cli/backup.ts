import { readdir, rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import {
  type BackupManifest,
  backupDatabase,
  backupFileName,
  manifestPath,
  writeBackupFiles,
} from '../../core/db/backup.ts';
import { DataDirLockedError } from '../../core/db/data-dir-lock.ts';
import { BACKUP_MANIFEST_HEADER, OPERATOR_BACKUP_PATH } from '../backup-http.ts';
import { readOperatorAccess } from '../operator-access.ts';
import { cliDatabase, failureText } from './cli-database.ts';

/**
 * `npm run backup [-- --dir ./backups] [--keep 14]`: dumps the database the server would open
 * (docs/operations.md, "Backups and restore") into a new file in the directory (0600), then deletes
 * the oldest backups beyond `--keep`. An embedded database a running server holds is dumped by that
 * server (backup-http.ts): opening its folder a second time would corrupt it.
 */
async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      dir: { type: 'string', default: process.env.BACKUP_DIR || './backups' },
      keep: { type: 'string' },
    },
  });
  const { url, dataDir, description } = cliDatabase();
  const dir = resolve(values.dir);
  const file = join(dir, backupFileName(url ? 'postgres' : 'pglite', new Date()));
  const started = performance.now();
  let manifest: BackupManifest;
  let through = '';
  try {
    manifest = await backupDatabase({ url, dataDir }, file);
  } catch (error) {
    if (!(error instanceof DataDirLockedError) || error.holder.program !== 'server') throw error;
    manifest = await backupThroughServer(dataDir, error.holder.pid, file);
    through = ` through the running server (pid ${error.holder.pid})`;
  }
  process.stdout.write(
    `Backed up ${description}${through} (schema ${manifest.schemaVersion ?? 'empty'}) to ${file} in ${Math.round(performance.now() - started)} ms.\n`,
  );
  if (values.keep) {
    const keep = Number(values.keep);
    if (!Number.isInteger(keep) || keep < 1) throw new Error('--keep must be a whole number of at least 1');
    // Names sort by time (backupFileName); only Turno's own dumps are ever deleted.
    const dumps = (await readdir(dir))
      .filter((name) => /^turno-\d{8}-\d{6}\.(pgdump|pglite\.tar\.gz)$/.test(name))
      .sort();
    for (const old of dumps.slice(0, Math.max(0, dumps.length - keep))) {
      await rm(join(dir, old), { force: true });
      await rm(manifestPath(join(dir, old)), { force: true });
      process.stdout.write(`Deleted the older backup ${old}.\n`);
    }
  }
}

/** Asks the server holding `dataDir` for a dump, with the token of its access file (operator-access.ts). */
async function backupThroughServer(dataDir: string, pid: number, file: string): Promise<BackupManifest> {
  const access = await readOperatorAccess(dataDir);
  if (access.pid !== pid) throw new Error(`the server (pid ${pid}) has not finished starting: try again`);
  const response = await fetch(`${access.url}${OPERATOR_BACKUP_PATH}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${access.token}` },
  });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { error?: { message?: string } } | null;
    throw new Error(`the server (pid ${pid}) refused: ${body?.error?.message ?? response.status}`);
  }
  const manifest = JSON.parse(
    response.headers.get(BACKUP_MANIFEST_HEADER) ?? 'null',
  ) as BackupManifest | null;
  if (!manifest) throw new Error(`the server (pid ${pid}) sent no manifest with the dump`);
  await writeBackupFiles(file, new Uint8Array(await response.arrayBuffer()), manifest);
  return manifest;
}

main().catch((error: unknown) => {
  process.stderr.write(`Backup failed: ${failureText(error)}\n`);
  process.exit(1);
});
