import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../server/app/seed/demo-users.ts';
import {
  appointmentLogs,
  appointments,
  queueGroups,
  queues,
  surveyAnswers,
  surveyInvitations,
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
let acceptorID: string;
const t = (iso: string) => new Date(iso);
/** The server's clock: the real time, but for kpis, which reads "now" (set there, then put back). */
let clock: Date | null = null;

beforeAll(async () => {
  server = await startTestServer({}, { now: () => clock ?? new Date() });
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
  acceptorID = acceptor!.userID;
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
        // D1, D2: walk-ins at 02:30 local twice, the hour the clock goes back (00:30Z in summer
        // time, 01:30Z in winter time): both this day, both in hour 2; turned away (status 10).
        {
          ...base,
          statusCode: STATUS.Rejected,
          walkIn: true,
          assignedQueueID: Q2,
          checkinDateTime: t('2026-10-25T00:30:00Z'),
        },
        {
          ...base,
          statusCode: STATUS.Rejected,
          walkIn: true,
          assignedQueueID: Q2,
          checkinDateTime: t('2026-10-25T01:30:00Z'),
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
    {
      appointmentID: visitA.appointmentID,
      workshopID,
      actionType: 'ProactiveInfo',
      notes: 'Chiamato',
      userID: acceptorID,
    },
    { appointmentID: visitA.appointmentID, workshopID, actionType: 'CustomerSurveyAnswered' },
  ]);
  // Surveys, counted on the day they were closed: A answered at 11:00 local, B declined at 13:00,
  // C answered at 00:45 local on the 25th (22:45Z on the 24th, summer time): all three the 25th.
  // F answered at 23:50 local on the 24th (21:50Z): the day before.
  const [, visitB, , visitC, , , , visitF] = rows;
  const survey = async (
    visit: (typeof rows)[number],
    usedAt: string,
    outcome: 'answered' | 'skipped',
    answers: [string, string] | null,
  ) => {
    await db.insert(surveyInvitations).values({
      appointmentID: visit.appointmentID,
      workshopID,
      tokenHash: `hash-${visit.appointmentID}`,
      kind: 'automatic',
      expiresAt: t('2026-11-01T00:00:00Z'),
      usedAt: t(usedAt),
      outcome,
    });
    if (!answers) return;
    await db.insert(surveyAnswers).values([
      {
        appointmentID: visit.appointmentID,
        questionText: 'Puntuali?',
        answerTypeID: 1,
        position: 0,
        answerText: answers[0],
      },
      {
        appointmentID: visit.appointmentID,
        questionText: 'Voto',
        answerTypeID: 2,
        position: 1,
        answerText: answers[1],
      },
    ]);
  };
  await survey(visitA, '2026-10-25T10:00:00Z', 'answered', ['yes', '8']);
  await survey(visitB!, '2026-10-25T12:00:00Z', 'skipped', null);
  await survey(visitC!, '2026-10-24T22:45:00Z', 'answered', ['no', '10']);
  await survey(visitF!, '2026-10-24T21:50:00Z', 'answered', ['yes', '3']);
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
      // A of the seven arrived (A, B, H, C, D1, D2, E): 1/7.
      proactiveInfoPercentage: 14.3,
      appointmentsCheckins: 3,
      appointmentsNoShow: 1,
      appointmentsRandom: 4,
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
        { name: 'Gomme', checkins: 4, averageWaitingMinutes: null },
        { name: 'Tagliandi', checkins: 3, averageWaitingMinutes: 25 },
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
    expect(walkIns).toMatchObject({ appointmentsCheckins: 0, appointmentsRandom: 4, appointmentsNoShow: 0 });
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
    expect(both).toMatchObject({ appointmentsRandom: 5, appointmentsCheckins: 3 });
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

const SERIES = `query ($input: StatsRangeInput!) {
  appointmentStats(input: $input) {
    fromDay toDay entryType
    arrivalsByHour { hour arrivals }
    waitsByDay { day arrivals averageWaitingMinutes globalWaitingMinutes }
    timingStatus { status count percentage }
    perAcceptor { name served averageWaitingMinutes averageJobMinutes }
  }
}`;

const SURVEYS = `query ($input: StatsRangeInput!) {
  exitInterviewStats(input: $input) {
    fromDay toDay entryType answeredSurveys skippedSurveys
    questions { position text questionTypeID answered skipped average distribution { value count percentage } }
  }
}`;

describe('appointmentStats on the same day', () => {
  it('puts each arrival in its hour of the workshop’s clock, 02:00–02:59 twice in hour 2', async () => {
    const reply = await gql<{ appointmentStats: { arrivalsByHour: { hour: number; arrivals: number }[] } }>(
      server.url,
      SERIES,
      { input: { workshopID, fromDay: '2026-10-25', toDay: '2026-10-25' } },
      admin,
    );
    expect(reply.errors).toBeUndefined();
    const stats = reply.data!.appointmentStats;
    expect(stats.arrivalsByHour).toHaveLength(24);
    const busy = Object.fromEntries(
      stats.arrivalsByHour.filter((entry) => entry.arrivals > 0).map((entry) => [entry.hour, entry.arrivals]),
    );
    // C 00:30, D1 and D2 02:30, A 08:45, B 10:05, H 12:30, E 23:30.
    expect(busy).toEqual({ 0: 1, 2: 2, 8: 1, 10: 1, 12: 1, 23: 1 });
    expect(stats).toMatchObject({
      timingStatus: [
        { status: 'EARLY', count: 1, percentage: 25 },
        { status: 'ON_TIME', count: 1, percentage: 25 },
        { status: 'LATE', count: 1, percentage: 25 },
        { status: 'NO_SHOW', count: 1, percentage: 25 },
      ],
      perAcceptor: [{ name: 'Luca Bianchi', served: 2, averageWaitingMinutes: 25, averageJobMinutes: 60 }],
    });
  });

  it('gives every day of the range its waits, by the workshop’s days', async () => {
    const reply = await gql<{ appointmentStats: { waitsByDay: unknown[] } }>(
      server.url,
      SERIES,
      { input: { workshopID, fromDay: '2026-10-23', toDay: '2026-10-25' } },
      admin,
    );
    expect(reply.data!.appointmentStats.waitsByDay).toEqual([
      { day: '2026-10-23', arrivals: 0, averageWaitingMinutes: null, globalWaitingMinutes: null },
      // F only.
      { day: '2026-10-24', arrivals: 1, averageWaitingMinutes: null, globalWaitingMinutes: null },
      // Seven arrived; A (20) and B (30) called; A left after 120.
      { day: '2026-10-25', arrivals: 7, averageWaitingMinutes: 25, globalWaitingMinutes: 120 },
    ]);
  });

  it('counts walk-ins only: no timing, arrivals of walk-ins', async () => {
    const reply = await gql<{
      appointmentStats: {
        timingStatus: { count: number; percentage: null }[];
        waitsByDay: { arrivals: number }[];
      };
    }>(
      server.url,
      SERIES,
      { input: { workshopID, fromDay: '2026-10-25', toDay: '2026-10-25', entryType: 'WALK_IN' } },
      admin,
    );
    const stats = reply.data!.appointmentStats;
    expect(stats.timingStatus.every((entry) => entry.count === 0 && entry.percentage === null)).toBe(true);
    expect(stats.waitsByDay).toEqual([
      { day: '2026-10-25', arrivals: 4, averageWaitingMinutes: null, globalWaitingMinutes: null },
    ]);
  });
});

describe('exitInterviewStats on the same day', () => {
  it('counts the surveys closed on the 25th in Rome and their answers per question', async () => {
    const reply = await gql<{ exitInterviewStats: unknown }>(
      server.url,
      SURVEYS,
      { input: { workshopID, fromDay: '2026-10-25', toDay: '2026-10-25' } },
      admin,
    );
    expect(reply.errors).toBeUndefined();
    const scale = (counts: Record<string, number>, answered: number) =>
      Array.from({ length: 10 }, (_, i) => {
        const count = counts[String(i + 1)] ?? 0;
        return { value: String(i + 1), count, percentage: Math.round((1000 * count) / answered) / 10 };
      });
    // A (yes, 8) and C (no, 10) answered; B declined: each question answered twice, skipped once.
    expect(reply.data!.exitInterviewStats).toEqual({
      fromDay: '2026-10-25',
      toDay: '2026-10-25',
      entryType: 'ALL',
      answeredSurveys: 2,
      skippedSurveys: 1,
      questions: [
        {
          position: 0,
          text: 'Puntuali?',
          questionTypeID: 1,
          answered: 2,
          skipped: 1,
          average: null,
          distribution: [
            { value: 'yes', count: 1, percentage: 50 },
            { value: 'no', count: 1, percentage: 50 },
          ],
        },
        {
          position: 1,
          text: 'Voto',
          questionTypeID: 2,
          answered: 2,
          skipped: 1,
          average: 9,
          distribution: scale({ 8: 1, 10: 1 }, 2),
        },
      ],
    });
  });

  it('follows the entry type and the day before', async () => {
    const walkIns = await gql<{
      exitInterviewStats: {
        answeredSurveys: number;
        skippedSurveys: number;
        questions: { average: number | null }[];
      };
    }>(
      server.url,
      SURVEYS,
      { input: { workshopID, fromDay: '2026-10-25', toDay: '2026-10-25', entryType: 'WALK_IN' } },
      admin,
    );
    // C alone.
    expect(walkIns.data!.exitInterviewStats).toMatchObject({ answeredSurveys: 1, skippedSurveys: 0 });
    expect(walkIns.data!.exitInterviewStats.questions[1]!.average).toBe(10);
    const before = await gql<{
      exitInterviewStats: { answeredSurveys: number; questions: { average: number | null }[] };
    }>(server.url, SURVEYS, { input: { workshopID, fromDay: '2026-10-24', toDay: '2026-10-24' } }, admin);
    // F alone.
    expect(before.data!.exitInterviewStats.answeredSurveys).toBe(1);
    expect(before.data!.exitInterviewStats.questions[1]!.average).toBe(3);
  });
});

describe('kpis', () => {
  it('gives the moment and the day so far at 11:05 local on the 25th', async () => {
    clock = t('2026-10-25T10:05:00Z');
    try {
      const reply = await gql<{ kpis: unknown }>(
        server.url,
        `query ($workshopID: ID!) { kpis(workshopID: $workshopID) {
          day waitingNow inBoxNow inWorkshopNow longestWaitMinutes bookedToday expectedToday
          arrivedToday checkedOutToday averageWaitingMinutesToday } }`,
        { workshopID },
        admin,
      );
      expect(reply.errors).toBeUndefined();
      expect(reply.data!.kpis).toEqual({
        day: '2026-10-25',
        // H, C, E and F by status; B in its box; those five in the workshop.
        waitingNow: 4,
        inBoxNow: 1,
        inWorkshopNow: 5,
        // F, in since 21:30Z the day before: 12 h 35 min.
        longestWaitMinutes: 755,
        // A, B, H and G; G (11:00 local, tolerance 10) still expected at 11:05.
        bookedToday: 4,
        expectedToday: 1,
        arrivedToday: 7,
        checkedOutToday: 1,
        averageWaitingMinutesToday: 25,
      });
    } finally {
      clock = null;
    }
  });
});

describe('searchAcceptors and the logs filters', () => {
  it('finds the acceptors of a workshop by name, for its statistics roles', async () => {
    const mi = await demoWorkshop(server, 'MI01');
    const SEARCH = `query ($workshopID: ID!, $term: String) { searchAcceptors(workshopID: $workshopID, term: $term) { userName firstname lastname } }`;
    const booking = await signIn(server.url, 'booking', DEMO_PASSWORD);
    const all = await gql<{ searchAcceptors: { userName: string }[] }>(
      server.url,
      SEARCH,
      { workshopID: mi.workshopID },
      booking,
    );
    expect(all.data!.searchAcceptors.map((user) => user.userName)).toEqual(['acceptor1', 'acceptor2']);
    const russo = await gql<{ searchAcceptors: { userName: string }[] }>(
      server.url,
      SEARCH,
      { workshopID: mi.workshopID, term: 'russo' },
      booking,
    );
    expect(russo.data!.searchAcceptors).toEqual([
      { userName: 'acceptor2', firstname: 'Giulia', lastname: 'Russo' },
    ]);
    expect(
      (await gql<{ searchAcceptors: unknown[] }>(server.url, SEARCH, { workshopID }, admin)).data!
        .searchAcceptors,
    ).toEqual([]);
    const acceptor = await signIn(server.url, 'acceptor1', DEMO_PASSWORD);
    const refused = await gql(server.url, SEARCH, { workshopID: mi.workshopID }, acceptor);
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('lists the log lines of one user, and refuses hostile ranges and pages', async () => {
    const LOGS = `query ($filter: LogFilter!, $first: Int) { logs(filter: $filter, first: $first) { totalCount nodes { actionType user { userName } } } }`;
    const mine = await gql<{ logs: { totalCount: number; nodes: unknown[] } }>(
      server.url,
      LOGS,
      { filter: { workshopID, userID: acceptorID, fromDay: '2026-01-01', toDay: '2026-12-31' } },
      admin,
    );
    expect(mine.errors).toBeUndefined();
    expect(mine.data!.logs.nodes).toEqual([{ actionType: 'ProactiveInfo', user: { userName: 'acceptor1' } }]);
    for (const [filter, first] of [
      [{ workshopID, fromDay: '2020-01-01', toDay: '2026-01-01' }, 5],
      [{ workshopID, fromDay: '2026-10-25', toDay: '2026-10-24' }, 5],
      [{ workshopID, fromDay: '2026-02-30' }, 5],
      [{ workshopID, userID: 'nope' }, 5],
      [{ workshopID }, 0],
    ] as const) {
      const reply = await gql(server.url, LOGS, { filter, first }, admin);
      expect(reply.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    }
  });

  it('refuses hostile periods on every statistics query', async () => {
    for (const query of [SERIES, SURVEYS]) {
      for (const input of [
        { fromDay: '2026-13-01', toDay: '2026-12-01' },
        { fromDay: '2026-10-25', toDay: '2026-10-24' },
        { fromDay: '2020-01-01', toDay: '2026-01-01' },
        { fromDay: '', toDay: '2026-01-01' },
      ]) {
        const reply = await gql(server.url, query, { input: { workshopID, ...input } }, admin);
        expect(reply.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      }
    }
  });
});
