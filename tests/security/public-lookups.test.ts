import { randomBytes } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { Client } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../server/app/seed/demo-users.ts';
import { outboxMessages } from '../../server/core/db/schema/index.ts';
import { LINK_REPLY_FLOOR_MS } from '../../server/features/withdrawal/login-service.ts';
import { errorCode, gql, type Session, signIn, wsClient } from '../support/graphql-client.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import {
  CALENDAR,
  CANCEL,
  CREATE,
  LOGIN,
  makeVisit,
  newPlate,
  publicCall,
  romeDay,
} from '../support/withdrawal-support.ts';

// Look-ups a caller with no account can make with a customer's credential (tracking code, customer
// token, plate): limited per client address on FAILED look-ups, so a script guessing is refused
// while the phones of a waiting room behind one address are not; no limit a stranger can spend
// on a customer's plate; SMS capped per plate and per address; a plate alone answers in the same
// time whether or not it is known.

const FAILURES_PER_MINUTE = 30; // PUBLIC_LOOKUP_FAILURES_PER_MINUTE's default
const LINK_SMS_PER_HOUR = 10; // LINK_SMS_PER_ADDRESS_PER_HOUR's default

const TRACKING = `query ($code: ID!) { tracking(code: $code) { maskedPlate statusCode } }`;
const TRACKING_CHANGED = `subscription ($code: ID!) { trackingChanged(code: $code) { code initial tracking { statusCode } } }`;
const CUSTOMER_VISIT = `query ($access: WithdrawalAccessInput!) { customerVisit(access: $access) { code } }`;
const FIND = `query ($totemID: ID!, $search: String!) { totemFindBooking(totemID: $totemID, search: $search) { maskedPlate } }`;

type Login = { success: boolean; linkSent: boolean; errorCode: string | null };

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ TRUST_PROXY: 'true' });
});
afterAll(async () => {
  await server?.stop();
});

let addresses = 0;
/** An address no other test uses (the server trusts X-Forwarded-For). */
function address(): string {
  addresses += 1;
  return `10.77.${Math.floor(addresses / 250)}.${(addresses % 250) + 1}`;
}
/** A code of the right shape that no visit has. */
const unknownCode = () => randomBytes(16).toString('base64url');

const tracking = (code: string, ip: string) =>
  publicCall<{ tracking: { statusCode: number } | null }>(server, TRACKING, { code }, ip);
const login = async (variables: Record<string, unknown>, ip: string) =>
  (await publicCall<{ mobileMonitorLogin: Login }>(server, LOGIN, variables, ip)).data!.mobileMonitorLogin;

/** The first thing a subscription sends: its first event, or its errors. */
function firstOf(client: Client, query: string, variables: Record<string, unknown>) {
  return new Promise<{ data?: unknown; errors?: unknown }>((resolve) => {
    const dispose = client.subscribe(
      { query, variables },
      {
        next: (value) => {
          resolve(value as { data?: unknown; errors?: unknown });
          // A live subscription goes on until told; a refused one has ended by itself.
          if (value.data) dispose();
        },
        error: (error) => resolve({ errors: error }),
        complete: () => resolve({}),
      },
    );
  });
}

async function smsFor(appointmentIDs: string[]) {
  return server.services.db
    .select()
    .from(outboxMessages)
    .where(
      and(inArray(outboxMessages.appointmentID, appointmentIDs), eq(outboxMessages.kind, 'trackingLinkSms')),
    );
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return (sorted[Math.floor((sorted.length - 1) / 2)]! + sorted[Math.ceil((sorted.length - 1) / 2)]!) / 2;
};

