import { and, asc, desc, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../server/app/seed/demo-users.ts';
import { outboxMessages, queues } from '../../server/core/db/schema/index.ts';
import { STATUS } from '../../shared/appointments/appointment-status.ts';
import { errorCode, type Session, signIn } from '../support/graphql-client.ts';
import {
  action,
  callOn,
  lifecycleStage,
  m,
  NEXT,
  type Result,
  WALK_IN,
  walkInOn,
} from '../support/lifecycle-support.ts';
import { appointmentRow, countAppointments, demoWorkshop, logTypes } from '../support/workshop-fixture.ts';

const stage = lifecycleStage();
const call = <T = Result>(query: string, input: Record<string, unknown>, session: Session) =>
  callOn<T>(stage, query, input, session);
const walkIn = (queueID: string, plate: string, session?: Session) =>
  walkInOn(stage, queueID, plate, session);

describe('walk-in check-in', () => {
  it('checks a walk-in in as status 3, logs it and queues the welcome SMS', async () => {
    const queueID = await stage.mi.newQueue('Walk-in test');
    const id = await walkIn(queueID, 'ab 123 cd');
    const row = await appointmentRow(stage.server, id);
    expect(row).toMatchObject({
      statusCode: STATUS.CheckedInRandom,
      walkIn: true,
      licensePlate: 'AB123CD',
      assignedQueueID: queueID,
    });
    expect(await logTypes(stage.server, id)).toEqual(expect.arrayContaining(['CheckinRandom']));
    const sms = await stage.server.services.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.appointmentID, id));
    expect(sms.every((message) => message.channel === 'sms' && message.recipient === '+393331234567')).toBe(
      true,
    );
  });

  it.each([
    ['licensePlate', { licensePlate: '' }, 'validation.required'],
    ['licensePlate', { licensePlate: 'AB1' }, 'validation.licensePlate'],
    ['mobile', { mobile: '12345' }, 'validation.mobile'],
    ['name', { name: '  ' }, 'validation.required'],
    ['description', { description: '' }, 'validation.required'],
  ])('refuses a bad %s with a field error and changes nothing', async (field, override, code) => {
    const queueID = await stage.mi.newQueue(`Bad input ${field} ${code}`);
    const before = await countAppointments(stage.server);
    const { result } = await call(
      WALK_IN,
      {
        workshopID: stage.mi.workshopID,
        queueID,
        vehicleBrandID: stage.mi.vehicleBrandID,
        licensePlate: 'AB123CD',
        name: 'Mario Rossi',
        mobile: '3331234567',
        description: 'Tagliando',
        ...override,
      },
      stage.hostess,
    );
    expect(result?.appointment).toBeNull();
    expect(result?.formErrors).toContainEqual({ field, code });
    expect(await countAppointments(stage.server)).toBe(before);
  });
});

describe('who may act', () => {
  it('lets a stage.cashier take payment but not start a job, and a stage.hostess not call customers', async () => {
    const queueID = await stage.mi.newQueue('Roles');
    const boxID = await stage.mi.newBox('Roles box');
    const id = await walkIn(queueID, 'ROL0001');
    expect(
      errorCode((await call(NEXT, { workshopID: stage.mi.workshopID, boxID, queueID }, stage.hostess)).reply),
    ).toBe('FORBIDDEN');
    await call(NEXT, { workshopID: stage.mi.workshopID, boxID, queueID }, stage.acceptor);
    expect(
      errorCode(
        (await call(action('jobStart', 'JobStartInput'), { appointmentID: id }, stage.cashier)).reply,
      ),
    ).toBe('FORBIDDEN');
    expect((await appointmentRow(stage.server, id))?.statusCode).toBe(STATUS.Accepted);
  });

  it("refuses an stage.acceptor of one workshop on another workshop's appointment", async () => {
    const rm = await demoWorkshop(stage.server, 'RM01');
    const manager = await signIn(stage.server.url, 'manager', DEMO_PASSWORD);
    const queueID = await rm.newQueue('Other workshop');
    const { result } = await call(
      WALK_IN,
      {
        workshopID: rm.workshopID,
        queueID,
        vehicleBrandID: rm.vehicleBrandID,
        licensePlate: 'RMA0001',
        name: 'Anna Verdi',
        mobile: '3331234567',
        description: 'Gomme',
      },
      manager,
    );
    const id = result?.appointment?.appointmentID ?? '';
    expect(id).not.toBe('');
    const outboxOf = () =>
      stage.server.services.db.select().from(outboxMessages).where(eq(outboxMessages.appointmentID, id));
    const [logsBefore, outboxBefore] = [await logTypes(stage.server, id), await outboxOf()];
    expect(
      errorCode(
        (
          await call(
            action('setThanksSms', 'SetThanksSmsInput'),
            { appointmentID: id, enabled: false },
            stage.acceptor,
          )
        ).reply,
      ),
    ).toBe('FORBIDDEN');
    const row = await appointmentRow(stage.server, id);
    expect(row?.thanksSmsEnabled).toBe(true);
    // The refusal wrote neither a log line nor a message.
    expect(await logTypes(stage.server, id)).toEqual(logsBefore);
    expect(await outboxOf()).toHaveLength(outboxBefore.length);
  });
});

