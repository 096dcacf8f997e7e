import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../server/app/seed/demo-users.ts';
import {
  appointmentLogs,
  appointments,
  outboxMessages,
  queueDelayNotices,
  workshopParameters,
} from '../../server/core/db/schema/index.ts';
import { errorCode, gql, type Session, signIn, wsClient } from '../support/graphql-client.ts';
import { probe } from '../support/subscription-probe.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { newPlate } from '../support/withdrawal-support.ts';
import { demoWorkshop } from '../support/workshop-fixture.ts';

/**
 * "You are next" and the delay notice (docs/messaging.md, decision 0027), over real HTTP and
 * WebSocket: who is told, exactly once, when a queue moves; a manager's delay reaching an open
 * tracking page live, its SMS to textable customers only, and who may broadcast it.
 */
const RESULT = 'appointment { appointmentID trackingCode statusCode } formErrors { field code }';
const BROADCAST = `mutation ($input: BroadcastDelayNoticeInput!) {
  broadcastDelayNotice(input: $input) {
    delayNotice { queueID text minutes } waitingCount smsCount formErrors { field code }
  }
}`;
const CLEAR = 'mutation ($queueID: ID!) { clearDelayNotice(queueID: $queueID) { success } }';
const TRACKING_CHANGED = `subscription ($code: ID!) {
  trackingChanged(code: $code) { version tracking { code position delayNotice { text minutes } } }
}`;
const QUEUE_NOTICE = `query ($workshopID: ID!) { queues(workshopID: $workshopID) { queueID delayNotice { text minutes } } }`;

type Broadcast = {
  broadcastDelayNotice: {
    delayNotice: { queueID: string; text: string; minutes: number } | null;
    waitingCount: number;
    smsCount: number;
    formErrors: { field: string; code: string }[];
  };
};

let server: TestServer;
let acceptor: Session;
let acceptor2: Session;
let manager: Session;
let owner: Session;
let mi: Awaited<ReturnType<typeof demoWorkshop>>;
let rm: Awaited<ReturnType<typeof demoWorkshop>>;

beforeAll(async () => {
  server = await startTestServer();
  const sign = (name: string) => signIn(server.url, name, DEMO_PASSWORD);
  [acceptor, acceptor2, manager, owner] = [
    await sign('acceptor1'),
    await sign('acceptor2'),
    await sign('manager'),
    await sign('owner'),
  ];
  mi = await demoWorkshop(server, 'MI01');
  rm = await demoWorkshop(server, 'RM01');
});
afterAll(async () => {
  await server?.stop();
});

async function setParameters(workshopID: string, values: Partial<typeof workshopParameters.$inferInsert>) {
  await server.services.db
    .update(workshopParameters)
    .set(values)
    .where(eq(workshopParameters.workshopID, workshopID));
}

async function act(session: Session, name: string, input: string, values: Record<string, unknown>) {
  const reply = await gql<
    Record<string, { appointment: { appointmentID: string; trackingCode: string } | null }>
  >(
    server.url,
    `mutation ($input: ${input}!) { ${name}(input: $input) { ${RESULT} } }`,
    { input: values },
    session,
  );
  expect(reply.errors).toBeUndefined();
  return reply.data![name]!.appointment!;
}

/** Walk-ins checked in one after the other in `queueID`; their ids in check-in order. */
async function walkIns(queueID: string, count: number, extra: Record<string, unknown> = {}) {
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    const row = await act(acceptor, 'registerNewAppointment', 'RegisterNewAppointmentInput', {
      workshopID: mi.workshopID,
      queueID,
      vehicleBrandID: mi.vehicleBrandID,
      licensePlate: newPlate(),
      name: `Cliente ${i}`,
      mobile: '+393331234567',
      description: 'Tagliando',
      ...extra,
    });
    ids.push(row.appointmentID);
  }
  return ids;
}

const callNext = (session: Session, boxID: string, queueID: string) =>
  gql(
    server.url,
    `mutation ($input: NextCustomerInput!) { nextCustomer(input: $input) { ${RESULT} } }`,
    { input: { workshopID: mi.workshopID, boxID, queueID } },
    session,
  );

async function smsOf(ids: readonly string[], kind: string) {
  return server.services.db
    .select()
    .from(outboxMessages)
    .where(and(inArray(outboxMessages.appointmentID, [...ids]), eq(outboxMessages.kind, kind)));
}
const countBy = (rows: { appointmentID: string | null }[]) => {
  const counts = new Map<string, number>();
  for (const row of rows) counts.set(row.appointmentID!, (counts.get(row.appointmentID!) ?? 0) + 1);
  return counts;
};

