import type { WebhookSettings } from '../../core/config/env.ts';
import type { Database } from '../../core/db/client.ts';
import type { JobContext, JobDefinition, JobQueue, JobToSend } from '../../core/jobs/job-queue.ts';
import { kickedPass } from '../../core/jobs/kicked-pass.ts';
import { nameBasedId } from '../../core/jobs/name-based-id.ts';
import type { Logger } from '../../core/logger/logger.ts';
import { deliveryJobId } from '../messaging/job-ids.ts';
import { queueDisabledNotice } from './webhook-disabled-notice.ts';
import { recordNoShows } from './webhook-no-shows.ts';
import { disablesEndpoint, retries, retryDelaySeconds } from './webhook-rules.ts';
import { createWebhookSender, type SendOutcome } from './webhook-sender.ts';
import * as repo from './webhooks-repository.ts';

/**
 * Sending webhooks (docs/integrations.md, "Webhooks"). A delivery row is written in the transaction
 * of the change (webhook-events.ts); after the commit a job named after the endpoint's oldest due
 * delivery drains that endpoint: claim its oldest due delivery (short transaction), POST it
 * outside any transaction, record the outcome (another short transaction), and go on with the
 * next. An endpoint gets one request at a time, in the order its events happened; a failed
 * delivery waits for its retry while the later ones go on. A sweep every minute queues whatever
 * is due and has no job (a kick lost in a crash, a retry whose time came, a lapsed claim).
 *
 * A job's turn at its endpoint is bounded in time (TURN_MS) and in deliveries (DRAIN_LIMIT): then
 * it queues the endpoint's next turn behind the jobs already waiting and ends. With several
 * workers per process, a slow receiver holds one of them for at most one turn at a time, so the
 * other endpoints' deliveries go on at their own pace.
 */

export const DELIVER_WEBHOOKS_JOB = 'webhooks.deliver';
export const SWEEP_WEBHOOKS_JOB = 'webhooks.sweep';
export const NO_SHOW_WEBHOOKS_JOB = 'webhooks.no-shows';
const SWEEP_CRON = '* * * * *';
/** No-shows are noticed within a quarter of an hour of their day's end in the workshop's zone. */
const NO_SHOW_CRON = '*/15 * * * *';
/** Endpoints queued per kick or sweep. */
const ENQUEUE_LIMIT = 500;
/** Deliveries one job sends before it hands the endpoint to a fresh job. */
const DRAIN_LIMIT = 50;
/**
 * How long a job keeps sending to one endpoint before it hands the endpoint to a fresh job: no new
 * attempt starts after it, so a turn lasts at most this plus one request's timeout.
 */
export const TURN_MS = 5_000;
/**
 * Endpoints served at once by one process. Sending is waiting on receivers, not work: a worker
 * costs a poll now and then. Enough that a few slow receivers leave room for everyone else.
 */
export const DELIVERY_CONCURRENCY = 8;
/** Kicks this close together share one pass (see kick). */
const KICK_DELAY_MS = 100;
/** An endpoint due this long with no attempt gets a job with a fresh id (its own may have ended). */
const STALE_SECONDS = 60;

export interface WebhookJobsOptions {
  db: Database;
  logger: Logger;
  jobs: JobQueue;
  settings: WebhookSettings;
  /** The clock; tests replace it. */
  now?: () => Date;
  /** Called after a commit that queued e-mails (an endpoint disabled), so they leave at once. */
  onMessagesQueued?: () => void;
}

export interface WebhookJobs {
  jobs: JobDefinition<never>[];
  schedule(): Promise<void>;
  /** Queues a job for every endpoint with a delivery due: requests call it after a commit. */
  kick(): void;
  /**
   * Sends an endpoint's due deliveries for one turn (what a job runs, passing its id and retry
   * count to name the next turn's job); without a job, whatever is due is queued after the turn.
   */
  drain(endpointID: string, turn?: { jobID: string; retryCount: number }): Promise<void>;
  enqueueDue(): Promise<number>;
  stop(): Promise<void>;
}

