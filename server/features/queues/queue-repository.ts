import { and, asc, eq, gte, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import {
  BOX_OCCUPYING_STATUSES,
  STATUS,
  WAITING_STATUSES,
} from '../../../shared/appointments/appointment-status.ts';
import type { Executor } from '../../db/client.ts';
import {
  appointments,
  boxes,
  queueGroups,
  queues,
  rejectReasons,
  users,
  workshopParameters,
  workshops,
} from '../../db/schema/index.ts';
import type {
  AppointmentRow,
  BoxParent,
  QueueGroupParent,
  QueueParent,
  RejectReasonParent,
} from '../../graphql/models.ts';
import type { DayRange } from './workshop-day.ts';
import { PARAMETER_DEFAULTS, type WorkshopSettings } from './workshop-settings.ts';

// Queries only: what they mean for a screen is decided in the services and resolvers.

const notDeletedQueue = isNull(queues.deletedAt);

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
  return db
    .select()
    .from(queueGroups)
    .where(inArray(queueGroups.queueGroupID, [...queueGroupIDs]));
}

const queueOrder = [asc(queues.viewOrderNumber), asc(queues.name), asc(queues.queueID)];

/** A workshop's queues that are not deleted, in view order, optionally of one group. */
export function listQueues(db: Executor, workshopID: string, queueGroupID?: string): Promise<QueueParent[]> {
  return db
    .select()
    .from(queues)
    .where(
      and(
        eq(queues.workshopID, workshopID),
        queueGroupID ? eq(queues.queueGroupID, queueGroupID) : undefined,
        notDeletedQueue,
      ),
    )
    .orderBy(...queueOrder);
}

/** The queues of several groups that are not deleted, in view order. */
export function findQueuesOfGroups(db: Executor, queueGroupIDs: readonly string[]): Promise<QueueParent[]> {
  return db
    .select()
    .from(queues)
    .where(and(inArray(queues.queueGroupID, [...queueGroupIDs]), notDeletedQueue))
    .orderBy(...queueOrder);
}

/** Queues by id, deleted ones included (an old appointment still names its queue). */
export function findQueuesByIds(db: Executor, queueIDs: readonly string[]): Promise<QueueParent[]> {
  return db
    .select()
    .from(queues)
    .where(inArray(queues.queueID, [...queueIDs]));
}

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

/** Boxes by id, deleted ones included. */
export function findBoxesByIds(db: Executor, boxIDs: readonly string[]): Promise<BoxParent[]> {
  return db
    .select()
    .from(boxes)
    .where(inArray(boxes.boxID, [...boxIDs]));
}

/** An open box of a workshop and, when a customer is in it, since when. */
export interface ServingBox {
  boxID: string;
  workshopID: string;
  queueGroupID: string | null;
  busySince: Date | null;
  busy: boolean;
}

/**
 * The boxes of these workshops that can call a customer now (not deleted, not marked unavailable),
 * each with the acceptance time of the customer occupying it, if any.
 */
export async function findServingBoxes(db: Executor, workshopIDs: readonly string[]): Promise<ServingBox[]> {
  const rows = await db
    .select({
      boxID: boxes.boxID,
      workshopID: boxes.workshopID,
      queueGroupID: boxes.queueGroupID,
      occupantID: appointments.appointmentID,
      busySince: appointments.acceptanceDateTime,
    })
    .from(boxes)
    .leftJoin(
      appointments,
      and(
        eq(appointments.acceptedBoxID, boxes.boxID),
        inArray(appointments.statusCode, [...BOX_OCCUPYING_STATUSES]),
        isNull(appointments.deletedAt),
      ),
    )
    .where(
      and(
        inArray(boxes.workshopID, [...workshopIDs]),
        isNull(boxes.deletedAt),
        eq(boxes.notAvailable, false),
      ),
    );
  return rows.map(({ occupantID, ...row }) => ({ ...row, busy: occupantID !== null }));
}

/** The customers occupying these boxes (Accepted, AcceptedAnomaly or JobStarted). */
export function findBoxOccupants(db: Executor, boxIDs: readonly string[]): Promise<AppointmentRow[]> {
  return db
    .select()
    .from(appointments)
    .where(
      and(
        inArray(appointments.acceptedBoxID, [...boxIDs]),
        inArray(appointments.statusCode, [...BOX_OCCUPYING_STATUSES]),
        isNull(appointments.deletedAt),
      ),
    );
}

/** Customers waiting (checked in, not called, not deleted) in these queues, in no order. */
export function findWaitingInQueues(db: Executor, queueIDs: readonly string[]): Promise<AppointmentRow[]> {
  return db
    .select()
    .from(appointments)
    .where(
      and(
        inArray(appointments.assignedQueueID, [...queueIDs]),
        inArray(appointments.statusCode, [...WAITING_STATUSES]),
        isNull(appointments.deletedAt),
      ),
    );
}

/**
 * Bookings not yet checked in of these queues whose time falls between `from` and `to` (the caller
 * narrows them to each workshop's today).
 */
