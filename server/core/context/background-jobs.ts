/**
 * The job queue as requests see it (core/jobs/job-queue.ts runs it): a service that committed work
 * for the background queues a job after the commit.
 */
export interface JobSender {
  /** Queues a job; resolves to its id, or null when a job with that id is already queued. */
  send<T extends object>(name: string, data: T, options?: { id?: string }): Promise<string | null>;
  /** Asks this process's workers of `name` to look for work now rather than at their next poll. */
  wake(name: string): void;
}
