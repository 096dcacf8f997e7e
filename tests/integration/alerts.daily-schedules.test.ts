import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseConnection } from '../../server/core/db/client.ts';
import { openAndMigrate } from '../../server/core/db/migrate.ts';
import { workshops } from '../../server/core/db/schema/index.ts';
import { type JobQueue, startJobQueue } from '../../server/core/jobs/job-queue.ts';
import { createLogger } from '../../server/core/logger/logger.ts';
import {
  type AlertJobs,
  createAlertJobs,
  DAILY_STATISTICS_JOB,
  EVALUATE_ALERTS_JOB,
} from '../../server/features/alerts/alert-jobs.ts';
import { createTestDatabase, type TestDatabase } from '../support/test-database.ts';

// Each workshop's daily statistics run on a schedule of its own, in its time zone; a deleted
// workshop's schedule goes at the next minute's pass instead of firing every day for nothing.

let database: TestDatabase;
let connection: DatabaseConnection;
let queue: JobQueue;
let alertJobs: AlertJobs;

async function scheduledWorkshops(): Promise<string[]> {
  const result = (await connection.db.execute(
    sql`select key from pgboss.schedule where name = ${DAILY_STATISTICS_JOB} order by key`,
  )) as unknown as { key: string }[] | { rows: { key: string }[] };
  return ('rows' in result ? result.rows : result).map((row) => row.key);
}

beforeAll(async () => {
  database = await createTestDatabase();
  connection = await openAndMigrate({ url: database.url, dataDir: database.dataDir, poolSize: 3 });
  queue = await startJobQueue({
    driver: connection.driver,
    logger: createLogger('silent'),
    runWorkers: false,
  });
  alertJobs = createAlertJobs({ db: connection.db, logger: createLogger('silent'), jobs: queue });
  await queue.register(alertJobs.jobs);
});

afterAll(async () => {
  await queue?.stop();
  await connection?.close();
  await database?.drop();
});

describe('daily statistics schedules', () => {
  it('one per workshop; a deleted workshop loses its own at the next pass, the others stay', async () => {
    const made = await connection.db
      .insert(workshops)
      .values([
        { workshopCode: 'SCH1', name: 'Uno', timeZone: 'Europe/Rome' },
        { workshopCode: 'SCH2', name: 'Due', timeZone: 'Europe/London' },
      ])
      .returning({ workshopID: workshops.workshopID });
    const [kept, deleted] = made.map((row) => row.workshopID) as [string, string];
    await alertJobs.schedule();
    expect(await scheduledWorkshops()).toEqual([kept, deleted].sort());

    await connection.db
      .update(workshops)
      .set({ deletedAt: new Date() })
      .where(eq(workshops.workshopID, deleted));
    const minute = alertJobs.jobs.find((job) => job.name === EVALUATE_ALERTS_JOB)!;
    await (minute as unknown as { handler: () => Promise<void> }).handler();
    expect(await scheduledWorkshops()).toEqual([kept]);
  });
});
