import { statusName } from '../../../shared/appointments/appointment-status.ts';
import type { RequestContext } from '../../core/context/context.ts';
import { badInput, notFound } from '../../core/graphql/errors.ts';
import type { AppointmentOrder, HistoryLine, Resolvers } from '../../core/graphql/generated/resolvers.ts';
import { isId } from '../../core/graphql/ids.ts';
import type { AppointmentLogParent, AppointmentRow } from '../../core/graphql/models.ts';
import { type Loaders, loaders } from '../../core/loaders/loaders.ts';
import { requireUser, requireWorkshopRole } from '../../core/policies/roles.ts';
import { requireWorkshopReader } from '../../core/policies/workshop-access.ts';
import { dayRange, daysBetween, workshopDay } from '../../core/workshop/workshop-day.ts';
import { appointmentListFilter, readAppointmentPage } from './appointment-list.ts';
import { countAppointments, findLastVisit, findLogsOfAppointment } from './appointment-read-repository.ts';

const DEFAULT_PAGE_SIZE = 50;
const MAX_PAGE_SIZE = 200;

interface CursorContent {
  /** The order the cursor belongs to. */
  o: AppointmentOrder;
  /** Sort value as exact ISO text, or null. */
  v: string | null;
  id: string;
}

const ISO_MICROS = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

/** Opaque to clients: base64url of the order, the row's sort value and its id. */
function encodeCursor(content: CursorContent): string {
  return Buffer.from(JSON.stringify(content)).toString('base64url');
}

function decodeCursor(cursor: string, order: AppointmentOrder): CursorContent {
  let content: Partial<CursorContent> | null = null;
  try {
    content = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as Partial<CursorContent>;
  } catch {
    // Reported below.
  }
  const valid =
    content !== null &&
    typeof content === 'object' &&
    typeof content.id === 'string' &&
    isId(content.id) &&
    (content.v === null || (typeof content.v === 'string' && ISO_MICROS.test(content.v)));
  if (!valid) throw badInput('The cursor is not valid.', 'after');
  if (content!.o !== order) throw badInput('The cursor belongs to another order.', 'after');
  return content as CursorContent;
}

/** An appointment the caller may read: null when there is no such id, FORBIDDEN in another workshop. */
async function readableAppointment(
  ctx: RequestContext,
  l: Loaders,
  appointmentID: string,
): Promise<AppointmentRow | null> {
  requireUser(ctx);
  if (!isId(appointmentID)) return null;
  const row = await l.appointmentById.load(appointmentID);
  if (!row) return null;
  // Ids are random UUIDs, so FORBIDDEN rather than a feigned "not found" tells staff of another
  // workshop nothing they could enumerate, and tells a confused user why they see nothing.
  requireWorkshopRole(ctx, row.workshopID, 'any');
  return row;
}

async function requireReadableAppointment(ctx: RequestContext, l: Loaders, appointmentID: string) {
  const row = await readableAppointment(ctx, l, appointmentID);
  if (!row) throw notFound('Appointment');
  return row;
}

/** "Box 2 · Luca Bianchi": where and by whom, as far as the log line knows. */
async function resourceOf(l: Loaders, log: AppointmentLogParent): Promise<string | null> {
  const [box, user] = await Promise.all([
    log.boxID ? l.boxById.load(log.boxID) : null,
    log.userID ? l.userById.load(log.userID) : null,
  ]);
  const userName = user ? `${user.firstname} ${user.lastname}`.trim() || user.userName : null;
  const parts = [box?.name ?? null, userName].filter((part): part is string => Boolean(part));
  return parts.length > 0 ? parts.join(' · ') : null;
}

/**
 * The processing detail's history: one line per log line, oldest first. The phase is the status
 * the appointment was in after the event: the line's own target status, else the last one before
 * it (a message or a note does not change it), else the status it was in before any change.
 */
async function historyLines(l: Loaders, appointment: AppointmentRow, logs: readonly AppointmentLogParent[]) {
  let status: number | null = null;
  const lines: HistoryLine[] = [];
  for (const log of logs) {
    status = log.toStatus ?? status ?? log.fromStatus ?? appointment.statusCode;
    lines.push({
      appointmentLogID: log.appointmentLogID,
      phase: statusName(status),
      dateTime: log.dateTime,
      action: log.actionType,
      resource: null,
      // An SMS line has no notes of its own: its text is what the reader wants to see.
      notes: log.notes ?? log.smsText ?? null,
    });
  }
  const resources = await Promise.all(logs.map((log) => resourceOf(l, log)));
  return lines.map((line, index) => ({ ...line, resource: resources[index] ?? null }));
}

