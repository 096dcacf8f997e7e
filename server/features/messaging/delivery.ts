import { randomUUID } from 'node:crypto';
import DataLoader from 'dataloader';
import type { DeliverySettings } from '../../core/config/env.ts';
import type { Dispatcher } from '../../core/context/dispatcher.ts';
import type { Database } from '../../core/db/client.ts';
import type { JobDefinition, JobQueue, JobToSend } from '../../core/jobs/job-queue.ts';
import { kickedPass } from '../../core/jobs/kicked-pass.ts';
import type { Logger } from '../../core/logger/logger.ts';
import * as repo from './delivery-repository.ts';
import { deliveryJobId } from './job-ids.ts';
import { toE164 } from './phone.ts';
import type { Providers } from './providers/index.ts';
import { DeliveryError, type OutgoingMessage, type SentReceipt } from './providers/provider.ts';
import { sendPace } from './send-pace.ts';

/**
 * Sending the outbox (docs/messaging.md). A message is written to `outbox_messages` in the
 * transaction of the change that causes it; after the commit a job keyed by its id sends it:
 * claim with a lease (short transaction), call the provider outside any transaction, record the
 * outcome (another short transaction). A periodic sweep queues whatever is due and has no job.
 * Jobs are queued a page at a time and run in batches: a worker fetches up to SEND_BATCH jobs,
 * claims their messages in one statement, calls the provider for all of them at once, records the
 * sent ones in shared statements, and completes the batch in one call.
 */

export const SEND_MESSAGE_JOB = 'messaging.send';
export const SWEEP_OUTBOX_JOB = 'messaging.sweep';
/** The sweep's cron: every minute. */
const SWEEP_CRON = '* * * * *';
/** Messages read per page by the sweep or a kick, and pages per pass (a pass queues up to 50,000). */
const ENQUEUE_BATCH = 500;
const ENQUEUE_PAGES = 100;
/** A message due this long with no attempt gets a job with a fresh id (its own may have ended). */
const STALE_SECONDS = 600;
/** Send jobs a worker fetches, claims and sends at once (all its provider calls start together). */
const SEND_BATCH = 10;
/** Workers per process: one fetches and claims while the other waits on the provider. */
const SEND_WORKERS = 2;
/** At most this many provider calls are in flight per process. */
export const SEND_CONCURRENCY = SEND_BATCH * SEND_WORKERS;
/** Sent outcomes that arrive within this long of each other are recorded in one statement. */
const RECORD_WINDOW_MS = 5;
/** Longest wait between attempts. */
const MAX_BACKOFF_SECONDS = 6 * 3600;

export interface MessagingOptions {
  db: Database;
  logger: Logger;
  jobs: JobQueue;
  providers: Providers;
  delivery: DeliverySettings;
  smsFrom: string;
  smsDefaultRegion: string;
  mailFrom: string;
  /** How often an idle sender looks for jobs (seconds, at least 0.5). */
  pollingIntervalSeconds?: number;
}

export interface Messaging {
  /** The job definitions the app registers (server/app/jobs.ts). */
  jobs: JobDefinition<never>[];
  /** Cron schedules to install once the workers run. */
  schedule(): Promise<void>;
  /** What requests call after a commit that queued messages (server/app/jobs.ts adds the webhooks). */
  dispatcher: Omit<Dispatcher, 'kickWebhooks'>;
  /** One delivery attempt of one message (what a batch of send jobs runs for each of its messages). */
  deliver(messageID: string): Promise<void>;
  /** Queues a send job for every message due now; resolves to how many were looked at. */
  enqueueDue(): Promise<number>;
}

