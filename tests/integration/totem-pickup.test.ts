import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../server/app/seed/demo-users.ts';
import {
  appointmentLogs,
  appointments,
  workshopParameters,
  workshops,
} from '../../server/core/db/schema/index.ts';
import { STATUS } from '../../shared/appointments/appointment-status.ts';
import { gql, type Session, signIn } from '../support/graphql-client.ts';
import { action, callOn, lifecycleStage, m, NEXT, walkInOn } from '../support/lifecycle-support.ts';
import { CALENDAR, CREATE, makeVisit, newPlate } from '../support/withdrawal-support.ts';
import { appointmentRow, logTypes } from '../support/workshop-fixture.ts';

/**
 * "Vehicle ready for pickup" at the totem (docs/appointment-lifecycle.md, pickup visits): the
 * search, the check-in into the withdrawal queue, the call, the hand-over at the box, and the rules
 * around them (one pickup per visit under any concurrency, payment first, the assisted switches).
 */
const FIND = `query ($totemID: ID!, $search: String!) {
  totemFindVehicle(totemID: $totemID, search: $search) {
    appointmentID maskedPlate displayName state paid estimatedReadyAt pickupBookedAt inPickupQueue bookingToken
  }
}`;
const PICKUP = `mutation ($input: TotemPickupInput!) {
  totemCheckInPickup(input: $input) { welcome { code maskedPlate queueName position } problem estimatedReadyAt }
}`;
const WALK_IN = `mutation ($input: TotemWalkInInput!) { totemRegisterWalkIn(input: $input) { welcome { code } problem } }`;
const MY_TOTEMS = `{ myTotems { totemID workshopID assistedCheckin assistedCheckout totemQueues { queueID } } }`;
const ALLOWED = `query ($id: ID!) { appointment(appointmentID: $id) { allowedActions } }`;

type Vehicle = {
  appointmentID: string;
  maskedPlate: string;
  displayName: string;
  state: 'READY' | 'NOT_READY';
  paid: boolean;
  estimatedReadyAt: string | null;
  pickupBookedAt: string | null;
  inPickupQueue: boolean;
  bookingToken: string | null;
};
type PickupAnswer = {
  welcome: { code: string; maskedPlate: string; queueName: string | null; position: number | null } | null;
  problem: string | null;
  estimatedReadyAt: string | null;
};

const stage = lifecycleStage();
let device: Session;
let totemID: string;
let totemQueueID: string;
let pickupQueueID: string;
let box: string;

beforeAll(async () => {
  device = await signIn(stage.server.url, 'totem', DEMO_PASSWORD);
  const reply = await gql<{
    myTotems: { totemID: string; workshopID: string; totemQueues: { queueID: string }[] }[];
  }>(stage.server.url, MY_TOTEMS, {}, device);
  const own = reply.data!.myTotems.find((t) => t.workshopID === stage.mi.workshopID)!;
  totemID = own.totemID;
  totemQueueID = own.totemQueues[0]!.queueID;
  // A pickup queue of the test's own, so the positions are the test's to predict.
  pickupQueueID = await stage.mi.newQueue('Ritiri di prova');
  box = await stage.mi.newBox('Box ritiri di prova');
  await stage.server.services.db
    .update(workshops)
    .set({ withdrawalQueueID: pickupQueueID })
    .where(eq(workshops.workshopID, stage.mi.workshopID));
});

const find = (search: string) =>
  gql<{ totemFindVehicle: Vehicle[] }>(stage.server.url, FIND, { totemID, search }, device);

async function collect(appointmentID: string, idempotencyKey: string = randomUUID()) {
  const reply = await gql<{ totemCheckInPickup: PickupAnswer }>(
    stage.server.url,
    PICKUP,
    { input: { totemID, appointmentID, idempotencyKey } },
    device,
  );
  expect(reply.errors).toBeUndefined();
  return reply.data!.totemCheckInPickup;
}

async function pickupsOf(mainAppointmentID: string) {
  return stage.server.services.db
    .select()
    .from(appointments)
    .where(eq(appointments.mainAppointmentID, mainAppointmentID));
}

