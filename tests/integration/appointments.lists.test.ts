import { and, asc, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../server/app/seed/demo-users.ts';
import { appointmentLogs, appointments, workshops } from '../../server/core/db/schema/index.ts';
import { STATUS } from '../../shared/appointments/appointment-status.ts';
import { errorCode, gql, type Session, signIn } from '../support/graphql-client.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

// Lists, detail and history of appointments as the processing and historical screens read them.

let server: TestServer;
let acceptor: Session;
let workshopID: string;
let timeZone: string;

beforeAll(async () => {
  server = await startTestServer();
  acceptor = await signIn(server.url, 'acceptor1', DEMO_PASSWORD);
  const [mi] = await server.services.db.select().from(workshops).where(eq(workshops.workshopCode, 'MI01'));
  workshopID = mi!.workshopID;
  timeZone = mi!.timeZone;
});
afterAll(async () => {
  await server?.stop();
});

const query = <T = Record<string, unknown>>(text: string, variables: Record<string, unknown> = {}) =>
  gql<T>(server.url, text, variables, { token: acceptor.token });

const dayIn = (instant: Date) => new Intl.DateTimeFormat('en-CA', { timeZone }).format(instant);
const DAY_MS = 86_400_000;
/** `day` moved by `days` on the calendar. */
const shiftDay = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

async function liveRows() {
  return server.services.db
    .select()
    .from(appointments)
    .where(and(eq(appointments.workshopID, workshopID), isNull(appointments.deletedAt)));
}

const LIST = `query List($filter: AppointmentFilter!, $first: Int, $after: String, $orderBy: AppointmentOrder) {
  appointments(filter: $filter, first: $first, after: $after, orderBy: $orderBy) {
    totalCount
    pageInfo { hasNextPage hasPreviousPage startCursor endCursor }
    edges { cursor node { appointmentID licensePlate name statusCode walkIn bookingDateTime checkinDateTime deletedAt } }
  }
}`;
type Node = {
  appointmentID: string;
  licensePlate: string;
  name: string;
  statusCode: number;
  walkIn: boolean;
  bookingDateTime: string | null;
  checkinDateTime: string | null;
  deletedAt: string | null;
};
type ListReply = {
  appointments: {
    totalCount: number;
    pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean; endCursor: string | null };
    edges: { cursor: string; node: Node }[];
  };
};

/** Every page of a list, in order, as a screen scrolling to the end would load them. */
async function walkPages(filter: Record<string, unknown>, orderBy: string, first: number) {
  const nodes: Node[] = [];
  const totals = new Set<number>();
  let after: string | null = null;
  let pages = 0;
  for (;;) {
    const reply: Awaited<ReturnType<typeof query<ListReply>>> = await query<ListReply>(LIST, {
      filter,
      first,
      after,
      orderBy,
    });
    expect(reply.errors).toBeUndefined();
    const page = reply.data!.appointments;
    totals.add(page.totalCount);
    expect(page.pageInfo.hasPreviousPage).toBe(after !== null);
    nodes.push(...page.edges.map((edge) => edge.node));
    pages++;
    if (!page.pageInfo.hasNextPage) break;
    expect(page.edges).toHaveLength(first);
    after = page.pageInfo.endCursor;
  }
  return { nodes, totals: [...totals], pages };
}

const agendaTime = (node: Node) => Date.parse(node.bookingDateTime ?? node.checkinDateTime ?? '');

