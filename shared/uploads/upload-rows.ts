import * as v from 'valibot';
import { MESSAGE_LANGUAGES, type MessageLanguage } from '../configuration/constants.ts';
import { appointmentInputSchema } from '../validation/appointments.ts';
import { type FieldError, parseForm } from '../validation/form-errors.ts';
import {
  DEFAULT_QUEUE_COLUMN,
  REQUIRED_UPLOAD_COLUMNS,
  UPLOAD_COLUMNS,
  type UploadColumn,
} from './upload-format.ts';

/** A cell as the readers hand it over: text from a CSV; text, number, boolean or date from an XLSX. */
export type UploadCell = string | number | boolean | Date | null;

/** Which cell of a row each column is in, and the required columns the header lacks. */
export interface UploadHeader {
  columns: Partial<Record<UploadColumn, number>>;
  missing: UploadColumn[];
}

/** Lower case, trimmed, accents and inner runs of spaces folded: `Targa ` and `TARGA` match. */
function headerKey(cell: UploadCell): string {
  return String(cell ?? '')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
}

/**
 * Finds the columns by their headers. The queue column is the one the workshop's `queueUploadColumn`
 * parameter names (`Coda` or `Queue` when it is not set); it is optional, as the other columns
 * outside REQUIRED_UPLOAD_COLUMNS.
 */
export function mapHeader(header: readonly UploadCell[], queueColumn: string | null): UploadHeader {
  const keys = header.map(headerKey);
  const columns: UploadHeader['columns'] = {};
  const find = (names: readonly string[]) => keys.findIndex((key) => key !== '' && names.includes(key));
  for (const [column, names] of Object.entries(UPLOAD_COLUMNS) as [UploadColumn, readonly string[]][]) {
    const index = find(names);
    if (index >= 0) columns[column] = index;
  }
  const queueNames = queueColumn?.trim() ? [headerKey(queueColumn)] : DEFAULT_QUEUE_COLUMN;
  const queueIndex = find(queueNames);
  if (queueIndex >= 0) columns.queue = queueIndex;
  return { columns, missing: REQUIRED_UPLOAD_COLUMNS.filter((column) => columns[column] === undefined) };
}

/** A row read and checked: the booking's fields, its wall-clock day and time, brand and queue by name. */
export interface UploadRowValue {
  licensePlate: string;
  name: string;
  mobile: string;
  email: string | null;
  vehicleBrand: string;
  vehicleModel: string;
  day: string;
  time: string;
  description: string | null;
  note: string | null;
  queue: string | null;
  /** Empty when the sheet has no language column or the cell is empty: not known. */
  customerLanguage: MessageLanguage | null;
}

/**
 * A row's booking, or its problems with the plate and name as they were read (trimmed text, '' when
 * empty), so a refused row still says whose it is.
 */
export type UploadRowResult =
  | { ok: true; value: UploadRowValue }
  | { ok: false; errors: FieldError[]; asRead: { licensePlate: string; name: string } };

/** The shared booking rules on the fields a row fills (the form's schema, the same messages). */
const rowSchema = v.object({
  ...v.pick(appointmentInputSchema, [
    'licensePlate',
    'name',
    'mobile',
    'email',
    'vehicleModel',
    'description',
    'note',
  ]).entries,
  vehicleBrand: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty('validation.required'),
    v.maxLength(100, 'validation.maxLength'),
  ),
  queue: v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(100, 'validation.maxLength'))),
});

/** Free-text fields where a leading formula sign is refused (plate and mobile have stricter rules). */
const FREE_TEXT_FIELDS = [
  'name',
  'email',
  'vehicleModel',
  'description',
  'note',
  'vehicleBrand',
  'queue',
] as const;

/**
 * Text that a spreadsheet would run as a formula if the data were exported again (CSV injection):
 * `=`, `@`, or `+`/`-` followed by something other than a digit or a space.
 */
const FORMULA_START = /^\s*(?:[=@]|[+-][^\d\s])/;

