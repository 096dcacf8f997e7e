import { openAndMigrate } from '../../core/db/migrate.ts';
import { cliDatabase } from './cli-database.ts';

/** `npm run db:migrate`: applies pending migrations without starting the server (upgrades, docs/operations.md). */
async function main(): Promise<void> {
  const { url, dataDir, description } = cliDatabase();
  const started = performance.now();
  const connection = await openAndMigrate({ url, dataDir, poolSize: 2 });
  await connection.close();
  process.stdout.write(`Migrated ${description} in ${Math.round(performance.now() - started)} ms.\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(`Migration failed: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
