import { and, asc, eq, gte, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Executor } from '../../core/db/client.ts';
import { agendaFeeds, appointments, queues, users, workshops } from '../../core/db/schema/index.ts';

// Queries only: the rules live in agenda-feed-service.ts and agenda-feed-http.ts.

export type AgendaFeedRow = typeof agendaFeeds.$inferSelect;

export async function findFeedOfUser(db: Executor, userID: string): Promise<AgendaFeedRow | undefined> {
  const [row] = await db.select().from(agendaFeeds).where(eq(agendaFeeds.userID, userID));
  return row;
}

/**
 * Writes the user's one feed. Upserted on the user: two requests at once (a double click) end
 * with one feed, the later token, rather than a unique-key error.
 */
export async function upsertFeed(tx: Executor, userID: string, tokenHash: string): Promise<AgendaFeedRow> {
  const [row] = await tx
    .insert(agendaFeeds)
    .values({ userID, tokenHash })
    .onConflictDoUpdate({
      target: agendaFeeds.userID,
      set: { agendaFeedID: sql`gen_random_uuid()`, tokenHash, createdAt: sql`now()`, lastFetchedAt: null },
    })
    .returning();
  if (!row) throw new Error('agenda feed upsert returned nothing');
  return row;
}

/** Deletes the user's feed; the ids of the rows deleted (none or one). */
export async function deleteFeed(tx: Executor, userID: string): Promise<string[]> {
  const rows = await tx
    .delete(agendaFeeds)
    .where(eq(agendaFeeds.userID, userID))
    .returning({ agendaFeedID: agendaFeeds.agendaFeedID });
  return rows.map((row) => row.agendaFeedID);
}

/** A feed by its token's hash, with the account it belongs to. */
export async function findFeedByHash(db: Executor, tokenHash: string) {
  const [row] = await db
    .select({
      feed: agendaFeeds,
      user: {
        userID: users.userID,
        deletedAt: users.deletedAt,
        userLocked: users.userLocked,
        preferredLanguage: users.preferredLanguage,
      },
    })
    .from(agendaFeeds)
    .innerJoin(users, eq(users.userID, agendaFeeds.userID))
    .where(eq(agendaFeeds.tokenHash, tokenHash));
  return row;
}

/** Notes a read, unless one was noted in the last minute: one write per feed per minute at most. */
export async function touchFetched(db: Executor, agendaFeedID: string, now: Date): Promise<void> {
  const minuteAgo = new Date(now.getTime() - 60_000);
  await db
    .update(agendaFeeds)
    .set({ lastFetchedAt: now })
    .where(
      and(
        eq(agendaFeeds.agendaFeedID, agendaFeedID),
        or(isNull(agendaFeeds.lastFetchedAt), lte(agendaFeeds.lastFetchedAt, minuteAgo)),
      ),
    );
}

/**
 * The booked appointments and pickups of `workshopIDs` that start in [from, to), oldest first, with
 * only what a feed shows: times, plate (masked later), queue and workshop. Walk-ins have no booking
 * and deleted (cancelled) ones are not events.
 */
export function feedAppointments(
  db: Executor,
  workshopIDs: readonly string[],
  from: Date,
  to: Date,
  limit: number,
) {
  return db
    .select({
      appointmentID: appointments.appointmentID,
      workshopID: appointments.workshopID,
      type: appointments.type,
      licensePlate: appointments.licensePlate,
      bookingDateTime: appointments.bookingDateTime,
      version: appointments.version,
      updatedAt: appointments.updatedAt,
      queueName: queues.name,
    })
    .from(appointments)
    .innerJoin(workshops, eq(workshops.workshopID, appointments.workshopID))
    .leftJoin(queues, eq(queues.queueID, appointments.assignedQueueID))
    .where(
      and(
        inArray(appointments.workshopID, [...workshopIDs]),
        gte(appointments.bookingDateTime, from),
        lt(appointments.bookingDateTime, to),
        isNull(appointments.deletedAt),
        eq(appointments.walkIn, false),
        isNull(workshops.deletedAt),
      ),
    )
    .orderBy(asc(appointments.bookingDateTime), asc(appointments.appointmentID))
    .limit(limit);
}

/** The live workshops among `workshopIDs`, with what a calendar LOCATION and time zone need. */
export function feedWorkshops(db: Executor, workshopIDs: readonly string[]) {
  return db
    .select({
      workshopID: workshops.workshopID,
      name: workshops.name,
      address: workshops.address,
      city: workshops.city,
      timeZone: workshops.timeZone,
    })
    .from(workshops)
    .where(and(inArray(workshops.workshopID, [...workshopIDs]), isNull(workshops.deletedAt)));
}
