import { and, asc, desc, eq, inArray, is, isNotNull, isNull, SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { EventType } from '../../../shared/appointments/appointment-events.ts';
import { WAITING_STATUSES } from '../../../shared/appointments/appointment-status.ts';
import type { QueueEntry } from '../../../shared/appointments/queue-order.ts';
import type { Executor } from '../../core/db/client.ts';
import {
  appointmentLogs,
  appointments,
  boxes,
  queues,
  workshopParameters,
  workshops,
} from '../../core/db/schema/index.ts';
import { bind, statement } from '../../core/db/statements.ts';
import type { AppointmentRow } from '../../core/graphql/models.ts';
import { recordWebhookEvents } from '../webhooks/webhook-events.ts';

// Queries only, for the write side: locks, updates, log lines. The rules live in the services.

export type AppointmentLogRow = typeof appointmentLogs.$inferSelect;
export type BoxRow = typeof boxes.$inferSelect;

/** Reads an appointment without locking (authorization before the transaction). */
export async function findAppointment(
  db: Executor,
  appointmentID: string,
): Promise<AppointmentRow | undefined> {
  const [row] = await liveAppointment.run(db, { appointmentID });
  return row;
}

/** Locks an appointment row for the rest of the transaction (waits for a concurrent writer). */
export async function lockAppointment(
  db: Executor,
  appointmentID: string,
): Promise<AppointmentRow | undefined> {
  const [row] = await lockedLiveAppointment.run(db, { appointmentID });
  return row;
}

const byLiveID = and(
  eq(appointments.appointmentID, sql.placeholder('appointmentID')),
  isNull(appointments.deletedAt),
);
const liveAppointment = statement('liveAppointment', (qb) =>
  qb.select().from(appointments).where(byLiveID).limit(1),
);
const lockedLiveAppointment = statement('lockedLiveAppointment', (qb) =>
  qb.select().from(appointments).where(byLiveID).limit(1).for('update'),
);

/**
 * Locks the first of these appointments, in the order given, that is still waiting and that no
 * other transaction holds; undefined when none is. One statement: PostgreSQL sorts the rows, then
 * locks them one at a time in that order, skipping a locked one and re-checking a changed one, and
 * stops at the first it locks (LIMIT above the row locks), so at most one row is locked.
 */
export async function lockFirstWaiting(
  db: Executor,
  appointmentIDs: readonly string[],
): Promise<AppointmentRow | undefined> {
  // A few candidates at a time: the statement orders by position in the list it is given, which is
  // linear in the list's length per row (20,000 waiting made one call take 1.7 s). Only the
  // customers other boxes are calling at this moment are skipped, so the first slice nearly always
  // holds the answer.
  for (let start = 0; start < appointmentIDs.length; start += CANDIDATES_PER_TRY) {
    const [row] = await firstWaiting.run(db, {
      ids: appointmentIDs.slice(start, start + CANDIDATES_PER_TRY),
    });
    if (row) return row;
  }
  return undefined;
}

/** Candidates offered to one try of `lockFirstWaiting`: more than the boxes that may call at once. */
const CANDIDATES_PER_TRY = 64;

const firstWaiting = statement('lockFirstWaiting', (qb) =>
  qb
    .select()
    .from(appointments)
    .where(
      and(
        sql`${appointments.appointmentID} = any(${sql.placeholder('ids')}::uuid[])`,
        inArray(appointments.statusCode, [...WAITING_STATUSES]),
        isNull(appointments.deletedAt),
      ),
    )
    .orderBy(sql`array_position(${sql.placeholder('ids')}::uuid[], ${appointments.appointmentID})`)
    .limit(1)
    .for('update', { skipLocked: true }),
);

/** Updates an appointment, bumping its version; returns the new row. */
export async function updateAppointment(
  db: Executor,
  appointmentID: string,
  values: AppointmentValues,
): Promise<AppointmentRow> {
  const columns = Object.keys(values).filter(
    (c) => values[c as keyof AppointmentValues] !== undefined && c !== 'version' && c !== 'updatedAt',
  );
  const shaped = columns.some((c) => is(values[c as keyof AppointmentValues], SQL))
    ? undefined
    : updateOf(columns);
  const [row] = !shaped
    ? await db
        .update(appointments)
        .set({ ...values, version: sql`${appointments.version} + 1`, updatedAt: new Date() })
        .where(eq(appointments.appointmentID, appointmentID))
        .returning()
    : await shaped.run(db, { ...values, appointmentID, updatedAt: new Date() });
  if (!row) throw new Error(`appointment ${appointmentID} vanished inside its transaction`);
  return row;
}

type AppointmentValues = Partial<typeof appointments.$inferInsert>;

/**
 * One statement per set of columns an update writes: an action sets the same columns every time
 * (a job's start: its status and time), so a desk's few kinds of update are each built once.
 */
const updates = new Map<string, ReturnType<typeof buildUpdate>>();
function updateOf(columns: string[]) {
  const shape = columns.sort().join(',');
  let found = updates.get(shape);
  if (!found) {
    // Shapes come from the code's actions; more than this would mean something else is going on.
    if (updates.size >= 200) return undefined;
    found = buildUpdate(shape, columns);
    updates.set(shape, found);
  }
  return found;
}
function buildUpdate(shape: string, columns: readonly string[]) {
  return statement(`updateAppointment(${shape})`, (qb) =>
    qb
      .update(appointments)
      .set({
        ...(Object.fromEntries(columns.map((c) => [c, bind(c)])) as AppointmentValues),
        version: sql`${appointments.version} + 1`,
        updatedAt: bind('updatedAt'),
      })
      .where(eq(appointments.appointmentID, sql.placeholder('appointmentID')))
      .returning(),
  );
}

export async function insertAppointment(
  db: Executor,
  values: typeof appointments.$inferInsert,
): Promise<AppointmentRow> {
  const [row] = await db.insert(appointments).values(values).returning();
  if (!row) throw new Error('appointment insert returned nothing');
  return row;
}

/**
 * Calls a customer into a box: the one update of nextCustomer and pickAppointment, built once.
 * `statusCode` is the target the caller computed from the locked row.
 */
export async function updateIntoBox(
  db: Executor,
  values: {
    appointmentID: string;
    statusCode: number;
    acceptedBoxID: string;
    acceptedUserID: string;
    acceptanceDateTime: Date;
    hiddenAcceptance: boolean;
  },
): Promise<AppointmentRow> {
  const [row] = await intoBox.run(db, { ...values, updatedAt: new Date() });
  if (!row) throw new Error(`appointment ${values.appointmentID} vanished inside its transaction`);
  return row;
}

const intoBox = statement('updateIntoBox', (qb) =>
  qb
    .update(appointments)
    .set({
      statusCode: bind('statusCode'),
      acceptedBoxID: bind('acceptedBoxID'),
      acceptedUserID: bind('acceptedUserID'),
      acceptanceDateTime: bind('acceptanceDateTime'),
      hiddenAcceptance: bind('hiddenAcceptance'),
      version: sql`${appointments.version} + 1`,
      updatedAt: bind('updatedAt'),
    })
    .where(eq(appointments.appointmentID, sql.placeholder('appointmentID')))
    .returning(),
);

type LogValues = typeof appointmentLogs.$inferInsert;
/** The columns of a log line written by the statement; id, time and order are the table's defaults. */
const LOG_COLUMNS = [
  'appointmentID',
  'workshopID',
  'actionType',
  'notes',
  'userID',
  'impersonatorUserID',
  'boxID',
  'smsText',
  'rejectReasonID',
  'fromStatus',
  'toStatus',
  'idempotencyKey',
  'payload',
] as const satisfies readonly (keyof LogValues)[];

export async function insertLog(db: Executor, values: LogValues): Promise<AppointmentLogRow> {
  const row = await writeLog(db, values);
  // Every change of an appointment writes its line here: its webhook events go in the same transaction.
  await recordWebhookEvents(db, [row]);
  return row;
}

async function writeLog(db: Executor, values: LogValues): Promise<AppointmentLogRow> {
  if (values.dateTime || values.appointmentLogID || values.seq) {
    // A time of its own (a job's "now"): the rare case, built by the query builder.
    const [row] = await db.insert(appointmentLogs).values(values).returning();
    if (!row) throw new Error('log insert returned nothing');
    return row;
  }
  const params: Record<string, unknown> = {};
  for (const column of LOG_COLUMNS) params[column] = values[column] ?? null;
  const [row] = await logInsert.run(db, params);
  if (!row) throw new Error('log insert returned nothing');
  return row;
}

const logInsert = statement('insertLog', (qb) =>
  qb
    .insert(appointmentLogs)
    .values(Object.fromEntries(LOG_COLUMNS.map((c) => [c, bind(c)])) as unknown as LogValues)
    .returning(),
);

/**
 * Holds the caller's idempotency key until the transaction ends, so a second request with the same
 * key (a double click, a retry that overtook the first) waits for the first to commit, then finds
 * its log line and returns its result instead of writing again. Must come before any other lock
 * of the transaction: two requests with one key then always queue in the same order.
 */
export async function lockIdempotencyKey(
  db: Executor,
  userID: string,
  idempotencyKey: string,
): Promise<void> {
  await idempotencyLock.run(db, { key: `idempotency:${userID}:${idempotencyKey}` });
}

const idempotencyLock = statement('lockIdempotencyKey', (qb) =>
  qb
    .select({ locked: sql`pg_advisory_xact_lock(hashtextextended(${sql.placeholder('key')}, 0))` })
    .from(sql`(values (1)) as one (x)`),
);

/** The appointment of the log line a previous request with this idempotency key wrote, if any. */
export async function findLogByIdempotencyKey(
  db: Executor,
  userID: string,
  idempotencyKey: string,
): Promise<{ appointmentID: string } | undefined> {
  const [row] = await logByKey.run(db, { userID, idempotencyKey });
  return row;
}

const logByKey = statement('findLogByIdempotencyKey', (qb) =>
  qb
    .select({ appointmentID: appointmentLogs.appointmentID })
    .from(appointmentLogs)
    .where(
      and(
        eq(appointmentLogs.userID, sql.placeholder('userID')),
        eq(appointmentLogs.idempotencyKey, sql.placeholder('idempotencyKey')),
      ),
    )
    .limit(1),
);

/** Status lines one visit may have: a long day of undos and calls is a few dozen. */
const STATUS_HISTORY_LIMIT = 200;

/** The log lines that changed the appointment's status, newest first (status-history.ts reads them). */
export async function statusChanges(db: Executor, appointmentID: string): Promise<AppointmentLogRow[]> {
  return db
    .select()
    .from(appointmentLogs)
    .where(
      and(
        eq(appointmentLogs.appointmentID, appointmentID),
        isNotNull(appointmentLogs.fromStatus),
        isNotNull(appointmentLogs.toStatus),
        sql`${appointmentLogs.fromStatus} <> ${appointmentLogs.toStatus}`,
      ),
    )
    .orderBy(desc(appointmentLogs.seq))
    .limit(STATUS_HISTORY_LIMIT);
}

/** Locks a box row: concurrent calls into the same box (a double click) run one after the other. */
export async function lockBox(db: Executor, boxID: string, workshopID: string): Promise<BoxRow | undefined> {
  const [row] = await lockedBox.run(db, { boxID, workshopID });
  return row;
}

const lockedBox = statement('lockBox', (qb) =>
  qb
    .select()
    .from(boxes)
    .where(
      and(
        eq(boxes.boxID, sql.placeholder('boxID')),
        eq(boxes.workshopID, sql.placeholder('workshopID')),
        isNull(boxes.deletedAt),
      ),
    )
    .limit(1)
    .for('update'),
);

/**
 * What call order needs of a waiting customer, and no more: orderQueue's QueueEntry, with
 * `acceptedUserID` in place of the `preferredUserID` the caller derives from it.
 */
export type WaitingCandidate = Omit<QueueEntry, 'preferredUserID'> & {
  acceptedUserID: string | null;
  /** The queue and the "you are next" mark, so a call tells who moved up without reading again. */
  queueID: string | null;
  youAreNextSentAt: Date | null;
};

/**
 * The customers waiting in the queues a box calls from (one queue, or the box's group, or the
 * whole workshop when the box has no group), in one statement, unlocked: the caller puts them in
 * call order and then locks one. The box's group is read by the statement itself, so it can be
 * sent in the same round trip as the box's lock (after it: it then runs once the lock is held).
 */
export function waitingForBox(
  db: Executor,
  box: { boxID: string; workshopID: string },
  queueID: string | null,
): Promise<WaitingCandidate[]> {
  const values = { boxID: box.boxID, workshopID: box.workshopID };
  return queueID ? waitingInQueue.run(db, { ...values, queueID }) : waitingInGroup.run(db, values);
}

const boxGroup = sql`(select ${boxes.queueGroupID} from ${boxes} where ${boxes.boxID} = ${sql.placeholder('boxID')})`;
const waitingIn = (qb: Executor, oneQueue: boolean) => {
  const served = qb
    .select({ queueID: queues.queueID })
    .from(queues)
    .where(
      and(
        eq(queues.workshopID, sql.placeholder('workshopID')),
        isNull(queues.deletedAt),
        oneQueue ? eq(queues.queueID, sql.placeholder('queueID')) : undefined,
        sql`coalesce(${boxGroup}, ${queues.queueGroupID}) is not distinct from ${queues.queueGroupID}`,
      ),
    );
  return qb
    .select({
      appointmentID: appointments.appointmentID,
      statusCode: appointments.statusCode,
      walkIn: appointments.walkIn,
      priority: appointments.priority,
      bookingDateTime: appointments.bookingDateTime,
      checkinDateTime: appointments.checkinDateTime,
      acceptedUserID: appointments.acceptedUserID,
      queueID: appointments.assignedQueueID,
      youAreNextSentAt: appointments.youAreNextSentAt,
    })
    .from(appointments)
    .where(
      and(
        inArray(appointments.assignedQueueID, served),
        inArray(appointments.statusCode, [...WAITING_STATUSES]),
        isNull(appointments.deletedAt),
      ),
    )
    .orderBy(asc(appointments.checkinDateTime));
};
const waitingInGroup = statement('waitingForBox', (qb) => waitingIn(qb, false));
const waitingInQueue = statement('waitingForBoxInQueue', (qb) => waitingIn(qb, true));

/**
 * A live queue of the workshop. With `forCheckIn` (inside a check-in's transaction) the row is
 * share-locked: `deleteQueue` locks it for update before counting who waits, so a check-in and a
 * delete of the same queue serialize — the delete sees the new customer, or the check-in sees the
 * queue deleted (the row is re-checked against `deleted_at is null` after the lock wait).
 */
export async function findQueue(db: Executor, queueID: string, workshopID: string, forCheckIn = false) {
  const query = db
    .select()
    .from(queues)
    .where(and(eq(queues.queueID, queueID), eq(queues.workshopID, workshopID), isNull(queues.deletedAt)))
    .limit(1);
  const [row] = forCheckIn ? await query.for('share') : await query;
  return row;
}

/** The workshop's default queue (else its first), share-locked like `findQueue` for a check-in. */
export async function defaultQueue(db: Executor, workshopID: string) {
  const [row] = await db
    .select()
    .from(queues)
    .where(and(eq(queues.workshopID, workshopID), isNull(queues.deletedAt)))
    .orderBy(desc(queues.isDefault), asc(queues.viewOrderNumber))
    .limit(1)
    .for('share');
  return row;
}

/** The workshop with its parameters (time zone, tolerances, SMS texts). */
export async function workshopSettings(db: Executor, workshopID: string) {
  const [row] = await settings.run(db, { workshopID });
  return row;
}

const settings = statement('workshopSettings', (qb) =>
  qb
    .select({ workshop: workshops, parameters: workshopParameters })
    .from(workshops)
    .leftJoin(workshopParameters, eq(workshopParameters.workshopID, workshops.workshopID))
    .where(eq(workshops.workshopID, sql.placeholder('workshopID')))
    .limit(1),
);

/**
 * A log line of `actionType` written for the message `kind` (its `payload.kind`) on the appointment
 * `appointmentID` points at (an id, or a column in a correlated query): the mark that a message
 * meant to go once per visit (a reminder, the pay-online link) has been handled.
 */
export function logOfKind(appointmentID: string | SQLWrapper, actionType: EventType, kind: string) {
  return and(
    eq(appointmentLogs.appointmentID, appointmentID),
    eq(appointmentLogs.actionType, actionType),
    sql`${appointmentLogs.payload}->>'kind' = ${kind}`,
  );
}

/** Whether the appointment already has that mark (see logOfKind). */
export async function hasLogOfKind(
  db: Executor,
  appointmentID: string,
  actionType: EventType,
  kind: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id: appointmentLogs.appointmentLogID })
    .from(appointmentLogs)
    .where(logOfKind(appointmentID, actionType, kind))
    .limit(1);
  return !!row;
}