export function createWebhookJobs(options: WebhookJobsOptions): WebhookJobs {
  const { db, logger, jobs, settings } = options;
  const clock = options.now ?? (() => new Date());
  const timeoutMs = settings.timeoutSeconds * 1000;
  // Longer than any request can take, so a live attempt's claim never lapses.
  const leaseMs = timeoutMs + 30_000;
  const sender = createWebhookSender({ timeoutMs });

  async function drain(endpointID: string, turn?: { jobID: string; retryCount: number }) {
    // Real time, not the injectable clock: the turn is about how long this worker is held.
    const turnEnds = performance.now() + TURN_MS;
    for (let sent = 0; sent < DRAIN_LIMIT && performance.now() < turnEnds; sent++) {
      const claimed = await db.transaction((tx) => repo.claimNext(tx, endpointID, clock(), leaseMs));
      if (!claimed) return;
      const { delivery, endpoint } = claimed;
      const outcome = await sender.send({
        url: endpoint.url,
        secret: endpoint.secret,
        webhookID: delivery.eventID,
        at: clock(),
        body: JSON.stringify(delivery.payload),
      });
      await record(delivery, outcome);
    }
    // The turn is over: the endpoint's next turn queues behind the jobs waiting now. Its id is
    // named after this run of this job, so a run retried after a crash does not queue it twice.
    if (!turn) {
      await enqueueDue();
      return;
    }
    await jobs.send(
      DELIVER_WEBHOOKS_JOB,
      { endpointID },
      { id: nameBasedId(`${turn.jobID}:${turn.retryCount}:next-turn`) },
    );
    jobs.wake(DELIVER_WEBHOOKS_JOB);
  }

  async function record(claimed: repo.DeliveryRow, outcome: SendOutcome) {
    const now = clock();
    const common = {
      lastStatusCode: outcome.statusCode,
      lastError: outcome.error,
      lastDurationMs: outcome.durationMs,
    };
    const retryAt = outcome.ok
      ? null
      : retries(claimed.attempts, settings.maxAttempts)
        ? new Date(now.getTime() + retryDelaySeconds(claimed.attempts, settings.retrySeconds) * 1000)
        : null;
    const result = await db.transaction(async (tx) => {
      const endpoint = await repo.findEndpoint(tx, claimed.webhookEndpointID, true);
      const mine = await repo.recordAttempt(
        tx,
        claimed,
        outcome.ok
          ? { ...common, status: 'delivered', deliveredAt: now }
          : retryAt
            ? { ...common, status: 'pending', nextAttemptAt: retryAt }
            : { ...common, status: 'failed' },
      );
      if (!mine || !endpoint) return { disabled: false, mine };
      if (outcome.ok) {
        await repo.updateEndpoint(tx, endpoint.webhookEndpointID, {
          firstFailureAt: null,
          lastDeliveryAt: now,
          lastDeliveryStatus: 'delivered',
        });
        return { disabled: false, mine };
      }
      const streakStart = endpoint.firstFailureAt ?? now;
      const disable = endpoint.enabled && disablesEndpoint(streakStart, now);
      await repo.updateEndpoint(tx, endpoint.webhookEndpointID, {
        firstFailureAt: streakStart,
        lastDeliveryAt: now,
        lastDeliveryStatus: 'failed',
        ...(disable ? { enabled: false, disabledAt: now, disabledReason: 'failing' as const } : {}),
      });
      if (disable) await queueDisabledNotice(tx, endpoint, await repo.workshopName(tx, endpoint.workshopID));
      return { disabled: disable, mine };
    });
    logger.info('webhook delivery', {
      webhookDeliveryId: claimed.webhookDeliveryID,
      webhookEndpointId: claimed.webhookEndpointID,
      eventType: claimed.eventType,
      attempt: claimed.attempts,
      status: outcome.ok ? 'delivered' : retryAt ? 'retry' : 'failed',
      statusCode: outcome.statusCode,
      error: outcome.error,
      durationMs: outcome.durationMs,
      ...(result.mine ? {} : { note: 'claim_lost' }),
    });
    if (result.disabled) {
      logger.warn('webhook endpoint disabled after a day of failures', {
        webhookEndpointId: claimed.webhookEndpointID,
        workshopId: claimed.workshopID,
      });
      options.onMessagesQueued?.();
    }
    if (retryAt && result.mine && !result.disabled) {
      await jobs.send(
        DELIVER_WEBHOOKS_JOB,
        { endpointID: claimed.webhookEndpointID },
        { id: deliveryJobId(claimed.webhookDeliveryID, claimed.attempts), startAfter: retryAt },
      );
    }
  }

  async function enqueueDue(): Promise<number> {
    const now = clock();
    const rows = await repo.dueEndpoints(db, now, ENQUEUE_LIMIT);
    const page: JobToSend<{ endpointID: string }>[] = [];
    for (const row of rows) {
      // Named after the endpoint's oldest due delivery and its attempt: queued twice, it exists once.
      page.push({ data: { endpointID: row.endpointID }, id: deliveryJobId(row.deliveryID, row.attempts) });
      if ((now.getTime() - row.dueAt.getTime()) / 1000 > STALE_SECONDS) {
        const period = String(Math.floor(now.getTime() / 1000 / STALE_SECONDS));
        page.push({
          data: { endpointID: row.endpointID },
          id: deliveryJobId(row.deliveryID, row.attempts, period),
        });
      }
    }
    await jobs.sendMany(DELIVER_WEBHOOKS_JOB, page);
    if (page.length) jobs.wake(DELIVER_WEBHOOKS_JOB);
    return rows.length;
  }

  // Every call into a box kicks (appointment.called), a hundred a second on a busy server, and
  // each pass is a query: kicks within KICK_DELAY_MS share one.
  const kicks = kickedPass(enqueueDue, {
    delayMs: KICK_DELAY_MS,
    onError: (error) => logger.error('queueing webhook deliveries failed', { error }),
  });

  return {
    jobs: [
      {
        name: DELIVER_WEBHOOKS_JOB,
        handler: async (job: JobContext<{ endpointID: string }>) =>
          drain(job.data.endpointID, { jobID: job.id, retryCount: job.retryCount }),
        pollingIntervalSeconds: 2,
        // One endpoint is never sent to twice at once (the claim), whatever the workers.
        concurrency: DELIVERY_CONCURRENCY,
        // A turn, with its last request and the records around it.
        expireInSeconds: Math.ceil((TURN_MS + leaseMs) / 1000),
      } as JobDefinition<never>,
      {
        name: SWEEP_WEBHOOKS_JOB,
        handler: async () => {
          await enqueueDue();
        },
        pollingIntervalSeconds: 5,
        retryLimit: 0,
      } as JobDefinition<never>,
      {
        name: NO_SHOW_WEBHOOKS_JOB,
        handler: async () => {
          if (await recordNoShows(db, clock())) await enqueueDue();
        },
        pollingIntervalSeconds: 30,
        retryLimit: 1,
      } as JobDefinition<never>,
    ],
    async schedule() {
      await jobs.schedule(SWEEP_WEBHOOKS_JOB, SWEEP_CRON, {}, { tz: 'UTC' });
      await jobs.schedule(NO_SHOW_WEBHOOKS_JOB, NO_SHOW_CRON, {}, { tz: 'UTC' });
    },
    kick: kicks.kick,
    drain,
    enqueueDue,
    async stop() {
      // A kick still waiting is dropped: the next sweep (any replica's, within a minute) queues it.
      await kicks.stop();
      await sender.close();
    },
  };
}
