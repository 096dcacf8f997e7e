/**
 * The bulk appointment upload's format and limits (docs/upload.md), shared by the server that
 * reads the file and the screen that explains it.
 */

/** Where an upload stands: checking (dry run), checked, applying, applied, failed, undone. */
export const UPLOAD_STATUSES = ['checking', 'checked', 'applying', 'applied', 'failed', 'undone'] as const;
export type UploadStatus = (typeof UPLOAD_STATUSES)[number];

/** What a data row does: a new booking, a change of the day's booking, nothing, or a refusal. */
export const UPLOAD_ROW_ACTIONS = ['create', 'update', 'skip', 'error'] as const;
export type UploadRowAction = (typeof UPLOAD_ROW_ACTIONS)[number];

export const UPLOAD_LIMITS = {
  /** Largest file the upload endpoint stores (the GraphQL multipart path keeps its 1 MiB). */
  maxFileBytes: 10 * 1024 * 1024,
  /** Data rows in one file; more is refused whole, with `upload.tooManyRows`. */
  maxRows: 50_000,
  /** What an XLSX may inflate to, all its parts together (a zip bomb stops here). */
  maxUnzippedBytes: 100 * 1024 * 1024,
  /** Columns read per row; anything to the right is ignored. */
  maxColumns: 50,
  /**
   * Characters in one cell (or one shared string of an XLSX), twice the longest field a row fills
   * (description and notes, 2000): more refuses the file with `upload.cellTooLong`.
   */
  maxCellChars: 4_000,
  /** Entries in an XLSX's zip: a real one has a few dozen; more is refused before any is unpacked. */
  maxZipEntries: 1_000,
  /**
   * How many times larger than its packed size an XLSX part (and the zip as a whole) may unpack:
   * real spreadsheets unpack 2-15 times; a zip bomb 1,000. Parts under `ratioFreeBytes` unpacked
   * are not held to it (tiny parts pack unevenly and cost nothing).
   */
  maxUnzipRatio: 100,
  ratioFreeBytes: 1024 * 1024,
  /** The XLSX's table of shared strings (`xl/sharedStrings.xml`), unpacked. */
  maxSharedStringsBytes: 32 * 1024 * 1024,
} as const;

export const UPLOAD_FILE_TYPES = ['csv', 'xlsx'] as const;
export type UploadFileType = (typeof UPLOAD_FILE_TYPES)[number];

/**
 * Codes of a refusal of the whole file: nothing is written, the upload ends `failed` with the code
 * (or, for the first three, is refused before it is stored).
 */
export const UPLOAD_FILE_ERRORS = {
  wrongType: 'Only CSV and XLSX files can be uploaded',
  empty: 'The file is empty',
  tooLarge: 'The file is larger than 10 MB',
  unreadable: 'The file is damaged and cannot be read',
  tooLargeUnzipped: 'The spreadsheet unpacks to more than 100 MB and is refused',
  tooManyRows: 'The file has more than 50,000 rows',
  tooManyEntries: 'The spreadsheet holds more than 1,000 parts, which no real XLSX does, and is refused',
  tooCompressed: 'The spreadsheet unpacks to over 100 times its size, as a zip bomb does, and is refused',
  sharedStringsTooLarge: 'The spreadsheet’s text table unpacks to more than 32 MB and is refused',
  cellTooLong: 'A cell holds more than 4,000 characters',
  tooComplex: 'The file took too long or too much memory to read and is refused',
  encoding: 'The file is not text in UTF-8 or Windows-1252',
  missingColumns: 'Required columns are missing',
  noRows: 'The file has a header but no rows',
} as const;
export type UploadFileError = keyof typeof UPLOAD_FILE_ERRORS;

