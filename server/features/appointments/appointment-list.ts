import {
  type EntryType,
  entryTypeFilter,
  isEntryType,
  STAFF_LISTS,
  type StaffList,
} from '../../../shared/appointments/staff-lists.ts';
import type { RequestContext } from '../../core/context/context.ts';
import type { Executor } from '../../core/db/client.ts';
import { badInput, notFound } from '../../core/graphql/errors.ts';
import type { AppointmentFilter, AppointmentOrder } from '../../core/graphql/generated/resolvers.ts';
import { requireIdShape } from '../../core/graphql/ids.ts';
import type { Loaders } from '../../core/loaders/loaders.ts';
import { requireWorkshopReader } from '../../core/policies/workshop-access.ts';
import { dayRange, workshopDay } from '../../core/workshop/workshop-day.ts';
import {
  type AppointmentListFilter,
  type AppointmentPageRequest,
  type AppointmentPageRow,
  listAppointmentPage,
} from './appointment-read-repository.ts';
import { checkFilterDays } from './filter-days.ts';

/**
 * The staff's appointment lists as the server reads them: the `appointments` query a page at a
 * time, the exports (docs/lists-export.md) page after page to the end. Both take the filter and the
 * order from here, so a downloaded list holds the rows its screen shows, in the same order.
 */

const MAX_SEARCH_LENGTH = 100;
/** Rows read at a time by an export: enough to keep the round trips few, small enough to let go. */
export const EXPORT_PAGE_SIZE = 500;

/** Extra conditions a list of the shared table adds to the GraphQL filter. */
interface ListExtras {
  checkedInFrom?: Date | undefined;
}

/**
 * The list filter as instants. Days are the workshop's calendar days (its time zone). An
 * appointment's day is its booking day, or for a walk-in (no booking) its check-in day: a booked
 * customer who came on another day is listed on the day they booked, and a pickup booking on the
 * day of the pickup. An empty statusCodes list means no status filter, as an empty multi-select does.
 */
export async function appointmentListFilter(
  ctx: RequestContext,
  l: Loaders,
  f: AppointmentFilter,
  extras: ListExtras = {},
): Promise<AppointmentListFilter> {
  requireWorkshopReader(ctx, f.workshopID);
  if (f.day && (f.fromDay || f.toDay))
    throw badInput('Give either day or fromDay/toDay, not both.', 'filter.day');
  const firstDay = f.day ?? f.fromDay ?? undefined;
  const lastDay = f.day ?? f.toDay ?? undefined;
  checkFilterDays({ day: f.day, fromDay: f.fromDay, toDay: f.toDay }, firstDay, lastDay);
  if (f.queueID) requireIdShape(f.queueID, 'filter.queueID');
  const search = f.search?.trim() || undefined;
  if (search && search.length > MAX_SEARCH_LENGTH)
    throw badInput('The search text is too long.', 'filter.search');

  let from: Date | undefined;
  let to: Date | undefined;
  let historicalBefore: Date | undefined;
  if (firstDay || lastDay || f.historical) {
    const timeZone = await workshopZone(l, f.workshopID);
    if (firstDay) from = dayRange(firstDay, firstDay, timeZone).start;
    if (lastDay) to = dayRange(lastDay, lastDay, timeZone).end;
    // A booking becomes a no-show once its day is over: today's are still expected.
    if (f.historical) {
      const today = workshopDay(new Date(), timeZone);
      historicalBefore = dayRange(today, today, timeZone).start;
    }
  }
  return {
    workshopID: f.workshopID,
    from,
    to,
    statusCodes: f.statusCodes?.length ? f.statusCodes : undefined,
    queueID: f.queueID ?? undefined,
    search,
    walkIn: f.walkIn ?? undefined,
    includeDeleted: f.includeDeleted ?? false,
    historicalBefore,
    waitingSpareParts: f.waitingSpareParts ?? undefined,
    checkedInFrom: extras.checkedInFrom,
  };
}

async function workshopZone(l: Loaders, workshopID: string): Promise<string> {
  const settings = await l.workshopSettings.load(workshopID);
  if (!settings) throw notFound('Workshop');
  return settings.timeZone;
}

/** Query parameters of a list export, already read from the URL (absent ones undefined). */
export interface StaffListParameters {
  workshopID: string;
  day?: string | undefined;
  fromDay?: string | undefined;
  toDay?: string | undefined;
  entryType?: string | undefined;
  search?: string | undefined;
}

