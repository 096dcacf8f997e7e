import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../server/app/seed/demo-users.ts';
import { appointments, monitorQueueGroups } from '../../server/core/db/schema/index.ts';
import { STATUS } from '../../shared/appointments/appointment-status.ts';
import { errorCode, type Session, signIn, wsClient } from '../support/graphql-client.ts';
import { action, callOn, lifecycleStage, NEXT, type Result, walkInOn } from '../support/lifecycle-support.ts';
import { probe } from '../support/subscription-probe.ts';
import { appointmentRow, logTypes } from '../support/workshop-fixture.ts';

const stage = lifecycleStage();
const call = <T = Result>(query: string, input: Record<string, unknown>, session: Session) =>
  callOn<T>(stage, query, input, session);
const walkIn = (queueID: string, plate: string, session?: Session) =>
  walkInOn(stage, queueID, plate, session);

// The box flow: nextCustomer calls a walk-in into a box, and every step from there to exit.

describe('the box flow', () => {
  it('runs a walk-in through every step to exit, each logged, and refuses steps out of order', async () => {
    const queueID = await stage.mi.newQueue('Flow');
    const boxID = await stage.mi.newBox('Flow box');
    const id = await walkIn(queueID, 'FL0W001');

    const wrong = await call(action('jobEnd'), { appointmentID: id }, stage.acceptor);
    expect(errorCode(wrong.reply)).toBe('TRANSITION_NOT_ALLOWED');
    expect((await appointmentRow(stage.server, id))?.statusCode).toBe(STATUS.CheckedInRandom);

    const called = await call(NEXT, { workshopID: stage.mi.workshopID, boxID, queueID }, stage.acceptor);
    expect(called.result?.appointment).toMatchObject({
      appointmentID: id,
      statusCode: STATUS.Accepted,
      acceptedBoxID: boxID,
    });

    const steps: [string, string, Record<string, unknown>, number, Session][] = [
      ['jobStart', 'JobStartInput', {}, STATUS.JobStarted, stage.acceptor],
      ['jobEnd', 'AppointmentActionInput', {}, STATUS.JobEnded, stage.acceptor],
      ['uscita', 'AppointmentActionInput', {}, STATUS.ReadyToGo, stage.acceptor],
      ['confirmPayment', 'ConfirmPaymentInput', { warrantyWork: true }, STATUS.Paid, stage.cashier],
      ['confirmExit', 'ConfirmExitInput', { sendSms: true }, STATUS.CheckedOut, stage.cashier],
    ];
    for (const [name, input, extra, expected, session] of steps) {
      const { result, reply } = await call(
        action(name, input),
        { appointmentID: id, notes: `${name} ok`, ...extra },
        session,
      );
      expect(reply.errors, name).toBeUndefined();
      expect(result?.appointment?.statusCode, name).toBe(expected);
    }
    const row = await appointmentRow(stage.server, id);
    expect(row?.jobStartDateTime).toBeInstanceOf(Date);
    expect(row?.checkoutDateTime).toBeInstanceOf(Date);
    expect(await logTypes(stage.server, id)).toEqual(
      expect.arrayContaining([
        'CheckinRandom',
        'NextCustomer',
        'JobStart',
        'JobEnd',
        'ReadyToGo',
        'WarrantyWork',
        'Checkout',
      ]),
    );
    // The box is free again for the next customer.
    const empty = await call(NEXT, { workshopID: stage.mi.workshopID, boxID, queueID }, stage.acceptor);
    expect(errorCode(empty.reply)).toBe('QUEUE_EMPTY');
  });

  it('needs a reject reason, and undo brings a refused customer back with the log restoring the columns', async () => {
    const queueID = await stage.mi.newQueue('Reject');
    const boxID = await stage.mi.newBox('Reject box');
    const id = await walkIn(queueID, 'REJ0001');
    await call(NEXT, { workshopID: stage.mi.workshopID, boxID, queueID }, stage.acceptor);
    await call(action('jobStart', 'JobStartInput'), { appointmentID: id }, stage.acceptor);

    const noReason = await call(
      action('jobReject', 'JobRejectInput'),
      { appointmentID: id, rejectReasonID: '' },
      stage.acceptor,
    );
    expect(noReason.result?.formErrors).toContainEqual({
      field: 'rejectReasonID',
      code: 'validation.required',
    });
    expect((await appointmentRow(stage.server, id))?.statusCode).toBe(STATUS.JobStarted);

    const refused = await call(
      action('jobReject', 'JobRejectInput'),
      { appointmentID: id, rejectReasonID: stage.mi.rejectReasonID },
      stage.acceptor,
    );
    expect(refused.result?.appointment?.statusCode).toBe(STATUS.Rejected);

    const undone = await call(action('undoLastOperation'), { appointmentID: id }, stage.acceptor);
    expect(undone.result?.appointment?.statusCode).toBe(STATUS.JobStarted);
    const row = await appointmentRow(stage.server, id);
    expect(row?.jobRejectDateTime).toBeNull();
    expect(row?.rejectReasonID).toBeNull();
    // The desk offers undo again in JobStarted: it takes back the job start, the change before.
    const again = await call(action('undoLastOperation'), { appointmentID: id }, stage.acceptor);
    expect(again.result?.appointment?.statusCode).toBe(STATUS.Accepted);
    expect((await appointmentRow(stage.server, id))?.jobStartDateTime).toBeNull();
    // A call is not undone by undo (the desk does not offer it): "return to queue" takes it back.
    const third = await call(action('undoLastOperation'), { appointmentID: id }, stage.acceptor);
    expect(errorCode(third.reply)).toBe('TRANSITION_NOT_ALLOWED');
    const back = await call(action('returnToQueue'), { appointmentID: id }, stage.acceptor);
    expect(back.result?.appointment).toMatchObject({
      statusCode: STATUS.CheckedInRandom,
      acceptedBoxID: null,
    });
  });

  it('frees a box whose job was started and cancelled: the call is what goes back to the queue', async () => {
    const queueID = await stage.mi.newQueue('Cancelled job');
    const boxID = await stage.mi.newBox('Cancelled job box');
    const id = await walkIn(queueID, 'CAN0001');
    await call(NEXT, { workshopID: stage.mi.workshopID, boxID, queueID }, stage.acceptor);
    await call(action('jobStart', 'JobStartInput'), { appointmentID: id }, stage.acceptor);
    const cancelled = await call(action('undoLastOperation'), { appointmentID: id }, stage.acceptor);
    expect(cancelled.result?.appointment?.statusCode).toBe(STATUS.Accepted);

    const back = await call(action('returnToQueue'), { appointmentID: id }, stage.acceptor);
    expect(back.reply.errors).toBeUndefined();
    expect(back.result?.appointment).toMatchObject({
      statusCode: STATUS.CheckedInRandom,
      acceptedBoxID: null,
    });
    // The box takes the next customer, and no job was invented to get there.
    const again = await call(NEXT, { workshopID: stage.mi.workshopID, boxID, queueID }, stage.acceptor);
    expect(again.result?.appointment?.appointmentID).toBe(id);
    expect((await logTypes(stage.server, id)).filter((type) => type === 'JobEnd')).toEqual([]);
  });

  it("undoes the demo's jobs in progress, as the desk offers", async () => {
    const seeded = await stage.server.services.db
      .select()
      .from(appointments)
      .where(
        and(eq(appointments.workshopID, stage.mi.workshopID), eq(appointments.statusCode, STATUS.JobStarted)),
      );
    expect(seeded.length).toBeGreaterThan(0);
    for (const row of seeded) {
      const undone = await call(
        action('undoLastOperation'),
        { appointmentID: row.appointmentID },
        stage.acceptor,
      );
      expect(undone.reply.errors, row.licensePlate).toBeUndefined();
      expect(undone.result?.appointment?.statusCode).toBe(STATUS.Accepted);
      expect((await appointmentRow(stage.server, row.appointmentID))?.jobStartDateTime).toBeNull();
    }
  });

  it('returns a called customer to the queue with the status they had, freeing the box', async () => {
    const queueID = await stage.mi.newQueue('Requeue');
    const boxID = await stage.mi.newBox('Requeue box');
    const id = await walkIn(queueID, 'REQ0001');
    await call(NEXT, { workshopID: stage.mi.workshopID, boxID, queueID }, stage.acceptor);
    const back = await call(action('returnToQueue'), { appointmentID: id }, stage.acceptor);
    expect(back.result?.appointment).toMatchObject({
      statusCode: STATUS.CheckedInRandom,
      acceptedBoxID: null,
    });
    const again = await call(NEXT, { workshopID: stage.mi.workshopID, boxID, queueID }, stage.acceptor);
    expect(again.result?.appointment?.appointmentID).toBe(id);
  });

  it('answers a retried call with the first result, never a second customer', async () => {
    const queueID = await stage.mi.newQueue('Idempotent');
    const boxID = await stage.mi.newBox('Idempotent box');
    const first = await walkIn(queueID, 'IDE0001');
    await walkIn(queueID, 'IDE0002');
    const input = { workshopID: stage.mi.workshopID, boxID, queueID, idempotencyKey: 'call-1' };
    const a = await call(NEXT, input, stage.acceptor);
    const b = await call(NEXT, input, stage.acceptor);
    expect(a.result?.appointment?.appointmentID).toBe(first);
    expect(b.result?.appointment?.appointmentID).toBe(first);
    expect((await logTypes(stage.server, first)).filter((type) => type === 'NextCustomer')).toHaveLength(1);
    const busy = await call(NEXT, { ...input, idempotencyKey: 'call-2' }, stage.acceptor);
    expect(errorCode(busy.reply)).toBe('BOX_BUSY');
  });

  it('takes a call back off the waiting-room monitor when the customer returns to the queue', async () => {
    const queueID = await stage.mi.newQueue('Monitor requeue');
    const boxID = await stage.mi.newBox('Monitor requeue box');
    const id = await walkIn(queueID, 'MRQ0001');
    const [shown] = await stage.server.services.db
      .select({ monitorID: monitorQueueGroups.monitorID })
      .from(monitorQueueGroups)
      .where(eq(monitorQueueGroups.queueGroupID, stage.mi.queueGroupID));
    if (!shown) throw new Error('no demo monitor shows the demo group');
    const tv = wsClient(stage.server.url, (await signIn(stage.server.url, 'monitor', DEMO_PASSWORD)).token);
    const calls = probe<{ monitorCalls: { initial: boolean; calls: { appointmentID: string }[] } }>(
      tv,
      'subscription ($monitorID: ID!) { monitorCalls(monitorID: $monitorID) { initial calls { appointmentID } } }',
      { monitorID: shown.monitorID },
    );
    const showsCall = (e: { monitorCalls: { calls: { appointmentID: string }[] } }) =>
      e.monitorCalls.calls.some((c) => c.appointmentID === id);
    try {
      await calls.waitFor((e) => e.monitorCalls.initial);
      await call(NEXT, { workshopID: stage.mi.workshopID, boxID, queueID }, stage.acceptor);
      await calls.waitFor(showsCall);
      await call(action('jobStart', 'JobStartInput'), { appointmentID: id }, stage.acceptor);
      await call(action('undoLastOperation'), { appointmentID: id }, stage.acceptor);
      await call(action('returnToQueue'), { appointmentID: id }, stage.acceptor);
      const after = await calls.waitFor((e) => !e.monitorCalls.initial && !showsCall(e));
      expect(showsCall(after)).toBe(false);
      // Called again, the customer is announced again.
      await call(NEXT, { workshopID: stage.mi.workshopID, boxID, queueID }, stage.acceptor);
      await calls.waitFor(showsCall);
    } finally {
      calls.dispose();
      await tv.dispose();
    }
  });
});