describe('tracking by code', () => {
  it('refuses an address after 30 unknown codes in a minute, even for a real code; found codes cost nothing', async () => {
    const ip = address();
    const visits = await Promise.all([1, 2, 3].map(() => makeVisit(server, 'MI01', 3)));
    // A waiting room: many look-ups that find their visit.
    for (let i = 0; i < 45; i++) {
      const reply = await tracking(visits[i % 3]!.trackingCode, ip);
      expect(reply.data?.tracking?.statusCode).toBe(3);
    }
    for (let i = 0; i < FAILURES_PER_MINUTE; i++) {
      const reply = await tracking(unknownCode(), ip);
      expect(reply.errors).toBeUndefined();
      expect(reply.data?.tracking).toBeNull();
    }
    const refused = await tracking(unknownCode(), ip);
    expect(errorCode(refused)).toBe('RATE_LIMITED');
    expect(refused.data?.tracking ?? null).toBeNull();
    // Refused before the look-up: a guess that would be right is refused too.
    expect(errorCode(await tracking(visits[0]!.trackingCode, ip))).toBe('RATE_LIMITED');
    // Malformed codes are failures like any other.
    expect(errorCode(await tracking('x', ip))).toBe('RATE_LIMITED');
    // Another address is not affected.
    expect((await tracking(visits[0]!.trackingCode, address())).data?.tracking?.statusCode).toBe(3);
  });

  it('counts concurrent guesses exactly: 45 at once, 30 answered and 15 refused', async () => {
    const ip = address();
    const replies = await Promise.all(Array.from({ length: 45 }, () => tracking(unknownCode(), ip)));
    expect(replies.filter((r) => errorCode(r) === 'RATE_LIMITED')).toHaveLength(15);
    expect(replies.filter((r) => !r.errors && r.data?.tracking === null)).toHaveLength(FAILURES_PER_MINUTE);
  });
});

describe('trackingChanged over WebSocket', () => {
  it('spends and obeys the same allowance as the query', async () => {
    const ip = address();
    const visit = await makeVisit(server, 'MI01', 3);
    const socket = wsClient(server.url, undefined, { 'x-forwarded-for': ip });
    const elsewhere = wsClient(server.url, undefined, { 'x-forwarded-for': address() });
    try {
      // Found codes cost nothing over the socket either.
      for (let i = 0; i < 5; i++) {
        const first = await firstOf(socket, TRACKING_CHANGED, { code: visit.trackingCode });
        expect(first).toMatchObject({ data: { trackingChanged: { initial: true } } });
      }
      for (let i = 0; i < FAILURES_PER_MINUTE - 1; i++) {
        const first = await firstOf(socket, TRACKING_CHANGED, { code: unknownCode() });
        expect(JSON.stringify(first.errors)).toContain('NOT_FOUND');
      }
      // The 30th failure over HTTP: the query and the subscription share the address's count.
      expect((await tracking(unknownCode(), ip)).data?.tracking).toBeNull();
      const refused = await firstOf(socket, TRACKING_CHANGED, { code: visit.trackingCode });
      expect(JSON.stringify(refused.errors)).toContain('RATE_LIMITED');
      expect(refused.data ?? null).toBeNull();
      expect(errorCode(await tracking(visit.trackingCode, ip))).toBe('RATE_LIMITED');
      const other = await firstOf(elsewhere, TRACKING_CHANGED, { code: visit.trackingCode });
      expect(other).toMatchObject({ data: { trackingChanged: { code: visit.trackingCode, initial: true } } });
    } finally {
      await socket.dispose();
      await elsewhere.dispose();
    }
  });
});

