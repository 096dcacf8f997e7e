import { and, asc, eq, gte, ilike, inArray, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import { LIVE_STATUSES, STATUS } from '../../../shared/appointments/appointment-status.ts';
import type { Executor } from '../../core/db/client.ts';
import { appointmentLogs, appointments, plateKey } from '../../core/db/schema/index.ts';
import type { AppointmentLogParent, AppointmentRow } from '../../core/graphql/models.ts';
import { agendaTime } from '../../core/loaders/lookups.ts';

// Queries only, for the read side (lists, detail, history); writes live with the mutations.

const a = appointments;

export async function findAppointmentById(
  db: Executor,
  appointmentID: string,
): Promise<AppointmentRow | null> {
  const [row] = await db.select().from(a).where(eq(a.appointmentID, appointmentID)).limit(1);
  return row ?? null;
}

/** Log lines of one appointment, oldest first (insertion order within one instant). */
export function findLogsOfAppointment(db: Executor, appointmentID: string): Promise<AppointmentLogParent[]> {
  return db
    .select()
    .from(appointmentLogs)
    .where(eq(appointmentLogs.appointmentID, appointmentID))
    .orderBy(asc(appointmentLogs.dateTime), asc(appointmentLogs.seq));
}

/** A list filter already checked and translated to instants by the caller. */
export interface AppointmentListFilter {
  workshopID: string;
  /** Agenda time (see `agendaTime`) at or after `from` and before `to`. */
  from?: Date | undefined;
  to?: Date | undefined;
  statusCodes?: readonly number[] | undefined;
  queueID?: string | undefined;
  /** Plate (spaces ignored) or name contains it, case-insensitive. */
  search?: string | undefined;
  walkIn?: boolean | undefined;
  includeDeleted: boolean;
  /** Only closed visits and no-shows: not-arrived bookings whose agenda time is before this instant. */
  historicalBefore?: Date | undefined;
  waitingSpareParts?: boolean | undefined;
  /** Checked in at or after this instant. */
  checkedInFrom?: Date | undefined;
}

const CLOSED_STATUS_CODES = [STATUS.Rejected, STATUS.CheckedOut];
const NOT_ARRIVED_STATUS_CODES = [STATUS.BookedNotArrived, STATUS.Withdrawal];

/** What a list is sorted by: agenda time (booking, or check-in of a walk-in) or check-in time. */
export type AppointmentSortKey = 'agenda' | 'checkin';

export interface AppointmentPageRequest {
  sortKey: AppointmentSortKey;
  descending: boolean;
  /** The last row of the previous page: its sort value (ISO text, null for none) and its id. */
  after: { value: string | null; appointmentID: string } | null;
  limit: number;
}

/** A row of a page with its sort value as exact ISO text (microseconds), for the next cursor. */
export interface AppointmentPageRow {
  row: AppointmentRow;
  sortValue: string | null;
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

function filterConditions(filter: AppointmentListFilter): SQL | undefined {
  const search = filter.search?.trim();
  const plateSearch = search?.replace(/\s+/g, '');
  return and(
    eq(a.workshopID, filter.workshopID),
    filter.includeDeleted ? undefined : isNull(a.deletedAt),
    filter.from ? sql`${agendaTime} >= ${filter.from.toISOString()}::timestamptz` : undefined,
    filter.to ? sql`${agendaTime} < ${filter.to.toISOString()}::timestamptz` : undefined,
    filter.statusCodes ? inArray(a.statusCode, [...filter.statusCodes]) : undefined,
    filter.queueID ? eq(a.assignedQueueID, filter.queueID) : undefined,
    filter.walkIn === undefined ? undefined : eq(a.walkIn, filter.walkIn),
    filter.waitingSpareParts === undefined ? undefined : eq(a.waitingSpareParts, filter.waitingSpareParts),
    filter.checkedInFrom ? gte(a.checkinDateTime, filter.checkedInFrom) : undefined,
    filter.historicalBefore
      ? or(
          inArray(a.statusCode, CLOSED_STATUS_CODES),
          and(
            inArray(a.statusCode, NOT_ARRIVED_STATUS_CODES),
            sql`${agendaTime} < ${filter.historicalBefore.toISOString()}::timestamptz`,
          ),
        )
      : undefined,
    search
      ? or(
          plateSearch
            ? sql`replace(${a.licensePlate}, ' ', '') ilike ${`%${escapeLike(plateSearch)}%`}`
            : undefined,
          ilike(a.name, `%${escapeLike(search)}%`),
        )
      : undefined,
  );
}

function sortExpression(key: AppointmentSortKey): SQL {
  return key === 'agenda' ? agendaTime : sql`${a.checkinDateTime}`;
}

/**
 * One page in the order asked, null sort values last, ties broken by appointmentID ascending;
 * `after` continues strictly past the given row (keyset paging: no row is skipped or repeated when
 * rows before the cursor change).
 */
export async function listAppointmentPage(
  db: Executor,
  filter: AppointmentListFilter,
  page: AppointmentPageRequest,
): Promise<AppointmentPageRow[]> {
  const key = sortExpression(page.sortKey);
  let afterCursor: SQL | undefined;
  if (page.after) {
    const { value, appointmentID } = page.after;
    const pastID = sql`${a.appointmentID} > ${appointmentID}`;
    afterCursor =
      value === null
        ? and(sql`${key} is null`, pastID)
        : or(
            page.descending ? sql`${key} < ${value}::timestamptz` : sql`${key} > ${value}::timestamptz`,
            and(sql`${key} = ${value}::timestamptz`, pastID),
            sql`${key} is null`,
          );
    // Agenda time is never null (creation time last): the page starts at the cursor's time, a
    // range of `appointments_workshop_agenda_idx`, rather than at the start of the filter's range.
    if (value !== null && page.sortKey === 'agenda') {
      afterCursor = and(
        afterCursor,
        page.descending ? sql`${key} <= ${value}::timestamptz` : sql`${key} >= ${value}::timestamptz`,
      );
    }
  }
  const rows = await db
    .select({
      row: a,
      sortValue: sql<string | null>`to_char(${key} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
    })
    .from(a)
    .where(and(filterConditions(filter), afterCursor))
    .orderBy(page.descending ? sql`${key} desc nulls last` : sql`${key} asc nulls last`, asc(a.appointmentID))
    .limit(page.limit);
  return rows;
}

export async function countAppointments(db: Executor, filter: AppointmentListFilter): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`count(*)`.mapWith(Number) })
    .from(a)
    .where(filterConditions(filter));
  return row?.total ?? 0;
}

/**
 * The latest visit of a plate in a workshop that reached check-in (status 2 or more, pickup
 * bookings aside, not deleted), dated by check-in, before `before`.
 */
export async function findLastVisit(
  db: Executor,
  workshopID: string,
  licensePlate: string,
  before: Date,
): Promise<AppointmentRow | null> {
  const visitTime = sql`coalesce(${a.checkinDateTime}, ${a.bookingDateTime})`;
  const [row] = await db
    .select()
    .from(a)
    .where(
      and(
        eq(a.workshopID, workshopID),
        sql`replace(upper(${a.licensePlate}), ' ', '') = ${licensePlate}`,
        gte(a.statusCode, STATUS.CheckedInBooked),
        ne(a.type, 'withdrawal'),
        isNull(a.deletedAt),
        sql`${visitTime} < ${before.toISOString()}::timestamptz`,
      ),
    )
    .orderBy(sql`${visitTime} desc`, asc(a.appointmentID))
    .limit(1);
  return row ?? null;
}

/**
 * The visit of this plate that is live in the workshop (checked in, not closed, not deleted), other
 * than `except`; the oldest if older data holds several. The unique index
 * `appointments_one_live_per_plate` is what guarantees one; this read gives the friendly answer.
 */
export async function findLiveVisit(
  db: Executor,
  workshopID: string,
  licensePlate: string,
  except: string | null = null,
): Promise<AppointmentRow | null> {
  const [row] = await db
    .select()
    .from(a)
    .where(
      and(
        eq(a.workshopID, workshopID),
        sql`${plateKey(a.licensePlate)} = ${plateKey(sql`${licensePlate}::text`)}`,
        inArray(a.statusCode, [...LIVE_STATUSES]),
        isNull(a.deletedAt),
        // A pickup in the queue is part of the visit it collects, not a second visit.
        isNull(a.mainAppointmentID),
        except ? ne(a.appointmentID, except) : undefined,
      ),
    )
    .orderBy(asc(a.checkinDateTime), asc(a.appointmentID))
    .limit(1);
  return row ?? null;
}
