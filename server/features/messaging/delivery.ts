import { randomUUID } from 'node:crypto';
import type { DeliverySettings } from '../../core/config/env.ts';
import type { Dispatcher } from '../../core/context/dispatcher.ts';
import type { Database } from '../../core/db/client.ts';
import type { JobDefinition, JobQueue } from '../../core/jobs/job-queue.ts';
import type { Logger } from '../../core/logger/logger.ts';
import * as repo from './delivery-repository.ts';
import { deliveryJobId } from './job-ids.ts';
import { toE164 } from './phone.ts';
import type { Providers } from './providers/index.ts';
import { DeliveryError, type OutgoingMessage, type SentReceipt } from './providers/provider.ts';

/**
 * Sending the outbox (docs/messaging.md). A message is written to `outbox_messages` in the
 * transaction of the change that causes it; after the commit a job keyed by its id sends it:
 * claim with a lease (short transaction), call the provider outside any transaction, record the
 * outcome (another short transaction). A periodic sweep queues whatever is due and has no job.
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
/** Send jobs one process runs at once: at most this many provider calls are in flight per process. */
export const SEND_CONCURRENCY = 4;
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
  /** What requests call after a commit that queued messages. */
  dispatcher: Dispatcher;
  /** One delivery attempt of one message (what the send job runs). */
  deliver(messageID: string): Promise<void>;
  /** Queues a send job for every message due now; resolves to how many were looked at. */
  enqueueDue(): Promise<number>;
}

export function createMessaging(options: MessagingOptions): Messaging {
  const { db, logger, jobs, providers, delivery } = options;
  const unprovided = (['sms', 'email'] as const).filter((channel) => !providers[channel]);

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

  async function prepare(row: repo.OutboxRow): Promise<OutgoingMessage> {
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
    const from = (row.workshopID && (await repo.workshopSmsSender(db, row.workshopID))) || options.smsFrom;
    return { reference: row.outboxMessageID, to, from, subject: null, text: row.body };
  }

  async function deliver(messageID: string): Promise<void> {
    if (unprovided.length && (await repo.keepInOutbox(db, messageID, unprovided))) {
      logger.info('message delivery', { messageId: messageID, status: 'outbox' });
      return;
    }
    const row = await repo.claimMessage(db, messageID, delivery.leaseSeconds);
    if (!row) {
      // Taken by another worker, already done, or not due: a job that ran early waits again.
      const due = await repo.dueTimeOf(db, messageID);
      if (due) await jobs.send(SEND_MESSAGE_JOB, { messageID }, { id: randomUUID(), startAfter: due });
      return;
    }
    const provider = providers[row.channel];
    let receipt: SentReceipt;
    try {
      if (!provider) throw new DeliveryError('no_provider', false);
      receipt = await provider.send(await prepare(row));
    } catch (error) {
      const failure = error instanceof DeliveryError ? error : new DeliveryError('provider_error', true);
      if (!(error instanceof DeliveryError)) {
        logger.warn('message provider threw', {
          messageId: row.outboxMessageID,
          error: (error as Error)?.name,
        });
      }
      await recordFailure(row, failure);
      return;
    }
    if (await repo.recordSent(db, row.outboxMessageID, row.attempts, receipt)) {
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
      for (const row of rows) {
        await jobs.send(SEND_MESSAGE_JOB, { messageID: row.id }, { id: deliveryJobId(row.id, row.attempts) });
        const overdue = (now - row.scheduledAt.getTime()) / 1000;
        if (overdue > STALE_SECONDS) {
          // Its job may have ended without sending (say the database was away for every try):
          // one more job per stale period, with an id every replica derives alike.
          const period = String(Math.floor(now / 1000 / STALE_SECONDS));
          await jobs.send(
            SEND_MESSAGE_JOB,
            { messageID: row.id },
            { id: deliveryJobId(row.id, row.attempts, period) },
          );
        }
      }
      looked += rows.length;
      if (rows.length) jobs.wake(SEND_MESSAGE_JOB);
      const last = rows.at(-1);
      if (!last || rows.length < ENQUEUE_BATCH) break;
      after = { scheduledAt: last.scheduledAt, id: last.id };
    }
    return looked;
  }

  // A kick while a pass runs asks for one more pass, so a message committed meanwhile is not missed.
  let running: Promise<void> | null = null;
  let again = false;
  function kick() {
    if (running) {
      again = true;
      return;
    }
    running = (async () => {
      do {
        again = false;
        try {
          await enqueueDue();
        } catch (error) {
          logger.error('queueing messages failed', { error });
        }
      } while (again);
    })().finally(() => {
      running = null;
    });
  }

  return {
    jobs: [
      {
        name: SEND_MESSAGE_JOB,
        handler: async (job: { data: { messageID: string } }) => deliver(job.data.messageID),
        // A kick wakes the workers at once; the poll only picks up retries that came due.
        pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2,
        concurrency: SEND_CONCURRENCY,
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
      kick,
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
      async stop() {
        while (running) await running;
      },
    },
    deliver,
    enqueueDue,
  };
}
