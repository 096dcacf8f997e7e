import { fromPglite, type Db as IDatabase, PgBoss } from 'pg-boss';
import type { DriverHandle } from '../db/client.ts';
import type { Logger } from '../logger/logger.ts';
import { fromPostgresJs } from './postgres-adapter.ts';
import { openWakeChannel } from './wake-channel.ts';

/**
 * Durable background jobs on the application's own database (docs/decisions/0010-job-queue.md):
 * pg-boss keeps them in its `pgboss` schema, on PostgreSQL and on the embedded PGlite alike. A job
 * survives a restart, is held by one worker at a time, and is retried when its handler throws.
 */

/** What a job handler receives. */
export interface JobContext<T> {
  id: string;
  data: T;
  /** 0 on the first run, then 1, 2… when pg-boss runs the job again after a throw or expiry. */
  retryCount: number;
}

interface JobDefinitionBase {
  name: string;
  /** How often an idle worker looks for work, in seconds (at least 0.5). */
  pollingIntervalSeconds?: number;
  /** Workers in this process, each running one job (or one batch) at a time. */
  concurrency?: number;
  /** Runs of one job after its handler throws (infrastructure errors; delivery keeps its own count). */
  retryLimit?: number;
  /**
   * The longest a run may take: one still running after this long is failed and run again, even
   * while its worker lives. A worker that dies is noticed sooner, by its missing heartbeat.
   */
  expireInSeconds?: number;
}

/**
 * A job run by itself, or jobs fetched up to `batchSize` at a time and handed over together: one
 * fetch and one completion for the whole batch. A batch handler that throws fails every job of
 * the batch (pg-boss retries each as any failed job), so it handles the failures of single jobs itself.
 */
export type JobDefinition<T extends object = object> = JobDefinitionBase &
  (
    | { handler(job: JobContext<T>): Promise<void> }
    | { batchSize: number; handleBatch(jobs: JobContext<T>[]): Promise<void> }
  );

/** One job of `sendMany`. */
export interface JobToSend<T extends object> extends SendJobOptions {
  data: T;
}

export interface SendJobOptions {
  /** The job's id: sending the same id again is a no-op, so a job is never queued twice. */
  id?: string;
  /** Not before this time. */
  startAfter?: Date;
}

export interface ScheduleOptions {
  /** IANA time zone the cron expression is read in, e.g. the workshop's `Europe/Rome`. */
  tz: string;
  /** Tells apart several schedules of one job name (e.g. one per workshop). */
  key?: string;
}

export interface JobQueue {
  /** Starts a worker for every definition (none when `runWorkers` is off); call once, after `start`. */
  register(definitions: readonly JobDefinition<never>[]): Promise<void>;
  /** Queues a job; resolves to its id, or null when a job with that id already exists. */
  send<T extends object>(name: string, data: T, options?: SendJobOptions): Promise<string | null>;
  /** Queues many jobs in one statement; a job whose id already exists is skipped, as with `send`. */
  sendMany<T extends object>(name: string, jobs: readonly JobToSend<T>[]): Promise<void>;
  /** Runs a job on a cron schedule (minute precision), evaluated in the given time zone. */
  schedule<T extends object>(name: string, cron: string, data: T, options: ScheduleOptions): Promise<void>;
  /** Removes the schedule of `name` under `key` (nothing when there is none). */
  unschedule(name: string, key: string): Promise<void>;
  /**
   * Asks the workers of `name` to look for work now rather than at their next poll: this process's,
   * or, where it runs none, those of the processes that do.
   */
  wake(name: string): void;
  /** Each queue's jobs by state, as pg-boss last counted them (`/metrics`). */
  counts(): Promise<QueueCounts[]>;
  stop(): Promise<void>;
}

export interface QueueCounts {
  name: string;
  /** Waiting, including those waiting for a later start. */
  queued: number;
  active: number;
  failed: number;
}

/**
 * A running job's worker stamps it every half of this; a job not stamped for this long was left by
 * a process that died, and pg-boss's monitor fails it, so it is run again (pg-boss's minimum is 10).
 */
export const JOB_HEARTBEAT_SECONDS = 20;
/**
 * How often pg-boss's supervisor looks for such jobs (and counts the queues): a dead worker's job
 * runs again at most this long after its heartbeat lapsed, plus the retry delay.
 */
export const JOB_MONITOR_SECONDS = 10;

export interface JobQueueOptions {
  driver: DriverHandle;
  logger: Logger;
  /** Tells this process apart in pg-boss's instance registry (replicas, tests). */
  instanceName?: string;
  /** Off (JOB_WORKERS=false): jobs are queued here and run by another process. Default on. */
  runWorkers?: boolean;
}