/** Spaces and case do not make another plate. */
function normalizePlate(plate: string): string {
  return plate.replace(/\s+/g, '').toUpperCase();
}

export const appointmentQueryResolvers: Resolvers = {
  Query: {
    appointments: async (_root, { filter, first, after, orderBy }, ctx, info) => {
      const l = loaders(ctx, info);
      const limit = first ?? DEFAULT_PAGE_SIZE;
      if (!Number.isInteger(limit) || limit < 1 || limit > MAX_PAGE_SIZE) {
        throw badInput(`first must be between 1 and ${MAX_PAGE_SIZE}.`, 'first');
      }
      const listed = await appointmentListFilter(ctx, l, filter);
      const order = orderBy ?? 'BOOKING_DATE_TIME_ASC';
      const cursor = after ? decodeCursor(after, order) : null;
      const [rows, totalCount] = await Promise.all([
        // One more than asked tells whether another page follows.
        readAppointmentPage(
          ctx.db,
          listed,
          order,
          cursor ? { value: cursor.v, appointmentID: cursor.id } : null,
          limit + 1,
        ),
        countAppointments(ctx.db, listed),
      ]);
      const page = rows.slice(0, limit);
      const edges = page.map(({ row, sortValue }) => {
        l.appointmentById.prime(row.appointmentID, row);
        return { cursor: encodeCursor({ o: order, v: sortValue, id: row.appointmentID }), node: row };
      });
      return {
        edges,
        nodes: edges.map((edge) => edge.node),
        totalCount,
        pageInfo: {
          hasNextPage: rows.length > limit,
          hasPreviousPage: cursor !== null,
          startCursor: edges[0]?.cursor ?? null,
          endCursor: edges.at(-1)?.cursor ?? null,
        },
      };
    },
    appointment: (_root, { appointmentID }, ctx, info) =>
      readableAppointment(ctx, loaders(ctx, info), appointmentID),
    appointmentLogs: async (_root, { appointmentID }, ctx, info) => {
      const row = await requireReadableAppointment(ctx, loaders(ctx, info), appointmentID);
      return findLogsOfAppointment(ctx.db, row.appointmentID);
    },
    appointmentHistory: async (_root, { appointmentID }, ctx, info) => {
      const l = loaders(ctx, info);
      const row = await requireReadableAppointment(ctx, l, appointmentID);
      return historyLines(l, row, await findLogsOfAppointment(ctx.db, row.appointmentID));
    },
    /**
     * The plate's latest earlier visit to this workshop: checked in (status 2 or more), not a pickup
     * booking, not deleted, on a day before today in the workshop's zone, so the visit in progress
     * is never its own previous one. Returning when it is at most returningCustomerDaysThreshold
     * calendar days ago.
     */
    returningCustomer: async (_root, { workshopID, licensePlate }, ctx, info) => {
      const l = loaders(ctx, info);
      requireWorkshopReader(ctx, workshopID);
      const plate = normalizePlate(licensePlate);
      if (plate.length === 0) throw badInput('licensePlate is required.', 'licensePlate');
      const settings = await l.workshopSettings.load(workshopID);
      if (!settings) throw notFound('Workshop');
      const today = workshopDay(ctx.now(), settings.timeZone);
      const startOfToday = dayRange(today, today, settings.timeZone).start;
      const lastVisit = await findLastVisit(ctx.db, workshopID, plate, startOfToday);
      const visitedAt = lastVisit ? (lastVisit.checkinDateTime ?? lastVisit.bookingDateTime) : null;
      if (!lastVisit || !visitedAt) {
        return { licensePlate: plate, lastVisit: null, isReturning: false, daysSinceLastVisit: null };
      }
      const daysSinceLastVisit = daysBetween(workshopDay(visitedAt, settings.timeZone), today);
      return {
        licensePlate: plate,
        lastVisit,
        isReturning: daysSinceLastVisit <= settings.returningCustomerDaysThreshold,
        daysSinceLastVisit,
      };
    },
  },
};
