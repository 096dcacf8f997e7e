import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../server/app/seed/demo-users.ts';
import { appointmentLogs, appointments, outboxMessages } from '../../server/core/db/schema/index.ts';
import {
  type OverrunNoticeDeps,
  sendDueOverrunNotices,
} from '../../server/features/bay-board/overrun-notices.ts';
import { STATUS } from '../../shared/appointments/appointment-status.ts';
import { errorCode, gql, type Session, signIn, wsClient } from '../support/graphql-client.ts';
import { action, callOn, type LifecycleStage, NEXT, walkInOn } from '../support/lifecycle-support.ts';
import { probe } from '../support/subscription-probe.ts';
import { startTestServer } from '../support/test-server.ts';
import { newPlate } from '../support/withdrawal-support.ts';
import { appointmentRow, demoWorkshop } from '../support/workshop-fixture.ts';

/**
 * The bay board and its overrun notices (decision 0028) over real HTTP and WebSocket, on a clock
 * the test moves: a running job's expected end from its queue (configured, or measured on the
 * queue's recent jobs), the board's overrun flag, one SMS past the end plus the grace, never twice,
 * none for a job that ended in time or a customer who declined SMS, and the board per workshop.
 * 2026-12-10 is a Thursday; 09:00 UTC is 10:00 in Rome, by day.
 */
const MINUTE = 60_000;
const T0 = new Date('2026-12-10T09:00:00Z');
let clock = T0;
const at = (minutes: number) => new Date(T0.getTime() + minutes * MINUTE);

const stage = {} as LifecycleStage;
let manager: Session;
let deps: OverrunNoticeDeps;

const CLOCK_FIELDS =
  'appointmentID stage stageStartedAt expectedMinutes expectedFromHistory expectedEndAt overrun overrunToldAt';
const BOARD = `query ($workshopID: ID!) { bayBoard(workshopID: $workshopID) {
  workshopID serverTime boxes { boxID name currentAppointment { appointmentID licensePlate } bayClock { ${CLOCK_FIELDS} } } } }`;

interface Clock {
  appointmentID: string;
  stage: string;
  stageStartedAt: string | null;
  expectedMinutes: number | null;
  expectedFromHistory: boolean;
  expectedEndAt: string | null;
  overrun: boolean;
  overrunToldAt: string | null;
}
interface BoardBox {
  boxID: string;
  name: string;
  currentAppointment: { appointmentID: string; licensePlate: string } | null;
  bayClock: Clock | null;
}

beforeAll(async () => {
  // Tokens live through the hours the test's clock moves, and are issued before the earliest of
  // them: a token issued later than the server's clock reads is refused (token-lifetime.ts).
  clock = new Date(T0.getTime() - 60 * MINUTE);
  stage.server = await startTestServer({ ACCESS_TOKEN_MINUTES: '1440' }, { now: () => clock });
  [stage.acceptor, stage.hostess, stage.cashier, manager] = (await Promise.all(
    ['acceptor1', 'hostess', 'cashier', 'manager'].map((name) =>
      signIn(stage.server.url, name, DEMO_PASSWORD),
    ),
  )) as [Session, Session, Session, Session];
  stage.mi = await demoWorkshop(stage.server, 'MI01');
  clock = T0;
  deps = {
    db: stage.server.services.db,
    logger: stage.server.services.logger,
    dispatcher: { kick() {} },
    pubsub: stage.server.services.pubsub,
    publicUrl: 'https://turno.example',
    now: () => clock,
  };
  // The workshop's choice, through the parameters screen's own mutation.
  const saved = await gql<{ updateParameters: { formErrors: unknown[] } }>(
    stage.server.url,
    `mutation ($input: UpdateParametersInput!) { updateParameters(input: $input) { formErrors { field code } } }`,
    {
      input: {
        workshopID: stage.mi.workshopID,
        jobOverrunSmsEnabled: true,
        jobOverrunGraceMinutes: 10,
        expectedJobMinutes: 30,
      },
    },
    manager,
  );
  expect(saved.errors).toBeUndefined();
  expect(saved.data?.updateParameters.formErrors).toEqual([]);
});
afterAll(async () => {
  await stage.server?.stop();
});

async function board(session: Session = stage.acceptor, workshopID = stage.mi.workshopID) {
  return gql<{ bayBoard: { workshopID: string; serverTime: string; boxes: BoardBox[] } }>(
    stage.server.url,
    BOARD,
    { workshopID },
    session,
  );
}

