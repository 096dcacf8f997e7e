import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../server/app/seed/demo-users.ts';
import { appointmentLogs, appointments, queues, totemQueues } from '../../server/core/db/schema/index.ts';
import { dayBounds, workshopDay } from '../../shared/time/workshop-day.ts';
import { errorCode, type GraphQLReply, gql, type Session, signIn } from '../support/graphql-client.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { demoWorkshop } from '../support/workshop-fixture.ts';

// A walk-in an offline totem kept in the browser and sends when the network returns (decision
// 0026): its arrival time becomes the visit's check-in time, only from the totem's own account,
// within bounds; the same idempotency key, however often and however concurrently sent, is one visit.

const MY_TOTEMS = '{ myTotems { totemID workshopID } }';
const WALK_IN = `mutation ($input: TotemWalkInInput!) {
  totemRegisterWalkIn(input: $input) { welcome { code position } problem formErrors { field code } }
}`;
const READ = `query ($id: ID!) { appointment(appointmentID: $id) { checkinDateTime position smsConsent privacyNoticeVersion } }`;
const UPDATE_NOTICE = `mutation ($input: UpdateParametersInput!) {
  updateParameters(input: $input) { parameters { privacyNoticeVersion } formErrors { field code } }
}`;

type Answer = {
  welcome: { code: string; position: number | null } | null;
  problem: string | null;
  formErrors: { field: string; code: string }[];
};

const ROME = 'Europe/Rome';
// Noon of today in the workshop's zone: every arrival the tests make is of the same workshop day.
const NOON = new Date(dayBounds(workshopDay(new Date(), ROME), ROME).start.getTime() + 12 * 3600_000);
const clock = new Date(NOON);
const minutesBefore = (minutes: number) => new Date(clock.getTime() - minutes * 60_000);

let server: TestServer;
let device: Session;
let hostess: Session;
let manager: Session;
let admin: Session;
let monitor: Session;
let totemID: string;
let workshopID: string;
let brandID: string;
let queueID: string;
let plateSeq = 0;

beforeAll(async () => {
  server = await startTestServer({}, { now: () => clock });
  device = await signIn(server.url, 'totem', DEMO_PASSWORD);
  hostess = await signIn(server.url, 'hostess', DEMO_PASSWORD);
  manager = await signIn(server.url, 'owner', DEMO_PASSWORD);
  const mi = await demoWorkshop(server, 'MI01');
  workshopID = mi.workshopID;
  brandID = mi.vehicleBrandID;
  const reply = await gql<{ myTotems: { totemID: string; workshopID: string }[] }>(
    server.url,
    MY_TOTEMS,
    {},
    device,
  );
  totemID = reply.data!.myTotems.find((t) => t.workshopID === workshopID)!.totemID;
  // A queue of the totem nobody else uses: the order in it is this file's alone.
  queueID = await mi.newQueue('Offline');
  await server.services.db.insert(totemQueues).values({ totemID, queueID, position: 99 });
  admin = await signIn(server.url, 'admin', DEMO_PASSWORD);
  // Another device account: not this totem's.
  monitor = await signIn(server.url, 'monitor', DEMO_PASSWORD);
});
afterAll(async () => {
  await server?.stop();
});

function walkInInput(extra: Record<string, unknown> = {}) {
  plateSeq += 1;
  return {
    totemID,
    queueID,
    vehicleBrandID: brandID,
    licensePlate: `OF${String(plateSeq).padStart(3, '0')}XY`,
    name: 'Ottavia Fuorilinea',
    mobile: '+393471234567',
    description: 'Tagliando',
    smsConsent: true,
    privacyNoticeVersion: 1,
    idempotencyKey: randomUUID(),
    ...extra,
  };
}

function send(input: Record<string, unknown>, session: Session = device) {
  return gql<{ totemRegisterWalkIn: Answer }>(server.url, WALK_IN, { input }, session);
}

async function visitByCode(code: string) {
  const rows = await server.services.db
    .select()
    .from(appointments)
    .where(eq(appointments.trackingCode, code));
  expect(rows).toHaveLength(1);
  return rows[0]!;
}

