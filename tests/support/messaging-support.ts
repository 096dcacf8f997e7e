import { eq } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { type Config, loadConfig } from '../../server/core/config/env.ts';
import type { DatabaseConnection } from '../../server/core/db/client.ts';
import { openAndMigrate } from '../../server/core/db/migrate.ts';
import { outboxMessages } from '../../server/core/db/schema/index.ts';
import { type JobQueue, startJobQueue } from '../../server/core/jobs/job-queue.ts';
import type { Logger } from '../../server/core/logger/logger.ts';
import { createMessaging, type Messaging } from '../../server/features/messaging/delivery.ts';
import { enqueueMessage } from '../../server/features/messaging/outbox.ts';
import { type Providers, providersFrom } from '../../server/features/messaging/providers/index.ts';
import type { SmsGateway } from './sms-gateway.ts';
import { createTestDatabase, type TestDatabase } from './test-database.ts';

// Helpers of the delivery tests (messaging.*.test.ts): a migrated database without a server, and
// senders started on it as the server starts its own.

export const TEXT = 'Benvenuto Mario, sei in coda al box 3';
export const MOBILE = '333 123 4567';
export const E164 = '+393331234567';

export interface Sender {
  messaging: Messaging;
  jobs: JobQueue;
  stop(): Promise<void>;
}

export interface MessagingStage {
  database: TestDatabase;
  connection: DatabaseConnection;
  /** Every log call of every sender, with its level first. */
  logLines: string[];
  logger: Logger;
  startSender(
    config: Config,
    options?: { providers?: Providers; on?: DatabaseConnection; name?: string },
  ): Promise<Sender>;
  queueSms(recipient?: string, kind?: string): Promise<string>;
  row(id: string): Promise<typeof outboxMessages.$inferSelect>;
}

/** Opens and migrates a test database before the file's tests and drops it after them. */
export function messagingStage(): MessagingStage {
  const logLines: string[] = [];
  const record = (level: string) => (message: string, details?: Record<string, unknown>) => {
    logLines.push(`${level} ${message} ${JSON.stringify(details ?? {})}`);
  };
  const stage = {
    logLines,
    logger: { debug: record('debug'), info: record('info'), warn: record('warn'), error: record('error') },
    async startSender(config, options = {}) {
      const on = options.on ?? stage.connection;
      const jobs = await startJobQueue({
        driver: on.driver,
        logger: stage.logger,
        ...(options.name ? { instanceName: options.name } : {}),
      });
      const messaging = createMessaging({
        db: on.db,
        logger: stage.logger,
        jobs,
        providers: options.providers ?? providersFrom(config),
        delivery: config.delivery,
        smsFrom: config.smsFrom,
        smsDefaultRegion: config.smsDefaultRegion,
        mailFrom: config.mailFrom,
        pollingIntervalSeconds: 0.5,
      });
      await jobs.register(messaging.jobs);
      return {
        messaging,
        jobs,
        async stop() {
          await messaging.dispatcher.stop();
          await jobs.stop();
        },
      };
    },
    queueSms(recipient = MOBILE, kind = 'welcomeSms') {
      return enqueueMessage(stage.connection.db, { channel: 'sms', kind, recipient, body: TEXT });
    },
    async row(id) {
      const [found] = await stage.connection.db
        .select()
        .from(outboxMessages)
        .where(eq(outboxMessages.outboxMessageID, id));
      if (!found) throw new Error(`no outbox row ${id}`);
      return found;
    },
  } as MessagingStage;
  beforeAll(async () => {
    stage.database = await createTestDatabase();
    stage.connection = await openAndMigrate({
      url: stage.database.url,
      dataDir: stage.database.dataDir,
      poolSize: 5,
    });
  });
  afterAll(async () => {
    await stage.connection?.close();
    await stage.database?.drop();
  });
  return stage;
}

export const settled = (status: string) => (r: { status: string }) => r.status === status;

/** Settings that send SMS to `gateway` with short retries, as the delivery tests want them. */
export function gatewayConfig(gateway: SmsGateway, env: Record<string, string> = {}): Config {
  return loadConfig({
    SMS_PROVIDER: 'http',
    SMS_HTTP_URL: `${gateway.url}/send`,
    SMS_HTTP_TOKEN: 'gateway-token',
    SMS_HTTP_HEADERS: '{"X-Api-Key":"key-1"}',
    SMS_HTTP_TIMEOUT_SECONDS: '5',
    MESSAGE_MAX_ATTEMPTS: '3',
    MESSAGE_RETRY_SECONDS: '1',
    MESSAGE_LEASE_SECONDS: '10',
    ...env,
  });
}

/** The outbox message ids the gateway received, in order. */
export const referencesOf = (gateway: SmsGateway) =>
  gateway.requests.map((r) => JSON.parse(r.body).reference as string);
