import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../server/app/seed/demo-users.ts';
import { gql, signIn } from '../support/graphql-client.ts';
import { type ServerProcess, startServerProcess } from '../support/server-process.ts';
import { createTestDatabase, type TestDatabase } from '../support/test-database.ts';
import { postUploadFile, readUpload, settledUpload } from '../support/upload-support.ts';

// A jobs process killed (SIGKILL) while it applies an upload leaves the upload "applying" and its
// job active under a worker that no longer exists. The job's heartbeat stops with the process, so
// it is run again within a minute of a new worker starting, not at its ten-minute expiry, and the
// apply goes on from the rows it had committed.
//
// On PostgreSQL (TEST_DATABASE_URL, REDIS_URL) as in production: a web process that runs no jobs
// and a jobs process, killed and replaced. Skipped on PGlite: there one process serves and applies,
// and it writes a file of the largest size an upload allows faster than a request can see the apply
// under way, so it cannot be killed mid-apply on purpose. The heartbeat itself is checked on PGlite
// too, by tests/integration/jobs.queue.test.ts (a worker that fetched a job and died).

const ROWS = 5_000;
const HEADER = 'Targa;Nome;Cellulare;Marca;Modello;Data;Ora;Coda';
/** A new worker must have finished the upload within this long of its start. */
const RESUME_BOUND_MS = 60_000;

const onPostgres = Boolean(process.env.TEST_DATABASE_URL && process.env.REDIS_URL);

/** A CSV of `ROWS` bookings with distinct plates, spread over the hours of a day years ahead. */
function bigUpload(): Buffer {
  const lines = [HEADER];
  for (let i = 0; i < ROWS; i++) {
    const plate = `DW${String(i).padStart(5, '0')}`;
    const time = `${String(8 + (i % 10)).padStart(2, '0')}:${String((i % 4) * 15).padStart(2, '0')}`;
    lines.push(`${plate};Mario Rossi;3331234567;Fiat;Panda;12/06/2031;${time};Pneumatici`);
  }
  return Buffer.from(`${lines.join('\n')}\n`);
}

describe.skipIf(!onPostgres)('a jobs process killed mid-apply', () => {
  let database: TestDatabase;
  let uploadDir: string;
  const processes: ServerProcess[] = [];

  afterAll(async () => {
    for (const process of processes) await process.kill();
    await database?.drop();
    if (uploadDir) await rm(uploadDir, { recursive: true, force: true });
  });

  it('leaves an upload that a new worker finishes within a minute of its start', async () => {
    database = await createTestDatabase();
    uploadDir = await mkdtemp(join(tmpdir(), 'turno-dead-worker-uploads-'));
    const shared = {
      UPLOAD_DIR: uploadDir,
      DATABASE_URL: String(database.url),
      REDIS_URL: String(process.env.REDIS_URL),
    };
    const start = async (env: Record<string, string>) => {
      const started = await startServerProcess({ ...shared, ...env });
      processes.push(started);
      return started;
    };
    const web = await start({ SEED: 'demo', JOB_WORKERS: 'false' });
    // Info logs: a jobs process logs `upload applied` when it ends an apply.
    const killed = await start({ JOB_WORKERS: 'true', LOG_LEVEL: 'info' });

    const { token } = await signIn(web.url, 'manager', DEMO_PASSWORD);
    const listed = await gql<{ workshops: { nodes: { workshopID: string; workshopCode: string }[] } }>(
      web.url,
      'query { workshops(first: 50) { nodes { workshopID workshopCode } } }',
      {},
      { token },
    );
    const milano = listed.data?.workshops.nodes.find((w) => w.workshopCode === 'MI01')?.workshopID;
    expect(milano, JSON.stringify(listed)).toBeTruthy();
    const posted = await postUploadFile(web.url, token, String(milano), bigUpload(), 'dead-worker.csv');
    expect(posted.status, JSON.stringify(posted.body)).toBe(201);
    const uploadID = String(posted.body.uploadID);
    const checked = await settledUpload(web.url, token, uploadID, 120_000);
    expect(checked).toMatchObject({ status: 'checked', created: ROWS, errors: 0 });

    const applied = await gql(
      web.url,
      'mutation ($id: ID!) { applyAppointmentUpload(uploadID: $id) { status } }',
      { id: uploadID },
      { token },
    );
    expect(applied.errors).toBeUndefined();
    // The first batches are committed: the apply is under way. Then the jobs process dies.
    for (const until = Date.now() + 60_000; ; ) {
      const upload = await readUpload(web.url, token, uploadID);
      if (upload.processedRows > 0) break;
      if (Date.now() > until) throw new Error(`apply never started: ${JSON.stringify(upload)}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await killed.kill();
    // Killed mid-way: the process that started the apply never ended it; some rows are committed.
    expect(killed.output.join('')).not.toContain('"upload applied"');
    const left = await readUpload(web.url, token, uploadID);
    expect(left.status).toBe('applying');
    expect(left.processedRows).toBeGreaterThan(0);
    expect(left.processedRows).toBeLessThan(ROWS);

    // A new jobs process beside the web one.
    const restartedAt = Date.now();
    const replacement = await start({ JOB_WORKERS: 'true', LOG_LEVEL: 'info' });
    const done = await settledUpload(web.url, token, uploadID, RESUME_BOUND_MS);
    const tookMs = Date.now() - restartedAt;
    expect(done).toMatchObject({ status: 'applied', isProcessed: true, isSuccessful: true, created: ROWS });
    expect(tookMs).toBeLessThan(RESUME_BOUND_MS);
    // The new worker ended it, from the rows the killed one had committed (created counts each once).
    expect(replacement.output.join('')).toContain('"upload applied"');
  }, 300_000);
});