async function visitsByPlate(plate: string) {
  return server.services.db
    .select()
    .from(appointments)
    .where(and(eq(appointments.workshopID, workshopID), eq(appointments.licensePlate, plate)));
}

function reason(reply: GraphQLReply) {
  return (reply.errors?.[0]?.extensions as { field?: string; reason?: string } | undefined) ?? {};
}

describe('the arrival time of an offline walk-in', () => {
  it('from the totem: becomes the check-in time, is logged, and puts the visit where it arrived', async () => {
    // One customer registered online now, then one who arrived 20 minutes ago at the offline totem.
    const online = await send(walkInInput());
    expect(online.errors).toBeUndefined();
    const onlineVisit = await visitByCode(online.data!.totemRegisterWalkIn.welcome!.code);

    const arrivedAt = minutesBefore(20);
    const offline = await send(walkInInput({ arrivedAt: arrivedAt.toISOString() }));
    expect(offline.errors).toBeUndefined();
    const answer = offline.data!.totemRegisterWalkIn;
    expect(answer.welcome?.position).toBe(1);
    const visit = await visitByCode(answer.welcome!.code);
    expect(visit.checkinDateTime).toEqual(arrivedAt);
    // Consent given offline: at the time it was given, on the notice shown.
    expect(visit.smsConsentAt).toEqual(arrivedAt);

    const logs = await server.services.db
      .select()
      .from(appointmentLogs)
      .where(eq(appointmentLogs.appointmentID, visit.appointmentID))
      .orderBy(appointmentLogs.seq);
    const line = logs.find((log) => log.actionType === 'CheckinOffline');
    expect(line?.payload).toEqual({ arrivedAt: arrivedAt.toISOString() });
    expect(line?.userID).toBe(device.userID);
    expect(logs.map((log) => log.actionType)).toContain('CheckinRandom');

    // Staff see it ahead of the customer registered online after it arrived.
    const read = (id: string) =>
      gql<{ appointment: { position: number; checkinDateTime: string } }>(server.url, READ, { id }, hostess);
    expect((await read(visit.appointmentID)).data!.appointment.position).toBe(1);
    expect((await read(onlineVisit.appointmentID)).data!.appointment.position).toBe(2);
  });

  it('a totem clock slightly ahead counts as now', async () => {
    const reply = await send(walkInInput({ arrivedAt: minutesBefore(-1).toISOString() }));
    expect(reply.errors).toBeUndefined();
    const visit = await visitByCode(reply.data!.totemRegisterWalkIn.welcome!.code);
    expect(visit.checkinDateTime).toEqual(clock);
  });

  it('refused out of bounds, with the field and reason, and nothing registered', async () => {
    for (const [arrivedAt, code] of [
      [minutesBefore(-3), 'validation.arrivedAtFuture'],
      [minutesBefore(6 * 60 + 1), 'validation.arrivedAtTooOld'],
      [
        new Date(dayBounds(workshopDay(clock, ROME), ROME).start.getTime() - 60_000),
        'validation.arrivedAtTooOld',
      ],
    ] as const) {
      const input = walkInInput({ arrivedAt: arrivedAt.toISOString() });
      const reply = await send(input);
      expect(errorCode(reply)).toBe('BAD_USER_INPUT');
      expect(reason(reply)).toMatchObject({ field: 'arrivedAt', reason: code });
      expect(await visitsByPlate(input.licensePlate)).toHaveLength(0);
    }
  });

  it('refused from staff who may register walk-ins at the totem, and from anyone else', async () => {
    // Without arrivedAt the hostess may register through the totem (standing in for it)...
    const plain = await send(walkInInput(), hostess);
    expect(plain.data!.totemRegisterWalkIn.welcome).not.toBeNull();
    // ...but only the totem's own account says when a customer arrived offline.
    for (const session of [hostess, manager, admin, monitor]) {
      const input = walkInInput({ arrivedAt: minutesBefore(5).toISOString() });
      const reply = await send(input, session);
      expect(errorCode(reply)).toBe('FORBIDDEN');
      expect(await visitsByPlate(input.licensePlate)).toHaveLength(0);
    }
  });

  it('keeps the consent given on the notice shown, even when the workshop changed it since', async () => {
    const changed = await gql<{ updateParameters: { parameters: { privacyNoticeVersion: number } } }>(
      server.url,
      UPDATE_NOTICE,
      { input: { workshopID, privacyNoticeIt: 'Informativa nuova.' } },
      admin,
    );
    expect(changed.errors).toBeUndefined();
    const version = changed.data!.updateParameters.parameters.privacyNoticeVersion;
    expect(version).toBeGreaterThan(1);

    const arrivedAt = minutesBefore(3);
    const reply = await send(walkInInput({ arrivedAt: arrivedAt.toISOString(), privacyNoticeVersion: 1 }));
    expect(reply.errors).toBeUndefined();
    const visit = await visitByCode(reply.data!.totemRegisterWalkIn.welcome!.code);
    expect(visit).toMatchObject({ smsConsent: true, privacyNoticeVersion: 1 });

    // Online, the old version is still refused: the customer reads the new notice first.
    const onlineReply = await send(walkInInput({ privacyNoticeVersion: 1 }));
    expect(onlineReply.data!.totemRegisterWalkIn.formErrors).toEqual([
      { field: 'privacyNoticeVersion', code: 'validation.noticeChanged' },
    ]);
    // A version the workshop never had is refused offline too.
    const future = await send(
      walkInInput({ arrivedAt: arrivedAt.toISOString(), privacyNoticeVersion: version + 1 }),
    );
    expect(future.data!.totemRegisterWalkIn.formErrors[0]?.field).toBe('privacyNoticeVersion');
  });
});

