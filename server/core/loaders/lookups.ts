import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  BOX_OCCUPYING_STATUSES,
  STATUS,
  WAITING_STATUSES,
} from '../../../shared/appointments/appointment-status.ts';
import type { Executor } from '../db/client.ts';
import {
  appointments,
  boxes,
  outboxMessages,
  queueDelayNotices,
  queues,
  rejectReasons,
  users,
  workshopParameters,
  workshops,
} from '../db/schema/index.ts';
import { statement } from '../db/statements.ts';
import type { AppointmentRow, BoxParent, QueueParent, RejectReasonParent } from '../graphql/models.ts';
import { PARAMETER_DEFAULTS, type WorkshopSettings } from '../workshop/workshop-settings.ts';

// The queries behind the loaders (loaders.ts) and the waiting list (waiting-list.ts): rows by id,
// batched per request, and the customer in a box, that several features read. Queries only, like
// the features' repositories.

export const notDeletedQueue = isNull(queues.deletedAt);

export const queueOrder = [asc(queues.viewOrderNumber), asc(queues.name), asc(queues.queueID)];

/** The queues of several groups that are not deleted, in view order. */
export function findQueuesOfGroups(db: Executor, queueGroupIDs: readonly string[]): Promise<QueueParent[]> {
  return db
    .select()
    .from(queues)
    .where(and(inArray(queues.queueGroupID, [...queueGroupIDs]), notDeletedQueue))
    .orderBy(...queueOrder);
}

export type DelayNoticeRow = typeof queueDelayNotices.$inferSelect;

/** The delay notices of these queues still in force at `now` (docs/messaging.md, delay notices). */
export function findDelayNotices(
  db: Executor,
  queueIDs: readonly string[],
  now: Date,
): Promise<DelayNoticeRow[]> {
  return delayNotices.run(db, { queueIDs: [...queueIDs], now: now.toISOString() });
}

// Read at every change by the live screens of a queue (docs/performance.md §13): built once.
const delayNotices = statement('delayNotices', (qb) =>
  qb
    .select()
    .from(queueDelayNotices)
    .where(
      and(
        sql`${queueDelayNotices.queueID} = any(${sql.placeholder('queueIDs')}::uuid[])`,
        sql`${queueDelayNotices.expiresAt} > ${sql.placeholder('now')}::timestamptz`,
      ),
    ),
);

/** Queues by id, deleted ones included (an old appointment still names its queue). */
export function findQueuesByIds(db: Executor, queueIDs: readonly string[]): Promise<QueueParent[]> {
  return queuesByIds.run(db, { queueIDs: [...queueIDs] });
}

const queuesByIds = statement('queuesByIds', (qb) =>
  qb
    .select()
    .from(queues)
    .where(sql`${queues.queueID} = any(${sql.placeholder('queueIDs')}::uuid[])`),
);

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
  const rows = await servingBoxes.run(db, { workshopIDs: [...workshopIDs] });
  return rows.map(({ occupantID, ...row }) => ({ ...row, busy: occupantID !== null }));
}

// The waiting list's reads run once for every live screen of a queue at each change (docs/performance.md
// §13): statements built once, the lists as array parameters.
const servingBoxes = statement('servingBoxes', (qb) =>
  qb
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
        sql`${boxes.workshopID} = any(${sql.placeholder('workshopIDs')}::uuid[])`,
        isNull(boxes.deletedAt),
        eq(boxes.notAvailable, false),
      ),
    ),
);

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

/** The appointment occupying a box now, if any (its id: callers only ask whether there is one). */
export async function occupantOf(
  db: Executor,
  boxID: string,
): Promise<{ appointmentID: string } | undefined> {
  const [row] = await occupant.run(db, { boxID });
  return row;
}

const occupant = statement('occupantOf', (qb) =>
  qb
    .select({ appointmentID: appointments.appointmentID })
    .from(appointments)
    .where(
      and(
        eq(appointments.acceptedBoxID, sql.placeholder('boxID')),
        inArray(appointments.statusCode, [...BOX_OCCUPYING_STATUSES]),
        isNull(appointments.deletedAt),
      ),
    )
    .limit(1),
);