export function createMessaging(options: MessagingOptions): Messaging {
  const { db, logger, jobs, providers, delivery } = options;
  const unprovided = (['sms', 'email'] as const).filter((channel) => !providers[channel]);
  const pace = sendPace(delivery.sendRate, SEND_CONCURRENCY);

  function log(
    row: repo.OutboxRow,
    status: string,
    details: { statusCode?: number | null; reason?: string } = {},
  ) {
    // Ids, kinds and statuses only: never the recipient, the subject or the text.
    logger.info('message delivery', {
      messageId: row.outboxMessageID,
      kind: row.kind,
      channel: row.channel,
      status,
      attempt: row.attempts,
      ...(details.statusCode != null ? { providerStatus: details.statusCode } : {}),
      ...(details.reason ? { reason: details.reason } : {}),
    });
  }

  function prepare(row: repo.OutboxRow, senders: Map<string, string>): OutgoingMessage {
    if (row.channel === 'email') {
      return {
        reference: row.outboxMessageID,
        to: row.recipient,
        from: options.mailFrom,
        subject: row.subject,
        text: row.body,
      };
    }
    const to = toE164(row.recipient, options.smsDefaultRegion);
    if (!to) throw new DeliveryError('invalid_number', false);
    const from = (row.workshopID && senders.get(row.workshopID)) || options.smsFrom;
    return { reference: row.outboxMessageID, to, from, subject: null, text: row.body };
  }

  // Sent outcomes of every batch in flight, recorded together: each still under its own attempt's
  // guard, and within a few milliseconds of the provider's answer, so a crash finds no more sent
  // but unrecorded messages than sending one by one would.
  const sentRecords = new DataLoader<repo.SentOutcome, boolean>(
    async (outcomes) => {
      const recorded = await repo.recordSentMany(db, outcomes);
      return outcomes.map((outcome) => recorded.has(outcome.messageID));
    },
    { cache: false, batchScheduleFn: (dispatch) => setTimeout(dispatch, RECORD_WINDOW_MS) },
  );

  /** One delivery attempt of each of the given messages (what a batch of send jobs runs). */
  async function deliverBatch(messageIDs: readonly string[]): Promise<void> {
    const ids = [...new Set(messageIDs)];
    // Before the claim: a batch waiting for its turn holds no lease.
    await pace.take(ids.length);
    const kept = unprovided.length ? await repo.keepInOutbox(db, ids, unprovided) : new Set<string>();
    for (const id of kept) logger.info('message delivery', { messageId: id, status: 'outbox' });
    const rows = await repo.claimMessages(
      db,
      ids.filter((id) => !kept.has(id)),
      delivery.leaseSeconds,
    );
    const claimed = new Set(rows.map((row) => row.outboxMessageID));
    // The others were taken by another worker, are done, or are not due: a job that ran early
    // waits again.
    const early = await repo.notYetDue(
      db,
      ids.filter((id) => !claimed.has(id) && !kept.has(id)),
    );
    await jobs.sendMany(
      SEND_MESSAGE_JOB,
      early.map((row) => ({ data: { messageID: row.id }, id: randomUUID(), startAfter: row.scheduledAt })),
    );
    if (!rows.length) return;
    const workshops = new Set(
      rows.flatMap((row) => (row.channel === 'sms' && row.workshopID ? [row.workshopID] : [])),
    );
    const senders = await repo.workshopSmsSenders(db, [...workshops]);
    // Every provider call of the batch at once, so a lease covers one call, not a queue of them.
    const attempts = await Promise.allSettled(rows.map((row) => attempt(row, senders)));
    const broken = attempts.find((result) => result.status === 'rejected');
    // A database error: the batch's jobs run again; the claimed messages wait out their leases.
    if (broken) throw broken.reason;
  }

  async function attempt(row: repo.OutboxRow, senders: Map<string, string>): Promise<void> {
    const provider = providers[row.channel];
    let receipt: SentReceipt;
    try {
      if (!provider) throw new DeliveryError('no_provider', false);
      receipt = await provider.send(prepare(row, senders));
    } catch (error) {
      const failure = error instanceof DeliveryError ? error : new DeliveryError('provider_error', true);
      if (!(error instanceof DeliveryError)) {
        logger.warn('message provider threw', {
          messageId: row.outboxMessageID,
          error: (error as Error)?.name,
        });
      }
      // Each failure by itself: its own retry time and job, whatever the rest of the batch did.
      await recordFailure(row, failure);
      return;
    }
    const outcome = { messageID: row.outboxMessageID, attempt: row.attempts, receipt };
    if (await sentRecords.load(outcome)) {
      log(row, 'sent', { statusCode: receipt.statusCode });
    } else {
      // Sent, but the lease ran out first and another worker took the message: the provider got the
      // same reference both times (docs/messaging.md).
      log(row, 'sent_after_lease', { statusCode: receipt.statusCode });
    }
  }

  async function recordFailure(row: repo.OutboxRow, failure: DeliveryError) {
    const id = row.outboxMessageID;
    if (!failure.retryable || row.attempts >= delivery.maxAttempts) {
      await repo.recordFailed(db, id, row.attempts, failure.reason, failure.statusCode);
      log(row, 'failed', failure);
      return;
    }
    const delay = Math.min(MAX_BACKOFF_SECONDS, delivery.retrySeconds * 2 ** (row.attempts - 1));
    const due = await repo.recordRetry(db, id, row.attempts, failure.reason, failure.statusCode, delay);
    log(row, 'retry', failure);
    if (due)
      await jobs.send(
        SEND_MESSAGE_JOB,
        { messageID: id },
        { id: deliveryJobId(id, row.attempts), startAfter: due },
      );
  }

  async function enqueueDue(): Promise<number> {
    const exhausted = await repo.failExhaustedLeases(db, delivery.maxAttempts);
    for (const id of exhausted)
      logger.warn('message delivery', { messageId: id, status: 'failed', reason: 'lease_expired' });
    // Page after page, so a backlog (a morning's reminders, a restart) is queued in one pass,
    // the workers woken after each page so sending starts while the rest is queued.
    let looked = 0;
    let after: { scheduledAt: Date; id: string } | undefined;
    for (let pass = 0; pass < ENQUEUE_PAGES; pass++) {
      const rows = await repo.claimableMessages(db, ENQUEUE_BATCH, after);
      const now = Date.now();
      const page: JobToSend<{ messageID: string }>[] = [];
      for (const row of rows) {
        page.push({ data: { messageID: row.id }, id: deliveryJobId(row.id, row.attempts) });
        const overdue = (now - row.scheduledAt.getTime()) / 1000;
        if (overdue > STALE_SECONDS) {
          // Its job may have ended without sending (say the database was away for every try):
          // one more job per stale period, with an id every replica derives alike.
          const period = String(Math.floor(now / 1000 / STALE_SECONDS));
          page.push({ data: { messageID: row.id }, id: deliveryJobId(row.id, row.attempts, period) });
        }
      }
      // One statement per page; ids already queued are skipped.
      await jobs.sendMany(SEND_MESSAGE_JOB, page);
      looked += rows.length;
      if (rows.length) jobs.wake(SEND_MESSAGE_JOB);
      const last = rows.at(-1);
      if (!last || rows.length < ENQUEUE_BATCH) break;
      after = { scheduledAt: last.scheduledAt, id: last.id };
    }
    return looked;
  }

  // A kick while a pass runs asks for one more pass, so a message committed meanwhile is not missed.
  const kicks = kickedPass(enqueueDue, {
    delayMs: 0,
    onError: (error) => logger.error('queueing messages failed', { error }),
  });

  return {
    jobs: [
      {
        name: SEND_MESSAGE_JOB,
        batchSize: SEND_BATCH,
        handleBatch: async (batch: { data: { messageID: string } }[]) =>
          deliverBatch(batch.map((job) => job.data.messageID)),
        // A kick wakes the workers at once; the poll only picks up retries that came due.
        pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2,
        concurrency: SEND_WORKERS,
        // Longer than a provider call can take, so pg-boss does not start a second run meanwhile.
        expireInSeconds: Math.max(60, delivery.leaseSeconds * 2),
      } as JobDefinition<never>,
      {
        name: SWEEP_OUTBOX_JOB,
        handler: async () => {
          await enqueueDue();
        },
        pollingIntervalSeconds: 5,
        retryLimit: 0,
      } as JobDefinition<never>,
    ],
    async schedule() {
      await jobs.schedule(SWEEP_OUTBOX_JOB, SWEEP_CRON, {}, { tz: 'UTC' });
    },
    dispatcher: {
      kick: kicks.kick,
      resend(messageID: string) {
        // A fresh job id: pg-boss may still hold the ids of the message's earlier attempts and
        // would ignore a job under one of them. The claim keeps a second run from sending twice.
        void jobs
          .send(SEND_MESSAGE_JOB, { messageID }, { id: randomUUID() })
          .then(() => jobs.wake(SEND_MESSAGE_JOB))
          .catch((error) =>
            logger.error('queueing a resent message failed', { messageId: messageID, error }),
          );
      },
      stop: kicks.stop,
    },
    deliver: (messageID) => deliverBatch([messageID]),
    enqueueDue,
  };
}
