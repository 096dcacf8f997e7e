import { and, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../server/app/seed/demo-users.ts';
import { appointments, workshops } from '../../server/core/db/schema/index.ts';
import { instantOf } from '../../server/features/withdrawal/slot-calendar.ts';
import {
  lockDatedSlot,
  lockSchedule,
  replaceSlots,
} from '../../server/features/withdrawal/withdrawal-repository.ts';
import { gql, type Session, signIn } from '../support/graphql-client.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import {
  CREATE,
  everyDay,
  freshAddress,
  makeVisit,
  publicCall,
  romeDay,
  SET_SLOTS,
  type WithdrawalReply,
} from '../support/withdrawal-support.ts';

// The managers' weekday schedule against the bookings already made: a slot never ends up with
// fewer places than pickups, even when the edit and a booking arrive together.

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
let server: TestServer;
let manager: Session;
let mi: string;
const DAY = romeDay(2);

type SetReply = {
  setAvailabilitySlots: {
    success: boolean;
    errorMessage: string | null;
    formErrors: { field: string; code: string; message: string }[];
    slots: { day: string; start: string; capacity: number }[];
  };
};
const setSlots = (slots: unknown[]) =>
  gql<SetReply>(
    server.url,
    SET_SLOTS.replace('formErrors { field code }', 'formErrors { field code message }'),
    { workshopID: mi, slots },
    manager,
  );

async function book(code: string, start: string): Promise<WithdrawalReply> {
  const reply = await publicCall<{ createWithdrawalAppointment: WithdrawalReply }>(
    server,
    CREATE,
    { input: { code, day: DAY, start } },
    freshAddress(),
  );
  return reply.data!.createWithdrawalAppointment;
}

async function capacities(): Promise<string[]> {
  const reply = await gql<{ availabilitySlots: { day: string; start: string; capacity: number }[] }>(
    server.url,
    'query ($w: ID!) { availabilitySlots(workshopID: $w) { day start capacity } }',
    { w: mi },
    manager,
  );
  return reply
    .data!.availabilitySlots.filter((s) => s.day === 'MONDAY')
    .map((s) => `${s.start}:${s.capacity}`);
}

async function pickupsAt(startsAt: Date): Promise<number> {
  const rows = await server.services.db
    .select()
    .from(appointments)
    .where(
      and(
        eq(appointments.workshopID, mi),
        eq(appointments.type, 'withdrawal'),
        eq(appointments.bookingDateTime, startsAt),
        isNull(appointments.deletedAt),
      ),
    );
  return rows.length;
}

