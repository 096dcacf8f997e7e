import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../server/app/seed/demo-users.ts';
import { appointments, workshops } from '../../server/core/db/schema/index.ts';
import { errorCode, gql, type Session, signIn } from '../support/graphql-client.ts';
import type { TestServer } from '../support/test-server.ts';
import {
  CALENDAR,
  CANCEL,
  CREATE,
  freshAddress,
  makeVisit,
  publicCall,
  romeDay,
  SET_SLOTS,
  serverWithPickupSlots,
  UPDATE,
  withdrawalCall,
} from '../support/withdrawal-support.ts';
import { logTypes } from '../support/workshop-fixture.ts';

// Pickup bookings: capacity under concurrent bookings, not-ready vehicles, moving and cancelling,
// the managers' weekday schedule. On PostgreSQL with TEST_DATABASE_URL, on PGlite otherwise.

let server: TestServer;
let manager: Session;
let owner: Session;
let acceptor: Session;
let mi: string;
let rm: string;
const DAY = romeDay(2);

beforeAll(async () => {
  ({ server, milanoID: mi } = await serverWithPickupSlots([
    { start: '08:00', end: '09:00', maxSlots: 3 },
    { start: '09:00', end: '10:00', maxSlots: 1 },
    { start: '10:00', end: '11:00' },
  ]));
  manager = await signIn(server.url, 'manager', DEMO_PASSWORD);
  owner = await signIn(server.url, 'owner', DEMO_PASSWORD);
  acceptor = await signIn(server.url, 'acceptor1', DEMO_PASSWORD);
  const rows = await server.services.db.select().from(workshops);
  rm = rows.find((w) => w.workshopCode === 'RM01')!.workshopID;
});
afterAll(async () => {
  await server?.stop();
});

const call = (query: string, variables: Record<string, unknown>) => withdrawalCall(server, query, variables);
const book = (code: string, start: string, day = DAY) => call(CREATE, { input: { code, day, start } });

async function activePickups(mainAppointmentID: string) {
  return server.services.db
    .select()
    .from(appointments)
    .where(and(eq(appointments.mainAppointmentID, mainAppointmentID), isNull(appointments.deletedAt)));
}

