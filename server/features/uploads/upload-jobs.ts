import type { JobDefinition } from '../../core/jobs/job-queue.ts';
import { applyUpload, checkUpload, type UploadWorkDeps } from './upload-processing.ts';

/** The job names; the job's id is the upload's, so an upload's pass is never queued twice. */
export const UPLOAD_JOBS = { check: 'appointment-upload-check', apply: 'appointment-upload-apply' } as const;

export interface UploadJob {
  uploadID: string;
}

/** The background passes over uploads (registered in server/app/jobs.ts). */
export function createUploadJobs(deps: UploadWorkDeps): { jobs: JobDefinition<UploadJob>[] } {
  return {
    jobs: [
      {
        name: UPLOAD_JOBS.check,
        handler: (job) => checkUpload(deps, job.data.uploadID),
        pollingIntervalSeconds: 1,
        expireInSeconds: 600,
      },
      {
        name: UPLOAD_JOBS.apply,
        handler: (job) => applyUpload(deps, job.data.uploadID),
        pollingIntervalSeconds: 1,
        expireInSeconds: 600,
      },
    ],
  };
}
