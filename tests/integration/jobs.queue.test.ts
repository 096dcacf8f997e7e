import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { fromPglite, PgBoss } from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseConnection } from '../../server/core/db/client.ts';
import { openAndMigrate } from '../../server/core/db/migrate.ts';
import {
  JOB_HEARTBEAT_SECONDS,
  JOB_MONITOR_SECONDS,
  type JobQueue,
  startJobQueue,
} from '../../server/core/jobs/job-queue.ts';
import { fromPostgresJs } from '../../server/core/jobs/postgres-adapter.ts';
import { createLogger } from '../../server/core/logger/logger.ts';
import { eventually } from '../support/sms-gateway.ts';
import { createTestDatabase, type TestDatabase } from '../support/test-database.ts';

// The job queue on the application's own connection, on PGlite or on the PostgreSQL of
// TEST_DATABASE_URL: a job id queues once, a throwing handler runs again, schedules keep their
// time zone.

let database: TestDatabase;
let connection: DatabaseConnection;
let queue: JobQueue;
const runs: { id: string; data: { n: number }; retryCount: number }[] = [];
/** The job numbers each run of the batch handler got. */
const batches: number[][] = [];
const BATCH_SIZE = 4;
/** Runs of `test.elsewhere` in the process that runs the workers. */
const elsewhereRuns: string[] = [];
/** Runs of `test.long`: id, retry count, and when each started and ended. */
const longRuns: { id: string; retryCount: number; started: number; ended?: number }[] = [];
/** How long a `test.long` handler takes: longer than a heartbeat, so only the heartbeat keeps it. */
const LONG_RUN_MS = (JOB_HEARTBEAT_SECONDS + JOB_MONITOR_SECONDS + 5) * 1000;

async function select<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  // PGlite answers { rows }, postgres.js the rows themselves.
  const result = (await connection.db.execute(query)) as unknown as T[] | { rows: T[] };
  return 'rows' in result ? result.rows : result;
}

beforeAll(async () => {
  database = await createTestDatabase();
  connection = await openAndMigrate({ url: database.url, dataDir: database.dataDir, poolSize: 5 });
  queue = await startJobQueue({ driver: connection.driver, logger: createLogger('silent') });
  await queue.register([
    {
      name: 'test.record',
      pollingIntervalSeconds: 0.5,
      retryLimit: 2,
      handler: async (job: { id: string; data: { n: number; failFirst?: boolean }; retryCount: number }) => {
        runs.push({ id: job.id, data: { n: job.data.n }, retryCount: job.retryCount });
        if (job.data.failFirst && job.retryCount === 0) throw new Error('first run fails');
      },
    } as never,
    {
      name: 'test.elsewhere',
      // Polls once at the start, then not within the test: only a wake makes it look again.
      pollingIntervalSeconds: 600,
      handler: async (job: { id: string }) => {
        elsewhereRuns.push(job.id);
      },
    } as never,
    {
      name: 'test.long',
      pollingIntervalSeconds: 0.5,
      concurrency: 2,
      expireInSeconds: 600,
      handler: async (job: { id: string; data: { sleepMs: number }; retryCount: number }) => {
        const run: (typeof longRuns)[number] = {
          id: job.id,
          retryCount: job.retryCount,
          started: Date.now(),
        };
        longRuns.push(run);
        await new Promise((resolve) => setTimeout(resolve, job.data.sleepMs));
        run.ended = Date.now();
      },
    } as never,
    {
      name: 'test.batch',
      pollingIntervalSeconds: 0.5,
      batchSize: BATCH_SIZE,
      handleBatch: async (jobs: { data: { n: number } }[]) => {
        batches.push(jobs.map((job) => job.data.n));
      },
    } as never,
  ]);
});

afterAll(async () => {
  await queue?.stop();
  await connection?.close();
  await database?.drop();
});

