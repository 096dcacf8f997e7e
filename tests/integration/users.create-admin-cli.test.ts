import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningServer, startServer } from '../../server/app/app.ts';
import { loadConfig } from '../../server/core/config/env.ts';
import { createLogger } from '../../server/core/logger/logger.ts';
import { gql, signIn } from '../support/graphql-client.ts';
import { createTestDatabase, type TestDatabase } from '../support/test-database.ts';

// `npm run create-admin` against an empty database, as a person runs it on a new installation:
// the real command in its own process, then a server on the same database (SEED=never) that the
// new admin signs in to over HTTP.

const run = promisify(execFile);
const CLI = 'server/app/cli/create-admin.ts';
const PASSWORD = 'Primo!Accesso2026';

let database: TestDatabase;
let dataDir: string;
let env: Record<string, string>;

/** Runs the command; its output and exit code, whether it succeeded or not. */
async function createAdmin(args: string[], password?: string) {
  const childEnv = { ...process.env, ...env, TURNO_ADMIN_PASSWORD: password ?? '' };
  try {
    const { stdout, stderr } = await run(process.execPath, [CLI, ...args], { env: childEnv });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

async function withServer<T>(work: (server: RunningServer) => Promise<T>): Promise<T> {
  const config = loadConfig({
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    PORT: '0',
    DATA_DIR: dataDir,
    DATABASE_URL: database.url,
    REDIS_URL: process.env.REDIS_URL,
    SEED: 'never',
    LOG_LEVEL: 'error',
  });
  const server = await startServer(config, {
    logger: createLogger(config.logLevel),
    clientDir: '/nonexistent',
  });
  try {
    return await work(server);
  } finally {
    await server.close();
  }
}

beforeAll(async () => {
  database = await createTestDatabase();
  // Without PostgreSQL the command and the server share an embedded database on disk, one at a time.
  dataDir = await mkdtemp(join(tmpdir(), 'turno-create-admin-'));
  env = database.url ? { DATABASE_URL: database.url } : { DATABASE_URL: '', DATA_DIR: dataDir };
});
afterAll(async () => {
  await database?.drop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe('npm run create-admin', () => {
  it('refuses missing and invalid input with a non-zero exit code', async () => {
    const missing = await createAdmin(['--user', 'root']);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('Both --user and --email are required.');

    const unknown = await createAdmin(['--user', 'root', '--email', 'root@turno.example', '--role', 'x']);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain('Usage: npm run create-admin');

    const bad = await createAdmin(['--user', 'ab', '--email', 'not-an-address']);
    expect(bad.code).toBe(1);
    expect(bad.stderr).toContain('userName must have at least 3 characters');
    expect(bad.stderr).toContain('email is not a valid e-mail address');

    const weak = await createAdmin(['--user', 'root', '--email', 'root@turno.example'], 'password');
    expect(weak.code).toBe(1);
    expect(weak.stderr).toContain('TURNO_ADMIN_PASSWORD must have at least 12 characters');
    expect(weak.stderr).toContain('TURNO_ADMIN_PASSWORD needs an upper-case letter');
    expect(weak.stderr).toContain('TURNO_ADMIN_PASSWORD needs a digit');
    expect(weak.stderr).toContain(
      'TURNO_ADMIN_PASSWORD needs a character that is neither a letter nor a digit',
    );
    expect(weak.stdout).not.toContain('created');
  });

  it('creates an admin with the given password, then refuses the same name and e-mail', async () => {
    const created = await createAdmin(['--user', 'root', '--email', 'Root@Turno.example'], PASSWORD);
    expect(created.code).toBe(0);
    expect(created.stdout).toContain('Admin root created.');
    expect(created.stdout).not.toContain(PASSWORD);

    const again = await createAdmin(['--user', 'ROOT', '--email', 'other@turno.example'], PASSWORD);
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('the user name ROOT already exists');
    const sameEmail = await createAdmin(['--user', 'root2', '--email', 'root@turno.example'], PASSWORD);
    expect(sameEmail.code).toBe(1);
    expect(sameEmail.stderr).toContain('the e-mail root@turno.example belongs to another user');
  });

  it('generates and prints a strong password when none is given', async () => {
    const created = await createAdmin([
      '--user',
      'second',
      '--email',
      'second@turno.example',
      '--first-name',
      'Sara',
      '--last-name',
      'Seconda',
    ]);
    expect(created.code).toBe(0);
    const printed = /Password: (\S+)/.exec(created.stdout)?.[1] ?? '';
    expect(printed).toHaveLength(20);

    // Both admins sign in over HTTP on a server that seeded nothing, and see each other and no one else.
    await withServer(async (server) => {
      const root = await signIn(server.url, 'root', PASSWORD);
      const second = await gql<{ login: { profile: { isAdmin: boolean; firstname: string } | null } }>(
        server.url,
        'mutation ($input: LoginInput!) { login(input: $input) { profile { isAdmin firstname } } }',
        { input: { userName: 'second', password: printed } },
      );
      expect(second.data?.login.profile).toEqual({ isAdmin: true, firstname: 'Sara' });
      const users = await gql<{ users: { nodes: { userName: string }[] } }>(
        server.url,
        '{ users(first: 50) { nodes { userName } } }',
        {},
        { token: root.token },
      );
      expect(users.data?.users.nodes.map((u) => u.userName).sort()).toEqual(['root', 'second']);
      const workshops = await gql<{ workshops: { totalCount: number } }>(
        server.url,
        '{ workshops(first: 50) { totalCount } }',
        {},
        { token: root.token },
      );
      expect(workshops.data?.workshops.totalCount).toBe(0);
    });
  });
});