/** Installs or migrates the `pgboss` schema when needed, then starts pg-boss's maintenance. */
export async function startJobQueue(options: JobQueueOptions): Promise<JobQueue> {
  const { driver, logger } = options;
  const db: IDatabase = driver.kind === 'pglite' ? fromPglite(driver.client) : fromPostgresJs(driver.sql);
  const boss = new PgBoss({
    db,
    backend: driver.kind === 'pglite' ? 'pglite' : 'postgres',
    schema: 'pgboss',
    // Both timers gate the monitor's pass (a pass needs both), so they move together.
    superviseIntervalSeconds: JOB_MONITOR_SECONDS,
    monitorIntervalSeconds: JOB_MONITOR_SECONDS,
    ...(options.instanceName ? { instanceName: options.instanceName } : {}),
  });
  // pg-boss reports its own trouble (a failed maintenance pass, a lost connection) as events;
  // unhandled, an 'error' event would stop the process.
  boss.on('error', (error) => logger.error('job queue error', { error }));
  boss.on('warning', (warning) => logger.warn('job queue warning', { warning: warning.message }));
  await boss.start();

  const runWorkers = options.runWorkers ?? true;
  const workers = new Map<string, string[]>();
  const wakeHere = (name: string) => {
    for (const id of workers.get(name) ?? []) boss.notifyWorker(id);
  };
  const wakeChannel = await openWakeChannel(driver, logger, runWorkers ? wakeHere : null);
  return {
    async register(definitions) {
      for (const definition of definitions) {
        const queueOptions = {
          retryLimit: definition.retryLimit ?? 3,
          retryBackoff: true,
          retryDelay: 5,
          expireInSeconds: definition.expireInSeconds ?? 300,
          heartbeatSeconds: JOB_HEARTBEAT_SECONDS,
        };
        await boss.createQueue(definition.name, queueOptions);
        // createQueue leaves a queue that exists as it was: a database from an earlier version gets
        // the heartbeat (and any changed limit) here. Jobs queued before keep what they were queued with.
        await boss.updateQueue(definition.name, queueOptions);
        if (!runWorkers) continue;
        const ids: string[] = [];
        for (let i = 0; i < (definition.concurrency ?? 1); i++) {
          let workerID = '';
          const handle = batchHandlerOf(definition as JobDefinition<object>);
          workerID = await boss.work<object>(
            definition.name,
            {
              pollingIntervalSeconds: definition.pollingIntervalSeconds ?? 2,
              batchSize: 'batchSize' in definition ? definition.batchSize : 1,
            },
            async (fetched) => {
              if (!fetched.length) return;
              try {
                await handle(
                  fetched.map((job) => ({ id: job.id, data: job.data, retryCount: job.retryCount })),
                );
              } finally {
                // A worker that found a job looks for the next at once: a backlog drains at the
                // handlers' pace, not one job per polling interval. An empty fetch waits the interval.
                boss.notifyWorker(workerID);
              }
            },
          );
          ids.push(workerID);
        }
        workers.set(definition.name, ids);
      }
    },
    async send(name, data, sendOptions = {}) {
      return boss.send(name, data, {
        ...(sendOptions.id ? { id: sendOptions.id } : {}),
        ...(sendOptions.startAfter ? { startAfter: sendOptions.startAfter } : {}),
      });
    },
    async sendMany(name, toSend) {
      if (!toSend.length) return;
      await boss.insert(
        name,
        toSend.map((job) => ({
          data: job.data,
          ...(job.id ? { id: job.id } : {}),
          ...(job.startAfter ? { startAfter: job.startAfter } : {}),
        })),
      );
    },
    async schedule(name, cron, data, scheduleOptions) {
      await boss.schedule(name, cron, data, {
        tz: scheduleOptions.tz,
        ...(scheduleOptions.key ? { key: scheduleOptions.key } : {}),
      });
    },
    async unschedule(name, key) {
      await boss.unschedule(name, key);
    },
    wake(name) {
      if (workers.has(name)) wakeHere(name);
      else wakeChannel?.notify(name);
    },
    async counts() {
      const queues = await boss.getQueues();
      return queues.map((q) => ({
        name: q.name,
        queued: q.queuedCount,
        active: q.activeCount,
        failed: q.failedCount,
      }));
    },
    async stop() {
      // Waits for running handlers to finish (graceful) so a send in flight gets recorded.
      await wakeChannel?.close();
      await boss.stop({ graceful: true, timeout: 30_000 });
    },
  };
}

/** A definition's handler as a batch handler: a single-job handler runs on its one job. */
function batchHandlerOf(definition: JobDefinition<object>): (jobs: JobContext<object>[]) => Promise<void> {
  if ('handleBatch' in definition) return (jobs) => definition.handleBatch(jobs);
  return async (jobs) => {
    for (const job of jobs) await definition.handler(job);
  };
}