/** Resolves once another connection waits on an advisory lock (PostgreSQL's own lock table). */
async function someoneWaitsOnALock(): Promise<void> {
  for (;;) {
    const result = await server.services.db.execute(
      sql`select count(*)::int as n from pg_locks where locktype = 'advisory' and not granted`,
    );
    // postgres.js answers the rows themselves.
    const rows = result as unknown as { n: number }[];
    if ((rows[0]?.n ?? 0) > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

beforeAll(async () => {
  server = await startTestServer({ TRUST_PROXY: 'true' });
  manager = await signIn(server.url, 'manager', DEMO_PASSWORD);
  const [row] = await server.services.db.select().from(workshops).where(eq(workshops.workshopCode, 'MI01'));
  mi = row!.workshopID;
});
afterAll(async () => {
  await server?.stop();
});

describe('setAvailabilitySlots against booked pickups', () => {
  it('refuses a slot below the pickups booked in it, naming the slot and the day, and changes nothing', async () => {
    expect(
      (await setSlots(everyDay([{ start: '14:00', end: '15:00', maxSlots: 3 }]))).data?.setAvailabilitySlots
        .success,
    ).toBe(true);
    for (let i = 0; i < 2; i++) {
      const visit = await makeVisit(server, 'MI01', 8);
      expect((await book(visit.trackingCode, '14:00')).success).toBe(true);
    }
    const reply = await setSlots(everyDay([{ start: '14:00', end: '15:00', maxSlots: 1 }]));
    const result = reply.data!.setAvailabilitySlots;
    expect(result.success).toBe(false);
    expect(result.errorMessage).toBe('Schedule update error.');
    // Every weekday is sent; only the one with the bookings is refused.
    expect(result.formErrors).toHaveLength(1);
    const [error] = result.formErrors;
    expect(error!.code).toBe('withdrawal.errors.belowBooked');
    expect(error!.field).toMatch(/^slots\.\d\.maxSlots$/);
    expect(error!.message).toBe(
      `2 pickups are already booked in this slot on ${DAY.split('-').reverse().join('/')}: it needs at least 2 places.`,
    );
    expect(await capacities()).toEqual(['14:00:3']);

    // Down to exactly the booked count is fine.
    expect(
      (await setSlots(everyDay([{ start: '14:00', end: '15:00', maxSlots: 2 }]))).data?.setAvailabilitySlots
        .success,
    ).toBe(true);
    expect(await capacities()).toEqual(['14:00:2']);
  });

  it('lets a slot with bookings go away; its pickups keep their time and show as unscheduled', async () => {
    expect(
      (await setSlots(everyDay([{ start: '15:00', end: '16:00', maxSlots: 1 }]))).data?.setAvailabilitySlots
        .success,
    ).toBe(true);
    const reply = await gql<{
      withdrawalSchedule: { day: string; unscheduled: { licensePlate: string }[] }[];
    }>(
      server.url,
      `query ($w: ID!, $from: String!) { withdrawalSchedule(workshopID: $w, fromDay: $from, days: 1) {
        day unscheduled { licensePlate } } }`,
      { w: mi, from: DAY },
      manager,
    );
    expect(reply.data!.withdrawalSchedule[0]!.unscheduled).toHaveLength(2);
  });

  it.skipIf(!onPostgres)(
    'an edit waits for a booking in flight in the slot, then counts it and refuses (PostgreSQL: PGlite runs one transaction at a time)',
    async () => {
      expect(
        (await setSlots(everyDay([{ start: '16:00', end: '17:00', maxSlots: 2 }]))).data?.setAvailabilitySlots
          .success,
      ).toBe(true);
      const startsAt = instantOf(DAY, '16:00', 'Europe/Rome');
      const first = await makeVisit(server, 'MI01', 8);
      expect((await book(first.trackingCode, '16:00')).success).toBe(true);
      const second = await makeVisit(server, 'MI01', 8);

      let edit: Promise<{ data?: SetReply | null }> | undefined;
      // A booking as the booking path makes it: the slot lock, then the row, committed only once
      // the edit is known to be waiting for the same lock.
      await server.services.db.transaction(async (tx) => {
        await lockDatedSlot(tx, mi, startsAt);
        await tx.insert(appointments).values({
          workshopID: mi,
          mainAppointmentID: second.appointmentID,
          type: 'withdrawal',
          statusCode: 12,
          licensePlate: second.licensePlate,
          name: second.name,
          bookingDateTime: startsAt,
        });
        edit = setSlots(everyDay([{ start: '16:00', end: '17:00', maxSlots: 1 }]));
        await someoneWaitsOnALock();
      });
      const result = (await edit!).data!.setAvailabilitySlots;
      expect(result.success).toBe(false);
      expect(result.formErrors[0]?.message).toMatch(/^2 pickups are already booked/);
      expect(await capacities()).toEqual(['16:00:2']);
    },
  );

  it.skipIf(!onPostgres)(
    'a booking waits for an edit in flight that removes its slot, then reads the new schedule and is refused',
    async () => {
      expect(
        (await setSlots(everyDay([{ start: '17:00', end: '18:00', maxSlots: 2 }]))).data?.setAvailabilitySlots
          .success,
      ).toBe(true);
      const startsAt = instantOf(DAY, '17:00', 'Europe/Rome');
      const visit = await makeVisit(server, 'MI01', 8);
      let booking: Promise<WithdrawalReply> | undefined;
      // An edit as setAvailabilitySlots makes it: the schedule lock, the slot's lock, the new slots.
      await server.services.db.transaction(async (tx) => {
        await lockSchedule(tx, mi);
        await lockDatedSlot(tx, mi, startsAt);
        await replaceSlots(
          tx,
          mi,
          everyDay([{ start: '18:00', end: '19:00' }]).map((s) => ({
            ...s,
            day: s.day as 'MONDAY',
            maxSlots: null,
          })),
        );
        booking = book(visit.trackingCode, '17:00');
        await someoneWaitsOnALock();
      });
      expect((await booking!).errorCode).toBe('SLOT_NOT_AVAILABLE');
      expect(await pickupsAt(startsAt)).toBe(0);
    },
  );
});
