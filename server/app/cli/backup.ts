import { readdir, rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { backupDatabase, backupFileName, manifestPath } from '../../core/db/backup.ts';
import { cliDatabase } from './cli-database.ts';

/**
 * `npm run backup [-- --dir ./backups] [--keep 14]`: dumps the database the server would open
 * (docs/operations.md, "Backups and restore") into a new file in the directory, then deletes the
 * oldest backups beyond `--keep`. The embedded database must not be in use: stop the server first.
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
  const manifest = await backupDatabase({ url, dataDir }, file);
  process.stdout.write(
    `Backed up ${description} (schema ${manifest.schemaVersion ?? 'empty'}) to ${file} in ${Math.round(performance.now() - started)} ms.\n`,
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

main().catch((error: unknown) => {
  process.stderr.write(`Backup failed: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
