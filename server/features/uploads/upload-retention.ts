import type { Database } from '../../core/db/client.ts';
import type { JobDefinition, JobQueue } from '../../core/jobs/job-queue.ts';
import type { Logger } from '../../core/logger/logger.ts';
import { discard, storedFile } from './upload-files.ts';
import { expiredUploadFiles, markFileDeleted } from './upload-repository.ts';

/** The daily job deleting the originals of old uploads (docs/upload.md "Retention"). */
export const UPLOAD_RETENTION_JOB = 'appointment-upload-file-retention';
/** Every night at 03:20 UTC, away from the day's uploads. */
const RETENTION_CRON = '20 3 * * *';
const DAY_MS = 24 * 60 * 60 * 1000;

export interface UploadRetentionDeps {
  db: Database;
  logger: Logger;
  uploadDir: string;
  now: () => Date;
  /** UPLOAD_FILE_RETENTION_DAYS */
  retentionDays: number;
}

/**
 * Deletes the stored original of every upload older than the retention and records the day on its
 * row (`fileDeletedAt`); the row, its report and its bookings stay. The file goes first: a job that
 * dies between the two finds the row again the next night and only records it.
 */
export async function deleteExpiredUploadFiles(deps: UploadRetentionDeps): Promise<number> {
  const at = deps.now();
  const cutoff = new Date(at.getTime() - deps.retentionDays * DAY_MS);
  const expired = await expiredUploadFiles(deps.db, cutoff);
  for (const upload of expired) {
    await discard(storedFile(deps.uploadDir, upload.filePath));
    await markFileDeleted(deps.db, upload.uploadID, at);
  }
  if (expired.length > 0) deps.logger.info('upload files deleted', { count: expired.length });
  return expired.length;
}

export function createUploadRetention(deps: UploadRetentionDeps) {
  return {
    jobs: [
      {
        name: UPLOAD_RETENTION_JOB,
        handler: async () => {
          await deleteExpiredUploadFiles(deps);
        },
        pollingIntervalSeconds: 60,
        expireInSeconds: 3600,
      } as JobDefinition<never>,
    ],
    schedule: (jobs: Pick<JobQueue, 'schedule'>) =>
      jobs.schedule(UPLOAD_RETENTION_JOB, RETENTION_CRON, {}, { tz: 'UTC' }),
  };
}