/** Reads one data row with the header's map and checks it with the shared booking rules. */
export function readUploadRow(cells: readonly UploadCell[], header: UploadHeader): UploadRowResult {
  const cell = (column: UploadColumn): UploadCell => {
    const index = header.columns[column];
    return index === undefined ? null : (cells[index] ?? null);
  };
  const text = (column: UploadColumn) => cellText(cell(column));
  const errors: FieldError[] = [];
  const day = cellDay(cell('date'));
  if (!day) errors.push({ field: 'date', code: 'upload.date' });
  const time = cellTime(cell('time'));
  if (!time) errors.push({ field: 'time', code: 'upload.time' });
  const customerLanguage = cellLanguage(text('customerLanguage'));
  if (customerLanguage === undefined) errors.push({ field: 'customerLanguage', code: 'upload.language' });

  const input = {
    licensePlate: text('licensePlate'),
    name: text('name'),
    mobile: text('mobile'),
    email: text('email'),
    vehicleModel: text('vehicleModel'),
    description: text('description'),
    note: text('note'),
    vehicleBrand: text('vehicleBrand'),
    queue: text('queue') || null,
  };
  for (const field of FREE_TEXT_FIELDS) {
    const value = input[field];
    if (value && FORMULA_START.test(value)) errors.push({ field, code: 'upload.formula' });
  }
  const parsed = parseForm(rowSchema, input);
  if (!parsed.ok) {
    const taken = new Set(errors.map((error) => error.field));
    errors.push(...parsed.errors.filter((error) => !taken.has(error.field)));
  }
  if (errors.length || !parsed.ok || !day || !time || customerLanguage === undefined)
    return { ok: false, errors, asRead: { licensePlate: input.licensePlate, name: input.name } };
  const value = parsed.value;
  return {
    ok: true,
    value: {
      licensePlate: value.licensePlate,
      name: value.name,
      mobile: value.mobile,
      email: value.email ?? null,
      vehicleBrand: value.vehicleBrand,
      vehicleModel: value.vehicleModel,
      day,
      time,
      description: value.description ?? null,
      note: value.note ?? null,
      queue: value.queue || null,
      customerLanguage,
    },
  };
}

/** What a language cell may say, lower case, for each language (the code, and its name in both). */
const LANGUAGE_NAMES: Record<MessageLanguage, readonly string[]> = {
  it: ['it', 'ita', 'italiano', 'italian'],
  en: ['en', 'eng', 'english', 'inglese'],
};

/** The customer's language from a cell: null when empty (not known), undefined when not a language. */
export function cellLanguage(text: string): MessageLanguage | null | undefined {
  const key = text.trim().toLowerCase();
  if (key === '') return null;
  return MESSAGE_LANGUAGES.find((language) => LANGUAGE_NAMES[language].includes(key));
}

/** Whether a row has no value at all (trailing empty lines of a sheet are not rows). */
export function isBlankRow(cells: readonly UploadCell[]): boolean {
  return cells.every((cell) => cellText(cell) === '');
}

function cellText(cell: UploadCell): string {
  if (cell === null || cell === undefined) return '';
  if (cell instanceof Date) return Number.isNaN(cell.getTime()) ? '' : cell.toISOString();
  return String(cell).trim();
}

const pad = (n: number) => String(n).padStart(2, '0');

function validDay(year: number, month: number, day: number): string | null {
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day)
    return null;
  return `${year}-${pad(month)}-${pad(day)}`;
}

/** Excel's day 0 is 1899-12-30 (its serial numbers count days from there). */
const EXCEL_EPOCH_MS = Date.UTC(1899, 11, 30);
const DAY_MS = 86_400_000;

/**
 * A booking day from a cell: an XLSX date (its UTC fields are the wall clock the sheet shows), an
 * Excel serial number, or text as `dd/mm/yyyy` (also with `.` or `-`) or `yyyy-mm-dd`.
 */
export function cellDay(cell: UploadCell): string | null {
  if (cell instanceof Date) {
    if (Number.isNaN(cell.getTime())) return null;
    return validDay(cell.getUTCFullYear(), cell.getUTCMonth() + 1, cell.getUTCDate());
  }
  if (typeof cell === 'number') {
    if (!Number.isFinite(cell) || cell < 1 || cell > 2_958_465) return null;
    return cellDay(new Date(EXCEL_EPOCH_MS + Math.floor(cell) * DAY_MS));
  }
  if (typeof cell !== 'string') return null;
  const text = cell.trim();
  const european = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(text);
  if (european) return validDay(Number(european[3]), Number(european[2]), Number(european[1]));
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[T ].*)?$/.exec(text);
  if (iso) return validDay(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  return null;
}

/** A booking time from a cell: an XLSX time or date-time, a fraction of a day, or text `hh:mm` (or `hh.mm`). */
export function cellTime(cell: UploadCell): string | null {
  if (cell instanceof Date) {
    if (Number.isNaN(cell.getTime())) return null;
    return `${pad(cell.getUTCHours())}:${pad(cell.getUTCMinutes())}`;
  }
  if (typeof cell === 'number') {
    if (!Number.isFinite(cell) || cell < 0) return null;
    const minutes = Math.round((cell % 1) * 24 * 60);
    return minutes >= 24 * 60 ? null : `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
  }
  if (typeof cell !== 'string') return null;
  const match = /^(\d{1,2})[:.](\d{2})(?::\d{2})?$/.exec(cell.trim());
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  return hours < 24 && minutes < 60 ? `${pad(hours)}:${pad(minutes)}` : null;
}
