import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../server/app/seed/demo-users.ts';
import { outboxMessages } from '../../server/core/db/schema/index.ts';
import { errorCode, gql, type Session, signIn } from '../support/graphql-client.ts';
import { eventually, type SmsGateway, startSmsGateway } from '../support/sms-gateway.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { demoWorkshop } from '../support/workshop-fixture.ts';

// The Outbox screen's query and resend over HTTP: who reads which workshop's messages, what a
// manager sees of a recipient, paging and filters, and a failed SMS sent again exactly once.

const LIST = `query ($filter: OutboxFilter!, $first: Int, $after: String) {
  outboxMessages(filter: $filter, first: $first, after: $after) {
    totalCount
    pageInfo { hasNextPage endCursor }
    nodes { outboxMessageID kind channel recipient recipientMasked body contentHidden status attempts lastError canResend }
  }
}`;
const RESEND = `mutation ($id: ID!) { resendMessage(outboxMessageID: $id) { outboxMessageID status canResend } }`;

// The demo seed writes messages of its own: the rows here carry a kind nothing else uses.
const KIND = 'outboxScreenCheck';

type Node = {
  outboxMessageID: string;
  kind: string;
  channel: string;
  recipient: string;
  recipientMasked: boolean;
  body: string | null;
  contentHidden: boolean;
  status: string;
  attempts: number;
  lastError: string | null;
  canResend: boolean;
};
type List = {
  outboxMessages: {
    totalCount: number;
    pageInfo: { hasNextPage: boolean; endCursor: string | null };
    nodes: Node[];
  };
};

let server: TestServer;
let gateway: SmsGateway;
let admin: Session;
/** The demo's owner: a manager in Milano only. */
let manager: Session;
let hostess: Session;
let milano: string;
let roma: string;

beforeAll(async () => {
  gateway = await startSmsGateway(() => ({ status: 200, body: '{"id":"gw-resent"}' }));
  server = await startTestServer({ SMS_PROVIDER: 'http', SMS_HTTP_URL: `${gateway.url}/sms` });
  [admin, manager, hostess] = await Promise.all([
    signIn(server.url, 'admin', DEMO_PASSWORD),
    signIn(server.url, 'owner', DEMO_PASSWORD),
    signIn(server.url, 'hostess', DEMO_PASSWORD),
  ]);
  milano = (await demoWorkshop(server, 'MI01')).workshopID;
  roma = (await demoWorkshop(server, 'RM01')).workshopID;
  // Rows written as the senders leave them: not queued, so no job touches them meanwhile.
  const base = { channel: 'sms' as const, kind: KIND, body: 'Auto pronta', workshopID: milano };
  await server.services.db.insert(outboxMessages).values([
    ...Array.from({ length: 5 }, (_, i) => ({
      ...base,
      recipient: `333 123 456${i}`,
      status: 'sent' as const,
      attempts: 1,
      createdAt: new Date(Date.UTC(2026, 0, 10, 9, i)),
    })),
    {
      ...base,
      recipient: '333 999 8877',
      status: 'failed' as const,
      attempts: 5,
      lastError: 'http_503',
      createdAt: new Date(Date.UTC(2026, 0, 11, 9)),
    },
    { ...base, recipient: '333 000 1111', status: 'sent' as const, workshopID: roma },
    {
      channel: 'email' as const,
      kind: 'passwordRecovery',
      recipient: 'mario.rossi@example.com',
      subject: 'Turno: reimposta la password',
      body: 'link segreto',
      status: 'outbox' as const,
    },
  ]);
});

afterAll(async () => {
  await server?.stop();
  await gateway?.close();
});

const list = (session: Session, filter: Record<string, unknown>, first?: number, after?: string) =>
  gql<List>(server.url, LIST, { filter, first, after }, { token: session.token });

