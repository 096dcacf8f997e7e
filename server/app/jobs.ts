import type { Config } from '../core/config/env.ts';
import type { JobSender } from '../core/context/background-jobs.ts';
import type { Dispatcher } from '../core/context/dispatcher.ts';
import type { DatabaseConnection } from '../core/db/client.ts';
import { type JobQueue, startJobQueue } from '../core/jobs/job-queue.ts';
import type { Logger } from '../core/logger/logger.ts';
import type { TurnoPubSub } from '../core/realtime/pubsub.ts';
import { createAlertJobs } from '../features/alerts/alert-jobs.ts';
import { scheduledSmsWork } from '../features/appointments/scheduled-sms.ts';
import { overrunNoticeWork } from '../features/bay-board/overrun-notices.ts';
import { createMessaging } from '../features/messaging/delivery.ts';
import { type Providers, providersFrom } from '../features/messaging/providers/index.ts';
import { createPrivacyJobs } from '../features/privacy/privacy-jobs.ts';
import { createUploadJobs } from '../features/uploads/upload-jobs.ts';
import { createUploadRetention } from '../features/uploads/upload-retention.ts';
import { createWebhookJobs } from '../features/webhooks/webhook-delivery.ts';

export interface BackgroundWork {
  /** What requests kick after a commit that queued messages. */
  dispatcher: Dispatcher;
  /** Where requests queue background work, and its counts for `/metrics`. */
  jobs: JobSender & Pick<JobQueue, 'counts'>;
  stop(): Promise<void>;
}

/**
 * The one place that starts the job queue and registers every worker and schedule. A feature with
 * background work exports its job definitions; they are listed here.
 */
export async function startBackgroundWork(
  connection: DatabaseConnection,
  config: Config,
  logger: Logger,
  options: {
    providers?: Providers;
    instanceName?: string;
    pubsub?: TurnoPubSub;
    /** The server's clock and public address, for the messages the schedules write. */
    now?: () => Date;
    publicUrl?: string;
  } = {},
): Promise<BackgroundWork> {
  const jobs = await startJobQueue({
    driver: connection.driver,
    logger,
    runWorkers: config.jobWorkers,
    ...(options.instanceName ? { instanceName: options.instanceName } : {}),
  });
  try {
    const messaging = createMessaging({
      db: connection.db,
      logger,
      jobs,
      providers: options.providers ?? providersFrom(config),
      delivery: config.delivery,
      smsFrom: config.smsFrom,
      smsDefaultRegion: config.smsDefaultRegion,
      mailFrom: config.mailFrom,
    });
    const scheduledSms = scheduledSmsWork({
      db: connection.db,
      logger,
      dispatcher: messaging.dispatcher,
      publicUrl: options.publicUrl ?? config.publicUrl ?? `http://localhost:${config.port}`,
      now: options.now ?? (() => new Date()),
    });
    const overrunNotices = overrunNoticeWork({
      db: connection.db,
      logger,
      dispatcher: messaging.dispatcher,
      ...(options.pubsub ? { pubsub: options.pubsub } : {}),
      publicUrl: options.publicUrl ?? config.publicUrl ?? `http://localhost:${config.port}`,
      now: options.now ?? (() => new Date()),
    });
    const alerts = createAlertJobs({
      db: connection.db,
      logger,
      jobs,
      ...(options.pubsub ? { pubsub: options.pubsub } : {}),
      ...(options.now ? { now: options.now } : {}),
    });
    const privacy = createPrivacyJobs({
      db: connection.db,
      logger,
      ...(options.now ? { now: options.now } : {}),
    });
    const webhooks = createWebhookJobs({
      db: connection.db,
      logger,
      jobs,
      settings: config.webhooks,
      ...(options.now ? { now: options.now } : {}),
      onMessagesQueued: () => messaging.dispatcher.kick(),
    });
    const uploads = createUploadJobs({
      db: connection.db,
      logger,
      uploadDir: config.uploadDir,
      now: options.now ?? (() => new Date()),
      ...(options.pubsub ? { pubsub: options.pubsub } : {}),
      onAppointmentsWritten: () => webhooks.kick(),
    });
    const uploadRetention = createUploadRetention({
      db: connection.db,
      logger,
      uploadDir: config.uploadDir,
      now: options.now ?? (() => new Date()),
      retentionDays: config.uploadFileRetentionDays,
    });
    await jobs.register([
      ...messaging.jobs,
      ...scheduledSms.jobs,
      ...overrunNotices.jobs,
      ...alerts.jobs,
      ...uploads.jobs,
      ...privacy.jobs,
      ...uploadRetention.jobs,
      ...webhooks.jobs,
    ]);
    await messaging.schedule();
    await scheduledSms.schedule(jobs);
    await overrunNotices.schedule(jobs);
    await alerts.schedule();
    await privacy.schedule(jobs);
    await uploadRetention.schedule(jobs);
    await webhooks.schedule();
    // Whatever was queued while no server ran goes out now, not at the sweep's next minute.
    messaging.dispatcher.kick();
    webhooks.kick();
    const dispatcher: Dispatcher = {
      kick() {
        messaging.dispatcher.kick();
        webhooks.kick();
      },
      kickWebhooks: webhooks.kick,
      resend: messaging.dispatcher.resend,
      async stop() {
        await messaging.dispatcher.stop();
        await webhooks.stop();
      },
    };
    return {
      dispatcher,
      jobs,
      async stop() {
        await dispatcher.stop();
        await jobs.stop();
      },
    };
  } catch (error) {
    await jobs.stop().catch(() => {});
    throw error;
  }
}
