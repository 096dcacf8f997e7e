import { STATUS } from '../../../shared/appointments/appointment-status.ts';
import { dayBounds, wallClockInstant } from '../../../shared/time/workshop-day.ts';
import type { UploadRowAction } from '../../../shared/uploads/upload-format.ts';
import {
  readUploadRow,
  type UploadHeader,
  type UploadRowValue,
} from '../../../shared/uploads/upload-rows.ts';
import type { FieldError } from '../../../shared/validation/form-errors.ts';
import type { Executor } from '../../core/db/client.ts';
import type { AppointmentRow } from '../../core/graphql/models.ts';
import type { SheetRow } from './upload-reader.ts';
import { bookingsOfPlates, type planReferences } from './upload-repository.ts';

/** What the rows of one upload are checked against, read once per pass. */
export interface PlanReferences {
  workshopID: string;
  timeZone: string;
  now: Date;
  header: UploadHeader;
  /** Brand names and aliases, lower case, to the brand's id. */
  brands: Map<string, string>;
  /** Queue names, lower case, to the queue. */
  queues: Map<string, { queueID: string; name: string }>;
}

/** The booking a valid row stands for, in the appointment's own columns. */
export interface RowBooking extends Omit<UploadRowValue, 'vehicleBrand' | 'queue' | 'day' | 'time'> {
  vehicleBrandID: string;
  bookingDateTime: Date;
  assignedQueueID: string | null;
  queueName: string | null;
}

/** One data row's fate: the booking it makes or changes, or why nothing happens. */
export interface PlannedRow {
  rowNumber: number;
  action: UploadRowAction;
  /** Field problems (action error) or the reason for a skip (field ''). */
  messages: FieldError[];
  booking: RowBooking | null;
  /** The day's booking an update changes (or a skip leaves alone). */
  existing: AppointmentRow | null;
  /** Shown in the preview even when the row is refused. */
  licensePlate: string | null;
  name: string | null;
}

export function planReferencesFrom(
  found: Awaited<ReturnType<typeof planReferences>>,
  workshopID: string,
  header: UploadHeader,
  now: Date,
): PlanReferences {
  const brands = new Map<string, string>();
  for (const brand of found.brandRows) {
    for (const name of [brand.name, ...brand.aliases.split(',')]) {
      const key = name.trim().toLowerCase();
      if (key && !brands.has(key)) brands.set(key, brand.vehicleBrandID);
    }
  }
  return {
    workshopID,
    timeZone: found.workshop?.timeZone ?? 'Europe/Rome',
    now,
    header,
    brands,
    queues: new Map(found.queueRows.map((queue) => [queue.name.trim().toLowerCase(), queue])),
  };
}

const plateDay = (plate: string, day: string) => `${plate}|${day}`;

/**
 * Plans a batch of rows: each is checked with the shared booking rules, its brand and queue found
 * by name, then met with the workshop's bookings of the same plate on the same day. A booking not
 * yet checked in is updated (or skipped when nothing differs); a vehicle that already arrived that
 * day is left alone. `seen` carries the plate-and-day pairs of earlier rows across batches: the
 * second row for one vehicle on one day is refused.
 */
