import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Dispatcher } from '../../core/context/dispatcher.ts';
import type { Database } from '../../core/db/client.ts';
import { outboxMessages } from '../../core/db/schema/index.ts';
import type { Logger } from '../../core/logger/logger.ts';

type OutboxRow = typeof outboxMessages.$inferSelect;

/** Sends one message through a real provider; throws on failure. */
export interface MessageSender {
  send(message: OutboxRow): Promise<void>;
}

export interface DispatcherOptions {
  db: Database;
  logger: Logger;
  /** E-mail sender (SMTP); absent → e-mails are marked `logged` and printed for a developer to read. */
  email?: MessageSender | undefined;
  /** SMS gateway; absent → SMS are marked `logged`. */
  sms?: MessageSender | undefined;
  intervalMs?: number;
}

const MAX_ATTEMPTS = 5;
const BATCH = 20;

/** An SMTP sender built from `SMTP_URL` with nodemailer. */
export function smtpSender(smtpUrl: string, from: string): MessageSender {
  const transport: Transporter = nodemailer.createTransport(smtpUrl);
  return {
    async send(message) {
      await transport.sendMail({
        from,
        to: message.recipient,
        subject: message.subject ?? '',
        text: message.body,
      });
    },
  };
}

/**
 * Drains the outbox: claims due rows with SKIP LOCKED (so replicas never send one message twice),
 * sends them, and records the outcome. Runs on a timer and whenever `kick()` is called after a commit.
 */
export function startDispatcher(options: DispatcherOptions): Dispatcher {
  const { db, logger } = options;
  let running = false;
  let again = false;
  let stopped = false;

  async function drainOnce(): Promise<number> {
    return db.transaction(async (tx) => {
      const due = await tx
        .select()
        .from(outboxMessages)
        .where(and(inArray(outboxMessages.status, ['pending']), lte(outboxMessages.scheduledAt, sql`now()`)))
        .orderBy(asc(outboxMessages.scheduledAt))
        .limit(BATCH)
        .for('update', { skipLocked: true });
      for (const message of due) {
        const sender = message.channel === 'email' ? options.email : options.sms;
        if (!sender) {
          logger.info(`outbox ${message.channel} (no provider configured, kept in outbox)`, {
            kind: message.kind,
            to: message.recipient,
            subject: message.subject,
            body: message.body,
          });
          await tx
            .update(outboxMessages)
            .set({ status: 'logged', attempts: message.attempts + 1 })
            .where(eq(outboxMessages.outboxMessageID, message.outboxMessageID));
          continue;
        }
        try {
          await sender.send(message);
          await tx
            .update(outboxMessages)
            .set({ status: 'sent', sentAt: new Date(), attempts: message.attempts + 1, lastError: null })
            .where(eq(outboxMessages.outboxMessageID, message.outboxMessageID));
        } catch (error) {
          const attempts = message.attempts + 1;
          const lastError = error instanceof Error ? error.message : String(error);
          logger.warn('outbox send failed', { kind: message.kind, attempts, lastError });
          await tx
            .update(outboxMessages)
            .set({
              attempts,
              lastError,
              status: attempts >= MAX_ATTEMPTS ? 'failed' : 'pending',
              // Back off: 1, 2, 4, 8 minutes.
              scheduledAt: new Date(Date.now() + 60_000 * 2 ** (attempts - 1)),
            })
            .where(eq(outboxMessages.outboxMessageID, message.outboxMessageID));
        }
      }
      return due.length;
    });
  }

  async function run() {
    if (running) {
      again = true;
      return;
    }
    running = true;
    try {
      do {
        again = false;
        while (!stopped && (await drainOnce()) === BATCH) {}
      } while (again && !stopped);
    } catch (error) {
      logger.error('outbox dispatcher failed', { error });
    } finally {
      running = false;
    }
  }

  const timer = setInterval(run, options.intervalMs ?? 5000);
  timer.unref();
  return {
    /** Sends what is due now (called after a commit that queued messages). */
    kick: () => {
      void run();
    },
    async stop() {
      stopped = true;
      clearInterval(timer);
      while (running) await new Promise((resolve) => setTimeout(resolve, 10));
    },
  };
}
