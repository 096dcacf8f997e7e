import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { restoreDatabase } from '../../core/db/backup.ts';
import { cliDatabase, failureText } from './cli-database.ts';

/**
 * `npm run restore -- <file> --yes`: replaces the database the server would open with a backup
 * (docs/operations.md, "Backups and restore"). Stop every Turno server first; start them again
 * after, and the start migrates an older backup forward. Without --yes it only says what it would do.
 */
async function main(): Promise<void> {
  const { values, positionals } = parseArgs({
    options: { yes: { type: 'boolean', default: false } },
    allowPositionals: true,
  });
  const [given] = positionals;
  if (!given) throw new Error('name the backup file: npm run restore -- <file> --yes');
  const file = resolve(given);
  const { url, dataDir, description } = cliDatabase();
  if (!values.yes) {
    process.stdout.write(
      `This replaces everything in ${description} with ${file}.\nStop every Turno server first, then run again with --yes.\n`,
    );
    return;
  }
  const started = performance.now();
  const manifest = await restoreDatabase({ url, dataDir }, file);
  process.stdout.write(
    `Restored ${file} (schema ${manifest.schemaVersion ?? 'unknown'}, taken ${manifest.createdAt || 'at an unknown time'}) into ${description} in ${Math.round(performance.now() - started)} ms.\nStart Turno: it applies any newer migrations.\n`,
  );
}

main().catch((error: unknown) => {
  process.stderr.write(
    `Restore failed: ${failureText(error, 'stop every program on it first; nothing was changed')}\n`,
  );
  process.exit(1);
});