export function findPendingBookings(
  db: Executor,
  queueIDs: readonly string[],
  from: Date,
  to: Date,
): Promise<{ queueID: string | null; bookingDateTime: Date | null }[]> {
  return db
    .select({ queueID: appointments.assignedQueueID, bookingDateTime: appointments.bookingDateTime })
    .from(appointments)
    .where(
      and(
        inArray(appointments.assignedQueueID, [...queueIDs]),
        eq(appointments.statusCode, STATUS.BookedNotArrived),
        isNull(appointments.deletedAt),
        gte(appointments.bookingDateTime, from),
        lt(appointments.bookingDateTime, to),
      ),
    );
}

export function listRejectReasons(db: Executor): Promise<RejectReasonParent[]> {
  return db.select().from(rejectReasons).orderBy(asc(rejectReasons.name));
}

export function findRejectReasonsByIds(db: Executor, ids: readonly string[]): Promise<RejectReasonParent[]> {
  return db
    .select()
    .from(rejectReasons)
    .where(inArray(rejectReasons.rejectReasonID, [...ids]));
}

/** A staff member as other screens show them. */
export interface UserSummaryRow {
  userID: string;
  userName: string;
  firstname: string;
  lastname: string;
}

/** The columns of a UserSummaryRow, for every query that lists users by name. */
export const USER_SUMMARY_COLUMNS = {
  userID: users.userID,
  userName: users.userName,
  firstname: users.firstname,
  lastname: users.lastname,
};

/** Users by id, deleted ones included: history keeps naming who acted. */
export function findUserSummaries(db: Executor, userIDs: readonly string[]): Promise<UserSummaryRow[]> {
  return db
    .select(USER_SUMMARY_COLUMNS)
    .from(users)
    .where(inArray(users.userID, [...userIDs]));
}

/** Workshops' zones, thresholds and queue parameters (column defaults when parameters are missing). */
export async function findWorkshopSettings(
  db: Executor,
  workshopIDs: readonly string[],
): Promise<WorkshopSettings[]> {
  const rows = await db
    .select({
      workshopID: workshops.workshopID,
      timeZone: workshops.timeZone,
      returningCustomerDaysThreshold: workshops.returningCustomerDaysThreshold,
      toleranceMinutes: workshopParameters.toleranceMinutes,
      acceptanceDurationMinutes: workshopParameters.acceptanceDurationMinutes,
      autoRecalcQueueEnabled: workshopParameters.autoRecalcQueueEnabled,
      preferredResourceEnabled: workshopParameters.preferredResourceEnabled,
      criticalThresholdAlertMinutes: workshopParameters.criticalThresholdAlertMinutes,
    })
    .from(workshops)
    .leftJoin(workshopParameters, eq(workshopParameters.workshopID, workshops.workshopID))
    .where(inArray(workshops.workshopID, [...workshopIDs]));
  return rows.map((row) => ({
    workshopID: row.workshopID,
    timeZone: row.timeZone,
    returningCustomerDaysThreshold: row.returningCustomerDaysThreshold,
    toleranceMinutes: row.toleranceMinutes ?? PARAMETER_DEFAULTS.toleranceMinutes,
    acceptanceDurationMinutes: row.acceptanceDurationMinutes ?? PARAMETER_DEFAULTS.acceptanceDurationMinutes,
    autoRecalcQueueEnabled: row.autoRecalcQueueEnabled ?? PARAMETER_DEFAULTS.autoRecalcQueueEnabled,
    preferredResourceEnabled: row.preferredResourceEnabled ?? PARAMETER_DEFAULTS.preferredResourceEnabled,
    criticalThresholdAlertMinutes:
      row.criticalThresholdAlertMinutes ?? PARAMETER_DEFAULTS.criticalThresholdAlertMinutes,
  }));
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
  const a = appointments;
  const bookedThatDay = and(gte(a.bookingDateTime, day.start), lt(a.bookingDateTime, day.end));
  const checkedInThatDay = and(gte(a.checkinDateTime, day.start), lt(a.checkinDateTime, day.end));
  const counted = (condition: ReturnType<typeof and>) =>
    sql<number>`count(*) filter (where ${condition})`.mapWith(Number);
  const [row] = await db
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
    .where(and(eq(a.workshopID, workshopID), isNull(a.deletedAt), or(bookedThatDay, checkedInThatDay)));
  return row ?? { booked: 0, checkedInBooked: 0, checkedInRandom: 0, accepted: 0, managed: 0 };
}

/** Per queue, how many customers checked in on that day are waiting in it now. */
export function countWaitingPerQueue(
  db: Executor,
  workshopID: string,
  day: DayRange,
): Promise<{ queueID: string | null; waiting: number }[]> {
  const a = appointments;
  return db
    .select({ queueID: a.assignedQueueID, waiting: sql<number>`count(*)`.mapWith(Number) })
    .from(a)
    .where(
      and(
        eq(a.workshopID, workshopID),
        isNull(a.deletedAt),
        inArray(a.statusCode, [...WAITING_STATUSES]),
        gte(a.checkinDateTime, day.start),
        lt(a.checkinDateTime, day.end),
      ),
    )
    .groupBy(a.assignedQueueID);
}
