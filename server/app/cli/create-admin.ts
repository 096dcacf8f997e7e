import { parseArgs } from 'node:util';
import { openAndMigrate } from '../../core/db/migrate.ts';
import { createFirstAdmin } from '../../features/users/first-admin.ts';
import { cliDatabase, failureText } from './cli-database.ts';

const USAGE =
  'Usage: npm run create-admin -- --user <name> --email <address> [--first-name <name>] [--last-name <name>]\n' +
  'The password is read from TURNO_ADMIN_PASSWORD, or generated and printed once when it is not set.\n';

/**
 * `npm run create-admin -- --user <name> --email <address>`: the first administrator of a new
 * installation. Opens and migrates the database the server would open (DATABASE_URL, otherwise
 * the embedded database in DATA_DIR, as `npm run seed` does) and adds an admin with a password.
 * Like the seed command it reads process.env itself: it is run by hand on the server's machine.
 */
async function main(): Promise<number> {
  let options: Record<string, string | undefined>;
  try {
    options = parseArgs({
      options: {
        user: { type: 'string' },
        email: { type: 'string' },
        'first-name': { type: 'string' },
        'last-name': { type: 'string' },
      },
      strict: true,
    }).values;
  } catch (error) {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
    return 2;
  }
  if (!options.user || !options.email) {
    process.stderr.write(`Both --user and --email are required.\n${USAGE}`);
    return 2;
  }
  const { url, dataDir, description } = cliDatabase();
  const connection = await openAndMigrate({ url, dataDir, poolSize: 2, program: 'create-admin' });
  try {
    process.stdout.write(`Migrated ${description}.\n`);
    const result = await createFirstAdmin(connection.db, {
      userName: options.user,
      email: options.email,
      firstName: options['first-name'],
      lastName: options['last-name'],
      // An empty variable counts as unset: a generated password rather than a refused empty one.
      password: process.env.TURNO_ADMIN_PASSWORD || undefined,
    });
    if (!result.ok) {
      process.stderr.write(`Admin not created:\n${result.problems.map((p) => `  - ${p}\n`).join('')}`);
      return 1;
    }
    process.stdout.write(`Admin ${result.userName} created.\n`);
    if (result.generated) {
      // Printed this once and stored only as a hash: the operator copies it now or sets a new one.
      process.stdout.write(`Password: ${result.password}\nKeep it safe: it is not shown again.\n`);
    } else {
      process.stdout.write('Password: the one in TURNO_ADMIN_PASSWORD.\n');
    }
    return 0;
  } finally {
    await connection.close();
  }
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    process.stderr.write(`Admin not created: ${failureText(error)}\n`);
    process.exitCode = 1;
  },
);