describe('job queue', () => {
  it('queues a job id once, however often it is sent, and runs it once', async () => {
    const id = randomUUID();
    expect(await queue.send('test.record', { n: 1 }, { id })).toBe(id);
    expect(await queue.send('test.record', { n: 2 }, { id })).toBeNull();
    queue.wake('test.record');
    await eventually(
      'ran',
      async () => runs.filter((run) => run.id === id),
      (found) => found.length > 0,
    );
    // A later send of the same id, after the run, is still refused.
    expect(await queue.send('test.record', { n: 3 }, { id })).toBeNull();
    expect(runs.filter((run) => run.id === id)).toEqual([{ id, data: { n: 1 }, retryCount: 0 }]);
  });

  it('runs a job again when its handler throws', async () => {
    const id = await queue.send('test.record', { n: 4, failFirst: true }, { id: randomUUID() });
    const found = await eventually(
      'retried',
      async () => runs.filter((run) => run.id === id),
      (list) => list.length === 2,
    );
    expect(found.map((run) => run.retryCount)).toEqual([0, 1]);
  });

  it('queues many jobs in one call, skipping ids already queued, and hands them to a batch handler together', async () => {
    const ids = Array.from({ length: 10 }, () => randomUUID());
    await queue.send('test.batch', { n: 0 }, { id: ids[0] });
    // The first id is queued already: its job keeps its data, and sendMany does not fail on it.
    await queue.sendMany(
      'test.batch',
      ids.map((id, n) => ({ id, data: { n: n + 100 } })),
    );
    const queued = await select<{ n: number }>(
      sql`select (data->>'n')::int as n from pgboss.job where name = 'test.batch' order by 1`,
    );
    expect(queued.map((row) => row.n)).toEqual([0, ...Array.from({ length: 9 }, (_, i) => i + 101)]);
    queue.wake('test.batch');
    await eventually(
      'every job run',
      async () => batches.flat().length,
      (n) => n === ids.length,
    );
    // At most BATCH_SIZE jobs per run, and fewer runs than jobs.
    expect(Math.max(...batches.map((batch) => batch.length))).toBe(BATCH_SIZE);
    expect(batches.length).toBeLessThan(ids.length);
  });

  it('runs again at once a job whose worker died, and leaves alone a long job whose worker lives', async () => {
    // A worker that dies mid-job: a second pg-boss on the same database fetches a job and then
    // says nothing more, as a killed process would (no completion, no heartbeat).
    const dead = new PgBoss({
      db:
        connection.driver.kind === 'pglite'
          ? fromPglite(connection.driver.client)
          : fromPostgresJs(connection.driver.sql),
      backend: connection.driver.kind === 'pglite' ? 'pglite' : 'postgres',
      schema: 'pgboss',
      supervise: false,
      schedule: false,
    });
    dead.on('error', () => {});
    await dead.start();
    // Not before an hour from now, so this process's workers leave it to the one that fetches it.
    const later = new Date(Date.now() + 3_600_000);
    const orphan = String(
      await queue.send('test.long', { sleepMs: 0 }, { id: randomUUID(), startAfter: later }),
    );
    const fetched = await dead.fetch('test.long', { ignoreStartAfter: true });
    await dead.stop({ graceful: false, close: false });
    expect(fetched?.map((job) => job.id)).toEqual([orphan]);
    const diedAt = Date.now();
    // Meanwhile a live worker runs a job for longer than a heartbeat lasts.
    const long = String(await queue.send('test.long', { sleepMs: LONG_RUN_MS }, { id: randomUUID() }));
    queue.wake('test.long');

    await eventually(
      "the dead worker's job run again",
      async () => longRuns.find((run) => run.id === orphan && run.ended),
      (run) => run !== undefined,
      60_000,
    );
    // Its heartbeat lapses, the next monitor pass fails it, and it runs after the retry delay:
    // within a minute, where its expiry alone would have taken ten.
    expect(Date.now() - diedAt).toBeLessThan(60_000);
    expect(longRuns.filter((run) => run.id === orphan).map((run) => run.retryCount)).toEqual([1]);
    await eventually(
      'the long job done',
      async () => longRuns.find((run) => run.id === long && run.ended),
      (run) => run !== undefined,
      LONG_RUN_MS + 30_000,
    );
    // Its worker's heartbeat kept it: it ran once, and is completed rather than failed or retried.
    expect(longRuns.filter((run) => run.id === long).map((run) => run.retryCount)).toEqual([0]);
    await eventually(
      'the long job completed',
      async () => select<{ state: string }>(sql`select state from pgboss.job where id = ${long}::uuid`),
      (rows) => rows[0]?.state === 'completed',
    );
  }, 150_000);

  it("keeps a schedule's time zone", async () => {
    await queue.schedule('test.record', '30 7 * * *', { n: 5 }, { tz: 'Europe/Rome', key: 'workshop-1' });
    const rows = await select<{ cron: string; timezone: string }>(
      sql`select cron, timezone from pgboss.schedule where name = 'test.record' and key = 'workshop-1'`,
    );
    expect(rows).toEqual([{ cron: '30 7 * * *', timezone: 'Europe/Rome' }]);
  });
});

// A process with JOB_WORKERS off queues jobs for the process that runs them, and its wake reaches
// that process through PostgreSQL (LISTEN/NOTIFY). PGlite is one process: nothing to cross.
describe.skipIf(!process.env.TEST_DATABASE_URL)('a process that runs no workers', () => {
  it('queues a job that the other process runs as soon as it is woken, not at its next poll', async () => {
    const queuing = await openAndMigrate({ url: database.url, dataDir: database.dataDir, poolSize: 2 });
    const webQueue = await startJobQueue({
      driver: queuing.driver,
      logger: createLogger('silent'),
      runWorkers: false,
    });
    const runHere: string[] = [];
    try {
      await webQueue.register([
        {
          name: 'test.elsewhere',
          handler: async (job: { id: string }) => void runHere.push(job.id),
        } as never,
      ]);
      const id = await webQueue.send('test.elsewhere', {}, { id: randomUUID() });
      webQueue.wake('test.elsewhere');
      // The worker's next poll is ten minutes away: within this wait, only the wake can run it.
      await eventually(
        'run by the process with workers',
        async () => elsewhereRuns,
        (found) => found.includes(String(id)),
        15_000,
      );
      expect(runHere).toEqual([]);
    } finally {
      await webQueue.stop();
      await queuing.close();
    }
  });
});
