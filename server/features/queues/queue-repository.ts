import { and, asc, eq, gte, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import { STATUS, WAITING_STATUSES } from '../../../shared/appointments/appointment-status.ts';
import type { Executor } from '../../core/db/client.ts';
import { appointments, boxes, queueGroups, queues, rejectReasons } from '../../core/db/schema/index.ts';
import { statement } from '../../core/db/statements.ts';
import type {
  BoxParent,
  QueueGroupParent,
  QueueParent,
  RejectReasonParent,
} from '../../core/graphql/models.ts';
import { notDeletedQueue, queueOrder } from '../../core/loaders/lookups.ts';
import type { DayRange } from '../../core/workshop/workshop-day.ts';

// Queries only: what they mean for a screen is decided in the services and resolvers.

/** A workshop's queue groups that are not deleted, by name. */
export function listQueueGroups(db: Executor, workshopID: string): Promise<QueueGroupParent[]> {
  return db
    .select()
    .from(queueGroups)
    .where(and(eq(queueGroups.workshopID, workshopID), isNull(queueGroups.deletedAt)))
    .orderBy(asc(queueGroups.name), asc(queueGroups.queueGroupID));
}

/** Queue groups by id, deleted ones included (a live payload says they are gone). */
export function findQueueGroupsByIds(
  db: Executor,
  queueGroupIDs: readonly string[],
): Promise<QueueGroupParent[]> {
  if (queueGroupIDs.length === 0) return Promise.resolve([]);
  return queueGroupsByIds.run(db, { queueGroupIDs: [...queueGroupIDs] });
}

// The statements below are read by every change's live build (docs/performance.md §13): built once.
const queueGroupsByIds = statement('queueGroupsByIds', (qb) =>
  qb
    .select()
    .from(queueGroups)
    .where(sql`${queueGroups.queueGroupID} = any(${sql.placeholder('queueGroupIDs')}::uuid[])`),
);

/** A workshop's queues that are not deleted, in view order, optionally of one group. */
export function listQueues(db: Executor, workshopID: string, queueGroupID?: string): Promise<QueueParent[]> {
  return queueGroupID
    ? queuesOfGroup.run(db, { workshopID, queueGroupID })
    : queuesOfWorkshop.run(db, { workshopID });
}

const queuesOfWorkshop = statement('queuesOfWorkshop', (qb) =>
  qb
    .select()
    .from(queues)
    .where(and(eq(queues.workshopID, sql.placeholder('workshopID')), notDeletedQueue))
    .orderBy(...queueOrder),
);

const queuesOfGroup = statement('queuesOfGroup', (qb) =>
  qb
    .select()
    .from(queues)
    .where(
      and(
        eq(queues.workshopID, sql.placeholder('workshopID')),
        eq(queues.queueGroupID, sql.placeholder('queueGroupID')),
        notDeletedQueue,
      ),
    )
    .orderBy(...queueOrder),
);

/**
 * A workshop's boxes that are not deleted, by order number. With a group: the boxes that call from
 * it, which are the group's own and those without a group (they serve every queue).
 */
export function listBoxes(db: Executor, workshopID: string, queueGroupID?: string): Promise<BoxParent[]> {
  return db
    .select()
    .from(boxes)
    .where(
      and(
        eq(boxes.workshopID, workshopID),
        isNull(boxes.deletedAt),
        queueGroupID ? or(eq(boxes.queueGroupID, queueGroupID), isNull(boxes.queueGroupID)) : undefined,
      ),
    )
    .orderBy(asc(boxes.orderNumber), asc(boxes.name), asc(boxes.boxID));
}

export function listRejectReasons(db: Executor): Promise<RejectReasonParent[]> {
  return db.select().from(rejectReasons).orderBy(asc(rejectReasons.name));
}

/** Status counts of one workshop's day (see queue-counts.ts for what each one means). */
export interface DayCountRow {
  booked: number;
  checkedInBooked: number;
  checkedInRandom: number;
  accepted: number;
  managed: number;
}

export async function countDay(db: Executor, workshopID: string, day: DayRange): Promise<DayCountRow> {
  const [row] = await dayCounts.run(db, { workshopID, ...dayValues(day) });
  return row ?? { booked: 0, checkedInBooked: 0, checkedInRandom: 0, accepted: 0, managed: 0 };
}

/** A day's bounds as statement values: instants travel as text, cast by the statement. */
const dayValues = (day: DayRange) => ({ start: day.start.toISOString(), end: day.end.toISOString() });
const dayStart = sql`${sql.placeholder('start')}::timestamptz`;
const dayEnd = sql`${sql.placeholder('end')}::timestamptz`;

const dayCounts = statement('dayCounts', (qb) => {
  const a = appointments;
  const bookedThatDay = and(gte(a.bookingDateTime, dayStart), lt(a.bookingDateTime, dayEnd));
  const checkedInThatDay = and(gte(a.checkinDateTime, dayStart), lt(a.checkinDateTime, dayEnd));
  const counted = (condition: ReturnType<typeof and>) =>
    sql<number>`count(*) filter (where ${condition})`.mapWith(Number);
  return qb
    .select({
      booked: counted(and(eq(a.statusCode, STATUS.BookedNotArrived), bookedThatDay)),
      checkedInBooked: counted(and(eq(a.statusCode, STATUS.CheckedInBooked), checkedInThatDay)),
      checkedInRandom: counted(and(eq(a.statusCode, STATUS.CheckedInRandom), checkedInThatDay)),
      accepted: counted(
        and(inArray(a.statusCode, [STATUS.Accepted, STATUS.AcceptedAnomaly]), checkedInThatDay),
      ),
      managed: counted(and(gte(a.statusCode, STATUS.CheckedInBooked), checkedInThatDay)),
    })
    .from(a)
    .where(
      and(
        eq(a.workshopID, sql.placeholder('workshopID')),
        isNull(a.deletedAt),
        or(bookedThatDay, checkedInThatDay),
      ),
    );
});

/** Per queue, how many customers checked in on that day are waiting in it now. */
export function countWaitingPerQueue(
  db: Executor,
  workshopID: string,
  day: DayRange,
): Promise<{ queueID: string | null; waiting: number }[]> {
  return waitingPerQueue.run(db, { workshopID, ...dayValues(day) });
}

const waitingPerQueue = statement('waitingPerQueue', (qb) => {
  const a = appointments;
  return qb
    .select({ queueID: a.assignedQueueID, waiting: sql<number>`count(*)`.mapWith(Number) })
    .from(a)
    .where(
      and(
        eq(a.workshopID, sql.placeholder('workshopID')),
        isNull(a.deletedAt),
        inArray(a.statusCode, [...WAITING_STATUSES]),
        gte(a.checkinDateTime, dayStart),
        lt(a.checkinDateTime, dayEnd),
      ),
    )
    .groupBy(a.assignedQueueID);
});
