import { openAndMigrate } from '../../core/db/migrate.ts';
import { seedDemo } from '../seed/demo.ts';
import { DEMO_PASSWORD, DEMO_USERS } from '../seed/demo-users.ts';
import { cliDatabase, failureText } from './cli-database.ts';

/**
 * `npm run seed [-- --demo]`: migrates the database the server would open and fills it with the
 * demo installation. Like cliDatabase it reads process.env itself: it is a developer tool run by hand.
 */
async function main(): Promise<void> {
  const { url, dataDir, description: where } = cliDatabase();
  const seedSetting = process.env.SEED || 'auto';
  const demoAsked = process.argv.includes('--demo') || seedSetting === 'demo';
  // A DATABASE_URL usually means a shared or production PostgreSQL, and NODE_ENV=production a
  // production installation: demo accounts with a published password must never land there by
  // accident, so they take an explicit --demo or SEED=demo. An embedded database elsewhere is a
  // local installation, where the demo is what `npm run seed` is for.
  const production = process.env.NODE_ENV === 'production';
  const wanted = demoAsked || (!url && !production && seedSetting !== 'never');

  const started = performance.now();
  const connection = await openAndMigrate({ url, dataDir, poolSize: 2, program: 'seed' });
  try {
    process.stdout.write(`Migrated ${where} in ${Math.round(performance.now() - started)} ms.\n`);
    if (!wanted) {
      const reason = url
        ? 'DATABASE_URL is set; pass --demo or SEED=demo to seed it'
        : production
          ? 'NODE_ENV=production; pass --demo or SEED=demo to seed it'
          : 'SEED=never';
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

main().catch((error: unknown) => {
  process.stderr.write(`Seeding failed: ${failureText(error)}\n`);
  process.exitCode = 1;
});