/** Codes of a row's messages (besides the shared `validation.*` ones). */
export const UPLOAD_ROW_MESSAGES = {
  unknownBrand: 'No vehicle brand of the catalogue has this name',
  unknownQueue: 'No queue of this workshop has this name',
  date: 'Not a date (dd/mm/yyyy or yyyy-mm-dd)',
  time: 'Not a time (hh:mm)',
  inPast: 'The booking time has passed',
  duplicate: 'The same plate is booked on the same day in an earlier row',
  unchanged: 'Already booked exactly so: nothing to change',
  alreadyArrived: 'The vehicle already checked in that day: the booking is left alone',
  language: 'Not a language: it (italiano) or en (english), or empty when not known',
  formula: 'A cell starting with =, +, - or @ is refused (it could run as a formula elsewhere)',
  readAsWindows1252: 'The file is not UTF-8 and was read as Windows-1252',
  quoteNotClosed:
    'A quote (") opens a cell here and is never closed: this row and the lines after it could not be read',
} as const;
export type UploadRowMessage = keyof typeof UPLOAD_ROW_MESSAGES;

/** The appointment fields a row fills, the column headers each is recognised by (lower case). */
export const UPLOAD_COLUMNS = {
  licensePlate: ['targa', 'plate', 'license plate', 'licence plate'],
  name: ['nome', 'cliente', 'name', 'customer'],
  mobile: ['cellulare', 'telefono', 'mobile', 'phone'],
  email: ['email', 'e-mail', 'mail'],
  vehicleBrand: ['marca', 'brand'],
  vehicleModel: ['modello', 'model'],
  date: ['data', 'date', 'giorno', 'day'],
  time: ['ora', 'time', 'orario'],
  description: ['descrizione', 'lavori', 'description'],
  note: ['note', 'notes'],
  /** The customer's language (optional): the language of the links in their SMS. */
  customerLanguage: ['lingua', 'language'],
} as const;
export type UploadColumn = keyof typeof UPLOAD_COLUMNS | 'queue';

export const REQUIRED_UPLOAD_COLUMNS: readonly UploadColumn[] = [
  'licensePlate',
  'name',
  'mobile',
  'vehicleBrand',
  'vehicleModel',
  'date',
  'time',
];

/** The queue column's header when the workshop's `queueUploadColumn` parameter is not set. */
export const DEFAULT_QUEUE_COLUMN = ['coda', 'queue'] as const;

/** Rows a dry run's preview lists on the screen; the counters cover them all. */
export const UPLOAD_PREVIEW_ROWS = 500;

/** The columns' names as the screens and the format query give them. */
export const UPLOAD_COLUMN_NAMES: Record<'it' | 'en', Record<UploadColumn, string>> = {
  it: {
    licensePlate: 'Targa',
    name: 'Nome',
    mobile: 'Cellulare',
    email: 'E-mail',
    vehicleBrand: 'Marca',
    vehicleModel: 'Modello',
    date: 'Data',
    time: 'Ora',
    description: 'Descrizione',
    note: 'Note',
    customerLanguage: 'Lingua',
    queue: 'Coda',
  },
  en: {
    licensePlate: 'Plate',
    name: 'Name',
    mobile: 'Mobile',
    email: 'Email',
    vehicleBrand: 'Brand',
    vehicleModel: 'Model',
    date: 'Date',
    time: 'Time',
    description: 'Description',
    note: 'Notes',
    customerLanguage: 'Language',
    queue: 'Queue',
  },
};

export interface UploadColumnFormat {
  field: UploadColumn;
  name: string;
  required: boolean;
  headers: string[];
}

/**
 * The columns a workshop's file has, required ones first, each with the headers it is found by: the
 * queue column's is the workshop's `queueUploadColumn` parameter when set (as `mapHeader` reads it).
 */
export function uploadColumnsOf(queueColumn: string | null, language: 'it' | 'en'): UploadColumnFormat[] {
  const names = UPLOAD_COLUMN_NAMES[language];
  const all: UploadColumn[] = [...(Object.keys(UPLOAD_COLUMNS) as UploadColumn[]), 'queue'];
  const headersOf = (column: UploadColumn): string[] =>
    column === 'queue'
      ? queueColumn?.trim()
        ? [queueColumn.trim()]
        : [...DEFAULT_QUEUE_COLUMN]
      : [...UPLOAD_COLUMNS[column]];
  const required = all.filter((column) => REQUIRED_UPLOAD_COLUMNS.includes(column));
  const optional = all.filter((column) => !REQUIRED_UPLOAD_COLUMNS.includes(column));
  return [...required, ...optional].map((field) => ({
    field,
    name: names[field],
    required: REQUIRED_UPLOAD_COLUMNS.includes(field),
    headers: headersOf(field),
  }));
}
