import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../server/app/seed/demo-users.ts';
import { appointmentLogs, workshops } from '../../server/core/db/schema/index.ts';
import { STATUS } from '../../shared/appointments/appointment-status.ts';
import { errorCode, gql, type Session, signIn, wsClient } from '../support/graphql-client.ts';
import { probe } from '../support/subscription-probe.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { appointmentRow, demoWorkshop } from '../support/workshop-fixture.ts';

const RESULT = 'appointment { appointmentID statusCode waitingSpareParts } formErrors { field code }';
type Result = {
  appointment: { appointmentID: string; statusCode: number; waitingSpareParts: boolean } | null;
  formErrors: { field: string; code: string }[];
};
const m = (name: string, input: string) =>
  `mutation ($input: ${input}!) { ${name}(input: $input) { ${RESULT} } }`;
const WALK_IN = m('registerNewAppointment', 'RegisterNewAppointmentInput');
const NEXT = m('nextCustomer', 'NextCustomerInput');
const SPARE_PARTS = m('setWaitingSpareParts', 'SetWaitingSparePartsInput');
const LOG = m('createAppointmentLog', 'CreateAppointmentLogInput');
const LOGS = `query ($filter: LogFilter!, $first: Int, $after: String) {
  logs(filter: $filter, first: $first, after: $after) {
    totalCount
    pageInfo { hasNextPage endCursor }
    nodes { appointmentLogID actionType notes user { userName } appointment { appointmentID licensePlate } }
  }
}`;
const DESK = `query ($workshopID: ID!) {
  workshopDeskSettings(workshopID: $workshopID) { workshopID timeZone criticalThresholdMinutes toleranceMinutes }
}`;

type LogsReply = {
  logs: {
    totalCount: number;
    pageInfo: { hasNextPage: boolean; endCursor: string | null };
    nodes: {
      appointmentLogID: string;
      actionType: string;
      notes: string | null;
      user: { userName: string } | null;
      appointment: { appointmentID: string; licensePlate: string } | null;
    }[];
  };
};

let server: TestServer;
let acceptor: Session;
let hostess: Session;
let cashier: Session;
let manager: Session;
let mi: Awaited<ReturnType<typeof demoWorkshop>>;
let rm: Awaited<ReturnType<typeof demoWorkshop>>;

beforeAll(async () => {
  server = await startTestServer();
  [acceptor, hostess, cashier, manager] = (await Promise.all(
    ['acceptor1', 'hostess', 'cashier', 'owner'].map((name) => signIn(server.url, name, DEMO_PASSWORD)),
  )) as [Session, Session, Session, Session];
  mi = await demoWorkshop(server, 'MI01');
  rm = await demoWorkshop(server, 'RM01');
});
afterAll(async () => {
  await server?.stop();
});

