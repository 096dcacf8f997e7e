import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../server/app/seed/demo-users.ts';
import {
  appointmentLogs,
  appointments,
  queueGroups,
  queues,
  users,
  workshopParameters,
  workshops,
} from '../../server/core/db/schema/index.ts';
import { STATUS } from '../../shared/appointments/appointment-status.ts';
import { gql, type Session, signIn } from '../support/graphql-client.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { demoWorkshop } from '../support/workshop-fixture.ts';

/**
 * docs/statistics.md on a data set small enough to compute by hand: one workshop of its own in
 * Rome, tolerance 10 minutes, on 25 October 2026, the day clocks go back (25 hours: 00:00 local is
 * 22:00 UTC the day before, 23:59 local is 22:59 UTC). Every expected figure is worked out in the
 * comments next to the rows that make it.
 */
const STATS = `query ($input: StatsRangeInput!) {
  workshopStats(input: $input) {
    fromDay toDay entryType
    averageAcceptanceMinutes averageWaitingMinutes globalWaitingMinutes checkedOutVehicles
    exitInterviewPercentage proactiveInfoPercentage
    appointmentsCheckins appointmentsNoShow appointmentsRandom
    timing { early onTime late earlyPercentage onTimePercentage latePercentage }
    perAcceptor { name served averageWaitingMinutes averageJobMinutes }
    perQueue { name checkins averageWaitingMinutes }
    workingDetails { key value }
  }
}`;

let server: TestServer;
let admin: Session;
let workshopID: string;
const t = (iso: string) => new Date(iso);

beforeAll(async () => {
  server = await startTestServer();
  admin = await signIn(server.url, 'admin', DEMO_PASSWORD);
  const db = server.services.db;
  const [workshop] = await db
    .insert(workshops)
    .values({ workshopCode: 'ST01', name: 'Officina Statistiche', timeZone: 'Europe/Rome' })
    .returning();
  workshopID = workshop!.workshopID;
  await db.insert(workshopParameters).values({ workshopID, toleranceMinutes: 10 });
  const [group] = await db.insert(queueGroups).values({ workshopID, name: 'Officina' }).returning();
  const [q1, q2] = await db
    .insert(queues)
    .values([
      { workshopID, queueGroupID: group!.queueGroupID, name: 'Tagliandi' },
      { workshopID, queueGroupID: group!.queueGroupID, name: 'Gomme' },
    ])
    .returning();
  const [acceptor] = await db.select().from(users).where(eq(users.userName, 'acceptor1'));
  const base = { workshopID, licensePlate: 'ST000AA', name: 'Cliente' };
  const Q1 = q1!.queueID;
  const Q2 = q2!.queueID;
  // One plate each: one live visit per plate per workshop.
  const plated = (list: (typeof appointments.$inferInsert)[]) =>
    list.map((row, index) => ({ ...row, licensePlate: `ST${String(index).padStart(3, '0')}AA` }));
  const rows = await db
    .insert(appointments)
    .values(
      plated([
        // A: booked 09:00 local (08:00Z), in 08:45 → early (15 > 10); called 09:05 → waited 20;
        // job 09:15–10:15 → acceptance 10, job 60; out 10:45 → in the workshop 120. Surveyed, informed.
        {
          ...base,
          statusCode: STATUS.CheckedOut,
          walkIn: false,
          assignedQueueID: Q1,
          acceptedUserID: acceptor!.userID,
          bookingDateTime: t('2026-10-25T08:00:00Z'),
          checkinDateTime: t('2026-10-25T07:45:00Z'),
          acceptanceDateTime: t('2026-10-25T08:05:00Z'),
          jobStartDateTime: t('2026-10-25T08:15:00Z'),
          jobEndDateTime: t('2026-10-25T09:15:00Z'),
          checkoutDateTime: t('2026-10-25T09:45:00Z'),
        },
        // B: booked 10:00, in 10:05 → on time; called 10:35 → waited 30.
        {
          ...base,
          statusCode: STATUS.Accepted,
          assignedQueueID: Q1,
          acceptedUserID: acceptor!.userID,
          bookingDateTime: t('2026-10-25T09:00:00Z'),
          checkinDateTime: t('2026-10-25T09:05:00Z'),
          acceptanceDateTime: t('2026-10-25T09:35:00Z'),
        },
        // H: booked 12:00, in 12:30 → late; waiting.
        {
          ...base,
          statusCode: STATUS.CheckedInBooked,
          assignedQueueID: Q1,
          bookingDateTime: t('2026-10-25T11:00:00Z'),
          checkinDateTime: t('2026-10-25T11:30:00Z'),
        },
        // C: walk-in at 00:30 local, still summer time (22:30Z the day before): this day.
        {
          ...base,
          statusCode: STATUS.CheckedInRandom,
          walkIn: true,
          assignedQueueID: Q2,
          checkinDateTime: t('2026-10-24T22:30:00Z'),
        },
        // E: walk-in at 23:30 local, winter time (22:30Z): this day.
        {
          ...base,
          statusCode: STATUS.CheckedInRandom,
          walkIn: true,
          assignedQueueID: Q2,
          checkinDateTime: t('2026-10-25T22:30:00Z'),
        },
        // F: walk-in at 23:30 local on the 24th (21:30Z): the day before.
        {
          ...base,
          statusCode: STATUS.CheckedInRandom,
          walkIn: true,
          assignedQueueID: Q2,
          checkinDateTime: t('2026-10-24T21:30:00Z'),
        },
        // G: booked 11:00, never came → no-show.
        { ...base, statusCode: STATUS.BookedNotArrived, bookingDateTime: t('2026-10-25T10:00:00Z') },
        // A deleted booking is no no-show; a pickup is no visit.
        {
          ...base,
          statusCode: STATUS.BookedNotArrived,
          bookingDateTime: t('2026-10-25T10:00:00Z'),
          deletedAt: t('2026-10-20T10:00:00Z'),
        },
      ]),
    )
    .returning();
  const visitA = rows[0]!;
  await db.insert(appointments).values({
    ...base,
    licensePlate: visitA.licensePlate,
    type: 'withdrawal',
    mainAppointmentID: visitA.appointmentID,
    statusCode: STATUS.CheckedOut,
    walkIn: true,
    checkinDateTime: t('2026-10-25T09:30:00Z'),
    checkoutDateTime: t('2026-10-25T09:45:00Z'),
  });
  await db.insert(appointmentLogs).values([
    { appointmentID: visitA.appointmentID, workshopID, actionType: 'ProactiveInfo', notes: 'Chiamato' },
    { appointmentID: visitA.appointmentID, workshopID, actionType: 'CustomerSurveyAnswered' },
  ]);
});
afterAll(async () => {
  await server?.stop();
});

