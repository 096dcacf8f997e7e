import { eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/core/config/env.ts';
import { openAndMigrate } from '../../server/core/db/migrate.ts';
import { outboxMessages } from '../../server/core/db/schema/index.ts';
import { SEND_MESSAGE_JOB } from '../../server/features/messaging/delivery.ts';
import { claimMessage } from '../../server/features/messaging/delivery-repository.ts';
import { providersFrom } from '../../server/features/messaging/providers/index.ts';
import {
  E164,
  gatewayConfig,
  type MessagingStage,
  MOBILE,
  messagingStage,
  referencesOf,
  type Sender,
  settled,
  TEXT,
} from '../support/messaging-support.ts';
import { eventually, type SmsGateway, startSmsGateway } from '../support/sms-gateway.ts';

// Sending the outbox through pg-boss jobs to a real HTTP gateway on loopback, on PGlite or on the
// PostgreSQL of TEST_DATABASE_URL: every outcome a provider can give, two replicas at once, and a
// sender that dies between sending and recording.

const stage = messagingStage();
const queueSms = (recipient?: string, kind?: string) => stage.queueSms(recipient, kind);
const row = (id: string) => stage.row(id);
const startSender: MessagingStage['startSender'] = (config, options) => stage.startSender(config, options);

async function select<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  // PGlite answers { rows }, postgres.js the rows themselves.
  const result = (await stage.connection.db.execute(query)) as unknown as T[] | { rows: T[] };
  return 'rows' in result ? result.rows : result;
}

/** Runs `work` with a gateway and a sender, and always stops both. */
async function withGateway(
  behaviour: Parameters<typeof startSmsGateway>[0],
  work: (gateway: SmsGateway, sender: Sender) => Promise<void>,
  env: Record<string, string> = {},
) {
  const gateway = await startSmsGateway(behaviour);
  const sender = await startSender(gatewayConfig(gateway, env));
  try {
    await work(gateway, sender);
  } finally {
    await sender.stop();
    await gateway.close();
  }
}