async function clockOf(boxID: string): Promise<Clock | null> {
  const reply = await board();
  expect(reply.errors).toBeUndefined();
  const box = reply.data?.bayBoard.boxes.find((b) => b.boxID === boxID);
  if (!box) throw new Error('box not on the board');
  return box.bayClock;
}

/** A walk-in called into a new box of its own and its job started at `startAt`. */
async function runningJob(name: string, startAt: Date, queueID?: string) {
  const queue = queueID ?? (await stage.mi.newQueue(`Overrun ${name}`));
  const boxID = await stage.mi.newBox(`Bay ${name}`);
  const plate = newPlate();
  const appointmentID = await walkInOn(stage, queue, plate);
  clock = new Date(startAt.getTime() - 5 * MINUTE);
  const called = await callOn(
    stage,
    NEXT,
    { workshopID: stage.mi.workshopID, boxID, queueID: queue },
    stage.acceptor,
  );
  expect(called.result?.appointment?.appointmentID).toBe(appointmentID);
  clock = startAt;
  const started = await callOn(stage, action('jobStart', 'JobStartInput'), { appointmentID }, stage.acceptor);
  expect(started.result?.appointment?.statusCode).toBe(STATUS.JobStarted);
  return { appointmentID, boxID, plate };
}

async function overrunSms(appointmentID: string) {
  return stage.server.services.db
    .select()
    .from(outboxMessages)
    .where(and(eq(outboxMessages.appointmentID, appointmentID), eq(outboxMessages.kind, 'jobOverrunSms')));
}

async function overrunLogs(appointmentID: string) {
  return stage.server.services.db
    .select()
    .from(appointmentLogs)
    .where(
      and(eq(appointmentLogs.appointmentID, appointmentID), eq(appointmentLogs.actionType, 'JobOverrunSms')),
    );
}