export async function planRows(
  db: Executor,
  refs: PlanReferences,
  rows: readonly SheetRow[],
  seen: Map<string, number>,
  lock: boolean,
): Promise<PlannedRow[]> {
  const planned: PlannedRow[] = [];
  const pending: { plan: PlannedRow; day: string }[] = [];
  for (const row of rows) {
    const plan: PlannedRow = {
      rowNumber: row.rowNumber,
      action: 'error',
      messages: [],
      booking: null,
      existing: null,
      licensePlate: null,
      name: null,
    };
    planned.push(plan);
    if (row.problem) {
      plan.messages = [{ field: '', code: `upload.${row.problem}` }];
      continue;
    }
    const read = readUploadRow(row.cells, refs.header);
    if (!read.ok) {
      plan.messages = read.errors;
      plan.licensePlate = read.asRead.licensePlate || null;
      plan.name = read.asRead.name || null;
      continue;
    }
    const value = read.value;
    plan.licensePlate = value.licensePlate;
    plan.name = value.name;
    const brandID = refs.brands.get(value.vehicleBrand.toLowerCase());
    if (!brandID) plan.messages.push({ field: 'vehicleBrand', code: 'upload.unknownBrand' });
    const queue = value.queue ? refs.queues.get(value.queue.toLowerCase()) : undefined;
    if (value.queue && !queue) plan.messages.push({ field: 'queue', code: 'upload.unknownQueue' });
    const bookingDateTime = wallClockInstant(value.day, value.time, refs.timeZone);
    if (bookingDateTime.getTime() <= refs.now.getTime())
      plan.messages.push({ field: 'date', code: 'upload.inPast' });
    const key = plateDay(value.licensePlate, value.day);
    if (seen.has(key)) plan.messages.push({ field: 'licensePlate', code: 'upload.duplicate' });
    else seen.set(key, row.rowNumber);
    if (plan.messages.length || !brandID) continue;
    plan.booking = {
      licensePlate: value.licensePlate,
      name: value.name,
      mobile: value.mobile,
      email: value.email,
      vehicleBrandID: brandID,
      vehicleModel: value.vehicleModel,
      description: value.description,
      note: value.note,
      bookingDateTime,
      assignedQueueID: queue?.queueID ?? null,
      queueName: queue?.name ?? null,
      customerLanguage: value.customerLanguage,
    };
    pending.push({ plan, day: value.day });
  }
  if (pending.length === 0) return planned;

  const days = [...new Set(pending.map((p) => p.day))].sort();
  const range = {
    start: dayBounds(days[0] as string, refs.timeZone).start,
    end: dayBounds(days[days.length - 1] as string, refs.timeZone).end,
  };
  const plates = [...new Set(pending.map((p) => p.plan.licensePlate as string))];
  const existing = await bookingsOfPlates(db, refs.workshopID, plates, range, lock);
  const byPlateDay = new Map<string, AppointmentRow[]>();
  for (const booking of existing) {
    if (!booking.bookingDateTime) continue;
    const plate = booking.licensePlate.replace(/[\s-]/g, '').toUpperCase();
    const day = dayOf(booking.bookingDateTime, refs.timeZone, days);
    if (!day) continue;
    const list = byPlateDay.get(plateDay(plate, day)) ?? [];
    list.push(booking);
    byPlateDay.set(plateDay(plate, day), list);
  }
  for (const { plan, day } of pending) {
    const found = byPlateDay.get(plateDay(plan.licensePlate as string, day)) ?? [];
    const booked = found.find((b) => b.statusCode === STATUS.BookedNotArrived);
    if (booked) {
      plan.existing = booked;
      if (sameBooking(booked, plan.booking as RowBooking)) {
        plan.action = 'skip';
        plan.messages = [{ field: '', code: 'upload.unchanged' }];
      } else plan.action = 'update';
    } else if (found.length > 0) {
      plan.existing = found[0] ?? null;
      plan.action = 'skip';
      plan.messages = [{ field: '', code: 'upload.alreadyArrived' }];
    } else plan.action = 'create';
  }
  return planned;
}

/** Which of the batch's days an instant falls on in the workshop's zone. */
function dayOf(instant: Date, timeZone: string, days: readonly string[]): string | null {
  for (const day of days) {
    const bounds = dayBounds(day, timeZone);
    if (instant >= bounds.start && instant < bounds.end) return day;
  }
  return null;
}

function sameBooking(row: AppointmentRow, booking: RowBooking): boolean {
  return (
    row.bookingDateTime?.getTime() === booking.bookingDateTime.getTime() &&
    row.name === booking.name &&
    row.mobile === booking.mobile &&
    (row.email ?? null) === booking.email &&
    row.vehicleBrandID === booking.vehicleBrandID &&
    row.vehicleModel === booking.vehicleModel &&
    (row.description ?? null) === booking.description &&
    (row.note ?? null) === booking.note &&
    (booking.assignedQueueID === null || row.assignedQueueID === booking.assignedQueueID) &&
    (booking.customerLanguage === null || row.customerLanguage === booking.customerLanguage)
  );
}