describe('sending a kept walk-in again', () => {
  it('the same key twice is one visit; the second answer is its welcome, even after the queue was deleted', async () => {
    const input = walkInInput({ arrivedAt: minutesBefore(8).toISOString(), privacyNoticeVersion: 1 });
    const first = await send(input);
    const second = await send(input);
    expect(second.data!.totemRegisterWalkIn.welcome!.code).toBe(
      first.data!.totemRegisterWalkIn.welcome!.code,
    );
    expect(await visitsByPlate(input.licensePlate)).toHaveLength(1);

    // The reply of the first was lost, the queue deleted meanwhile: the replay still counts as sent.
    const queue = await (await demoWorkshop(server, 'MI01')).newQueue('Soon deleted');
    await server.services.db.insert(totemQueues).values({ totemID, queueID: queue, position: 98 });
    const lost = walkInInput({ queueID: queue, arrivedAt: minutesBefore(4).toISOString() });
    const registered = await send(lost);
    await server.services.db.update(queues).set({ deletedAt: clock }).where(eq(queues.queueID, queue));
    const replay = await send(lost);
    expect(replay.data!.totemRegisterWalkIn.welcome!.code).toBe(
      registered.data!.totemRegisterWalkIn.welcome!.code,
    );
    // A new walk-in for that queue is refused: the refusal a kept walk-in shows staff.
    const refused = await send(walkInInput({ queueID: queue, arrivedAt: minutesBefore(2).toISOString() }));
    expect(refused.data!.totemRegisterWalkIn.formErrors[0]?.field).toBe('queueID');
  });

  it('20 concurrent sends of one key: one visit, one check-in log line, every answer its welcome', async () => {
    const input = walkInInput({ arrivedAt: minutesBefore(6).toISOString(), privacyNoticeVersion: 1 });
    const replies = await Promise.all(Array.from({ length: 20 }, () => send(input)));
    const codes = new Set(replies.map((reply) => reply.data?.totemRegisterWalkIn.welcome?.code));
    expect(replies.map((reply) => reply.errors)).toEqual(Array(20).fill(undefined));
    expect(codes.size).toBe(1);
    const visits = await visitsByPlate(input.licensePlate);
    expect(visits).toHaveLength(1);
    const logs = await server.services.db
      .select()
      .from(appointmentLogs)
      .where(eq(appointmentLogs.appointmentID, visits[0]!.appointmentID));
    expect(logs.filter((log) => log.actionType === 'CheckinRandom')).toHaveLength(1);
    expect(logs.filter((log) => log.actionType === 'CheckinOffline')).toHaveLength(1);
  });
});
