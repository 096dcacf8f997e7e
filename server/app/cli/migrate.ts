import { openDatabase } from '../../core/db/client.ts';
import { migrateDatabase } from '../../core/db/migrate.ts';
import { cliBackupSettings, cliDatabase, failureText } from './cli-database.ts';

/**
 * `npm run db:migrate`: applies pending migrations without starting the server (upgrades,
 * docs/operations.md). Like a start, it first dumps a database that holds data and has migrations
 * pending into BACKUP_DIR (unless BACKUP_BEFORE_MIGRATE=false).
 */
async function main(): Promise<void> {
  const { url, dataDir, description } = cliDatabase();
  const backup = cliBackupSettings();
  const started = performance.now();
  const connection = await openDatabase({ url, dataDir, poolSize: 2, program: 'db:migrate' });
  try {
    await migrateDatabase(
      connection,
      backup.before
        ? {
            dir: backup.dir,
            target: { url, dataDir },
            log: {
              info: (_message, details) =>
                process.stdout.write(
                  `Backed up ${description} before migrating to ${String(details?.file)}.\n`,
                ),
              warn: (_message, details) =>
                process.stderr.write(`No backup before migrating: ${String(details?.reason)}\n`),
            },
          }
        : undefined,
    );
  } finally {
    await connection.close();
  }
  process.stdout.write(`Migrated ${description} in ${Math.round(performance.now() - started)} ms.\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(`Migration failed: ${failureText(error)}\n`);
  process.exit(1);
});
