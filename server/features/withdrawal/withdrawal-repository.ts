import { and, asc, desc, eq, gte, isNull, lt, ne, notInArray, sql } from 'drizzle-orm';
import { CLOSED_STATUSES, STATUS } from '../../../shared/appointments/appointment-status.ts';
import type { Executor } from '../../core/db/client.ts';
import { appointments, availabilitySlots, workshops } from '../../core/db/schema/index.ts';
import type { AppointmentRow } from '../../core/graphql/models.ts';

// Queries only, for pickups and the weekday schedule. The rules live in the services.

export type SlotRow = typeof availabilitySlots.$inferSelect;
export type WorkshopRow = typeof workshops.$inferSelect;

const activePickup = (a = appointments) =>
  and(eq(a.type, 'withdrawal'), eq(a.statusCode, STATUS.Withdrawal), isNull(a.deletedAt));

export async function findWorkshop(db: Executor, workshopID: string): Promise<WorkshopRow | undefined> {
  const [row] = await db.select().from(workshops).where(eq(workshops.workshopID, workshopID)).limit(1);
  return row;
}

/** An appointment by its tracking code, not deleted. */
export async function findByTrackingCode(db: Executor, code: string): Promise<AppointmentRow | undefined> {
  const [row] = await db
    .select()
    .from(appointments)
    .where(and(eq(appointments.trackingCode, code), isNull(appointments.deletedAt)))
    .limit(1);
  return row;
}

/** The plate's visit in progress (not a pickup, not closed), latest first. */
export async function findOpenVisitByPlate(db: Executor, plate: string): Promise<AppointmentRow | undefined> {
  const [row] = await db
    .select()
    .from(appointments)
    .where(
      and(
        sql`lower(${appointments.licensePlate}) = lower(${plate})`,
        ne(appointments.type, 'withdrawal'),
        notInArray(appointments.statusCode, [...CLOSED_STATUSES, STATUS.BookedNotArrived]),
        isNull(appointments.deletedAt),
      ),
    )
    .orderBy(desc(appointments.updatedAt))
    .limit(1);
  return row;
}

/** Other visits of the plate from `since` on (bookings ahead, recent visits), not pickups. */
export async function otherVisitsOfPlate(
  db: Executor,
  plate: string,
  exceptID: string,
  since: Date,
): Promise<(AppointmentRow & { workshopName: string })[]> {
  const rows = await db
    .select({ appointment: appointments, workshopName: workshops.name })
    .from(appointments)
    .innerJoin(workshops, eq(workshops.workshopID, appointments.workshopID))
    .where(
      and(
        sql`lower(${appointments.licensePlate}) = lower(${plate})`,
        ne(appointments.appointmentID, exceptID),
        ne(appointments.type, 'withdrawal'),
        isNull(appointments.deletedAt),
        sql`coalesce(${appointments.bookingDateTime}, ${appointments.checkinDateTime}, ${appointments.createdAt}) >= ${since.toISOString()}::timestamptz`,
      ),
    )
    .orderBy(asc(appointments.bookingDateTime))
    .limit(10);
  return rows.map((r) => ({ ...r.appointment, workshopName: r.workshopName }));
}

/** The main visit's active pickup booking, if any (locked when asked). */
export async function findActivePickup(
  db: Executor,
  mainAppointmentID: string,
  lock = false,
): Promise<AppointmentRow | undefined> {
  const query = db
    .select()
    .from(appointments)
    .where(and(eq(appointments.mainAppointmentID, mainAppointmentID), activePickup()))
    .orderBy(desc(appointments.createdAt))
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** A workshop's weekly slots, in day and time order. */
export async function slotsOf(db: Executor, workshopID: string): Promise<SlotRow[]> {
  const rows = await db.select().from(availabilitySlots).where(eq(availabilitySlots.workshopID, workshopID));
  return rows;
}

/** Serialises every booking of one dated slot until the transaction ends (PostgreSQL and PGlite). */
export async function lockDatedSlot(db: Executor, workshopID: string, startsAt: Date): Promise<void> {
  await advisoryLock(db, `withdrawal-slot:${workshopID}:${startsAt.toISOString()}`);
}

/**
 * Serialises schedule edits of one workshop. An edit takes this first and then many slot locks; as
 * two edits never interleave and a booking takes one slot lock only, no lock cycle can form.
 */
export async function lockSchedule(db: Executor, workshopID: string): Promise<void> {
  await advisoryLock(db, `withdrawal-schedule:${workshopID}`);
}

async function advisoryLock(db: Executor, key: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
}

/** Active pickups booked at exactly this instant, except one (the booking being moved). */
export async function countPickupsAt(
  db: Executor,
  workshopID: string,
  startsAt: Date,
  exceptID: string | null,
): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(appointments)
    .where(
      and(
        eq(appointments.workshopID, workshopID),
        eq(appointments.bookingDateTime, startsAt),
        activePickup(),
        exceptID ? ne(appointments.appointmentID, exceptID) : undefined,
      ),
    );
  return row?.count ?? 0;
}

/** Active pickups of a workshop in [from, to). */
export function pickupsBetween(db: Executor, workshopID: string, from: Date, to: Date) {
  return db
    .select()
    .from(appointments)
    .where(
      and(
        eq(appointments.workshopID, workshopID),
        gte(appointments.bookingDateTime, from),
        lt(appointments.bookingDateTime, to),
        activePickup(),
      ),
    )
    .orderBy(asc(appointments.bookingDateTime), asc(appointments.createdAt));
}

/** Replaces a workshop's weekly slots (the caller's transaction). */
export async function replaceSlots(
  db: Executor,
  workshopID: string,
  slots: readonly { day: SlotRow['day']; start: string; end: string; maxSlots: number | null }[],
): Promise<void> {
  await db.delete(availabilitySlots).where(eq(availabilitySlots.workshopID, workshopID));
  if (slots.length) await db.insert(availabilitySlots).values(slots.map((s) => ({ ...s, workshopID })));
}
