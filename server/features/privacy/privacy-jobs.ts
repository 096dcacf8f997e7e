import type { Database } from '../../core/db/client.ts';
import type { JobDefinition, JobQueue } from '../../core/jobs/job-queue.ts';
import type { Logger } from '../../core/logger/logger.ts';
import { eraseExpiredPersonalData } from './retention.ts';

export const RETENTION_JOB = 'privacy.retention';
/** Once a night for the whole installation (pg-boss runs a schedule's job on one replica only). */
const RETENTION_CRON = '30 3 * * *';

export interface PrivacyJobsOptions {
  db: Database;
  logger: Logger;
  /** The clock; tests replace it. */
  now?: () => Date;
}

export function createPrivacyJobs(options: PrivacyJobsOptions) {
  const { db, logger } = options;
  const now = options.now ?? (() => new Date());
  return {
    jobs: [
      {
        name: RETENTION_JOB,
        handler: async () => {
          await eraseExpiredPersonalData(db, logger, now());
        },
        pollingIntervalSeconds: 60,
        // A pass that failed is worth another try within the night: what it erased stays erased.
        retryLimit: 3,
        expireInSeconds: 3600,
      } as JobDefinition<never>,
    ],
    async schedule(jobs: JobQueue) {
      await jobs.schedule(RETENTION_JOB, RETENTION_CRON, {}, { tz: 'UTC' });
    },
  };
}