describe('"you are next"', () => {
  it('tells each customer once as the queue moves up, never those already that close at check-in', async () => {
    await setParameters(mi.workshopID, { youAreNextPosition: 2, youAreNext: '' });
    const queueID = await mi.newQueue(`Next ${newPlate()}`);
    const boxID = await mi.newBox(`Box next ${newPlate()}`);
    const [a, b, c, d, e] = await walkIns(queueID, 5);
    await server.services.db
      .update(appointments)
      .set({ customerLanguage: 'en' })
      .where(eq(appointments.appointmentID, d!));
    const ids = [a!, b!, c!, d!, e!];
    // A and B were within 2 at check-in: counted as told, no SMS.
    expect(await smsOf(ids, 'youAreNextSms')).toHaveLength(0);

    expect((await callNext(acceptor, boxID, queueID)).errors).toBeUndefined(); // A called: C is 2nd
    let sent = await smsOf(ids, 'youAreNextSms');
    expect(sent.map((m) => m.appointmentID)).toEqual([c]);
    expect(sent[0]!.body).toContain('tra poco tocca a lei');
    expect(sent[0]!.body).toContain('/tracking/');

    // B called, then B's box is freed by its job flow being irrelevant: a second box calls C.
    const box2 = await mi.newBox(`Box next ${newPlate()}`);
    await callNext(acceptor, box2, queueID); // B called: D is 2nd
    const box3 = await mi.newBox(`Box next ${newPlate()}`);
    await callNext(acceptor, box3, queueID); // C called: E is 2nd
    sent = await smsOf(ids, 'youAreNextSms');
    expect([...countBy(sent).entries()].sort()).toEqual(
      [
        [c, 1],
        [d, 1],
        [e, 1],
      ].sort(),
    );
    const toD = sent.find((m) => m.appointmentID === d)!;
    expect(toD.body).toContain('you are nearly next'); // D's language is English
    expect(toD.body).toContain('?lng=en');
    const logs = await server.services.db
      .select()
      .from(appointmentLogs)
      .where(
        and(inArray(appointmentLogs.appointmentID, ids), eq(appointmentLogs.actionType, 'YouAreNextSMS')),
      );
    expect(logs).toHaveLength(3);
  });

  it('sends the workshop’s own text when it wrote one, and nothing to a customer who declined SMS', async () => {
    await setParameters(mi.workshopID, {
      youAreNextPosition: 1,
      youAreNext: '{workshop}: {plate} quasi pronto {link}',
    });
    const queueID = await mi.newQueue(`Consent ${newPlate()}`);
    const [a, b, c] = await walkIns(queueID, 3);
    await server.services.db
      .update(appointments)
      .set({ smsConsent: false })
      .where(eq(appointments.appointmentID, b!));
    await callNext(acceptor, await mi.newBox(`Box c ${newPlate()}`), queueID); // B becomes 1st
    await callNext(acceptor, await mi.newBox(`Box c ${newPlate()}`), queueID); // C becomes 1st
    const sent = await smsOf([a!, b!, c!], 'youAreNextSms');
    expect(sent.map((m) => m.appointmentID)).toEqual([c]);
    expect(sent[0]!.body).toMatch(/quasi pronto .*\/tracking\//);
    const [bRow] = await server.services.db
      .select()
      .from(appointments)
      .where(eq(appointments.appointmentID, b!));
    expect(bRow!.youAreNextSentAt).not.toBeNull(); // marked all the same: never texted later
  });

  it('sends nothing when the position is 0 (off)', async () => {
    await setParameters(mi.workshopID, { youAreNextPosition: 0 });
    const queueID = await mi.newQueue(`Off ${newPlate()}`);
    const ids = await walkIns(queueID, 4);
    for (let i = 0; i < 3; i++) await callNext(acceptor, await mi.newBox(`Box off ${newPlate()}`), queueID);
    expect(await smsOf(ids, 'youAreNextSms')).toHaveLength(0);
    const rows = await server.services.db
      .select()
      .from(appointments)
      .where(inArray(appointments.appointmentID, ids));
    expect(rows.every((row) => row.youAreNextSentAt === null)).toBe(true);
  });

  it('tells everyone once when several desks call at the same moment', async () => {
    await setParameters(mi.workshopID, { youAreNextPosition: 2, youAreNext: '' });
    const queueID = await mi.newQueue(`Race ${newPlate()}`);
    const ids = await walkIns(queueID, 12);
    const boxes = await Promise.all(Array.from({ length: 8 }, () => mi.newBox(`Box race ${newPlate()}`)));
    const sessions = [acceptor, acceptor2];
    // Four rounds of two desks calling at once.
    for (let round = 0; round < 4; round++) {
      const replies = await Promise.all(
        [0, 1].map((desk) => callNext(sessions[desk]!, boxes[round * 2 + desk]!, queueID)),
      );
      for (const reply of replies) expect(reply.errors).toBeUndefined();
    }
    const sent = await smsOf(ids, 'youAreNextSms');
    expect([...countBy(sent).values()].every((n) => n === 1)).toBe(true);
    // 8 called; of the 4 left the first 2 are within the position and must have been told.
    const left = await server.services.db
      .select()
      .from(appointments)
      .where(and(inArray(appointments.appointmentID, ids), eq(appointments.statusCode, 3)));
    expect(left).toHaveLength(4);
    const byCheckin = left.sort((x, y) => x.checkinDateTime!.getTime() - y.checkinDateTime!.getTime());
    expect(byCheckin.slice(0, 2).every((row) => row.youAreNextSentAt !== null)).toBe(true);
    expect(byCheckin.slice(2).every((row) => row.youAreNextSentAt === null)).toBe(true);
    // Customers 3..10 (0-based 2..9) were told by SMS on moving up, 0 and 1 at check-in silently.
    expect(sent).toHaveLength(8);
  });
});

describe('delay notice', () => {
  it('reaches an open tracking page live, texts textable customers once, and clear takes it down', async () => {
    await setParameters(mi.workshopID, { youAreNextPosition: 0, delayNoticeSmsEnabled: true });
    const queueID = await mi.newQueue(`Delay ${newPlate()}`);
    const [a, b, c] = await walkIns(queueID, 3);
    await server.services.db
      .update(appointments)
      .set({ smsConsent: false })
      .where(eq(appointments.appointmentID, b!));
    await server.services.db
      .update(appointments)
      .set({ customerLanguage: 'en' })
      .where(eq(appointments.appointmentID, c!));
    const [row] = await server.services.db
      .select()
      .from(appointments)
      .where(eq(appointments.appointmentID, a!));
    const phone = wsClient(server.url);
    const tracking = probe<{
      trackingChanged: { tracking: { delayNotice: { text: string; minutes: number } | null } };
    }>(phone, TRACKING_CHANGED, { code: row!.trackingCode });
    try {
      await tracking.waitFor((e) => e.trackingChanged.tracking.delayNotice === null);
      const reply = await gql<Broadcast>(
        server.url,
        BROADCAST,
        { input: { queueID, text: 'Ponte sollevatore guasto', minutes: 25 } },
        manager,
      );
      expect(reply.errors).toBeUndefined();
      expect(reply.data!.broadcastDelayNotice).toMatchObject({
        waitingCount: 3,
        smsCount: 2,
        formErrors: [],
      });
      const live = await tracking.waitFor((e) => e.trackingChanged.tracking.delayNotice?.minutes === 25);
      expect(live.trackingChanged.tracking.delayNotice!.text).toBe('Ponte sollevatore guasto');

      const sms = await smsOf([a!, b!, c!], 'delayNoticeSms');
      expect(sms.map((m) => m.appointmentID).sort()).toEqual([a, c].sort());
      expect(sms.find((m) => m.appointmentID === c)!.body).toContain('about 25 more minutes');
      expect(sms.find((m) => m.appointmentID === a)!.body).toContain('circa 25 minuti in più');

      // A second broadcast right after replaces the notice but sends no second SMS.
      const again = await gql<Broadcast>(
        server.url,
        BROADCAST,
        { input: { queueID, text: '', minutes: 40 } },
        owner,
      );
      expect(again.data!.broadcastDelayNotice).toMatchObject({ smsCount: 0, delayNotice: { minutes: 40 } });
      await tracking.waitFor((e) => e.trackingChanged.tracking.delayNotice?.minutes === 40);
      expect(await smsOf([a!, b!, c!], 'delayNoticeSms')).toHaveLength(2);
      const staffView = await gql<{ queues: { queueID: string; delayNotice: { minutes: number } | null }[] }>(
        server.url,
        QUEUE_NOTICE,
        { workshopID: mi.workshopID },
        acceptor,
      );
      expect(staffView.data!.queues.find((q) => q.queueID === queueID)!.delayNotice).toEqual({
        text: '',
        minutes: 40,
      });
      const logs = await server.services.db
        .select()
        .from(appointmentLogs)
        .where(and(eq(appointmentLogs.appointmentID, a!), eq(appointmentLogs.actionType, 'DelayNotice')));
      expect(logs).toHaveLength(2);

      expect((await gql(server.url, CLEAR, { queueID }, manager)).errors).toBeUndefined();
      await tracking.waitFor(
        (e) => e.trackingChanged.tracking.delayNotice === null,
        5000,
        tracking.events.length,
      );
    } finally {
      tracking.dispose();
      await phone.dispose();
    }
  });

  it('sends no SMS when the workshop keeps delay notices off SMS', async () => {
    await setParameters(mi.workshopID, { delayNoticeSmsEnabled: false });
    const queueID = await mi.newQueue(`Delay off ${newPlate()}`);
    const ids = await walkIns(queueID, 2);
    const reply = await gql<Broadcast>(
      server.url,
      BROADCAST,
      { input: { queueID, text: 'x', minutes: 5 } },
      manager,
    );
    expect(reply.data!.broadcastDelayNotice).toMatchObject({ waitingCount: 2, smsCount: 0 });
    expect(await smsOf(ids, 'delayNoticeSms')).toHaveLength(0);
  });

  it('a hundred broadcasts at once: the last one stays, no visit gets two SMS', async () => {
    await setParameters(mi.workshopID, { delayNoticeSmsEnabled: true });
    const queueID = await mi.newQueue(`Delay race ${newPlate()}`);
    const ids = await walkIns(queueID, 3);
    const replies = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        gql<Broadcast>(server.url, BROADCAST, { input: { queueID, text: `n${i}`, minutes: 1 + i } }, manager),
      ),
    );
    for (const reply of replies) expect(reply.errors).toBeUndefined();
    expect(replies.reduce((sum, r) => sum + r.data!.broadcastDelayNotice.smsCount, 0)).toBe(3);
    expect([...countBy(await smsOf(ids, 'delayNoticeSms')).values()]).toEqual([1, 1, 1]);
    const notices = await server.services.db
      .select()
      .from(queueDelayNotices)
      .where(eq(queueDelayNotices.queueID, queueID));
    expect(notices).toHaveLength(1);
  });

  it('refuses other roles and other workshops, and bad input with field codes', async () => {
    const queueID = await mi.newQueue(`Delay auth ${newPlate()}`);
    const rmQueue = await rm.newQueue(`Delay auth ${newPlate()}`);
    const input = { queueID, text: 'x', minutes: 10 };
    expect(errorCode(await gql(server.url, BROADCAST, { input }, acceptor))).toBe('FORBIDDEN');
    expect(errorCode(await gql(server.url, CLEAR, { queueID }, acceptor))).toBe('FORBIDDEN');
    // The owner holds a role in Milano only.
    expect(
      errorCode(await gql(server.url, BROADCAST, { input: { ...input, queueID: rmQueue } }, owner)),
    ).toBe('FORBIDDEN');
    expect(errorCode(await gql(server.url, BROADCAST, { input }))).toBe('AUTH_NOT_AUTHORIZED');
    // A malformed id is bad input; a well-formed one that names no queue is not found.
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect(
      errorCode(await gql(server.url, BROADCAST, { input: { ...input, queueID: 'nope' } }, manager)),
    ).toBe('BAD_USER_INPUT');
    expect(
      errorCode(await gql(server.url, BROADCAST, { input: { ...input, queueID: unknown } }, manager)),
    ).toBe('NOT_FOUND');
    const bad = async (values: Record<string, unknown>) =>
      (await gql<Broadcast>(server.url, BROADCAST, { input: { ...input, ...values } }, manager)).data!
        .broadcastDelayNotice.formErrors;
    expect(await bad({ minutes: 0 })).toEqual([{ field: 'minutes', code: 'validation.range' }]);
    expect(await bad({ minutes: 241 })).toEqual([{ field: 'minutes', code: 'validation.range' }]);
    expect(await bad({ text: 'a'.repeat(281) })).toEqual([{ field: 'text', code: 'validation.maxLength' }]);
    expect(await bad({ text: '🚗'.repeat(140) })).toEqual([{ field: 'text', code: 'validation.smsTooLong' }]);
    const notices = await server.services.db
      .select()
      .from(queueDelayNotices)
      .where(eq(queueDelayNotices.queueID, queueID));
    expect(notices).toHaveLength(0);
  });
});