describe('createWithdrawalAppointment', () => {
  it('books a child pickup appointment of a ready vehicle, in the pickup queue', async () => {
    const visit = await makeVisit(server, 'MI01', 9);
    const reply = await book(visit.trackingCode, '10:00');
    expect(reply).toMatchObject({ success: true, errorCode: null });
    expect(reply.visit?.withdrawal.booking).toMatchObject({ day: DAY, start: '10:00', end: '11:00' });
    const [pickup] = await activePickups(visit.appointmentID);
    const [workshop] = await server.services.db.select().from(workshops).where(eq(workshops.workshopID, mi));
    expect(pickup).toMatchObject({
      type: 'withdrawal',
      statusCode: 12,
      assignedQueueID: workshop!.withdrawalQueueID,
    });
    expect(pickup!.bookingDateTime?.toISOString()).toBe(reply.visit!.withdrawal.booking!.bookingDateTime);
    expect(await logTypes(server, pickup!.appointmentID)).toEqual(['BookedAppointmentCreated']);
    expect(await logTypes(server, visit.appointmentID)).toContain('ConfirmAppointment');
    // A second booking of the same visit is refused: the customer moves it instead.
    expect((await book(visit.trackingCode, '08:00')).errorCode).toBe('ALREADY_BOOKED');
  });

  it('refuses a vehicle that is not ready, and a slot not in the schedule or in the past', async () => {
    for (const status of [1, 2, 6, 11]) {
      const visit = await makeVisit(server, 'MI01', status);
      const reply = await book(visit.trackingCode, '10:00');
      expect(reply.errorCode === 'VEHICLE_NOT_READY' || reply.errorCode === 'LINK_NOT_VALID').toBe(true);
      expect(await activePickups(visit.appointmentID)).toHaveLength(0);
    }
    const waiting = await makeVisit(server, 'MI01', 2);
    expect(await book(waiting.trackingCode, '10:00')).toMatchObject({
      errorCode: 'VEHICLE_NOT_READY',
      errorMessage: 'The vehicle is not ready for withdrawal yet.',
    });
    const ready = await makeVisit(server, 'MI01', 8);
    expect((await book(ready.trackingCode, '10:30')).errorCode).toBe('SLOT_NOT_AVAILABLE');
    expect((await book(ready.trackingCode, '10:00', romeDay(-1))).errorCode).toBe('SLOT_NOT_AVAILABLE');
    expect((await book(ready.trackingCode, '10:00', romeDay(30))).errorCode).toBe('SLOT_NOT_AVAILABLE');
    expect((await book('Z'.repeat(22), '10:00')).errorCode).toBe('LINK_NOT_VALID');
  });

  it('20 concurrent bookings for the last place of a slot: exactly one wins', async () => {
    // 08:00 holds 3: two are taken, one is left.
    for (let i = 0; i < 2; i++) {
      const visit = await makeVisit(server, 'MI01', 8);
      expect((await book(visit.trackingCode, '08:00')).success).toBe(true);
    }
    const contenders = await Promise.all(Array.from({ length: 20 }, () => makeVisit(server, 'MI01', 8)));
    const replies = await Promise.all(contenders.map((visit) => book(visit.trackingCode, '08:00')));
    expect(replies.filter((r) => r.success)).toHaveLength(1);
    expect(replies.filter((r) => r.errorCode === 'SLOT_FULL')).toHaveLength(19);
    const calendar = await publicCall<{
      withdrawalCalendar: { days: { day: string; slots: { start: string; free: number }[] }[] };
    }>(server, CALENDAR, { access: { code: contenders[0]!.trackingCode } }, freshAddress());
    const day = calendar.data!.withdrawalCalendar.days.find((d) => d.day === DAY)!;
    expect(day.slots.find((s) => s.start === '08:00')?.free).toBe(0);
  });

  it('moves a pickup to a free slot (not to a full one) and cancels it', async () => {
    const visit = await makeVisit(server, 'MI01', 7);
    const other = await makeVisit(server, 'MI01', 8);
    expect((await book(visit.trackingCode, '10:00')).success).toBe(true);
    expect((await book(other.trackingCode, '09:00')).success).toBe(true);

    const full = await call(UPDATE, { input: { code: visit.trackingCode, day: DAY, start: '09:00' } });
    expect(full.errorCode).toBe('SLOT_FULL');
    const moved = await call(UPDATE, {
      input: { code: visit.trackingCode, day: romeDay(3), start: '10:00' },
    });
    expect(moved.visit?.withdrawal.booking).toMatchObject({ day: romeDay(3), start: '10:00' });
    const [pickup] = await activePickups(visit.appointmentID);
    expect(await logTypes(server, pickup!.appointmentID)).toEqual([
      'BookedAppointmentCreated',
      'AppointmentUpdated',
    ]);

    const cancelled = await call(CANCEL, { access: { code: visit.trackingCode } });
    expect(cancelled).toMatchObject({ success: true, visit: { withdrawal: { booking: null } } });
    expect(await activePickups(visit.appointmentID)).toHaveLength(0);
    expect((await call(CANCEL, { access: { code: visit.trackingCode } })).errorCode).toBe('NO_BOOKING');
    expect(
      (await call(UPDATE, { input: { code: visit.trackingCode, day: DAY, start: '10:00' } })).errorCode,
    ).toBe('NO_BOOKING');
    // The place is free again for someone else.
    expect((await book(visit.trackingCode, '10:00', romeDay(3))).success).toBe(true);
  });
});