async function stats(input: Record<string, unknown>, session = admin) {
  return gql<{ workshopStats: Record<string, unknown> }>(
    server.url,
    STATS,
    { input: { workshopID, ...input } },
    session,
  );
}

describe('workshopStats on a hand-computed day', () => {
  it('counts the 25-hour day of the clock change in the workshop’s own terms', async () => {
    const reply = await stats({ fromDay: '2026-10-25', toDay: '2026-10-25' });
    expect(reply.errors).toBeUndefined();
    expect(reply.data!.workshopStats).toEqual({
      fromDay: '2026-10-25',
      toDay: '2026-10-25',
      entryType: 'ALL',
      averageAcceptanceMinutes: 10,
      averageWaitingMinutes: 25,
      globalWaitingMinutes: 120,
      checkedOutVehicles: 1,
      exitInterviewPercentage: 100,
      // A of the five arrived (A, B, H, C, E).
      proactiveInfoPercentage: 20,
      appointmentsCheckins: 3,
      appointmentsNoShow: 1,
      appointmentsRandom: 2,
      timing: {
        early: 1,
        onTime: 1,
        late: 1,
        earlyPercentage: 33.3,
        onTimePercentage: 33.3,
        latePercentage: 33.3,
      },
      perAcceptor: [{ name: 'Luca Bianchi', served: 2, averageWaitingMinutes: 25, averageJobMinutes: 60 }],
      perQueue: [
        { name: 'Tagliandi', checkins: 3, averageWaitingMinutes: 25 },
        { name: 'Gomme', checkins: 2, averageWaitingMinutes: null },
      ],
      workingDetails: [
        { key: 'jobsStarted', value: 1 },
        { key: 'jobsEnded', value: 1 },
        { key: 'refused', value: 0 },
        { key: 'averageJobMinutes', value: 60 },
      ],
    });
  });

  it('filters by entry type', async () => {
    const walkIns = (await stats({ fromDay: '2026-10-25', toDay: '2026-10-25', entryType: 'WALK_IN' })).data!
      .workshopStats;
    expect(walkIns).toMatchObject({ appointmentsCheckins: 0, appointmentsRandom: 2, appointmentsNoShow: 0 });
    expect(walkIns.timing).toMatchObject({ early: 0, onTime: 0, late: 0, earlyPercentage: null });
    const booked = (await stats({ fromDay: '2026-10-25', toDay: '2026-10-25', entryType: 'BOOKED' })).data!
      .workshopStats;
    expect(booked).toMatchObject({ appointmentsCheckins: 3, appointmentsRandom: 0, appointmentsNoShow: 1 });
  });

  it('puts 23:30 of the day before on the day before, and sums a range', async () => {
    const before = (await stats({ fromDay: '2026-10-24', toDay: '2026-10-24' })).data!.workshopStats;
    expect(before).toMatchObject({
      appointmentsRandom: 1,
      appointmentsCheckins: 0,
      averageWaitingMinutes: null,
    });
    const both = (await stats({ fromDay: '2026-10-24', toDay: '2026-10-25' })).data!.workshopStats;
    expect(both).toMatchObject({ appointmentsRandom: 3, appointmentsCheckins: 3 });
  });

  it('refuses a malformed, reversed or too long period with BAD_USER_INPUT', async () => {
    for (const input of [
      { fromDay: '2026-13-01', toDay: '2026-12-01' },
      { fromDay: '2026-10-25', toDay: '2026-10-24' },
      { fromDay: '2020-01-01', toDay: '2026-01-01' },
    ]) {
      const reply = await stats(input);
      expect(reply.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    }
  });

  it('answers statistics roles of the workshop only', async () => {
    const mi = await demoWorkshop(server, 'MI01');
    const input = { workshopID: mi.workshopID, fromDay: '2026-10-25', toDay: '2026-10-25' };
    const acceptor = await signIn(server.url, 'acceptor1', DEMO_PASSWORD);
    const booking = await signIn(server.url, 'booking', DEMO_PASSWORD);
    const refused = await gql(server.url, STATS, { input }, acceptor);
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const allowed = await gql(server.url, STATS, { input }, booking);
    expect(allowed.errors).toBeUndefined();
    // Statistics of ST01 are the admin's only: no demo role holds it.
    expect(
      (await stats({ fromDay: '2026-10-25', toDay: '2026-10-25' }, booking)).errors?.[0]?.extensions?.code,
    ).toBe('FORBIDDEN');
  });
});