async function setAssisted(values: { assistedCheckin?: boolean; assistedCheckout?: boolean }) {
  await stage.server.services.db
    .update(workshopParameters)
    .set(values)
    .where(eq(workshopParameters.workshopID, stage.mi.workshopID));
}

describe('finding the vehicle', () => {
  it('finds a ready vehicle by plate, masked, with a token to book its pickup', async () => {
    const visit = await makeVisit(stage.server, 'MI01', STATUS.ReadyToGo);
    const reply = await find(visit.licensePlate.toLowerCase());
    expect(reply.errors).toBeUndefined();
    const [vehicle] = reply.data!.totemFindVehicle;
    expect(vehicle).toMatchObject({
      appointmentID: visit.appointmentID,
      state: 'READY',
      paid: false,
      inPickupQueue: false,
      displayName: 'C. Prova',
      estimatedReadyAt: null,
    });
    expect(vehicle!.maskedPlate).not.toBe(visit.licensePlate);
    expect(vehicle!.maskedPlate).toContain('•');
    // The token books this visit's pickup through the phone's own operations.
    const calendar = await gql<{ withdrawalCalendar: { days: unknown[] } | null }>(
      stage.server.url,
      CALENDAR,
      { access: { token: vehicle!.bookingToken } },
    );
    expect(calendar.data?.withdrawalCalendar?.days.length).toBeGreaterThan(0);
  });

  it('says a vehicle is not ready, with an estimate from the queue’s recent jobs once its job runs', async () => {
    const queueID = await stage.mi.newQueue('Tagliandi stimati');
    const now = Date.now();
    const db = stage.server.services.db;
    // Five finished jobs of 30, 40, 50, 60 and 70 minutes: the median is 50.
    for (const minutes of [30, 40, 50, 60, 70]) {
      const start = new Date(now - 24 * 3600_000);
      await db.insert(appointments).values({
        workshopID: stage.mi.workshopID,
        statusCode: STATUS.CheckedOut,
        licensePlate: newPlate(),
        assignedQueueID: queueID,
        jobStartDateTime: start,
        jobEndDateTime: new Date(start.getTime() + minutes * 60_000),
      });
    }
    const running = await makeVisit(stage.server, 'MI01', STATUS.JobStarted);
    const startedAt = new Date(now - 10 * 60_000);
    await db
      .update(appointments)
      .set({ assignedQueueID: queueID, jobStartDateTime: startedAt })
      .where(eq(appointments.appointmentID, running.appointmentID));
    const waiting = await makeVisit(stage.server, 'MI01', STATUS.CheckedInRandom);

    const [vehicle] = (await find(running.licensePlate)).data!.totemFindVehicle;
    expect(vehicle).toMatchObject({ state: 'NOT_READY', bookingToken: null });
    expect(new Date(vehicle!.estimatedReadyAt!).getTime()).toBe(startedAt.getTime() + 50 * 60_000);
    // Not started yet: no estimate rather than a guess.
    const [queued] = (await find(waiting.licensePlate)).data!.totemFindVehicle;
    expect(queued).toMatchObject({ state: 'NOT_READY', estimatedReadyAt: null });
    // Collecting it now is refused with the same estimate.
    const answer = await collect(running.appointmentID);
    expect(answer).toMatchObject({ welcome: null, problem: 'NOT_READY' });
    expect(new Date(answer.estimatedReadyAt!).getTime()).toBe(startedAt.getTime() + 50 * 60_000);
    expect(await pickupsOf(running.appointmentID)).toHaveLength(0);
  });

  it('finds nothing for an unknown plate, a closed visit or another workshop’s vehicle', async () => {
    const closed = await makeVisit(stage.server, 'MI01', STATUS.CheckedOut);
    const elsewhere = await makeVisit(stage.server, 'RM01', STATUS.ReadyToGo);
    for (const plate of [newPlate(), closed.licensePlate, elsewhere.licensePlate]) {
      const reply = await find(plate);
      expect(reply.errors).toBeUndefined();
      expect(reply.data!.totemFindVehicle).toEqual([]);
    }
  });

  it('finds by surname', async () => {
    const visit = await makeVisit(stage.server, 'MI01', STATUS.Paid);
    await stage.server.services.db
      .update(appointments)
      .set({ name: 'Ottavia Zanardelli' })
      .where(eq(appointments.appointmentID, visit.appointmentID));
    const found = (await find('zanardelli')).data!.totemFindVehicle;
    expect(found.map((v) => v.appointmentID)).toEqual([visit.appointmentID]);
    expect(found[0]).toMatchObject({ paid: true, displayName: 'O. Zanardelli' });
  });
});