describe('setAvailabilitySlots', () => {
  it('refuses overlaps and a start not before the end, with the slot named, and changes nothing', async () => {
    const reply = await gql<{
      setAvailabilitySlots: {
        success: boolean;
        errorMessage: string;
        formErrors: { field: string; code: string }[];
      };
    }>(
      server.url,
      SET_SLOTS,
      {
        workshopID: mi,
        slots: [
          { day: 'MONDAY', start: '08:00', end: '09:00' },
          { day: 'MONDAY', start: '08:30', end: '09:30' },
          { day: 'TUESDAY', start: '11:00', end: '10:00' },
          { day: 'WEDNESDAY', start: '25:00', end: '26:00' },
        ],
      },
      manager,
    );
    expect(reply.data?.setAvailabilitySlots).toMatchObject({
      success: false,
      errorMessage: 'Schedule update error.',
    });
    expect(reply.data?.setAvailabilitySlots.formErrors.map((e) => [e.field, e.code])).toEqual([
      ['slots.3.start', 'withdrawal.errors.time'],
      ['slots.3.end', 'withdrawal.errors.time'],
    ]);
    const second = await gql<{ setAvailabilitySlots: { formErrors: { field: string; code: string }[] } }>(
      server.url,
      SET_SLOTS,
      {
        workshopID: mi,
        slots: [
          { day: 'MONDAY', start: '08:00', end: '09:00' },
          { day: 'MONDAY', start: '08:30', end: '09:30' },
          { day: 'TUESDAY', start: '11:00', end: '10:00' },
        ],
      },
      manager,
    );
    expect(second.data?.setAvailabilitySlots.formErrors.map((e) => [e.field, e.code])).toEqual([
      ['slots.1.start', 'withdrawal.errors.slotOverlap'],
      ['slots.2.end', 'withdrawal.errors.slotOrder'],
    ]);
    const slots = await gql<{ availabilitySlots: unknown[] }>(
      server.url,
      'query ($w: ID!) { availabilitySlots(workshopID: $w) { day start end capacity } }',
      { w: mi },
      manager,
    );
    expect(slots.data?.availabilitySlots).toHaveLength(21);
  });

  it('only managers of the workshop may read or change its schedule', async () => {
    const slots = [{ day: 'MONDAY', start: '08:00', end: '09:00' }];
    expect(errorCode(await gql(server.url, SET_SLOTS, { workshopID: rm, slots }, owner))).toBe('FORBIDDEN');
    expect(errorCode(await gql(server.url, SET_SLOTS, { workshopID: mi, slots }, acceptor))).toBe(
      'FORBIDDEN',
    );
    expect(errorCode(await gql(server.url, SET_SLOTS, { workshopID: mi, slots }))).toBe(
      'AUTH_NOT_AUTHORIZED',
    );
    const read = await gql(
      server.url,
      'query ($w: ID!) { availabilitySlots(workshopID: $w) { day } }',
      { w: rm },
      owner,
    );
    expect(errorCode(read)).toBe('FORBIDDEN');
  });

  it('shows managers the bookings per day and slot against capacity', async () => {
    const reply = await gql<{
      withdrawalSchedule: {
        day: string;
        slots: { start: string; capacity: number; booked: number; bookings: { statusCode: number }[] }[];
      }[];
    }>(
      server.url,
      `query ($w: ID!, $from: String!) { withdrawalSchedule(workshopID: $w, fromDay: $from, days: 3) {
        day slots { start capacity booked bookings { statusCode licensePlate } } unscheduled { appointmentID } } }`,
      { w: mi, from: romeDay(1) },
      manager,
    );
    const day = reply.data!.withdrawalSchedule.find((d) => d.day === DAY)!;
    expect(day.slots.map((s) => [s.start, s.booked, s.capacity])).toEqual([
      ['08:00', 3, 3],
      ['09:00', 1, 1],
      // The earlier tests' bookings on DAY; 10:00 has no own capacity and uses MI01's maxSlots (3).
      ['10:00', 1, 3],
    ]);
  });
});
