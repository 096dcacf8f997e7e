import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../../server/app/seed/demo.ts';
import { DEMO_PASSWORD, DEMO_USERS } from '../../server/app/seed/demo-users.ts';
import type { Database } from '../../server/core/db/client.ts';
import { openAndMigrate } from '../../server/core/db/migrate.ts';
import { users, workshops } from '../../server/core/db/schema/index.ts';
import { hashPassword } from '../../server/features/auth/passwords.ts';
import { freePort, startServerProcess } from '../support/server-process.ts';

/**
 * Never the demo in production: the demo's password is printed in the README, so a production
 * start on an empty folder seeds nothing, and a production server whose database still has a demo
 * account with that password refuses to start, naming it. SEED=demo (a demonstration on purpose,
 * the compose smoke test's) still starts.
 */
const temp: string[] = [];
afterAll(async () => {
  for (const dir of temp) await rm(dir, { recursive: true, force: true });
});

const production = (dataDir: string, seed = 'auto') => ({
  NODE_ENV: 'production',
  SEED: seed,
  DATABASE_URL: '',
  DATA_DIR: dataDir,
  JWT_SECRET: 'a-production-secret-of-at-least-32-characters',
});

/** `node server/main.ts` to its end (a start that refuses): exit code and output. */
function refusedStart(env: Record<string, string>) {
  return new Promise<{ code: number | null; output: string }>((resolve, reject) => {
    void freePort().then((port) => {
      const child = spawn(process.execPath, ['server/main.ts'], {
        env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), LOG_LEVEL: 'warn', ...env },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let output = '';
      child.stdout.on('data', (chunk: Buffer) => (output += chunk));
      child.stderr.on('data', (chunk: Buffer) => (output += chunk));
      // A start that is not refused would serve on: stopped after a generous minute.
      const timer = setTimeout(() => child.kill('SIGKILL'), 60_000);
      child.once('error', reject);
      child.once('close', (code) => {
        clearTimeout(timer);
        resolve({ code, output });
      });
    });
  });
}

async function withDatabase<T>(dataDir: string, work: (db: Database) => Promise<T>): Promise<T> {
  const connection = await openAndMigrate({ url: undefined, dataDir, poolSize: 1 });
  try {
    return await work(connection.db);
  } finally {
    await connection.close();
  }
}

/** The accounts a refusal names. */
const named = (output: string) =>
  (/and (.+) still ha(?:s|ve) it/.exec(output)?.[1] ?? '').split(', ').filter(Boolean);

describe('the demo in production', () => {
  it('a production start on an empty folder seeds nothing', { timeout: 120_000 }, async () => {
    const dataDir = join(await mkdtemp(join(tmpdir(), 'turno-prod-')), 'data');
    temp.push(dataDir, join(dataDir, '..'));
    const server = await startServerProcess(production(dataDir));
    await server.stop();
    expect(server.output.join('')).not.toContain('demo sign-ins');
    const counts = await withDatabase(dataDir, async (db) => ({
      users: await db.$count(users),
      workshops: await db.$count(workshops),
    }));
    expect(counts).toEqual({ users: 0, workshops: 0 });
  });

  it('a production server refuses to start while a demo account has the demo password', {
    timeout: 180_000,
  }, async () => {
    const dataDir = join(await mkdtemp(join(tmpdir(), 'turno-prod-demo-')), 'data');
    temp.push(join(dataDir, '..'));
    // A folder first run as the demo (outside production), then started in production.
    await withDatabase(dataDir, (db) => seedDemo(db));

    const all = await refusedStart(production(dataDir));
    expect(all.code, all.output).not.toBe(0);
    expect(all.output).toContain('public demo password');
    expect(all.output).toContain('npm run create-admin');
    expect(named(all.output)).toEqual(expect.arrayContaining(['admin', 'owner', 'hostess']));

    // Every demo account given a password of its own but one, renamed in another case (the check
    // reads names as sign-in does, case-insensitively): the refusal names only that one.
    const own = await hashPassword('Una!Password2026');
    const demo = await hashPassword(DEMO_PASSWORD);
    await withDatabase(dataDir, async (db) => {
      await db
        .update(users)
        .set({ passwordHash: own })
        .where(inArray(users.userName, [...DEMO_USERS]));
      await db
        .update(users)
        .set({ userName: 'Owner', passwordHash: demo })
        .where(eq(users.userName, 'owner'));
    });
    const one = await refusedStart(production(dataDir));
    expect(one.code, one.output).not.toBe(0);
    expect(named(one.output)).toEqual(['Owner']);

    // SEED=demo: a demonstration on purpose starts.
    const onPurpose = await startServerProcess(production(dataDir, 'demo'));
    await onPurpose.stop();
  });
});