describe('pickup operations by code or token', () => {
  it('share the allowance with tracking and refuse with RATE_LIMITED, in the payload where there is one', async () => {
    const ip = address();
    const visit = await makeVisit(server, 'MI01', 8);
    const bad = { code: unknownCode() };
    const call = (query: string, variables: Record<string, unknown>) =>
      publicCall<Record<string, unknown>>(server, query, variables, ip);
    const failures = [
      () => call(CUSTOMER_VISIT, { access: bad }),
      () => call(CALENDAR, { access: { token: 'not.a.token' } }),
      () => call(CREATE, { input: { ...bad, day: romeDay(1), start: '10:00' } }),
      () => call(CANCEL, { access: bad }),
      () => call(TRACKING, { code: unknownCode() }),
    ];
    for (let i = 0; i < FAILURES_PER_MINUTE; i++) {
      expect((await failures[i % failures.length]!()).errors).toBeUndefined();
    }
    const access = { code: visit.trackingCode };
    expect(errorCode(await call(CUSTOMER_VISIT, { access }))).toBe('RATE_LIMITED');
    expect(errorCode(await call(CALENDAR, { access }))).toBe('RATE_LIMITED');
    const create = await publicCall<{ createWithdrawalAppointment: { errorCode: string } }>(
      server,
      CREATE,
      { input: { ...access, day: romeDay(1), start: '10:00' } },
      ip,
    );
    expect(create.data?.createWithdrawalAppointment.errorCode).toBe('RATE_LIMITED');
    const cancel = await publicCall<{ cancelWithdrawalAppointment: { errorCode: string } }>(
      server,
      CANCEL,
      { access },
      ip,
    );
    expect(cancel.data?.cancelWithdrawalAppointment.errorCode).toBe('RATE_LIMITED');
    expect((await login({ code: visit.trackingCode }, ip)).errorCode).toBe('RATE_LIMITED');
    // The customer, elsewhere, is not affected.
    const mine = await publicCall<{ customerVisit: { code: string } }>(
      server,
      CUSTOMER_VISIT,
      { access },
      address(),
    );
    expect(mine.data?.customerVisit.code).toBe(visit.trackingCode);
  });
});

describe('mobileMonitorLogin', () => {
  it('a stranger trying codes with a customer’s plate never locks the customer out', async () => {
    const visit = await makeVisit(server, 'MI01', 8);
    for (let i = 0; i < 20; i++) {
      const ip = address();
      for (let j = 0; j < 2; j++) {
        const reply = await login({ licensePlate: visit.licensePlate, code: unknownCode() }, ip);
        expect(reply.errorCode).toBe('CUSTOMER_NOT_RECOGNISED');
      }
    }
    const owner = await login({ licensePlate: visit.licensePlate, code: visit.trackingCode }, address());
    expect(owner.success).toBe(true);
  });

  it('customers signing in behind one address do not lock each other out; failures do', async () => {
    const ip = address();
    const visits = await Promise.all(Array.from({ length: 40 }, () => makeVisit(server, 'MI01', 8)));
    for (const visit of visits) {
      expect((await login({ licensePlate: visit.licensePlate, code: visit.trackingCode }, ip)).success).toBe(
        true,
      );
    }
    for (let i = 0; i < FAILURES_PER_MINUTE; i++) {
      expect((await login({ licensePlate: newPlate(), code: unknownCode() }, ip)).errorCode).toBe(
        'CUSTOMER_NOT_RECOGNISED',
      );
    }
    const refused = await login({ licensePlate: visits[0]!.licensePlate, code: visits[0]!.trackingCode }, ip);
    expect(refused).toMatchObject({ success: false, errorCode: 'RATE_LIMITED' });
  });

  it('caps the link SMS per address, counting known and unknown plates alike', async () => {
    const ip = address();
    const visits = await Promise.all(Array.from({ length: 12 }, () => makeVisit(server, 'MI01', 6)));
    const replies = [];
    for (const visit of visits) replies.push(await login({ licensePlate: visit.licensePlate }, ip));
    expect(replies.map((r) => r.linkSent)).toEqual([...Array(LINK_SMS_PER_HOUR).fill(true), false, false]);
    expect(replies.at(-1)!.errorCode).toBe('RATE_LIMITED');
    const firstTen = visits.slice(0, LINK_SMS_PER_HOUR).map((v) => v.appointmentID);
    await expect.poll(async () => (await smsFor(firstTen)).length).toBe(LINK_SMS_PER_HOUR);
    expect(await smsFor(visits.slice(LINK_SMS_PER_HOUR).map((v) => v.appointmentID))).toHaveLength(0);

    // Unknown plates spend the allowance too, so the refusal never tells which plates were known.
    const other = address();
    for (let i = 0; i < LINK_SMS_PER_HOUR; i++) {
      expect((await login({ licensePlate: newPlate() }, other)).linkSent).toBe(true);
    }
    const known = await makeVisit(server, 'MI01', 6);
    expect((await login({ licensePlate: known.licensePlate }, other)).errorCode).toBe('RATE_LIMITED');
    // One plate, many addresses: still one SMS in the window.
    for (let i = 0; i < 4; i++)
      expect((await login({ licensePlate: known.licensePlate }, address())).linkSent).toBe(true);
    await expect.poll(async () => (await smsFor([known.appointmentID])).length).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await smsFor([known.appointmentID])).toHaveLength(1);
  });

  it('answers a plate alone in the same time whether or not the plate is known', async () => {
    const visits = await Promise.all(Array.from({ length: 20 }, () => makeVisit(server, 'MI01', 6)));
    const timed = async (licensePlate: string) => {
      const started = performance.now();
      const reply = await login({ licensePlate }, address());
      expect(reply).toMatchObject({ linkSent: true, errorCode: null });
      return performance.now() - started;
    };
    const known: number[] = [];
    const unknown: number[] = [];
    // Interleaved, so a busy moment of the machine falls on both kinds alike.
    for (const visit of visits) {
      known.push(await timed(visit.licensePlate));
      unknown.push(await timed(newPlate()));
    }
    // Every reply waits for the floor, measured on the server, so never less from here...
    expect(Math.min(...known, ...unknown)).toBeGreaterThanOrEqual(LINK_REPLY_FLOOR_MS);
    // ...and the SMS work is not in the reply's time: the medians agree within a fifth of it.
    expect(Math.abs(median(known) - median(unknown))).toBeLessThan(LINK_REPLY_FLOOR_MS / 5);
    // The SMS are sent all the same.
    await expect.poll(async () => (await smsFor(visits.map((v) => v.appointmentID))).length).toBe(20);
  });
});