describe('bookings', () => {
  const CREATE = m('createAppointment', 'AppointmentInput');
  const CHECK_IN = m('checkInBooked', 'CheckInBookedInput');
  const booking = (bookingDateTime: string, plate: string) => ({
    workshopID: stage.mi.workshopID,
    licensePlate: plate,
    name: 'Paola Esposito',
    mobile: '+393401234567',
    vehicleBrandID: stage.mi.vehicleBrandID,
    vehicleModel: 'Panda',
    bookingDateTime,
    sendConfirmationSms: true,
  });

  it('books, checks in today into the chosen queue, and undoes the check-in back to the booked list', async () => {
    const booker = await signIn(stage.server.url, 'booking', DEMO_PASSWORD);
    const queueID = await stage.mi.newQueue('Bookings');
    const created = await call(
      CREATE,
      booking(new Date(Date.now() + 15 * 60_000).toISOString(), 'BKG0001'),
      booker,
    );
    const id = created.result?.appointment?.appointmentID ?? '';
    expect(created.result?.appointment?.statusCode).toBe(STATUS.BookedNotArrived);
    expect(await logTypes(stage.server, id)).toEqual(expect.arrayContaining(['BookedAppointmentCreated']));

    const checkedIn = await call(CHECK_IN, { appointmentID: id, queueID }, stage.hostess);
    expect(checkedIn.result?.appointment?.statusCode).toBe(STATUS.CheckedInBooked);
    expect((await appointmentRow(stage.server, id))?.assignedQueueID).toBe(queueID);

    const undone = await call(action('undoCheckIn'), { appointmentID: id }, stage.hostess);
    expect(undone.result?.appointment?.statusCode).toBe(STATUS.BookedNotArrived);
    expect((await appointmentRow(stage.server, id))?.checkinDateTime).toBeNull();
  });

  it('checks a booking whose queue was deleted since into the default queue', async () => {
    const booker = await signIn(stage.server.url, 'booking', DEMO_PASSWORD);
    const closing = await stage.mi.newQueue('Closing');
    const created = await call(
      CREATE,
      { ...booking(new Date(Date.now() + 10 * 60_000).toISOString(), 'BKG0003'), queueID: closing },
      booker,
    );
    const id = created.result?.appointment?.appointmentID ?? '';
    expect((await appointmentRow(stage.server, id))?.assignedQueueID).toBe(closing);
    await stage.server.services.db
      .update(queues)
      .set({ deletedAt: new Date() })
      .where(eq(queues.queueID, closing));

    const checkedIn = await call(CHECK_IN, { appointmentID: id }, stage.hostess);
    expect(checkedIn.result?.appointment?.statusCode).toBe(STATUS.CheckedInBooked);
    const [fallback] = await stage.server.services.db
      .select()
      .from(queues)
      .where(and(eq(queues.workshopID, stage.mi.workshopID), isNull(queues.deletedAt)))
      .orderBy(desc(queues.isDefault), asc(queues.viewOrderNumber))
      .limit(1);
    expect((await appointmentRow(stage.server, id))?.assignedQueueID).toBe(fallback!.queueID);
  });

  it('checks in a booking for another day as an anomaly that only picking serves', async () => {
    const booker = await signIn(stage.server.url, 'booking', DEMO_PASSWORD);
    const queueID = await stage.mi.newQueue('Anomalies');
    const boxID = await stage.mi.newBox('Anomaly box');
    const tomorrow = new Date(Date.now() + 2 * 86_400_000).toISOString();
    const id =
      (await call(CREATE, booking(tomorrow, 'BKG0002'), booker)).result?.appointment?.appointmentID ?? '';
    const checkedIn = await call(CHECK_IN, { appointmentID: id, queueID }, stage.hostess);
    expect(checkedIn.result?.appointment?.statusCode).toBe(STATUS.CheckinAnomaly);
    expect(
      errorCode(
        (await call(NEXT, { workshopID: stage.mi.workshopID, boxID, queueID }, stage.acceptor)).reply,
      ),
    ).toBe('QUEUE_EMPTY');
    const picked = await call(
      m('pickAppointment', 'PickAppointmentInput'),
      { appointmentID: id, boxID },
      stage.acceptor,
    );
    expect(picked.result?.appointment?.statusCode).toBe(STATUS.AcceptedAnomaly);
  });

  it('refuses a booking without its required fields, naming each, and stores nothing', async () => {
    const booker = await signIn(stage.server.url, 'booking', DEMO_PASSWORD);
    const before = await countAppointments(stage.server);
    const { result } = await call(
      CREATE,
      {
        ...booking(new Date().toISOString(), ''),
        name: ' ',
        mobile: '12',
        vehicleModel: '',
        vehicleBrandID: '',
      },
      booker,
    );
    expect(result?.formErrors.map((e) => e.field).sort()).toEqual(
      ['licensePlate', 'mobile', 'name', 'vehicleBrandID', 'vehicleModel'].sort(),
    );
    const badDate = await call(CREATE, booking('not a date', 'BKG0003'), booker);
    expect(errorCode(badDate.reply)).toBe('BAD_USER_INPUT');
    expect(await countAppointments(stage.server)).toBe(before);
  });
});