async function call(query: string, input: Record<string, unknown>, session: Session) {
  const name = /\{ (\w+)\(/.exec(query)?.[1] ?? '';
  const reply = await gql<Record<string, Result>>(server.url, query, { input }, session);
  return { reply, result: reply.data?.[name] };
}

/** A walk-in in a queue of its own; with `intoBox`, called into a new box (status Accepted). */
async function customer(plate: string, intoBox = true) {
  const queueID = await mi.newQueue(`Queue ${plate}`);
  const { result } = await call(
    WALK_IN,
    {
      workshopID: mi.workshopID,
      queueID,
      vehicleBrandID: mi.vehicleBrandID,
      licensePlate: plate,
      name: 'Anna Verdi',
      mobile: '+393331234567',
      description: 'Frizione',
    },
    hostess,
  );
  const id = result?.appointment?.appointmentID;
  if (!id) throw new Error(`walk-in failed: ${JSON.stringify(result)}`);
  if (intoBox) {
    const boxID = await mi.newBox(`Box ${plate}`);
    const called = await call(NEXT, { workshopID: mi.workshopID, boxID, queueID }, acceptor);
    expect(called.result?.appointment?.statusCode).toBe(STATUS.Accepted);
  }
  return id;
}

async function spareLogs(appointmentID: string) {
  return server.services.db
    .select()
    .from(appointmentLogs)
    .where(
      and(
        eq(appointmentLogs.appointmentID, appointmentID),
        eq(appointmentLogs.actionType, 'WaitingReplacement'),
      ),
    );
}

describe('setWaitingSpareParts', () => {
  it('puts a vehicle into and out of waiting for spare parts, each with its log line, published after commit', async () => {
    const id = await customer('SPR0001');
    const client = wsClient(server.url, acceptor.token);
    const queue = probe<{
      queueChanged: { appointments: { appointmentID: string; waitingSpareParts: boolean }[] };
    }>(
      client,
      'subscription ($workshopID: ID!) { queueChanged(workshopID: $workshopID) { appointments { appointmentID waitingSpareParts } } }',
      { workshopID: mi.workshopID },
    );
    try {
      await queue.waitFor(() => true);
      const on = await call(
        SPARE_PARTS,
        { appointmentID: id, waiting: true, notes: 'Manca la frizione' },
        acceptor,
      );
      expect(on.reply.errors).toBeUndefined();
      expect(on.result?.appointment).toMatchObject({ waitingSpareParts: true, statusCode: STATUS.Accepted });
      await queue.waitFor((event) =>
        event.queueChanged.appointments.some((row) => row.appointmentID === id && row.waitingSpareParts),
      );
      expect((await appointmentRow(server, id))?.waitingSpareParts).toBe(true);

      const off = await call(SPARE_PARTS, { appointmentID: id, waiting: false }, manager);
      expect(off.result?.appointment?.waitingSpareParts).toBe(false);
      const lines = await spareLogs(id);
      expect(lines.map((line) => line.payload?.waitingSpareParts)).toEqual([true, false]);
      expect(lines[0]?.notes).toBe('Manca la frizione');
      expect(
        lines.every((line) => line.fromStatus === STATUS.Accepted && line.toStatus === STATUS.Accepted),
      ).toBe(true);
    } finally {
      queue.dispose();
      await client.dispose();
    }
  });

  it('lists the flagged vehicle in the Attesa-Ricambi filter', async () => {
    const id = await customer('SPR0002');
    await call(SPARE_PARTS, { appointmentID: id, waiting: true }, acceptor);
    const reply = await gql<{ appointments: { nodes: { appointmentID: string }[] } }>(
      server.url,
      'query ($filter: AppointmentFilter!) { appointments(filter: $filter, first: 200) { nodes { appointmentID } } }',
      { filter: { workshopID: mi.workshopID, waitingSpareParts: true } },
      acceptor,
    );
    expect(reply.data?.appointments.nodes.map((row) => row.appointmentID)).toContain(id);
  });

  it('refuses a customer still waiting in the queue, and changes nothing', async () => {
    const id = await customer('SPR0003', false);
    const { reply } = await call(SPARE_PARTS, { appointmentID: id, waiting: true }, acceptor);
    expect(errorCode(reply)).toBe('TRANSITION_NOT_ALLOWED');
    expect((await appointmentRow(server, id))?.waitingSpareParts).toBe(false);
    expect(await spareLogs(id)).toHaveLength(0);
  });

  it('refuses to set the state the vehicle is already in, with a clear message', async () => {
    const id = await customer('SPR0004');
    const { reply } = await call(SPARE_PARTS, { appointmentID: id, waiting: false }, acceptor);
    expect(errorCode(reply)).toBe('BAD_USER_INPUT');
    expect(reply.errors?.[0]?.message).toBe('The vehicle is not waiting for spare parts.');
    expect(await spareLogs(id)).toHaveLength(0);
  });

  it.each([
    ['the hostess', () => hostess, 'SPR0005'],
    ['the cashier', () => cashier, 'SPR0006'],
  ])('refuses %s (not a box role) and changes nothing', async (_who, session, plate) => {
    const id = await customer(plate);
    const { reply } = await call(SPARE_PARTS, { appointmentID: id, waiting: true }, session());
    expect(errorCode(reply)).toBe('FORBIDDEN');
    expect((await appointmentRow(server, id))?.waitingSpareParts).toBe(false);
  });

  it('refuses a malformed or unknown id and a missing flag', async () => {
    const unknown = await call(
      SPARE_PARTS,
      { appointmentID: '00000000-0000-4000-8000-000000000000', waiting: true },
      acceptor,
    );
    expect(errorCode(unknown.reply)).toBe('NOT_FOUND');
    const missing = await call(
      SPARE_PARTS,
      { appointmentID: '00000000-0000-4000-8000-000000000000' },
      acceptor,
    );
    expect(errorCode(missing.reply)).toBe('BAD_USER_INPUT');
  });
});

describe('logs (the Azioni list)', () => {
  it('lists the workshop follow-ups and proactive info newest first, by type, with cursor paging', async () => {
    const id = await customer('LOG0001', false);
    for (const [actionType, notes] of [
      ['FollowUp', 'Richiamare domani'],
      ['ProactiveInfo', 'Avvisato del ritardo'],
      ['Comment', 'Solo un commento'],
    ]) {
      const { result } = await call(LOG, { appointmentID: id, actionType, notes }, manager);
      expect(result?.formErrors).toEqual([]);
    }
    const filter = { workshopID: mi.workshopID, actionTypes: ['FollowUp', 'ProactiveInfo'] };
    const first = await gql<LogsReply>(server.url, LOGS, { filter, first: 1 }, manager);
    expect(first.errors).toBeUndefined();
    const page1 = first.data?.logs;
    expect(page1?.nodes[0]).toMatchObject({
      actionType: 'ProactiveInfo',
      notes: 'Avvisato del ritardo',
      user: { userName: 'owner' },
      appointment: { appointmentID: id, licensePlate: 'LOG0001' },
    });
    expect(page1?.pageInfo.hasNextPage).toBe(true);
    const second = await gql<LogsReply>(
      server.url,
      LOGS,
      { filter, first: 1, after: page1?.pageInfo.endCursor },
      manager,
    );
    expect(second.data?.logs.nodes[0]).toMatchObject({ actionType: 'FollowUp', notes: 'Richiamare domani' });
    const all = await gql<LogsReply>(server.url, LOGS, { filter, first: 200 }, manager);
    expect(
      all.data?.logs.nodes.every((node) => ['FollowUp', 'ProactiveInfo'].includes(node.actionType)),
    ).toBe(true);
    expect(all.data?.logs.totalCount).toBe(all.data?.logs.nodes.length);
  });

  it('filters by the workshop days', async () => {
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' }).format(new Date());
    const todays = await gql<LogsReply>(
      server.url,
      LOGS,
      { filter: { workshopID: mi.workshopID, fromDay: today, toDay: today, actionTypes: ['FollowUp'] } },
      manager,
    );
    expect(todays.data?.logs.totalCount).toBeGreaterThan(0);
    const old = await gql<LogsReply>(
      server.url,
      LOGS,
      { filter: { workshopID: mi.workshopID, toDay: '2000-01-01' } },
      manager,
    );
    expect(old.data?.logs.totalCount).toBe(0);
  });

  it('is refused to staff who are not managers there and to managers of another workshop', async () => {
    for (const session of [acceptor, hostess]) {
      const reply = await gql(server.url, LOGS, { filter: { workshopID: mi.workshopID } }, session);
      expect(errorCode(reply)).toBe('FORBIDDEN');
    }
    const other = await gql(server.url, LOGS, { filter: { workshopID: rm.workshopID } }, manager);
    expect(errorCode(other)).toBe('FORBIDDEN');
    const anonymous = await gql(server.url, LOGS, { filter: { workshopID: mi.workshopID } });
    expect(errorCode(anonymous)).toBe('AUTH_NOT_AUTHORIZED');
  });

  it.each([
    ['an unknown type', { actionTypes: ['Nonsense'] }, 'filter.actionTypes'],
    ['a malformed day', { fromDay: '21/11/2026' }, 'filter.fromDay'],
    ['days in the wrong order', { fromDay: '2026-02-02', toDay: '2026-02-01' }, 'filter.fromDay'],
  ])('refuses %s with BAD_USER_INPUT', async (_what, extra, argument) => {
    const reply = await gql(server.url, LOGS, { filter: { workshopID: mi.workshopID, ...extra } }, manager);
    expect(errorCode(reply)).toBe('BAD_USER_INPUT');
    expect((reply.errors?.[0]?.extensions as { argument?: string })?.argument).toBe(argument);
  });

  it('refuses a cursor that is not one of its own', async () => {
    const reply = await gql(
      server.url,
      LOGS,
      { filter: { workshopID: mi.workshopID }, after: 'bm9wZQ' },
      manager,
    );
    expect(errorCode(reply)).toBe('BAD_USER_INPUT');
  });
});

describe('workshopDeskSettings', () => {
  it("gives any staff role the workshop's time zone and critical threshold", async () => {
    const [row] = await server.services.db
      .select()
      .from(workshops)
      .where(eq(workshops.workshopID, mi.workshopID));
    for (const session of [hostess, cashier, acceptor]) {
      const reply = await gql<{ workshopDeskSettings: Record<string, unknown> }>(
        server.url,
        DESK,
        { workshopID: mi.workshopID },
        session,
      );
      expect(reply.errors).toBeUndefined();
      expect(reply.data?.workshopDeskSettings).toMatchObject({
        workshopID: mi.workshopID,
        timeZone: row?.timeZone,
        criticalThresholdMinutes: expect.any(Number),
      });
    }
  });

  it('is refused in a workshop where the caller holds no role', async () => {
    const reply = await gql(server.url, DESK, { workshopID: rm.workshopID }, acceptor);
    expect(errorCode(reply)).toBe('FORBIDDEN');
  });
});