describe('outboxMessages', () => {
  it("shows a manager their workshop's messages, recipients masked, newest first in pages", async () => {
    const page1 = await list(manager, { workshopID: milano, kind: KIND }, 4);
    expect(page1.errors).toBeUndefined();
    const first = page1.data!.outboxMessages;
    expect(first.totalCount).toBe(6);
    expect(first.pageInfo.hasNextPage).toBe(true);
    expect(first.nodes[0]).toMatchObject({ status: 'failed', recipient: '•••••877', recipientMasked: true });
    expect(first.nodes.every((n) => n.recipientMasked && !n.recipient.includes('333'))).toBe(true);
    const page2 = await list(manager, { workshopID: milano, kind: KIND }, 4, first.pageInfo.endCursor!);
    const second = page2.data!.outboxMessages;
    expect(second.nodes).toHaveLength(2);
    expect(second.pageInfo.hasNextPage).toBe(false);
    const ids = [...first.nodes, ...second.nodes].map((n) => n.outboxMessageID);
    expect(new Set(ids).size).toBe(6);
  });

  it('filters by status, channel and time', async () => {
    const failed = await list(manager, { workshopID: milano, kind: KIND, statuses: ['failed'] });
    expect(failed.data!.outboxMessages.nodes.map((n) => n.lastError)).toEqual(['http_503']);
    const mails = await list(manager, { workshopID: milano, kind: KIND, channel: 'email' });
    expect(mails.data!.outboxMessages.totalCount).toBe(0);
    const early = await list(manager, {
      workshopID: milano,
      kind: KIND,
      from: '2026-01-10T09:01:00Z',
      to: '2026-01-10T09:03:00Z',
    });
    expect(early.data!.outboxMessages.totalCount).toBe(2);
  });

  it('shows an admin the full recipient, and messages of no workshop with secret texts hidden', async () => {
    const full = await list(admin, { workshopID: milano, kind: KIND, statuses: ['failed'] });
    expect(full.data!.outboxMessages.nodes[0]).toMatchObject({
      recipient: '333 999 8877',
      recipientMasked: false,
    });
    const none = await list(admin, { workshopID: null });
    const recovery = none.data!.outboxMessages.nodes.find((n) => n.kind === 'passwordRecovery');
    expect(recovery).toMatchObject({ contentHidden: true, body: null, recipient: 'mario.rossi@example.com' });
  });

  it('masks the recipient in the text for a manager, as in the recipient column; an admin reads it', async () => {
    await server.services.db.insert(outboxMessages).values({
      channel: 'sms',
      kind: 'quotesRecipient',
      recipient: '+39 333 999 0001',
      body: 'Registrato il numero 3339990001 per la targa AB123CD.',
      status: 'sent',
      workshopID: milano,
    });
    const byManager = await list(manager, { workshopID: milano, kind: 'quotesRecipient' });
    expect(byManager.data!.outboxMessages.nodes[0]?.body).toBe(
      'Registrato il numero •••••001 per la targa AB123CD.',
    );
    const byAdmin = await list(admin, { workshopID: milano, kind: 'quotesRecipient' });
    expect(byAdmin.data!.outboxMessages.nodes[0]?.body).toBe(
      'Registrato il numero 3339990001 per la targa AB123CD.',
    );
  });

  it('refuses other workshops, other roles and the messages of no workshop to a manager', async () => {
    expect(errorCode(await list(manager, { workshopID: roma, kind: KIND }))).toBe('FORBIDDEN');
    expect(errorCode(await list(hostess, { workshopID: milano, kind: KIND }))).toBe('FORBIDDEN');
    expect(errorCode(await list(manager, { workshopID: null }))).toBe('FORBIDDEN');
    expect(errorCode(await list(manager, { workshopID: milano, kind: 'x; drop' }))).toBe('BAD_USER_INPUT');
  });
});

describe('resendMessage', () => {
  it('queues a failed SMS again, which the delivery job sends once', async () => {
    const [failed] = await server.services.db
      .select()
      .from(outboxMessages)
      .where(and(eq(outboxMessages.kind, KIND), eq(outboxMessages.status, 'failed')));
    const id = failed!.outboxMessageID;
    expect(errorCode(await gql(server.url, RESEND, { id }, { token: hostess.token }))).toBe('FORBIDDEN');
    const reply = await gql<{ resendMessage: { status: string; canResend: boolean } }>(
      server.url,
      RESEND,
      { id },
      { token: manager.token },
    );
    expect(reply.data?.resendMessage).toMatchObject({ status: 'queued', canResend: false });
    // A second click while it is on its way is refused and queues nothing more.
    expect(errorCode(await gql(server.url, RESEND, { id }, { token: manager.token }))).toBe('CONFLICT');
    const row = await eventually(
      'resent SMS delivered',
      async () =>
        (
          await server.services.db.select().from(outboxMessages).where(eq(outboxMessages.outboxMessageID, id))
        )[0]!,
      (r) => r.status === 'sent',
    );
    expect(row).toMatchObject({ providerReference: 'gw-resent', attempts: 6 });
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(gateway.requests.filter((r) => JSON.parse(r.body).reference === id)).toHaveLength(1);
  });

  it('refuses a message of another workshop and a sent one', async () => {
    const [romaRow] = await server.services.db
      .select()
      .from(outboxMessages)
      .where(and(eq(outboxMessages.kind, KIND), eq(outboxMessages.workshopID, roma)));
    expect(
      errorCode(await gql(server.url, RESEND, { id: romaRow!.outboxMessageID }, { token: manager.token })),
    ).toBe('FORBIDDEN');
    expect(
      errorCode(await gql(server.url, RESEND, { id: romaRow!.outboxMessageID }, { token: admin.token })),
    ).toBe('CONFLICT');
  });
});
