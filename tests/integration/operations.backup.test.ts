import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../../server/app/seed/demo.ts';
import { BackupError, type BackupManifest, restoreDatabase } from '../../server/core/db/backup.ts';
import type { Database } from '../../server/core/db/client.ts';
import { openDatabase } from '../../server/core/db/client.ts';
import { migrateDatabase, openAndMigrate } from '../../server/core/db/migrate.ts';
import { journal } from '../../server/core/db/migration-journal.ts';
import { migrateUpTo } from '../support/partial-migrations.ts';
import { createTestDatabase, type TestDatabase } from '../support/test-database.ts';

/**
 * `npm run backup` and `npm run restore` (docs/operations.md, "Backups and restore"), run as the
 * operator runs them: the demo installation is backed up, wiped, restored, and every row of every
 * table is back. On the embedded default always, and on PostgreSQL with TEST_DATABASE_URL.
 */
const temp: string[] = [];
afterAll(async () => {
  for (const dir of temp) await rm(dir, { recursive: true, force: true });
});

async function tempDir(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'turno-backup-'));
  temp.push(dir);
  return dir;
}

/** Every table of Turno's schemas with its row count and a digest of its rows. */
async function contents(db: Database): Promise<Record<string, string>> {
  const tables = (await db.execute(sql`
    select table_schema || '.' || table_name as name from information_schema.tables
    where table_schema in ('public', 'drizzle') and table_type = 'BASE TABLE' order by 1`)) as unknown as
    | { name: string }[]
    | { rows: { name: string }[] };
  const names = (Array.isArray(tables) ? tables : tables.rows).map((row) => row.name);
  const out: Record<string, string> = {};
  for (const name of names) {
    const result = (await db.execute(
      sql.raw(
        `select count(*)::text || ':' || coalesce(md5(string_agg(t::text, '|' order by t::text)), '') as d from ${name} t`,
      ),
    )) as unknown as { d: string }[] | { rows: { d: string }[] };
    out[name] = (Array.isArray(result) ? result : result.rows)[0]?.d ?? '';
  }
  return out;
}