/**
 * The filter of one list of the shared table (shared/appointments/staff-lists.ts) with the
 * parameters its screen gives: the caller must read the workshop (checked first), a parameter the
 * list does not take or a malformed one is BAD_USER_INPUT, as is a missing day for a list by day.
 */
export async function staffListFilter(
  ctx: RequestContext,
  l: Loaders,
  list: StaffList,
  params: StaffListParameters,
): Promise<AppointmentListFilter> {
  const definition = STAFF_LISTS[list];
  requireWorkshopReader(ctx, params.workshopID);
  const taken: readonly string[] = definition.parameters;
  for (const [name, value] of Object.entries(params)) {
    if (name !== 'workshopID' && value !== undefined && !taken.includes(name))
      throw badInput(`The ${list} list takes no ${name} parameter.`, name);
  }
  if ('needsDays' in definition && !params.day && !(params.fromDay && params.toDay))
    throw badInput('Give day, or fromDay and toDay.', 'day');
  const entryType = checkedEntryType(params.entryType);
  const zone =
    'upToToday' in definition || 'checkedInToday' in definition || 'today' in definition
      ? await workshopZone(l, params.workshopID)
      : undefined;
  const today = zone ? workshopDay(new Date(), zone) : undefined;
  const filter: AppointmentFilter = {
    workshopID: params.workshopID,
    day: 'today' in definition ? today : params.day,
    fromDay: params.fromDay,
    toDay: 'upToToday' in definition ? today : params.toDay,
    search: params.search,
    statusCodes: 'statusCodes' in definition ? [...definition.statusCodes] : undefined,
    waitingSpareParts: 'waitingSpareParts' in definition ? true : undefined,
    ...('historical' in definition ? entryTypeFilter(entryType) : {}),
  };
  const checkedInFrom =
    'checkedInToday' in definition && zone && today ? dayRange(today, today, zone).start : undefined;
  return appointmentListFilter(ctx, l, filter, { checkedInFrom });
}

function checkedEntryType(value: string | undefined): EntryType {
  if (value === undefined) return 'all';
  if (isEntryType(value)) return value;
  throw badInput('entryType is all, withAppointment, walkIn, noShow or pickupNoShow.', 'entryType');
}

/** How each order of the contract sorts: by which time, in which direction. */
export const ORDERS: Record<AppointmentOrder, Pick<AppointmentPageRequest, 'sortKey' | 'descending'>> = {
  // A walk-in has no booking: it sorts by its check-in, where the agenda shows it.
  BOOKING_DATE_TIME_ASC: { sortKey: 'agenda', descending: false },
  BOOKING_DATE_TIME_DESC: { sortKey: 'agenda', descending: true },
  // Not yet checked in: after everyone who is, in either direction.
  CHECKIN_DATE_TIME_ASC: { sortKey: 'checkin', descending: false },
  CHECKIN_DATE_TIME_DESC: { sortKey: 'checkin', descending: true },
};

/** The row after which a page starts: its sort value (exact ISO text, or null) and its id. */
export type ListPosition = { value: string | null; appointmentID: string };

/** One page of a list in one order, strictly after `after` (keyset paging). */
export function readAppointmentPage(
  db: Executor,
  filter: AppointmentListFilter,
  order: AppointmentOrder,
  after: ListPosition | null,
  limit: number,
): Promise<AppointmentPageRow[]> {
  return listAppointmentPage(db, filter, { ...ORDERS[order], after, limit });
}

/**
 * Every row of a list, page after page of `pageSize` in the list's order: one page in memory at a
 * time, each read from where the last one ended, so rows that change meanwhile are neither
 * skipped nor repeated. Pages are read as the consumer asks (a slow socket slows the reading).
 */
export async function* readWholeList(
  db: Executor,
  filter: AppointmentListFilter,
  order: AppointmentOrder,
  pageSize = EXPORT_PAGE_SIZE,
): AsyncGenerator<AppointmentPageRow[]> {
  let after: ListPosition | null = null;
  for (;;) {
    const page = await readAppointmentPage(db, filter, order, after, pageSize);
    if (page.length > 0) yield page;
    const last = page.at(-1);
    if (!last || page.length < pageSize) return;
    after = { value: last.sortValue, appointmentID: last.row.appointmentID };
  }
}