/** Customers waiting (checked in, not called, not deleted) in these queues, in no order. */
export function findWaitingInQueues(db: Executor, queueIDs: readonly string[]): Promise<AppointmentRow[]> {
  return waitingInQueues.run(db, { queueIDs: [...queueIDs] });
}

const waitingInQueues = statement('waitingInQueues', (qb) =>
  qb
    .select()
    .from(appointments)
    .where(
      and(
        sql`${appointments.assignedQueueID} = any(${sql.placeholder('queueIDs')}::uuid[])`,
        inArray(appointments.statusCode, [...WAITING_STATUSES]),
        isNull(appointments.deletedAt),
      ),
    ),
);

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
  return pendingBookings.run(db, {
    queueIDs: [...queueIDs],
    from: from.toISOString(),
    to: to.toISOString(),
  });
}

const pendingBookings = statement('pendingBookings', (qb) =>
  qb
    .select({ queueID: appointments.assignedQueueID, bookingDateTime: appointments.bookingDateTime })
    .from(appointments)
    .where(
      and(
        sql`${appointments.assignedQueueID} = any(${sql.placeholder('queueIDs')}::uuid[])`,
        eq(appointments.statusCode, STATUS.BookedNotArrived),
        isNull(appointments.deletedAt),
        sql`${appointments.bookingDateTime} >= ${sql.placeholder('from')}::timestamptz`,
        sql`${appointments.bookingDateTime} < ${sql.placeholder('to')}::timestamptz`,
      ),
    ),
);

/** A queue's day so far for its walk-in rate: its first check-in and the walk-ins up to now. */
export interface QueueDayCheckins {
  queueID: string;
  openedAt: Date | null;
  walkIns: number;
}

/**
 * Per queue, within its own day (`from` to `to`, the workshop's calendar day): the first check-in
 * and the number of walk-ins checked in up to `now`. Counted in the database through the (queue,
 * status, check-in) index: a busy queue's day is thousands of rows, and only two figures are
 * needed. Queues without a check-in that day are left out.
 */
export function countCheckinsOfDay(
  db: Executor,
  days: readonly { queueID: string; from: Date; to: Date }[],
  now: Date,
): Promise<QueueDayCheckins[]> {
  if (days.length === 0) return Promise.resolve([]);
  return checkinsOfDay.run(db, {
    queueIDs: days.map((d) => d.queueID),
    froms: days.map((d) => d.from.toISOString()),
    tos: days.map((d) => d.to.toISOString()),
    now: now.toISOString(),
  });
}

const checkinsOfDay = statement('checkinsOfDay', (qb) =>
  qb
    .select({
      queueID: sql<string>`day.queue_id`.as('queue_id'),
      openedAt: sql<Date | null>`min(${appointments.checkinDateTime})`.mapWith(appointments.checkinDateTime),
      walkIns: sql<number>`count(*) filter (where ${appointments.walkIn}
        and ${appointments.checkinDateTime} <= ${sql.placeholder('now')}::timestamptz)`.mapWith(Number),
    })
    .from(
      // Instants travel as text: the driver passes timestamptz[] parameters through unserialised.
      sql`unnest(${sql.placeholder('queueIDs')}::uuid[], ${sql.placeholder('froms')}::text[]::timestamptz[],
        ${sql.placeholder('tos')}::text[]::timestamptz[]) as day(queue_id, day_from, day_to)`,
    )
    .innerJoin(
      appointments,
      sql`${appointments.assignedQueueID} = day.queue_id and ${appointments.checkinDateTime} >= day.day_from
        and ${appointments.checkinDateTime} < day.day_to and ${appointments.deletedAt} is null`,
    )
    .groupBy(sql`day.queue_id`),
);

/** A visit by its tracking code, with the names its customer's page shows. */
export interface TrackedVisitRow {
  appointment: AppointmentRow;
  workshopName: string;
  queueName: string | null;
  boxName: string | null;
}