describe('collecting it', () => {
  it('checks the customer into the withdrawal queue once, however often the totem is touched', async () => {
    const visit = await makeVisit(stage.server, 'MI01', STATUS.ReadyToGo);
    const first = await collect(visit.appointmentID);
    expect(first.problem).toBeNull();
    expect(first.welcome).toMatchObject({ queueName: 'Ritiri di prova', position: 1 });
    const again = await collect(visit.appointmentID);
    expect(again.welcome!.code).toBe(first.welcome!.code);
    const [pickup, ...more] = await pickupsOf(visit.appointmentID);
    expect(more).toHaveLength(0);
    expect(pickup).toMatchObject({
      type: 'withdrawal',
      statusCode: STATUS.CheckedInRandom,
      assignedQueueID: pickupQueueID,
      licensePlate: visit.licensePlate,
    });
    expect(await logTypes(stage.server, pickup!.appointmentID)).toEqual(['CheckinRandom']);
    // The visit itself is untouched, and is still the plate's one live visit.
    expect((await appointmentRow(stage.server, visit.appointmentID))?.statusCode).toBe(STATUS.ReadyToGo);
    const [shown] = (await find(visit.licensePlate)).data!.totemFindVehicle;
    expect(shown).toMatchObject({ inPickupQueue: true, bookingToken: null });
    await serve(pickup!.appointmentID);
  });

  it('ten totems collecting one vehicle at once make one pickup', async () => {
    const visit = await makeVisit(stage.server, 'MI01', STATUS.Paid);
    const answers = await Promise.all(Array.from({ length: 10 }, () => collect(visit.appointmentID)));
    const codes = new Set(answers.map((a) => a.welcome?.code));
    expect(codes.size).toBe(1);
    expect([...codes][0]).toBeTruthy();
    const live = (await pickupsOf(visit.appointmentID)).filter(
      (p) => p.statusCode === STATUS.CheckedInRandom,
    );
    expect(live).toHaveLength(1);
    await serve(live[0]!.appointmentID);
  });

  it('checks in a booked pickup rather than making a second one', async () => {
    const visit = await makeVisit(stage.server, 'MI01', STATUS.ReadyToGo);
    const [vehicle] = (await find(visit.licensePlate)).data!.totemFindVehicle;
    const calendar = await gql<{
      withdrawalCalendar: { days: { day: string; slots: { start: string; free: number }[] }[] };
    }>(stage.server.url, CALENDAR, { access: { token: vehicle!.bookingToken } });
    const day = calendar.data!.withdrawalCalendar.days.find((d) => d.slots.some((s) => s.free > 0))!;
    const slot = day.slots.find((s) => s.free > 0)!;
    const booked = await gql<{ createWithdrawalAppointment: { success: boolean } }>(
      stage.server.url,
      CREATE,
      {
        input: { token: vehicle!.bookingToken, day: day.day, start: slot.start },
      },
    );
    expect(booked.data!.createWithdrawalAppointment.success).toBe(true);
    const [booking] = await pickupsOf(visit.appointmentID);
    expect(booking!.statusCode).toBe(STATUS.Withdrawal);
    expect((await find(visit.licensePlate)).data!.totemFindVehicle[0]!.pickupBookedAt).not.toBeNull();

    const answer = await collect(visit.appointmentID);
    expect(answer.welcome).not.toBeNull();
    const rows = await pickupsOf(visit.appointmentID);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      appointmentID: booking!.appointmentID,
      statusCode: STATUS.CheckedInBooked,
      assignedQueueID: pickupQueueID,
    });
    expect(await logTypes(stage.server, booking!.appointmentID)).toContain('CheckinBooked');
    await serve(booking!.appointmentID);
  });
});