describe('SMS through the HTTP gateway', () => {
  it('posts the default JSON body with the bearer token, extra headers, E.164 number and the message id as reference', async () => {
    await withGateway(
      () => ({ status: 200, body: '{"id":"gw-42"}' }),
      async (gateway, sender) => {
        const id = await queueSms();
        sender.messaging.dispatcher.kick();
        const sent = await eventually('sent', () => row(id), settled('sent'));
        expect(gateway.requests).toHaveLength(1);
        const [request] = gateway.requests;
        expect(request?.method).toBe('POST');
        expect(request?.path).toBe('/send');
        expect(request?.headers.authorization).toBe('Bearer gateway-token');
        expect(request?.headers['x-api-key']).toBe('key-1');
        expect(request?.headers['idempotency-key']).toBe(id);
        expect(request?.headers['content-type']).toBe('application/json');
        expect(JSON.parse(request?.body ?? '')).toEqual({
          to: E164,
          from: 'Turno',
          text: TEXT,
          reference: id,
        });
        expect(sent).toMatchObject({
          attempts: 1,
          providerReference: 'gw-42',
          providerStatus: 200,
          leaseExpiresAt: null,
        });
        expect(sent.sentAt).toBeInstanceOf(Date);
      },
    );
  });

  it('fills a body template, escaped for its content type', async () => {
    await withGateway(
      () => ({ status: 202 }),
      async (gateway, sender) => {
        const id = await queueSms();
        sender.messaging.dispatcher.kick();
        await eventually('sent', () => row(id), settled('sent'));
        expect(gateway.requests[0]?.headers['content-type']).toBe('application/x-www-form-urlencoded');
        expect(new URLSearchParams(gateway.requests[0]?.body)).toEqual(
          new URLSearchParams({ dest: E164, msg: TEXT, ref: id, sender: 'Turno' }),
        );
      },
      {
        SMS_HTTP_CONTENT_TYPE: 'application/x-www-form-urlencoded',
        SMS_HTTP_BODY_TEMPLATE: 'dest={{to}}&msg={{text}}&ref={{reference}}&sender={{from}}',
      },
    );
  });

  it('retries a 500 once the gateway recovers, and sends the message once', async () => {
    await withGateway(
      (_request, index) => ({ status: index === 0 ? 500 : 200 }),
      async (gateway, sender) => {
        const id = await queueSms();
        sender.messaging.dispatcher.kick();
        const sent = await eventually('sent', () => row(id), settled('sent'));
        expect(gateway.requests).toHaveLength(2);
        expect(referencesOf(gateway)).toEqual([id, id]);
        expect(sent).toMatchObject({ attempts: 2, lastError: null, providerStatus: 200 });
      },
    );
  });

  it('retries a gateway slower than the time-out, then sends', async () => {
    await withGateway(
      (_request, index) => ({ status: 200, delayMs: index === 0 ? 2500 : 0 }),
      async (gateway, sender) => {
        const id = await queueSms();
        sender.messaging.dispatcher.kick();
        const sent = await eventually('sent', () => row(id), settled('sent'));
        // The first request outlasted the 1-second time-out; one attempt per request, same reference.
        expect(sent.attempts).toBeGreaterThanOrEqual(2);
        expect(gateway.requests).toHaveLength(sent.attempts);
        expect(new Set(referencesOf(gateway))).toEqual(new Set([id]));
      },
      { SMS_HTTP_TIMEOUT_SECONDS: '1' },
    );
  });

  it('marks a message failed after the last attempt when the gateway always fails', async () => {
    await withGateway(
      () => ({ status: 503 }),
      async (gateway, sender) => {
        const id = await queueSms();
        sender.messaging.dispatcher.kick();
        const failed = await eventually('failed', () => row(id), settled('failed'));
        expect(failed).toMatchObject({ attempts: 3, lastError: 'http_503', providerStatus: 503 });
        expect(gateway.requests).toHaveLength(3);
      },
    );
  });

  it('retries a 4xx refusal like any other answer, then fails (a wrong token is fixed meanwhile)', async () => {
    await withGateway(
      () => ({ status: 401, body: '{"error":"bad token"}' }),
      async (gateway, sender) => {
        const id = await queueSms();
        sender.messaging.dispatcher.kick();
        const failed = await eventually('failed', () => row(id), settled('failed'));
        expect(failed).toMatchObject({ attempts: 3, lastError: 'http_401', providerStatus: 401 });
        expect(gateway.requests).toHaveLength(3);
      },
    );
  });

  it('fails an invalid number as invalid_number without calling the gateway', async () => {
    await withGateway(
      () => ({ status: 200 }),
      async (gateway, sender) => {
        const id = await queueSms('12345');
        sender.messaging.dispatcher.kick();
        const failed = await eventually('failed', () => row(id), settled('failed'));
        expect(failed).toMatchObject({ attempts: 1, lastError: 'invalid_number' });
        expect(gateway.requests).toHaveLength(0);
      },
    );
  });

  it('keeps SMS in the outbox when no provider is configured (the default)', async () => {
    const sender = await startSender(loadConfig({}));
    try {
      const id = await queueSms();
      sender.messaging.dispatcher.kick();
      const kept = await eventually('kept in outbox', () => row(id), settled('outbox'));
      expect(kept).toMatchObject({ attempts: 0, sentAt: null });
    } finally {
      await sender.stop();
    }
  });

  it('sends a message whose sender died between sending and recording again after its lease, with the same reference', async () => {
    const gateway = await startSmsGateway(() => ({ status: 200 }));
    const config = gatewayConfig(gateway, { MESSAGE_LEASE_SECONDS: '2' });
    // Started first, so that its start-up does not eat into the dying sender's 2-second lease.
    const sender = await startSender(config);
    try {
      const id = await queueSms();
      // The dying sender: claims, reaches the gateway, and never records.
      const claimed = await claimMessage(stage.connection.db, id, config.delivery.leaseSeconds);
      expect(claimed?.attempts).toBe(1);
      await providersFrom(config).sms?.send({
        reference: id,
        to: E164,
        from: 'Turno',
        subject: null,
        text: TEXT,
      });
      expect((await row(id)).status).toBe('sending');
      // Within the lease nobody takes it again, neither the sweep nor a direct attempt.
      sender.messaging.dispatcher.kick();
      await sender.messaging.dispatcher.stop();
      await sender.messaging.deliver(id);
      expect(gateway.requests).toHaveLength(1);
      // Past the lease, the sweep queues it and a worker sends it once more.
      const sent = await eventually(
        'resent after the lease',
        async () => {
          sender.messaging.dispatcher.kick();
          return row(id);
        },
        settled('sent'),
      );
      expect(sent.attempts).toBe(2);
      expect(referencesOf(gateway)).toEqual([id, id]);
    } finally {
      await sender.stop();
      await gateway.close();
    }
  });

  it('queues a fresh job for a message long due whose own job ended without sending it', async () => {
    await withGateway(
      () => ({ status: 200 }),
      async (gateway, sender) => {
        const id = await queueSms();
        const outbox = stage.connection.db;
        // Its job runs while the row is not sendable, and so ends having sent nothing…
        await outbox
          .update(outboxMessages)
          .set({ status: 'failed' })
          .where(eq(outboxMessages.outboxMessageID, id));
        await sender.jobs.send(SEND_MESSAGE_JOB, { messageID: id }, { id });
        sender.jobs.wake(SEND_MESSAGE_JOB);
        await eventually(
          'job ended',
          () => select<{ state: string }>(sql`select state from pgboss.job where id = ${id}::uuid`),
          (rows) => rows[0]?.state === 'completed',
        );
        // …then the row is due again, for longer than the stale period: the job with its id exists,
        // so only a fresh one can send it.
        await outbox
          .update(outboxMessages)
          .set({ status: 'queued', scheduledAt: sql`now() - interval '11 minutes'` })
          .where(eq(outboxMessages.outboxMessageID, id));
        sender.messaging.dispatcher.kick();
        await eventually('sent', () => row(id), settled('sent'));
        expect(referencesOf(gateway)).toEqual([id]);
      },
    );
  });

  it('two replicas draining the same messages send each exactly once', async () => {
    const gateway = await startSmsGateway(() => ({ status: 200, delayMs: 20 }));
    // A generous lease: this test is about who sends, not about senders that die.
    const config = gatewayConfig(gateway, { MESSAGE_LEASE_SECONDS: '60' });
    // On PostgreSQL the second replica has its own connection pool, as a second process would.
    const second = stage.database.url
      ? await openAndMigrate({ url: stage.database.url, dataDir: stage.database.dataDir, poolSize: 5 })
      : stage.connection;
    const replicas = [
      await startSender(config, { name: 'replica-a' }),
      await startSender(config, { on: second, name: 'replica-b' }),
    ];
    try {
      const ids: string[] = [];
      for (let i = 0; i < 30; i++) ids.push(await queueSms(MOBILE, `burst${i}`));
      // Both replicas queue every message: pg-boss holds one job each, whose id is the message id.
      await Promise.all(replicas.map((replica) => replica.messaging.enqueueDue()));
      const jobIDs = await select<{ id: string }>(
        sql`select id::text as id from pgboss.job where name = ${SEND_MESSAGE_JOB} and id::text in ${ids}`,
      );
      expect(jobIDs.map((job) => job.id).sort()).toEqual([...ids].sort());
      // While their workers run those jobs, both replicas also try every message directly: the
      // claim, not only the job ids, must keep a message from going out twice.
      await Promise.all(ids.flatMap((id) => replicas.map((replica) => replica.messaging.deliver(id))));
      const rows = await eventually(
        'all sent',
        () =>
          stage.connection.db
            .select()
            .from(outboxMessages)
            .where(inArray(outboxMessages.outboxMessageID, ids)),
        (found) => found.every((r) => r.status === 'sent'),
      );
      expect(rows.every((r) => r.attempts === 1)).toBe(true);
      const references = referencesOf(gateway);
      expect(references).toHaveLength(ids.length);
      expect(new Set(references)).toEqual(new Set(ids));
    } finally {
      for (const replica of replicas) await replica.stop();
      if (second !== stage.connection) await second.close();
      await gateway.close();
    }
  });

  it('never logs a recipient, a text or a token, and logged no error', () => {
    const all = stage.logLines.join('\n');
    expect(stage.logLines.filter((line) => line.startsWith('error'))).toEqual([]);
    expect(stage.logLines.some((line) => line.includes('"status":"sent"'))).toBe(true);
    for (const secret of [E164, MOBILE, '3331234567', TEXT, 'gateway-token', 'Benvenuto']) {
      expect(all).not.toContain(secret);
    }
  });
});