function cli(script: string, args: string[], env: Record<string, string | undefined>) {
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    const child = spawn(process.execPath, [`server/app/cli/${script}.ts`, ...args], {
      env: { ...process.env, ...env, DATABASE_URL: env.DATABASE_URL ?? '', DATA_DIR: env.DATA_DIR ?? '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk));
    child.once('close', (code) => resolve({ code, output }));
  });
}

async function seeded(target: { url: string | undefined; dataDir: string }) {
  const connection = await openAndMigrate({ ...target, poolSize: 2 });
  try {
    await seedDemo(connection.db);
    return await contents(connection.db);
  } finally {
    await connection.close();
  }
}

async function contentsOf(target: { url: string | undefined; dataDir: string }) {
  const connection = await openAndMigrate({ ...target, poolSize: 2 });
  try {
    return await contents(connection.db);
  } finally {
    await connection.close();
  }
}

async function backupWipeRestore(
  target: { url: string | undefined; dataDir: string },
  wipe: () => Promise<void>,
) {
  const before = await seeded(target);
  expect(Object.keys(before).length).toBeGreaterThan(20);
  const env = { DATABASE_URL: target.url, DATA_DIR: target.dataDir };
  const dir = await tempDir();

  const backup = await cli('backup', ['--dir', dir], env);
  expect(backup.code, backup.output).toBe(0);
  const [file] = (await readdir(dir)).filter((name) => !name.endsWith('.json'));
  expect(file).toMatch(target.url ? /^turno-\d{8}-\d{6}\.pgdump$/ : /^turno-\d{8}-\d{6}\.pglite\.tar\.gz$/);
  expect(existsSync(join(dir, `${file}.json`))).toBe(true);
  // A dump holds password hashes and, without JWT_SECRET, the signing key: its owner's only.
  for (const name of [file!, `${file}.json`]) expect((await stat(join(dir, name))).mode & 0o777).toBe(0o600);

  await wipe();
  const asked = await cli('restore', [join(dir, file!)], env);
  expect(asked.output).toContain('--yes');
  const restored = await cli('restore', [join(dir, file!), '--yes'], env);
  expect(restored.code, restored.output).toBe(0);

  expect(await contentsOf(target)).toEqual(before);
  return { dir, file: file! };
}

describe('backup and restore of the embedded database', () => {
  // Two CLI processes, two database opens and a seed: slow on a busy machine, not stuck.
  it('backs up the demo, wipes it, restores it and finds every row', { timeout: 180_000 }, async () => {
    const dataDir = join(await tempDir(), 'data');
    const target = { url: undefined, dataDir };
    const { dir, file } = await backupWipeRestore(target, () =>
      rm(dataDir, { recursive: true, force: true }),
    );

    // A backup made by a newer Turno is refused, and the data stays as it was.
    const before = await contentsOf(target);
    await writeFile(
      join(dir, `${file}.json`),
      JSON.stringify({
        format: 'pglite-datadir',
        schemaVersion: '9999_from_the_future',
        createdAt: '',
        turnoVersion: '',
      }),
    );
    await expect(restoreDatabase(target, join(dir, file))).rejects.toThrow(BackupError);
    expect(await contentsOf(target)).toEqual(before);
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)(
  'backup and restore of PostgreSQL (needs TEST_DATABASE_URL)',
  () => {
    let database: TestDatabase;
    afterAll(async () => {
      await database?.drop();
    });

    it('backs up the demo, wipes it, restores it and finds every row', { timeout: 180_000 }, async () => {
      database = await createTestDatabase();
      const target = { url: database.url, dataDir: database.dataDir };
      await backupWipeRestore(target, async () => {
        const connection = await openAndMigrate({ ...target, poolSize: 2 });
        try {
          await connection.db.execute(sql`drop schema if exists drizzle, pgboss cascade`);
          await connection.db.execute(sql`drop schema public cascade`);
          await connection.db.execute(sql`create schema public`);
        } finally {
          await connection.close();
        }
      });
    });
  },
);

describe('the backup an upgrade takes before its migrations', () => {
  it('dumps an embedded database that has migrations pending, and only then', {
    timeout: 180_000,
  }, async () => {
    const dataDir = join(await tempDir(), 'data');
    const dir = await tempDir();
    const entries = await journal();
    const earlier = entries.at(-3)!.tag;
    const log = { info: () => {}, warn: () => {} };
    const backup = { dir, target: { url: undefined, dataDir }, log };

    // A new database: nothing to keep, no backup.
    const fresh = await openDatabase({
      url: undefined,
      dataDir: join(await tempDir(), 'fresh'),
      poolSize: 1,
    });
    await migrateDatabase(fresh, backup);
    await fresh.close();
    expect(await readdir(dir)).toEqual([]);

    // An installation of an older version, upgraded: one backup, of the schema it had.
    const old = await openDatabase({ url: undefined, dataDir, poolSize: 1 });
    await migrateUpTo(old, earlier);
    await old.close();
    const upgraded = await openDatabase({ url: undefined, dataDir, poolSize: 1 });
    await migrateDatabase(upgraded, backup);
    // Started again with nothing pending: no second backup.
    await migrateDatabase(upgraded, backup);
    await upgraded.close();
    const manifests = (await readdir(dir)).filter((name) => name.endsWith('.json'));
    expect(manifests).toHaveLength(1);
    const manifest = JSON.parse(await readFile(join(dir, manifests[0]!), 'utf8')) as BackupManifest;
    expect(manifest).toMatchObject({ format: 'pglite-datadir', schemaVersion: earlier });
  });
});

describe('npm run db:migrate', () => {
  it('dumps an embedded database with migrations pending before migrating it, as a start does', {
    timeout: 180_000,
  }, async () => {
    const dataDir = join(await tempDir(), 'data');
    const dir = await tempDir();
    const earlier = (await journal()).at(-2)!.tag;
    const old = await openDatabase({ url: undefined, dataDir, poolSize: 1 });
    await migrateUpTo(old, earlier);
    await old.close();

    const migrated = await cli('migrate', [], { DATA_DIR: dataDir, BACKUP_DIR: dir });
    expect(migrated.code, migrated.output).toBe(0);
    expect(migrated.output).toContain('before migrating');
    const manifests = (await readdir(dir)).filter((name) => name.endsWith('.json'));
    expect(manifests).toHaveLength(1);
    const manifest = JSON.parse(await readFile(join(dir, manifests[0]!), 'utf8')) as BackupManifest;
    expect(manifest).toMatchObject({ format: 'pglite-datadir', schemaVersion: earlier });
    const dump = join(dir, manifests[0]!.replace(/\.json$/, ''));
    expect((await stat(dump)).mode & 0o777).toBe(0o600);

    // Nothing pending on the next run: no second dump.
    const again = await cli('migrate', [], { DATA_DIR: dataDir, BACKUP_DIR: dir });
    expect(again.code, again.output).toBe(0);
    expect((await readdir(dir)).filter((name) => name.endsWith('.json'))).toHaveLength(1);
  });
});
