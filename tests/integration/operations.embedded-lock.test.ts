import { spawn } from 'node:child_process';
import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../server/app/seed/demo-users.ts';
import { openDatabase } from '../../server/core/db/client.ts';
import { appointments } from '../../server/core/db/schema/index.ts';
import { gql, type Session, signIn } from '../support/graphql-client.ts';
import { registerWalkIn, type WalkInPlace } from '../support/lifecycle-support.ts';
import { freePort, type ServerProcess, startServerProcess } from '../support/server-process.ts';

/**
 * One writer per embedded database (decision 0032), with real processes on one DATA_DIR: while a
 * server holds the folder a second server and every command that would open it refuse, naming the
 * server; a backup goes through the server and holds the walk-in acknowledged a moment before; a
 * server killed with SIGKILL leaves a lock that does not block the next start, and nothing
 * acknowledged is lost. One server for the file: each start costs seconds.
 */
const temp: string[] = [];
let dataDir: string;
let server: ServerProcess;
let hostess: Session;
let walkIn: (plate: string) => Promise<string>;

async function tempDir(prefix: string): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), prefix));
  temp.push(dir);
  return dir;
}

/** The embedded database's environment, with nothing of PostgreSQL's. */
const embedded = (dir: string) => ({ DATABASE_URL: '', DATA_DIR: dir });

/** Runs a Turno program to its end: exit code and everything it printed. */
function run(script: string, args: string[], env: Record<string, string>) {
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    const child = spawn(process.execPath, [script, ...args], {
      env: { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'warn', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk));
    // A program that is not refused may serve on (a second server): ended, so it frees the folder.
    const timer = setTimeout(() => child.kill('SIGKILL'), 40_000);
    child.once('close', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

const start = () => startServerProcess({ ...embedded(dataDir), SEED: 'demo' });

/** Whether each appointment is in the embedded database in `dir` (opened in this process). */
async function stored(dir: string, ids: string[]): Promise<boolean[]> {
  const connection = await openDatabase({ url: undefined, dataDir: dir });
  try {
    return await Promise.all(
      ids.map(async (id) => {
        const rows = await connection.db
          .select({ id: appointments.appointmentID })
          .from(appointments)
          .where(eq(appointments.appointmentID, id));
        return rows.length === 1;
      }),
    );
  } finally {
    await connection.close();
  }
}

beforeAll(async () => {
  dataDir = join(await tempDir('turno-lock-'), 'data');
  server = await start();
  const admin = await signIn(server.url, 'admin', DEMO_PASSWORD);
  hostess = await signIn(server.url, 'hostess', DEMO_PASSWORD);
  const workshops = await gql<{ workshops: { nodes: { workshopID: string; workshopCode: string }[] } }>(
    server.url,
    '{ workshops(first: 10) { nodes { workshopID workshopCode } } }',
    {},
    admin,
  );
  const workshopID = workshops.data?.workshops.nodes.find((w) => w.workshopCode === 'MI01')?.workshopID;
  const lookups = await gql<{ queues: { queueID: string }[]; vehicleBrands: { vehicleBrandID: string }[] }>(
    server.url,
    'query ($w: ID!) { queues(workshopID: $w) { queueID } vehicleBrands { vehicleBrandID } }',
    { w: workshopID },
    admin,
  );
  const queueID = lookups.data?.queues[0]?.queueID;
  const vehicleBrandID = lookups.data?.vehicleBrands[0]?.vehicleBrandID;
  expect(workshopID && queueID && vehicleBrandID, JSON.stringify(lookups)).toBeTruthy();
  const place = { workshopID, queueID, vehicleBrandID } as WalkInPlace;
  walkIn = (plate) => registerWalkIn(server.url, hostess, place, plate);
}, 120_000);

afterAll(async () => {
  await server?.stop();
  for (const dir of temp) await rm(dir, { recursive: true, force: true });
});

describe('one writer per embedded database', () => {
  it('refuses a second server on the folder, naming the first, and serves on', {
    timeout: 60_000,
  }, async () => {
    const second = await run('server/main.ts', [], {
      ...embedded(dataDir),
      HOST: '127.0.0.1',
      PORT: String(await freePort()),
      SEED: 'never',
    });
    expect(second.code).not.toBe(0);
    expect(second.output).toContain(`is in use by the Turno server (pid ${server.child.pid}, since `);
    expect(second.output.trim().split('\n')).toHaveLength(1);
    expect((await fetch(`${server.url}/readyz`)).status).toBe(200);
  });

  it('refuses create-admin, seed, db:migrate and restore while the server holds the folder', {
    timeout: 60_000,
  }, async () => {
    const env = { ...embedded(dataDir), TURNO_ADMIN_PASSWORD: 'Primo!Accesso2026' };
    const results = await Promise.all([
      run('server/app/cli/create-admin.ts', ['--user', 'root', '--email', 'root@turno.example'], env),
      run('server/app/cli/seed.ts', [], env),
      run('server/app/cli/migrate.ts', [], env),
      run('server/app/cli/restore.ts', [join(dataDir, '..', 'none.pglite.tar.gz'), '--yes'], env),
    ]);
    for (const result of results.slice(0, 3)) {
      expect(result.code, result.output).not.toBe(0);
      expect(result.output).toContain(`is in use by the Turno server (pid ${server.child.pid}`);
      expect(result.output).not.toContain('Admin root created');
    }
    // No file to restore: refused before the folder is touched, and the server still answers.
    expect(results[3]!.code).not.toBe(0);
    expect((await fetch(`${server.url}/readyz`)).status).toBe(200);
  });

  it('backs up through the running server: the walk-in of a moment before is in the restored dump, files 0600', {
    timeout: 120_000,
  }, async () => {
    const id = await walkIn('AB123CD');
    const dir = await tempDir('turno-lock-backups-');
    const backup = await run('server/app/cli/backup.ts', ['--dir', dir], embedded(dataDir));
    expect(backup.code, backup.output).toBe(0);
    expect(backup.output).toContain(`through the running server (pid ${server.child.pid})`);
    const files = (await readdir(dir)).sort();
    expect(files).toHaveLength(2);
    for (const name of files) expect((await stat(join(dir, name))).mode & 0o777).toBe(0o600);

    // The restore refuses the folder the server holds, and changes nothing.
    const dump = join(dir, files.find((name) => name.endsWith('.tar.gz'))!);
    const refused = await run('server/app/cli/restore.ts', [dump, '--yes'], embedded(dataDir));
    expect(refused.code).not.toBe(0);
    expect(refused.output).toContain(`is in use by the Turno server (pid ${server.child.pid}`);
    expect((await readdir(join(dataDir, '..'))).filter((name) => name.includes('before-restore'))).toEqual(
      [],
    );

    const elsewhere = join(await tempDir('turno-lock-restored-'), 'data');
    const restored = await run('server/app/cli/restore.ts', [dump, '--yes'], embedded(elsewhere));
    expect(restored.code, restored.output).toBe(0);
    expect(await stored(elsewhere, [id])).toEqual([true]);
  });

  it('a server killed with SIGKILL does not block the next start, and loses nothing acknowledged', {
    timeout: 120_000,
  }, async () => {
    const first = await walkIn('EF456GH');
    const second = await walkIn('IJ789KL');
    await server.kill();
    server = await start();
    expect((await fetch(`${server.url}/readyz`)).status).toBe(200);
    await server.stop();
    expect(await stored(dataDir, [first, second])).toEqual([true, true]);
  });
});