describe('paging through a list', () => {
  it('walks every page of the workshop without a duplicate or a gap, and totalCount is right', async () => {
    const rows = await liveRows();
    expect(rows.length).toBeGreaterThan(12);
    for (const orderBy of [
      'BOOKING_DATE_TIME_ASC',
      'BOOKING_DATE_TIME_DESC',
      'CHECKIN_DATE_TIME_ASC',
      'CHECKIN_DATE_TIME_DESC',
    ]) {
      const { nodes, totals, pages } = await walkPages({ workshopID }, orderBy, 4);
      const ids = nodes.map((n) => n.appointmentID);
      expect(new Set(ids).size, orderBy).toBe(ids.length);
      expect([...ids].sort(), orderBy).toEqual(rows.map((r) => r.appointmentID).sort());
      expect(totals, orderBy).toEqual([rows.length]);
      expect(pages, orderBy).toBe(Math.ceil(rows.length / 4));
    }
  });

  it('orders by booking time, a walk-in at its check-in, both ways', async () => {
    const ascending = (await walkPages({ workshopID }, 'BOOKING_DATE_TIME_ASC', 5)).nodes.map(agendaTime);
    expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
    const descending = (await walkPages({ workshopID }, 'BOOKING_DATE_TIME_DESC', 5)).nodes.map(agendaTime);
    expect(descending).toEqual([...descending].sort((a, b) => b - a));
  });

  it('orders by check-in time with those not yet arrived at the end', async () => {
    const { nodes } = await walkPages({ workshopID }, 'CHECKIN_DATE_TIME_DESC', 3);
    const firstNotArrived = nodes.findIndex((n) => n.checkinDateTime === null);
    expect(firstNotArrived).toBeGreaterThan(0);
    expect(nodes.slice(firstNotArrived).every((n) => n.checkinDateTime === null)).toBe(true);
    const times = nodes.slice(0, firstNotArrived).map((n) => Date.parse(n.checkinDateTime!));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('keeps going from the cursor when a customer is added before it', async () => {
    const first = await query<ListReply>(LIST, { filter: { workshopID }, first: 5 });
    const seen = first.data!.appointments.edges.map((e) => e.node.appointmentID);
    const [early] = await server.services.db
      .insert(appointments)
      .values({
        workshopID,
        statusCode: STATUS.BookedNotArrived,
        licensePlate: 'EA000RL',
        name: 'Cliente Mattiniero',
        bookingDateTime: new Date(
          Date.parse(first.data!.appointments.edges[0]!.node.bookingDateTime!) - 60_000,
        ),
      })
      .returning();
    try {
      const rest = await walkPages({ workshopID }, 'BOOKING_DATE_TIME_ASC', 200);
      const next = await query<ListReply>(LIST, {
        filter: { workshopID },
        first: 200,
        after: first.data!.appointments.pageInfo.endCursor,
      });
      const afterCursor = next.data!.appointments.edges.map((e) => e.node.appointmentID);
      expect(afterCursor.some((id) => seen.includes(id))).toBe(false);
      expect([...seen, ...afterCursor].sort()).toEqual(
        rest.nodes
          .map((n) => n.appointmentID)
          .filter((id) => id !== early!.appointmentID)
          .sort(),
      );
    } finally {
      await server.services.db
        .delete(appointments)
        .where(eq(appointments.appointmentID, early!.appointmentID));
    }
  });

  it('refuses a page size out of range, a forged cursor and a malformed day', async () => {
    for (const first of [0, 201]) {
      expect(errorCode(await query(LIST, { filter: { workshopID }, first }))).toBe('BAD_USER_INPUT');
    }
    expect(errorCode(await query(LIST, { filter: { workshopID }, after: 'not-a-cursor' }))).toBe(
      'BAD_USER_INPUT',
    );
    const page = await query<ListReply>(LIST, { filter: { workshopID }, first: 2 });
    const cursor = page.data!.appointments.pageInfo.endCursor;
    expect(
      errorCode(
        await query(LIST, { filter: { workshopID }, after: cursor, orderBy: 'CHECKIN_DATE_TIME_ASC' }),
      ),
    ).toBe('BAD_USER_INPUT');
    expect(errorCode(await query(LIST, { filter: { workshopID, day: '2026-02-30' } }))).toBe(
      'BAD_USER_INPUT',
    );
    expect(
      errorCode(await query(LIST, { filter: { workshopID, fromDay: '2026-03-02', toDay: '2026-03-01' } })),
    ).toBe('BAD_USER_INPUT');
  });
});

describe('filters', () => {
  it('lists a day by booking day, and walk-ins by the day they came', async () => {
    const today = dayIn(new Date());
    const rows = await liveRows();
    const dayOfRow = (r: (typeof rows)[number]) => dayIn(r.bookingDateTime ?? r.checkinDateTime!);
    const todays = await walkPages({ workshopID, day: today }, 'BOOKING_DATE_TIME_ASC', 200);
    expect(todays.nodes.map((n) => n.appointmentID).sort()).toEqual(
      rows
        .filter((r) => dayOfRow(r) === today)
        .map((r) => r.appointmentID)
        .sort(),
    );
    expect(todays.nodes.some((n) => n.walkIn)).toBe(true);

    // The customer who came today for tomorrow's booking is on tomorrow's agenda.
    const anomaly = rows.find((r) => r.statusCode === STATUS.CheckinAnomaly)!;
    expect(todays.nodes.map((n) => n.appointmentID)).not.toContain(anomaly.appointmentID);
    const tomorrow = await walkPages(
      { workshopID, day: dayIn(anomaly.bookingDateTime!) },
      'BOOKING_DATE_TIME_ASC',
      200,
    );
    expect(tomorrow.nodes.map((n) => n.appointmentID)).toContain(anomaly.appointmentID);

    const range = await walkPages(
      { workshopID, fromDay: shiftDay(today, -1), toDay: shiftDay(today, 1) },
      'BOOKING_DATE_TIME_ASC',
      200,
    );
    expect(range.nodes.length).toBeGreaterThanOrEqual(todays.nodes.length + 1);
    const longAgo = await query<ListReply>(LIST, { filter: { workshopID, day: '2020-01-15' } });
    expect(longAgo.data?.appointments.totalCount).toBe(0);
  });

  it('finds a customer by part of the plate or the name, in any case', async () => {
    const rows = await liveRows();
    const target = rows.find((r) => r.statusCode === STATUS.JobStarted)!;
    const byPlate = await query<ListReply>(LIST, {
      filter: { workshopID, search: target.licensePlate.slice(1, 6).toLowerCase() },
    });
    expect(byPlate.data!.appointments.edges.map((e) => e.node.appointmentID)).toContain(target.appointmentID);
    expect(
      byPlate.data!.appointments.edges.every((e) =>
        e.node.licensePlate.includes(target.licensePlate.slice(1, 6)),
      ),
    ).toBe(true);
    const spaced = `${target.licensePlate.slice(0, 2)} ${target.licensePlate.slice(2, 5)} ${target.licensePlate.slice(5)}`;
    const bySpacedPlate = await query<ListReply>(LIST, { filter: { workshopID, search: spaced } });
    expect(bySpacedPlate.data!.appointments.edges.map((e) => e.node.appointmentID)).toEqual([
      target.appointmentID,
    ]);

    const surname = target.name.split(' ').at(-1)!.toUpperCase();
    const byName = await query<ListReply>(LIST, { filter: { workshopID, search: surname } });
    expect(byName.data!.appointments.edges.map((e) => e.node.appointmentID)).toContain(target.appointmentID);
    const nobody = await query<ListReply>(LIST, { filter: { workshopID, search: '%_' } });
    expect(nobody.data!.appointments.totalCount).toBe(0);
  });

  it('filters by status, queue and walk-in', async () => {
    const rows = await liveRows();
    const waiting = await query<ListReply>(LIST, { filter: { workshopID, statusCodes: [2, 3] }, first: 200 });
    expect(waiting.data!.appointments.totalCount).toBe(
      rows.filter((r) => r.statusCode === 2 || r.statusCode === 3).length,
    );
    expect(waiting.data!.appointments.edges.every((e) => [2, 3].includes(e.node.statusCode))).toBe(true);

    const queueID = rows.find((r) => r.statusCode === STATUS.CheckedInRandom)!.assignedQueueID;
    const ofQueue = await query<ListReply>(LIST, { filter: { workshopID, queueID }, first: 200 });
    expect(ofQueue.data!.appointments.totalCount).toBe(
      rows.filter((r) => r.assignedQueueID === queueID).length,
    );

    const walkIns = await query<ListReply>(LIST, { filter: { workshopID, walkIn: true }, first: 200 });
    expect(walkIns.data!.appointments.totalCount).toBe(rows.filter((r) => r.walkIn).length);
    expect(
      walkIns.data!.appointments.edges.every((e) => e.node.walkIn && e.node.bookingDateTime === null),
    ).toBe(true);
  });

  it('leaves deleted appointments out unless asked for them', async () => {
    const rows = await liveRows();
    const target = rows.find((r) => r.statusCode === STATUS.BookedNotArrived)!;
    const db = server.services.db;
    await db
      .update(appointments)
      .set({ deletedAt: new Date() })
      .where(eq(appointments.appointmentID, target.appointmentID));
    try {
      const plain = await query<ListReply>(LIST, { filter: { workshopID }, first: 200 });
      expect(plain.data!.appointments.totalCount).toBe(rows.length - 1);
      expect(plain.data!.appointments.edges.map((e) => e.node.appointmentID)).not.toContain(
        target.appointmentID,
      );
      const all = await query<ListReply>(LIST, { filter: { workshopID, includeDeleted: true }, first: 200 });
      expect(all.data!.appointments.totalCount).toBe(rows.length);
      const deleted = all.data!.appointments.edges.find((e) => e.node.appointmentID === target.appointmentID);
      expect(deleted?.node.deletedAt).not.toBeNull();
    } finally {
      await db
        .update(appointments)
        .set({ deletedAt: null })
        .where(eq(appointments.appointmentID, target.appointmentID));
    }
  });
});

describe('history and spare-parts filters', () => {
  it('lists closed visits and the no-shows of earlier days, never a booking still due today', async () => {
    const today = dayIn(new Date());
    const rows = await liveRows();
    const dayOfRow = (r: (typeof rows)[number]) =>
      dayIn(r.bookingDateTime ?? r.checkinDateTime ?? r.createdAt);
    const expected = rows.filter(
      (r) =>
        r.statusCode === STATUS.Rejected ||
        r.statusCode === STATUS.CheckedOut ||
        ((r.statusCode === STATUS.BookedNotArrived || r.statusCode === STATUS.Withdrawal) &&
          dayOfRow(r) < today),
    );
    const history = await walkPages({ workshopID, historical: true }, 'BOOKING_DATE_TIME_DESC', 200);
    expect(history.nodes.map((n) => n.appointmentID).sort()).toEqual(
      expected.map((r) => r.appointmentID).sort(),
    );
    expect(history.nodes.some((n) => n.statusCode === STATUS.CheckedOut)).toBe(true);
    const dueToday = rows.find((r) => r.statusCode === STATUS.BookedNotArrived && dayOfRow(r) === today);
    expect(dueToday).toBeDefined();
    expect(history.nodes.map((n) => n.appointmentID)).not.toContain(dueToday!.appointmentID);

    // The entry-type filters combine with it: no-shows only, walk-ins only.
    const noShows = await walkPages(
      { workshopID, historical: true, statusCodes: [STATUS.BookedNotArrived] },
      'BOOKING_DATE_TIME_DESC',
      200,
    );
    expect(noShows.nodes.every((n) => n.statusCode === STATUS.BookedNotArrived)).toBe(true);
    expect(noShows.nodes.length).toBe(
      expected.filter((r) => r.statusCode === STATUS.BookedNotArrived).length,
    );
    const walkIns = await walkPages(
      { workshopID, historical: true, walkIn: true },
      'BOOKING_DATE_TIME_DESC',
      200,
    );
    expect(walkIns.nodes.length).toBe(expected.filter((r) => r.walkIn).length);
  });

  it('lists the customers waiting for spare parts', async () => {
    const rows = await liveRows();
    const flagged = rows.filter((r) => r.waitingSpareParts);
    expect(flagged.length).toBeGreaterThan(0);
    const reply = await query<ListReply>(LIST, {
      filter: { workshopID, waitingSpareParts: true },
      first: 200,
    });
    expect(reply.data!.appointments.edges.map((e) => e.node.appointmentID).sort()).toEqual(
      flagged.map((r) => r.appointmentID).sort(),
    );
  });
});

describe('one appointment', () => {
  const DETAIL = `query ($id: ID!) {
    appointment(appointmentID: $id) {
      appointmentID statusName licensePlate
      acceptedBox { name } acceptedUser { userName firstname lastname } assignedQueue { name }
      rejectReason { name }
      children { appointmentID mainAppointmentID type statusName bookingDateTime }
      allowedActions
      sms { kind text status }
    }
    appointmentHistory(appointmentID: $id) { appointmentLogID phase dateTime action resource notes }
    appointmentLogs(appointmentID: $id) { appointmentLogID actionType fromStatus toStatus user { userName } rejectReason { name } smsText }
  }`;
  type Detail = {
    appointment: {
      appointmentID: string;
      statusName: string;
      acceptedBox: { name: string } | null;
      acceptedUser: { userName: string; firstname: string; lastname: string } | null;
      assignedQueue: { name: string } | null;
      rejectReason: { name: string } | null;
      children: { appointmentID: string; mainAppointmentID: string; type: string; statusName: string }[];
      allowedActions: string[];
      sms: { kind: string; text: string; status: string }[];
    } | null;
    appointmentHistory: {
      appointmentLogID: string;
      phase: string;
      dateTime: string;
      action: string;
      resource: string | null;
      notes: string | null;
    }[];
    appointmentLogs: {
      appointmentLogID: string;
      actionType: string;
      user: { userName: string } | null;
      rejectReason: { name: string } | null;
      smsText: string | null;
    }[];
  };

  it('shows a processed visit with its pickup booking, its box and acceptor, and its history', async () => {
    const rows = await liveRows();
    const main = rows.find(
      (r) => r.statusCode === STATUS.ReadyToGo && rows.some((c) => c.mainAppointmentID === r.appointmentID),
    )!;
    const reply = await query<Detail>(DETAIL, { id: main.appointmentID });
    expect(reply.errors).toBeUndefined();
    const detail = reply.data!.appointment!;
    expect(detail.statusName).toBe('ReadyToGo');
    expect(detail.children).toHaveLength(1);
    expect(detail.children[0]).toMatchObject({
      mainAppointmentID: main.appointmentID,
      type: 'withdrawal',
      statusName: 'Withdrawal',
    });
    expect(detail.acceptedBox?.name).toBe('Box 1');
    expect(detail.acceptedUser?.userName).toBe('acceptor1');
    expect(detail.allowedActions).toContain('confirmPayment');
    expect(detail.allowedActions).not.toContain('jobStart');
    expect(detail.sms.map((s) => s.kind)).toEqual(['jobEndSms', 'welcomeSms']);

    const logs = await server.services.db
      .select()
      .from(appointmentLogs)
      .where(eq(appointmentLogs.appointmentID, main.appointmentID))
      .orderBy(asc(appointmentLogs.dateTime));
    const history = reply.data!.appointmentHistory;
    expect(history.map((line) => line.appointmentLogID)).toEqual(logs.map((log) => log.appointmentLogID));
    expect(history.map((line) => [line.action, line.phase])).toEqual([
      ['BookedAppointmentCreated', 'BookedNotArrived'],
      ['CheckinBooked', 'CheckedInBooked'],
      ['WelcomeSMS', 'CheckedInBooked'],
      ['NextCustomer', 'Accepted'],
      ['JobStart', 'JobStarted'],
      ['JobEnd', 'JobEnded'],
      ['JobEndSms', 'JobEnded'],
      ['ReadyToGo', 'ReadyToGo'],
    ]);
    const times = history.map((line) => Date.parse(line.dateTime));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    const called = history.find((line) => line.action === 'NextCustomer')!;
    expect(called.resource).toBe('Box 1 · Luca Bianchi');
    expect(history.find((line) => line.action === 'CheckinBooked')!.resource).toBe('Sara Galli');
    // An SMS line shows the text that was sent.
    expect(history.find((line) => line.action === 'WelcomeSMS')!.notes).toContain(main.name);
    expect(reply.data!.appointmentLogs.find((log) => log.actionType === 'JobStart')?.user?.userName).toBe(
      'acceptor1',
    );
  });

  it('names the reason a customer refused the job, on the visit and on its log line', async () => {
    const rows = await liveRows();
    const refused = rows.find((r) => r.statusCode === STATUS.Rejected)!;
    const reply = await query<Detail>(DETAIL, { id: refused.appointmentID });
    expect(reply.data!.appointment!.rejectReason?.name).toBe('Preventivo non accettato');
    expect(
      reply.data!.appointmentLogs.find((log) => log.actionType === 'JobRejected')?.rejectReason?.name,
    ).toBe('Preventivo non accettato');
    expect(reply.data!.appointmentHistory.at(-1)?.phase).toBe('Rejected');
  });

  it('answers null for an unknown id, BAD_USER_INPUT for a malformed one, and NOT_FOUND for its history', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    const reply = await query<{ appointment: null }>(
      'query ($id: ID!) { appointment(appointmentID: $id) { appointmentID } }',
      { id: unknown },
    );
    expect(reply.errors).toBeUndefined();
    expect(reply.data?.appointment).toBeNull();
    const malformed = await query<{ appointment: null }>(
      'query ($id: ID!) { appointment(appointmentID: $id) { appointmentID } }',
      { id: 'not-an-id' },
    );
    // A malformed id names nothing and is the caller's mistake (docs/security.md).
    expect(malformed.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(malformed.data).toBeNull();
    for (const field of ['appointmentHistory', 'appointmentLogs']) {
      const missing = await query(`query ($id: ID!) { ${field}(appointmentID: $id) { appointmentLogID } }`, {
        id: unknown,
      });
      expect(errorCode(missing), field).toBe('NOT_FOUND');
    }
  });
});

describe('returning customer', () => {
  const RETURNING = `query ($workshopID: ID!, $plate: String!) {
    returningCustomer(workshopID: $workshopID, licensePlate: $plate) {
      licensePlate isReturning daysSinceLastVisit lastVisit { appointmentID statusName checkinDateTime }
    }
  }`;
  type Returning = {
    returningCustomer: {
      licensePlate: string;
      isReturning: boolean;
      daysSinceLastVisit: number | null;
      lastVisit: { appointmentID: string; statusName: string } | null;
    };
  };

  /** A past visit at midday of the day `daysAgo` before today, in the workshop's zone. */
  async function pastVisit(plate: string, daysAgo: number, statusCode: number) {
    const day = shiftDay(dayIn(new Date()), -daysAgo);
    const at = new Date(`${day}T10:30:00Z`);
    const [row] = await server.services.db
      .insert(appointments)
      .values({
        workshopID,
        statusCode,
        licensePlate: plate,
        name: 'Cliente Abituale',
        bookingDateTime: at,
        checkinDateTime: statusCode >= 2 ? at : null,
        checkoutDateTime: statusCode === STATUS.CheckedOut ? new Date(at.getTime() + 3_600_000) : null,
      })
      .returning();
    return row!;
  }

  it('does not count the visit in progress today as an earlier one', async () => {
    const inBox = (await liveRows()).find((r) => r.statusCode === STATUS.JobStarted)!;
    const reply = await query<Returning>(RETURNING, { workshopID, plate: inBox.licensePlate });
    expect(reply.data?.returningCustomer).toEqual({
      licensePlate: inBox.licensePlate,
      isReturning: false,
      daysSinceLastVisit: null,
      lastVisit: null,
    });
  });

  it('recognises a plate seen 30 days ago, however it is typed, and names that visit', async () => {
    const today = (await liveRows()).find((r) => r.statusCode === STATUS.CheckedInBooked)!;
    await pastVisit(today.licensePlate, 200, STATUS.CheckedOut);
    const recent = await pastVisit(today.licensePlate, 30, STATUS.CheckedOut);
    await pastVisit(today.licensePlate, 10, STATUS.BookedNotArrived);
    const typed = `${today.licensePlate.slice(0, 2).toLowerCase()} ${today.licensePlate.slice(2)}`;
    const reply = await query<Returning>(RETURNING, { workshopID, plate: typed });
    expect(reply.errors).toBeUndefined();
    expect(reply.data?.returningCustomer).toMatchObject({
      licensePlate: today.licensePlate,
      isReturning: true,
      daysSinceLastVisit: 30,
      lastVisit: { appointmentID: recent.appointmentID, statusName: 'CheckedOut' },
    });
  });

  it('knows a plate last seen beyond the threshold, but not as returning', async () => {
    const old = await pastVisit('GH123JK', 120, STATUS.CheckedOut);
    const reply = await query<Returning>(RETURNING, { workshopID, plate: 'GH123JK' });
    expect(reply.data?.returningCustomer).toMatchObject({
      isReturning: false,
      daysSinceLastVisit: 120,
      lastVisit: { appointmentID: old.appointmentID },
    });
  });
});
