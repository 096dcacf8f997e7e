import { STATUS, statusName } from '../../../shared/appointments/appointment-status.ts';
import type { StaffListColumn } from '../../../shared/appointments/staff-lists.ts';
import type { AppointmentRow } from '../../core/graphql/models.ts';
import type { ExportLabels } from './export-labels.ts';
import type { Cell } from './spreadsheet-cells.ts';

/** Names a row refers to by id, looked up as the export goes (cached: a workshop has few). */
export interface ListNames {
  box(boxID: string): Promise<string | null>;
  user(userID: string): Promise<string | null>;
}

/** How a visit came in, as the history's entry column names it. */
function entryOf(row: AppointmentRow): keyof ExportLabels['lists']['entries'] {
  if (row.statusCode === STATUS.Withdrawal) return 'pickup';
  return row.walkIn ? 'walkIn' : 'withAppointment';
}

/** "2026-11-26 09:30" in the workshop's zone: one text for Excel in any language, sorting as it reads. */
const formatters = new Map<string, Intl.DateTimeFormat>();
export function instantText(value: Date | null, timeZone: string): string | null {
  if (!value) return null;
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('sv-SE', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    });
    formatters.set(timeZone, format);
  }
  return format.format(value);
}

/** Column headers of a list in the reader's language. */
export function listHeaders(columns: readonly StaffListColumn[], labels: ExportLabels): string[] {
  return columns.map((column) => labels.lists.columns[column]);
}

/** One appointment as the cells of a list's columns. */
export async function listCells(
  row: AppointmentRow,
  columns: readonly StaffListColumn[],
  labels: ExportLabels,
  timeZone: string,
  names: ListNames,
  /** The queue's name, for lists read queue by queue. */
  queueName: string | null = null,
): Promise<Cell[]> {
  const l = labels.lists;
  const cell: Record<StaffListColumn, () => Cell | Promise<Cell>> = {
    queue: () => queueName,
    bookingDateTime: () => instantText(row.bookingDateTime, timeZone),
    checkinDateTime: () => instantText(row.checkinDateTime, timeZone),
    plate: () => row.licensePlate,
    name: () => row.name,
    vehicle: () => row.vehicleModel,
    entry: () => l.entries[entryOf(row)],
    status: () => l.statuses[statusName(row.statusCode)],
    box: () => (row.acceptedBoxID ? names.box(row.acceptedBoxID) : null),
    acceptor: () => (row.acceptedUserID ? names.user(row.acceptedUserID) : null),
    jobStart: () => instantText(row.jobStartDateTime, timeZone),
    jobEnd: () => instantText(row.jobEndDateTime, timeZone),
    anomaly: () =>
      row.checkinAnomaly
        ? ((l.anomalies as Record<string, string>)[row.checkinAnomaly] ?? row.checkinAnomaly)
        : null,
  };
  return Promise.all(columns.map((column) => cell[column]()));
}