/** Calls the pickup into the box and hands the vehicle over (paying first when needed). */
async function serve(pickupID: string) {
  const called = await callOn(
    stage,
    NEXT,
    { workshopID: stage.mi.workshopID, boxID: box, queueID: pickupQueueID },
    stage.acceptor,
  );
  expect(called.result?.appointment?.appointmentID).toBe(pickupID);
  const pickup = await appointmentRow(stage.server, pickupID);
  const main = (await appointmentRow(stage.server, pickup!.mainAppointmentID!))!;
  if (main.statusCode !== STATUS.Paid) {
    await callOn(
      stage,
      m('confirmPayment', 'ConfirmPaymentInput'),
      { appointmentID: main.appointmentID },
      stage.cashier,
    );
  }
  const handed = await callOn(stage, action('handOverVehicle'), { appointmentID: pickupID }, stage.cashier);
  expect(handed.reply.errors).toBeUndefined();
  expect(handed.result?.appointment?.statusCode).toBe(STATUS.CheckedOut);
}

describe('at the box', () => {
  it('a called pickup is handed over, never worked on; payment comes first; the visit closes with it', async () => {
    const visit = await makeVisit(stage.server, 'MI01', STATUS.ReadyToGo);
    await collect(visit.appointmentID);
    const called = await callOn(
      stage,
      NEXT,
      { workshopID: stage.mi.workshopID, boxID: box, queueID: pickupQueueID },
      stage.acceptor,
    );
    const pickupID = called.result!.appointment!.appointmentID;
    expect(called.result!.appointment!.statusCode).toBe(STATUS.Accepted);

    const allowed = await gql<{ appointment: { allowedActions: string[] } }>(
      stage.server.url,
      ALLOWED,
      { id: pickupID },
      stage.cashier,
    );
    expect(allowed.data!.appointment.allowedActions.sort()).toEqual([
      'createAppointmentLog',
      'handOverVehicle',
      'returnToQueue',
    ]);
    const started = await callOn(
      stage,
      m('jobStart', 'JobStartInput'),
      { appointmentID: pickupID },
      stage.acceptor,
    );
    expect(started.reply.errors?.[0]?.extensions?.code).toBe('TRANSITION_NOT_ALLOWED');
    // A visit called into a box is never handed over as if it were a pickup.
    const ownQueue = await stage.mi.newQueue('Visite al box dei ritiri');
    const walkIn = await walkInOn(stage, ownQueue, newPlate());
    await callOn(
      stage,
      NEXT,
      { workshopID: stage.mi.workshopID, boxID: await stage.mi.newBox('Box visite'), queueID: ownQueue },
      stage.acceptor,
    );
    expect((await appointmentRow(stage.server, walkIn))?.statusCode).toBe(STATUS.Accepted);
    const wrong = await callOn(stage, action('handOverVehicle'), { appointmentID: walkIn }, stage.cashier);
    expect(wrong.reply.errors?.[0]?.extensions?.code).toBe('TRANSITION_NOT_ALLOWED');
    const visitActions = await gql<{ appointment: { allowedActions: string[] } }>(
      stage.server.url,
      ALLOWED,
      { id: walkIn },
      stage.cashier,
    );
    expect(visitActions.data!.appointment.allowedActions).not.toContain('handOverVehicle');

    const unpaid = await callOn(stage, action('handOverVehicle'), { appointmentID: pickupID }, stage.cashier);
    expect(unpaid.reply.errors?.[0]?.extensions?.code).toBe('PAYMENT_REQUIRED');
    expect((await appointmentRow(stage.server, pickupID))?.statusCode).toBe(STATUS.Accepted);

    await callOn(
      stage,
      m('confirmPayment', 'ConfirmPaymentInput'),
      { appointmentID: visit.appointmentID },
      stage.cashier,
    );
    const handed = await callOn(stage, action('handOverVehicle'), { appointmentID: pickupID }, stage.cashier);
    expect(handed.result?.appointment?.statusCode).toBe(STATUS.CheckedOut);
    expect((await appointmentRow(stage.server, visit.appointmentID))?.statusCode).toBe(STATUS.CheckedOut);
    expect(await logTypes(stage.server, pickupID)).toContain('WithdrawEnd');
    expect(await logTypes(stage.server, visit.appointmentID)).toContain('Checkout');
    // The box is free again.
    const next = await callOn(
      stage,
      NEXT,
      { workshopID: stage.mi.workshopID, boxID: box, queueID: pickupQueueID },
      stage.acceptor,
    );
    expect(next.reply.errors?.[0]?.extensions?.code).toBe('QUEUE_EMPTY');
  });

  it('a visit checked out at the cashier closes its waiting pickup', async () => {
    const visit = await makeVisit(stage.server, 'MI01', STATUS.Paid);
    await collect(visit.appointmentID);
    const [pickup] = await pickupsOf(visit.appointmentID);
    const exit = await callOn(
      stage,
      m('confirmExit', 'ConfirmExitInput'),
      { appointmentID: visit.appointmentID },
      stage.cashier,
    );
    expect(exit.result?.appointment?.statusCode).toBe(STATUS.CheckedOut);
    const closed = await appointmentRow(stage.server, pickup!.appointmentID);
    expect(closed?.statusCode).toBe(STATUS.CheckedOut);
    const [log] = await stage.server.services.db
      .select()
      .from(appointmentLogs)
      .where(
        and(
          eq(appointmentLogs.appointmentID, pickup!.appointmentID),
          eq(appointmentLogs.actionType, 'WithdrawEnd'),
        ),
      );
    expect(log).toMatchObject({ fromStatus: STATUS.CheckedInRandom, toStatus: STATUS.CheckedOut });
  });

  it('a plate collected at the totem is still one live visit for the desk', async () => {
    const visit = await makeVisit(stage.server, 'MI01', STATUS.ReadyToGo);
    await collect(visit.appointmentID);
    await expect(walkInOn(stage, totemQueueID, visit.licensePlate)).rejects.toThrow(/plateAlreadyLive/);
  });
});