/**
 * Visits by tracking code, deleted ones left out: every followed visit of a queue is built again at
 * each call in it, and the builds of one change share this one statement.
 */
export function findVisitsByTrackingCodes(
  db: Executor,
  codes: readonly string[],
): Promise<TrackedVisitRow[]> {
  return visitsByTrackingCodes.run(db, { codes: [...codes] });
}

const visitsByTrackingCodes = statement('visitsByTrackingCodes', (qb) =>
  qb
    .select({
      appointment: appointments,
      workshopName: workshops.name,
      queueName: queues.name,
      boxName: boxes.name,
    })
    .from(appointments)
    .innerJoin(workshops, eq(workshops.workshopID, appointments.workshopID))
    .leftJoin(queues, eq(queues.queueID, appointments.assignedQueueID))
    .leftJoin(boxes, eq(boxes.boxID, appointments.acceptedBoxID))
    .where(
      and(
        sql`${appointments.trackingCode} = any(${sql.placeholder('codes')}::text[])`,
        isNull(appointments.deletedAt),
      ),
    ),
);

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
const settingsOfWorkshops = statement('settingsOfWorkshops', (qb) =>
  qb
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
    .where(sql`${workshops.workshopID} = any(${sql.placeholder('workshopIDs')}::uuid[])`),
);

export async function findWorkshopSettings(
  db: Executor,
  workshopIDs: readonly string[],
): Promise<WorkshopSettings[]> {
  const rows = await settingsOfWorkshops.run(db, { workshopIDs: [...workshopIDs] });
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

const a = appointments;

/**
 * The instant an appointment is listed under: its booking time, or for a walk-in (no booking) its
 * check-in time; creation time only for a row with neither, so every row has one.
 */
export const agendaTime = sql<Date>`coalesce(${a.bookingDateTime}, ${a.checkinDateTime}, ${a.createdAt})`;

/** Appointments by id, deleted ones included. */
export function findAppointmentsByIds(db: Executor, ids: readonly string[]): Promise<AppointmentRow[]> {
  return appointmentsByIds.run(db, { ids: [...ids] });
}

const appointmentsByIds = statement('appointmentsByIds', (qb) =>
  qb
    .select()
    .from(a)
    .where(sql`${a.appointmentID} = any(${sql.placeholder('ids')}::uuid[])`),
);

const main = alias(appointments, 'main_appointment');

/** Children of these appointments in the same workshop, not deleted, by booking time. */
export async function findChildAppointments(
  db: Executor,
  mainIDs: readonly string[],
): Promise<AppointmentRow[]> {
  const rows = await db
    .select({ child: a })
    .from(a)
    .innerJoin(main, and(eq(main.appointmentID, a.mainAppointmentID), eq(main.workshopID, a.workshopID)))
    .where(and(inArray(a.mainAppointmentID, [...mainIDs]), isNull(a.deletedAt)))
    .orderBy(asc(agendaTime), asc(a.appointmentID));
  return rows.map((row) => row.child);
}

/** An SMS about an appointment, as the outbox holds it. */
export interface AppointmentSmsRow {
  outboxMessageID: string;
  appointmentID: string | null;
  kind: string;
  body: string;
  status: string;
  sentAt: Date | null;
  createdAt: Date;
}

/** SMS outbox rows of these appointments, newest first. */
export function findSmsOfAppointments(
  db: Executor,
  appointmentIDs: readonly string[],
): Promise<AppointmentSmsRow[]> {
  const m = outboxMessages;
  return db
    .select({
      outboxMessageID: m.outboxMessageID,
      appointmentID: m.appointmentID,
      kind: m.kind,
      body: m.body,
      status: m.status,
      sentAt: m.sentAt,
      createdAt: m.createdAt,
    })
    .from(m)
    .where(and(eq(m.channel, 'sms'), inArray(m.appointmentID, [...appointmentIDs])))
    .orderBy(desc(m.createdAt), desc(m.outboxMessageID));
}
