import { openAndMigrate } from '../migrate.ts';
import { seedDemo } from './demo.ts';
import { DEMO_PASSWORD, DEMO_USERS } from './demo-users.ts';

/**
 * `npm run seed [-- --demo]`: migrates the database the server would open and fills it with the
 * demo installation. The one place besides env.ts that reads process.env: it is a developer tool
 * run by hand, and the server's full configuration (JWT, SMTP, ...) is none of its business.
 */
async function main(): Promise<void> {
  const url = process.env.DATABASE_URL || undefined;
  const dataDir = process.env.DATA_DIR || './data';
  const seedSetting = process.env.SEED || 'auto';
  const demoAsked = process.argv.includes('--demo') || seedSetting === 'demo';
  // A DATABASE_URL usually means a shared or production PostgreSQL: demo accounts with a published
  // password must never land there by accident, so it takes an explicit --demo or SEED=demo. The
  // embedded database is a local installation, where the demo is what `npm run seed` is for.
  const wanted = demoAsked || (!url && seedSetting !== 'never');

  const where = url ? `PostgreSQL (${redact(url)})` : `embedded PGlite in ${dataDir}`;
  const started = performance.now();
  const connection = await openAndMigrate({ url, dataDir, poolSize: 2 });
  try {
    process.stdout.write(`Migrated ${where} in ${Math.round(performance.now() - started)} ms.\n`);
    if (!wanted) {
      const reason = url ? 'DATABASE_URL is set; pass --demo or SEED=demo to seed it' : 'SEED=never';
      process.stdout.write(`Demo data not seeded: ${reason}.\n`);
      return;
    }
    const { seeded } = await seedDemo(connection.db);
    process.stdout.write(
      seeded
        ? `Demo installation seeded. Sign in as ${DEMO_USERS.join(', ')} with password ${DEMO_PASSWORD}\n`
        : 'Demo data not seeded: the database already has workshops.\n',
    );
  } finally {
    await connection.close();
  }
}

/** The URL without its password, for printing. */
function redact(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'invalid URL';
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`Seeding failed: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
});