describe('the workshop’s assisted switches', () => {
  it('assisted check-out: the totem sends pickups to the desk and hands out no booking token', async () => {
    await setAssisted({ assistedCheckout: true });
    try {
      const visit = await makeVisit(stage.server, 'MI01', STATUS.ReadyToGo);
      const [vehicle] = (await find(visit.licensePlate)).data!.totemFindVehicle;
      expect(vehicle).toMatchObject({ state: 'READY', bookingToken: null });
      expect(await collect(visit.appointmentID)).toMatchObject({ welcome: null, problem: 'ASK_STAFF' });
      expect(await pickupsOf(visit.appointmentID)).toHaveLength(0);
      const totems = await gql<{ myTotems: { assistedCheckout: boolean }[] }>(
        stage.server.url,
        MY_TOTEMS,
        {},
        device,
      );
      expect(totems.data!.myTotems.some((t) => t.assistedCheckout)).toBe(true);
    } finally {
      await setAssisted({ assistedCheckout: false });
    }
  });

  it('assisted check-in: a walk-in at the totem is sent to the desk and nothing is written', async () => {
    await setAssisted({ assistedCheckin: true });
    try {
      const plate = newPlate();
      const reply = await gql<{ totemRegisterWalkIn: { welcome: unknown; problem: string | null } }>(
        stage.server.url,
        WALK_IN,
        {
          input: {
            totemID,
            queueID: totemQueueID,
            vehicleBrandID: stage.mi.vehicleBrandID,
            licensePlate: plate,
            name: 'Franca Leone',
            mobile: '+39-3471234567',
            description: 'Freni',
            smsConsent: true,
            privacyNoticeVersion: 1,
            idempotencyKey: randomUUID(),
          },
        },
        device,
      );
      expect(reply.data!.totemRegisterWalkIn).toEqual({ welcome: null, problem: 'ASK_STAFF' });
      const rows = await stage.server.services.db
        .select()
        .from(appointments)
        .where(eq(appointments.licensePlate, plate));
      expect(rows).toHaveLength(0);
    } finally {
      await setAssisted({ assistedCheckin: false });
    }
  });
});