describe('totem search', () => {
  let totemDevice: Session;
  let totems: { totemID: string; workshopID: string }[];

  beforeAll(async () => {
    totemDevice = await signIn(server.url, 'totem', DEMO_PASSWORD);
    const reply = await gql<{ myTotems: { totemID: string; workshopID: string }[] }>(
      server.url,
      '{ myTotems { totemID workshopID } }',
      {},
      totemDevice,
    );
    totems = reply.data!.myTotems;
  });

  it('limits searches that find nothing per address, across totems; found bookings cost nothing', async () => {
    expect(totems.length).toBeGreaterThanOrEqual(2);
    const [first, second] = [totems[0]!, totems[1]!];
    const ip = address();
    const search = (totemID: string, text: string, from = ip) =>
      gql<{ totemFindBooking: unknown[] }>(
        server.url,
        FIND,
        { totemID, search: text },
        { token: totemDevice.token, headers: { 'x-forwarded-for': from } },
      );
    const booked = await makeVisit(server, 'MI01', 1);
    for (let i = 0; i < 5; i++) {
      expect((await search(first.totemID, booked.licensePlate)).data?.totemFindBooking).toHaveLength(1);
    }
    // Under each totem's own limit (30 searches a minute), over the address's.
    for (let i = 0; i < FAILURES_PER_MINUTE; i++) {
      const reply = await search(i < 20 ? first.totemID : second.totemID, newPlate());
      expect(reply.data?.totemFindBooking).toEqual([]);
    }
    expect(errorCode(await search(second.totemID, newPlate()))).toBe('RATE_LIMITED');
    expect(errorCode(await search(first.totemID, booked.licensePlate))).toBe('RATE_LIMITED');
    expect((await search(first.totemID, booked.licensePlate, address())).data?.totemFindBooking).toHaveLength(
      1,
    );
  });
});
