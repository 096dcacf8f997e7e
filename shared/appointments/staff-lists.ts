import { LIVE_STATUSES, STATUS } from './appointment-status.ts';

/**
 * The staff's appointment lists that can be downloaded (docs/lists-export.md): what each one
 * holds, in which order, which filters it takes and which columns its file carries. The screens
 * build their list filters from here and the server reads the file's rows by the same entry
 * (`GET /api/exports/appointments/{list}.{csv|xlsx}`), so a file holds what its screen shows.
 */

/** In progress: called into a box (also from an anomaly), job running or done, ready, paid; and check-in anomalies. */
export const IN_PROGRESS: readonly number[] = [
  STATUS.Accepted,
  STATUS.AcceptedAnomaly,
  STATUS.JobStarted,
  STATUS.JobEnded,
  STATUS.ReadyToGo,
  STATUS.Paid,
  STATUS.CheckinAnomaly,
];

/** Done in a box, not yet gone: the box screen's customers to finish (job ended, ready, paid). */
export const FINISHING: readonly number[] = [STATUS.JobEnded, STATUS.ReadyToGo, STATUS.Paid];

/** The list orders of the `appointments` query (api-contract: AppointmentOrder). */
export type StaffListOrder =
  | 'BOOKING_DATE_TIME_ASC'
  | 'BOOKING_DATE_TIME_DESC'
  | 'CHECKIN_DATE_TIME_ASC'
  | 'CHECKIN_DATE_TIME_DESC';

/** The columns a list's file can carry, each a cell of one appointment. */
export const STAFF_LIST_COLUMNS = [
  'queue',
  'bookingDateTime',
  'checkinDateTime',
  'plate',
  'name',
  'vehicle',
  'entry',
  'status',
  'box',
  'acceptor',
  'jobStart',
  'jobEnd',
  'anomaly',
] as const;
export type StaffListColumn = (typeof STAFF_LIST_COLUMNS)[number];

/** Spec §9 entry-type filters of the history screen. */
export const ENTRY_TYPES = ['all', 'withAppointment', 'walkIn', 'noShow', 'pickupNoShow'] as const;
export type EntryType = (typeof ENTRY_TYPES)[number];

/**
 * The list filter of an entry type, on top of `historical` (closed visits and earlier days'
 * no-shows): visits that came with a booking or as walk-ins, bookings never arrived, pickup
 * bookings (status 12) never collected.
 */
export function entryTypeFilter(entryType: EntryType): {
  historical: true;
  walkIn?: boolean;
  statusCodes?: number[];
} {
  const closed = [STATUS.Rejected, STATUS.CheckedOut];
  switch (entryType) {
    case 'all':
      return { historical: true };
    case 'withAppointment':
      return { historical: true, walkIn: false, statusCodes: closed };
    case 'walkIn':
      return { historical: true, walkIn: true, statusCodes: closed };
    case 'noShow':
      return { historical: true, statusCodes: [STATUS.BookedNotArrived] };
    case 'pickupNoShow':
      return { historical: true, statusCodes: [STATUS.Withdrawal] };
  }
}

export function isEntryType(value: string): value is EntryType {
  return (ENTRY_TYPES as readonly string[]).includes(value);
}

/** Query parameters a list takes beside workshopID and lang (its screen's filters). */
export type StaffListParameter = 'day' | 'fromDay' | 'toDay' | 'entryType' | 'search';

export interface StaffListDefinition {
  order: StaffListOrder;
  /** Only these statuses; none given, every status. */
  statusCodes?: readonly number[];
  /** Today's agenda in the workshop. */
  today?: boolean;
  /** Agenda day up to today in the workshop (nothing booked for later). */
  upToToday?: boolean;
  /** Checked in today in the workshop. */
  checkedInToday?: boolean;
  waitingSpareParts?: boolean;
  /** Closed visits and no-shows only (the history). */
  historical?: boolean;
  parameters: readonly StaffListParameter[];
  /** The list needs a day or a range of days (day, or fromDay and toDay). */
  needsDays?: boolean;
  /**
   * Read from the queues, in each queue's call order (the waiting list), rather than from the
   * appointments in the list's order; `order` then only orders ties.
   */
  fromQueues?: boolean;
  columns: readonly StaffListColumn[];
}

export const STAFF_LISTS = {
  agenda: {
    order: 'BOOKING_DATE_TIME_ASC',
    parameters: ['day', 'fromDay', 'toDay'],
    needsDays: true,
    columns: ['bookingDateTime', 'checkinDateTime', 'plate', 'name', 'vehicle', 'entry', 'status'],
  },
  expected: {
    order: 'BOOKING_DATE_TIME_ASC',
    statusCodes: [STATUS.BookedNotArrived],
    today: true,
    parameters: [],
    columns: ['bookingDateTime', 'plate', 'name', 'vehicle'],
  },
  waiting: {
    order: 'CHECKIN_DATE_TIME_ASC',
    fromQueues: true,
    parameters: [],
    columns: ['queue', 'plate', 'name', 'entry', 'bookingDateTime', 'checkinDateTime'],
  },
  finishing: {
    order: 'CHECKIN_DATE_TIME_ASC',
    statusCodes: FINISHING,
    today: true,
    parameters: [],
    columns: ['plate', 'name', 'status', 'box', 'acceptor', 'jobEnd'],
  },
  processings: {
    order: 'CHECKIN_DATE_TIME_ASC',
    statusCodes: IN_PROGRESS,
    checkedInToday: true,
    parameters: [],
    columns: ['plate', 'name', 'status', 'box', 'acceptor', 'checkinDateTime', 'jobStart', 'jobEnd'],
  },
  inWorkshop: {
    order: 'CHECKIN_DATE_TIME_ASC',
    statusCodes: LIVE_STATUSES,
    upToToday: true,
    parameters: [],
    columns: ['checkinDateTime', 'plate', 'name', 'vehicle', 'status', 'box', 'acceptor'],
  },
  spareParts: {
    order: 'CHECKIN_DATE_TIME_ASC',
    statusCodes: LIVE_STATUSES,
    upToToday: true,
    waitingSpareParts: true,
    parameters: [],
    columns: ['checkinDateTime', 'plate', 'name', 'vehicle', 'status', 'box', 'acceptor'],
  },
  anomalies: {
    order: 'CHECKIN_DATE_TIME_ASC',
    statusCodes: [STATUS.CheckinAnomaly],
    parameters: [],
    columns: ['plate', 'name', 'bookingDateTime', 'checkinDateTime', 'anomaly'],
  },
  historical: {
    order: 'BOOKING_DATE_TIME_DESC',
    historical: true,
    parameters: ['fromDay', 'toDay', 'entryType', 'search'],
    needsDays: true,
    columns: ['bookingDateTime', 'checkinDateTime', 'plate', 'name', 'entry', 'status', 'acceptor'],
  },
} as const satisfies Record<string, StaffListDefinition>;

export type StaffList = keyof typeof STAFF_LISTS;
export const STAFF_LIST_IDS = Object.keys(STAFF_LISTS) as StaffList[];

/** Where the files are served; the list and format follow (`agenda.csv`). */
export const STAFF_LIST_EXPORT_PATH = '/api/exports/appointments/';

export function isStaffList(value: string): value is StaffList {
  return Object.hasOwn(STAFF_LISTS, value);
}
