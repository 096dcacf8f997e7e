import type { Database } from '../../core/db/client.ts';
import { workshops } from '../../core/db/schema/index.ts';
import type { JobDefinition, JobQueue } from '../../core/jobs/job-queue.ts';
import type { Logger } from '../../core/logger/logger.ts';
import type { TurnoPubSub } from '../../core/realtime/pubsub.ts';
import { markScreensOffline } from '../screens/screen-offline.ts';
import { sendDailyStatistics } from './daily-statistics.ts';
import { evaluateStaffAlerts } from './staff-alerts.ts';

export const EVALUATE_ALERTS_JOB = 'alerts.evaluate';
export const DAILY_STATISTICS_JOB = 'alerts.dailyStatistics';
/** Every minute, once per installation: pg-boss runs a schedule's job on one replica only. */
const EVALUATE_CRON = '* * * * *';
/** The daily statistics e-mail, at 20:00 in each workshop's own time zone. */
export const DAILY_STATISTICS_CRON = '0 20 * * *';

export interface AlertJobsOptions {
  db: Database;
  logger: Logger;
  jobs: JobQueue;
  pubsub?: Pick<TurnoPubSub, 'publish'>;
  /** The clock; tests replace it. */
  now?: () => Date;
}

export interface AlertJobs {
  jobs: JobDefinition<never>[];
  schedule(): Promise<void>;
}

export function createAlertJobs(options: AlertJobsOptions): AlertJobs {
  const { db, logger, jobs } = options;
  const now = options.now ?? (() => new Date());
  // The time zones the daily schedules were last installed with: a new workshop or a changed
  // time zone is scheduled by the next minute's evaluation, not only at the next start.
  let scheduled = '';

  async function scheduleDaily(): Promise<void> {
    const all = await db
      .select({
        workshopID: workshops.workshopID,
        timeZone: workshops.timeZone,
        deletedAt: workshops.deletedAt,
      })
      .from(workshops);
    const rows = all.filter((row) => !row.deletedAt);
    const signature = rows
      .map((r) => `${r.workshopID}@${r.timeZone}`)
      .sort()
      .join(',');
    if (signature === scheduled) return;
    // A deleted workshop's recap would find nothing to send, every day, for ever.
    for (const row of all) if (row.deletedAt) await jobs.unschedule(DAILY_STATISTICS_JOB, row.workshopID);
    for (const row of rows) {
      await jobs.schedule(
        DAILY_STATISTICS_JOB,
        DAILY_STATISTICS_CRON,
        { workshopID: row.workshopID },
        { tz: row.timeZone, key: row.workshopID },
      );
    }
    scheduled = signature;
  }

  return {
    jobs: [
      {
        name: EVALUATE_ALERTS_JOB,
        handler: async () => {
          const at = now();
          await markScreensOffline(db, logger, at);
          await evaluateStaffAlerts(
            { db, logger, ...(options.pubsub ? { pubsub: options.pubsub } : {}) },
            at,
          );
          await scheduleDaily();
        },
        pollingIntervalSeconds: 5,
        // The next minute evaluates again; a failed pass is not worth retrying late.
        retryLimit: 0,
        expireInSeconds: 120,
      } as JobDefinition<never>,
      {
        name: DAILY_STATISTICS_JOB,
        handler: async (job: { data: { workshopID: string } }) => {
          const queued = await sendDailyStatistics(db, job.data.workshopID, now());
          logger.info('daily statistics queued', { workshopID: job.data.workshopID, messages: queued });
        },
        pollingIntervalSeconds: 30,
      } as JobDefinition<never>,
    ],
    async schedule() {
      await jobs.schedule(EVALUATE_ALERTS_JOB, EVALUATE_CRON, {}, { tz: 'UTC' });
      await scheduleDaily();
    },
  };
}