describe('the bay board', () => {
  it('times a running job, flags it past its expected end and tells the customer once', async () => {
    const job = await runningJob('A', T0);
    const ws = wsClient(stage.server.url, stage.acceptor.token);
    const live = probe<{ boxesChanged: { boxes: { boxID: string; bayClock: Clock | null }[] } }>(
      ws,
      `subscription ($workshopID: ID!) { boxesChanged(workshopID: $workshopID) { version initial boxes { boxID bayClock { ${CLOCK_FIELDS} } } } }`,
      { workshopID: stage.mi.workshopID },
    );
    try {
      await live.waitFor((event) => event.boxesChanged.boxes.some((b) => b.boxID === job.boxID));

      clock = at(5);
      const early = await clockOf(job.boxID);
      expect(early).toMatchObject({
        appointmentID: job.appointmentID,
        stage: 'JOB_RUNNING',
        stageStartedAt: T0.toISOString(),
        // A new queue has no history: the workshop's configured 30 minutes.
        expectedMinutes: 30,
        expectedFromHistory: false,
        expectedEndAt: at(30).toISOString(),
        overrun: false,
        overrunToldAt: null,
      });

      // Past the expected end, inside the grace: flagged, not yet told.
      clock = at(35);
      expect(await clockOf(job.boxID)).toMatchObject({ overrun: true, overrunToldAt: null });
      await sendDueOverrunNotices(deps, clock);
      expect(await overrunSms(job.appointmentID)).toHaveLength(0);

      // Past the grace: one SMS, with the plate and the new estimate (now + 15 min, on a 5-minute
      // mark: 09:56 + 15 → 10:15 UTC, 11:15 in Rome).
      clock = at(56);
      const from = live.events.length;
      await sendDueOverrunNotices(deps, clock);
      const [sms, ...more] = await overrunSms(job.appointmentID);
      expect(more).toHaveLength(0);
      expect(sms).toMatchObject({ channel: 'sms', recipient: '+393331234567' });
      expect(sms!.body).toContain(job.plate);
      expect(sms!.body).toContain('11:15');
      const [log, ...moreLogs] = await overrunLogs(job.appointmentID);
      expect(moreLogs).toHaveLength(0);
      expect(log).toMatchObject({ smsText: sms!.body, boxID: job.boxID, toStatus: STATUS.JobStarted });
      expect((await appointmentRow(stage.server, job.appointmentID))?.jobOverrunSmsDateTime).toEqual(clock);

      // The board says so, on the query and live.
      expect((await clockOf(job.boxID))?.overrunToldAt).toBe(clock.toISOString());
      await live.waitFor(
        (event) =>
          event.boxesChanged.boxes.some((b) => b.boxID === job.boxID && b.bayClock?.overrunToldAt !== null),
        5000,
        from,
      );

      // Running the pass again (another minute, another replica) tells nobody twice.
      clock = at(70);
      await Promise.all([sendDueOverrunNotices(deps, clock), sendDueOverrunNotices(deps, clock)]);
      expect(await overrunSms(job.appointmentID)).toHaveLength(1);
      expect(await overrunLogs(job.appointmentID)).toHaveLength(1);

      // The job ends: the box is free and its clock goes.
      const ended = await callOn(
        stage,
        action('jobEnd'),
        { appointmentID: job.appointmentID },
        stage.acceptor,
      );
      expect(ended.result?.appointment?.statusCode).toBe(STATUS.JobEnded);
      expect(await clockOf(job.boxID)).toBeNull();
    } finally {
      live.dispose();
      await ws.dispose();
    }
  });

  it('tells nobody about a job that ended before its deadline, nor a customer who declined SMS', async () => {
    const inTime = await runningJob('B', at(100));
    clock = at(125);
    await callOn(stage, action('jobEnd'), { appointmentID: inTime.appointmentID }, stage.acceptor);

    const declined = await runningJob('C', at(130));
    await stage.server.services.db
      .update(appointments)
      .set({ smsConsent: false })
      .where(eq(appointments.appointmentID, declined.appointmentID));

    clock = at(300);
    await sendDueOverrunNotices(deps, clock);
    expect(await overrunSms(inTime.appointmentID)).toHaveLength(0);
    expect(await overrunSms(declined.appointmentID)).toHaveLength(0);
    expect(await overrunLogs(declined.appointmentID)).toHaveLength(0);
    // Still late on the board, and shown as not told.
    expect(await clockOf(declined.boxID)).toMatchObject({ overrun: true, overrunToldAt: null });
  });

  it('tells nobody while the workshop has the notice off', async () => {
    const job = await runningJob('D', at(310));
    const off = await gql(
      stage.server.url,
      `mutation ($input: UpdateParametersInput!) { updateParameters(input: $input) { formErrors { field code } } }`,
      { input: { workshopID: stage.mi.workshopID, jobOverrunSmsEnabled: false } },
      manager,
    );
    expect(off.errors).toBeUndefined();
    clock = at(500);
    await sendDueOverrunNotices(deps, clock);
    expect(await overrunSms(job.appointmentID)).toHaveLength(0);
    await gql(
      stage.server.url,
      `mutation ($input: UpdateParametersInput!) { updateParameters(input: $input) { formErrors { field code } } }`,
      { input: { workshopID: stage.mi.workshopID, jobOverrunSmsEnabled: true } },
      manager,
    );
    // Turned on while the job still runs: the next pass tells the customer.
    await sendDueOverrunNotices(deps, clock);
    expect(await overrunSms(job.appointmentID)).toHaveLength(1);
  });

  it('measures a queue with enough recent jobs on its own history (75th percentile)', async () => {
    const queueID = await stage.mi.newQueue('Overrun history');
    // Eleven jobs of 10, 20 … 110 minutes, ended in the last days: the 75th percentile is 85.
    const base = new Date(T0.getTime() - 2 * 24 * 60 * MINUTE);
    await stage.server.services.db.insert(appointments).values(
      Array.from({ length: 11 }, (_, i) => ({
        workshopID: stage.mi.workshopID,
        statusCode: STATUS.CheckedOut,
        licensePlate: newPlate(),
        assignedQueueID: queueID,
        jobStartDateTime: base,
        jobEndDateTime: new Date(base.getTime() + (i + 1) * 10 * MINUTE),
      })),
    );
    // The figures are kept for ten minutes per workshop: read after that.
    const job = await runningJob('E', at(600), queueID);
    clock = at(620);
    expect(await clockOf(job.boxID)).toMatchObject({
      expectedMinutes: 85,
      expectedFromHistory: true,
      expectedEndAt: at(685).toISOString(),
      overrun: false,
    });
  });

  it('is for the workshop’s own staff only', async () => {
    const rm = await demoWorkshop(stage.server, 'RM01');
    // The acceptor works in Milan only.
    expect(errorCode(await board(stage.acceptor, rm.workshopID))).toBe('FORBIDDEN');
    const anonymous = await gql(stage.server.url, BOARD, { workshopID: stage.mi.workshopID });
    expect(errorCode(anonymous)).toBe('AUTH_NOT_AUTHORIZED');
    // The cashier and the back office watch the board too.
    const cashier = await board(stage.cashier);
    expect(cashier.errors).toBeUndefined();
    expect(cashier.data?.bayBoard.serverTime).toBe(clock.toISOString());
  });
});
