import { and, asc, eq, gte, inArray, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import { STATUS } from '../../../shared/appointments/appointment-status.ts';
import type { Executor } from '../../core/db/client.ts';
import {
  appointments,
  queues,
  totemQueues,
  totems,
  workshopParameters,
  workshops,
} from '../../core/db/schema/index.ts';

/** A totem with its workshop's name, zone, pickup queue and self-service switches. */
export function findTotems(db: Executor, where: { userID?: string; totemID?: string; workshopID?: string }) {
  return db
    .select({
      totemID: totems.totemID,
      name: totems.name,
      userID: totems.userID,
      workshopID: totems.workshopID,
      workshopName: workshops.name,
      timeZone: workshops.timeZone,
      withdrawalQueueID: workshops.withdrawalQueueID,
      // No parameters row yet: the defaults (self-service allowed).
      assistedCheckin: sql<boolean>`coalesce(${workshopParameters.assistedCheckin}, false)`,
      assistedCheckout: sql<boolean>`coalesce(${workshopParameters.assistedCheckout}, false)`,
    })
    .from(totems)
    .innerJoin(workshops, eq(workshops.workshopID, totems.workshopID))
    .leftJoin(workshopParameters, eq(workshopParameters.workshopID, totems.workshopID))
    .where(
      and(
        where.userID ? eq(totems.userID, where.userID) : undefined,
        where.totemID ? eq(totems.totemID, where.totemID) : undefined,
        where.workshopID ? eq(totems.workshopID, where.workshopID) : undefined,
      ),
    )
    .orderBy(asc(workshops.name), asc(totems.name), asc(totems.totemID));
}

export type TotemRow = Awaited<ReturnType<typeof findTotems>>[number];

/** One totem by id, as findTotems reads it. */
export async function findTotem(db: Executor, totemID: string): Promise<TotemRow | undefined> {
  const [totem] = await findTotems(db, { totemID });
  return totem;
}

/** The queues of these totems, in the totem's order; deleted queues left out. */
export function queuesOfTotems(db: Executor, totemIDs: string[]) {
  if (totemIDs.length === 0) return Promise.resolve([]);
  return db
    .select({
      totemID: totemQueues.totemID,
      queueID: queues.queueID,
      name: queues.name,
      color: queues.color,
      message: totemQueues.message,
      activity: totemQueues.activity,
      position: totemQueues.position,
    })
    .from(totemQueues)
    .innerJoin(queues, eq(queues.queueID, totemQueues.queueID))
    .where(and(inArray(totemQueues.totemID, totemIDs), isNull(queues.deletedAt)))
    .orderBy(asc(totemQueues.position), asc(queues.name));
}

/** `%` and `_` are LIKE wildcards; a customer's text must match literally. */
function likeLiteral(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** Plate equal to `plate`, or name having `word` as one of its words; undefined when neither is given. */
export function plateOrSurname(search: { plate: string | null; word: string | null }): SQL | undefined {
  const matches: SQL[] = [];
  if (search.plate) matches.push(eq(appointments.licensePlate, search.plate));
  if (search.word) {
    const w = likeLiteral(search.word.toLowerCase());
    const name = sql`lower(${appointments.name})`;
    matches.push(
      sql`(${name} = ${search.word.toLowerCase()} or ${name} like ${`% ${w}`} or ${name} like ${`${w} %`} or ${name} like ${`% ${w} %`})`,
    );
  }
  return matches.length ? or(...matches) : undefined;
}

/**
 * Bookings not yet checked in (status 1), not deleted, booked between `from` and `to`, whose plate
 * equals `plate` or whose name has `word` as one of its words. `workshopID` narrows to one workshop.
 */
export function findBookedByPlateOrSurname(
  db: Executor,
  search: { plate: string | null; word: string | null; workshopID?: string; from: Date; to: Date },
  limit: number,
) {
  const match = plateOrSurname(search);
  if (!match) return Promise.resolve([]);
  return db
    .select({
      appointmentID: appointments.appointmentID,
      workshopID: appointments.workshopID,
      licensePlate: appointments.licensePlate,
      name: appointments.name,
      bookingDateTime: appointments.bookingDateTime,
      assignedQueueID: appointments.assignedQueueID,
    })
    .from(appointments)
    .where(
      and(
        eq(appointments.statusCode, STATUS.BookedNotArrived),
        isNull(appointments.deletedAt),
        search.workshopID ? eq(appointments.workshopID, search.workshopID) : undefined,
        gte(appointments.bookingDateTime, search.from),
        lt(appointments.bookingDateTime, search.to),
        match,
      ),
    )
    .orderBy(asc(appointments.bookingDateTime))
    .limit(limit);
}
