import { Readable } from 'node:stream';
import { parse } from 'csv-parse/sync';
import {
  UPLOAD_LIMITS,
  type UploadFileError,
  type UploadFileType,
} from '../../../shared/uploads/upload-format.ts';
import { isBlankRow, type UploadCell } from '../../../shared/uploads/upload-rows.ts';
import { hasLongSharedString } from './shared-strings-guard.ts';
import { isWorkbookPart, orderedWorkbook, SHARED_STRINGS_PART } from './xlsx-order.ts';
import { openZip, type ZipLimits } from './zip-guard.ts';

/** A data row with its spreadsheet row number (the header is row 1). */
export interface SheetRow {
  rowNumber: number;
  cells: UploadCell[];
  /** A row that could not be read as cells (a quote opened in it and never closed). */
  problem?: 'quoteNotClosed';
}

export type SheetRead =
  | { ok: true; header: UploadCell[]; rows: SheetRow[]; notes: string[] }
  | { ok: false; error: UploadFileError };

const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

/**
 * What a stored file is, by its name and its first bytes: an XLSX is a zip, a CSV is text (no NUL
 * byte outside UTF-16). Anything else (an old .xls, a PDF, an image renamed .csv) is refused.
 */
export function detectFileType(fileName: string, head: Uint8Array): UploadFileType | UploadFileError {
  if (head.length === 0) return 'empty';
  const extension = /\.([a-z0-9]+)$/i.exec(fileName)?.[1]?.toLowerCase();
  const zip = Buffer.from(head.subarray(0, 4)).equals(ZIP_MAGIC);
  if (extension === 'xlsx') return zip ? 'xlsx' : 'wrongType';
  if (extension !== 'csv' && extension !== 'txt') return 'wrongType';
  if (zip) return 'wrongType';
  return utf16Bom(head) || !head.includes(0) ? 'csv' : 'wrongType';
}

function utf16Bom(bytes: Uint8Array): 'utf-16le' | 'utf-16be' | null {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return 'utf-16le';
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return 'utf-16be';
  return null;
}

/**
 * Reads the first sheet of a stored file within UPLOAD_LIMITS, each limit applied while reading
 * (a file stops being read at the first one it passes); formulas give their saved values. Heavy
 * and synchronous in parts: the server calls it through `readSheetOffThread`, never on its own thread.
 */
export function readSheet(type: UploadFileType, bytes: Buffer): Promise<SheetRead> {
  if (bytes.length === 0) return Promise.resolve({ ok: false, error: 'empty' });
  return type === 'csv' ? Promise.resolve(readCsv(bytes)) : readXlsx(bytes);
}

/**
 * CSV text: UTF-8 (with or without BOM) or UTF-16 with a BOM; anything else that is not valid
 * UTF-8 is read as Windows-1252, what Excel in Italy saves as "CSV", and the upload says so.
 * Control characters left after decoding mean a binary or mis-encoded file: refused.
 */
function decodeCsv(bytes: Buffer): { text: string; notes: string[] } | null {
  const bom = utf16Bom(bytes);
  if (bom) return { text: new TextDecoder(bom).decode(bytes), notes: [] };
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(bytes), notes: [] };
  } catch {
    return { text: new TextDecoder('windows-1252').decode(bytes), notes: ['upload.readAsWindows1252'] };
  }
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point.
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/** Thrown from a reader's callback to stop reading at the first limit a file passes. */
class Refusal extends Error {
  readonly code: UploadFileError;
  constructor(code: UploadFileError) {
    super(code);
    this.code = code;
  }
}

const tooLong = (cell: UploadCell) => typeof cell === 'string' && cell.length > UPLOAD_LIMITS.maxCellChars;

/** Keeps a non-blank data row, refusing the file as soon as one row too many is read. */
function keepRow(rows: SheetRow[], row: SheetRow): void {
  if (!row.problem && isBlankRow(row.cells)) return;
  rows.push(row);
  if (rows.length > UPLOAD_LIMITS.maxRows) throw new Refusal('tooManyRows');
}

function readCsv(bytes: Buffer): SheetRead {
  const decoded = decodeCsv(bytes);
  if (!decoded || CONTROL_CHARACTERS.test(decoded.text)) return { ok: false, error: 'encoding' };
  const text = decoded.text.replace(/^\uFEFF/, '');
  if (text.trim() === '') return { ok: false, error: 'empty' };
  const firstLine = text.slice(0, text.search(/\r?\n|$/));
  // Excel in Italy separates with `;`, elsewhere with `,`: the header line tells which.
  const delimiter = [';', ',', '\t'].reduce((best, candidate) =>
    firstLine.split(candidate).length > firstLine.split(best).length ? candidate : best,
  );
  let header: UploadCell[] | null = null;
  const rows: SheetRow[] = [];
  try {
    parse(text, {
      delimiter,
      relax_column_count: true,
      skip_empty_lines: false,
      // What spreadsheets and scripts write: `Gomme 17" invernali` unquoted, or a quote inside a
      // quoted cell, is the cell's text. A quote never closed swallows the lines after it: that row
      // becomes a row error naming it, instead of the whole file being called damaged.
      relax_quotes: true,
      skip_records_with_error: true,
      on_skip: (error: { code?: string; records?: number } | undefined) => {
        if (error?.code !== 'CSV_QUOTE_NOT_CLOSED') throw error ?? new Refusal('unreadable');
        keepRow(rows, { rowNumber: (error.records ?? 0) + 1, cells: [], problem: 'quoteNotClosed' });
      },
      // A line this long holds a cell past the limit, or a quote never closed: the parser stops
      // there instead of gathering the rest of the file into one field.
      max_record_size: UPLOAD_LIMITS.maxCellChars * UPLOAD_LIMITS.maxColumns,
      // Each record is checked and kept as it is read, so the first one past a limit ends the read.
      on_record: (record: string[], context) => {
        const cells = record.slice(0, UPLOAD_LIMITS.maxColumns);
        if (cells.some(tooLong)) throw new Refusal('cellTooLong');
        if (context.records === 1) header = cells;
        else keepRow(rows, { rowNumber: context.records, cells });
        return null;
      },
    });
  } catch (error) {
    if (error instanceof Refusal) return { ok: false, error: error.code };
    if ((error as { code?: string }).code === 'CSV_MAX_RECORD_SIZE')
      return { ok: false, error: 'cellTooLong' };
    return { ok: false, error: 'unreadable' };
  }
  if (!header) return { ok: false, error: 'empty' };
  return collect(header, rows, decoded.notes);
}

/** The zip limits of an XLSX (UPLOAD_LIMITS), its shared strings' part capped by name. */
export const XLSX_ZIP_LIMITS: ZipLimits = {
  maxBytes: UPLOAD_LIMITS.maxUnzippedBytes,
  maxEntries: UPLOAD_LIMITS.maxZipEntries,
  maxRatio: UPLOAD_LIMITS.maxUnzipRatio,
  ratioFreeBytes: UPLOAD_LIMITS.ratioFreeBytes,
  maxEntryBytes: (name) =>
    name === SHARED_STRINGS_PART ? UPLOAD_LIMITS.maxSharedStringsBytes : Number.POSITIVE_INFINITY,
};

async function readXlsx(bytes: Buffer): Promise<SheetRead> {
  const opened = openZip(bytes, XLSX_ZIP_LIMITS, isWorkbookPart);
  if (!opened.ok)
    return { ok: false, error: opened.refusal === 'partTooLarge' ? 'sharedStringsTooLarge' : opened.refusal };
  // exceljs parses every shared string before the first row, each gathered whole: a string past
  // the limit is refused here, by counting bytes, before the parser sees it.
  const sharedStrings = opened.entries.get(SHARED_STRINGS_PART);
  if (sharedStrings && hasLongSharedString(sharedStrings, UPLOAD_LIMITS.maxCellChars))
    return { ok: false, error: 'cellTooLong' };
  const workbook = orderedWorkbook(opened.entries);
  opened.entries.clear();
  let header: UploadCell[] | null = null;
  const rows: SheetRow[] = [];
  try {
    // Loaded only for a workbook that passed the limits: it takes a new thread 0.6-2 s, which a
    // CSV or a refused file never waits (docs/decisions/0012-appointment-uploads.md).
    const { default: ExcelJS } = await import('exceljs');
    const input = Readable.from(chunksOf(workbook, READ_CHUNK_BYTES));
    const reader = new ExcelJS.stream.xlsx.WorkbookReader(input, {
      sharedStrings: 'cache',
      // Styles tell a date from a number; hyperlinks and the rest are not needed.
      styles: 'cache',
      hyperlinks: 'ignore',
      worksheets: 'emit',
      entries: 'emit',
    });
    // The first sheet only (the only one handed over); leaving the loops stops exceljs there.
    for await (const sheet of reader) {
      for await (const row of sheet) {
        const values = (row.values as unknown[]).slice(1, UPLOAD_LIMITS.maxColumns + 1);
        const cells = Array.from({ length: values.length }, (_, i) => xlsxCell(values[i]));
        if (cells.some(tooLong)) return { ok: false, error: 'cellTooLong' };
        if (header === null) {
          if (!isBlankRow(cells)) header = cells;
          continue;
        }
        keepRow(rows, { rowNumber: row.number, cells });
      }
      break;
    }
  } catch (error) {
    return { ok: false, error: error instanceof Refusal ? error.code : 'unreadable' };
  }
  if (header === null) return { ok: false, error: 'empty' };
  return collect(header, rows, []);
}

/**
 * exceljs's XML parser turns each chunk it is given into one array of events before a row is
 * made: handed the workbook in one piece, a 50,000-row sheet became millions of events at once
 * (a heap of over 600 MB, and as many seconds of garbage collection as of reading).
 */
const READ_CHUNK_BYTES = 64 * 1024;

function* chunksOf(bytes: Uint8Array, size: number): Generator<Buffer> {
  for (let start = 0; start < bytes.length; start += size)
    yield Buffer.from(bytes.buffer, bytes.byteOffset + start, Math.min(size, bytes.length - start));
}

/** A cell of exceljs as a plain value: a formula gives the result Excel saved, never evaluated here. */
function xlsxCell(value: unknown): UploadCell {
  if (value === null || value === undefined) return null;
  if (
    value instanceof Date ||
    typeof value === 'string' ||
    typeof value === 'number' ||
    typeof value === 'boolean'
  )
    return value;
  if (typeof value !== 'object') return null;
  if ('result' in value) return xlsxCell((value as { result: unknown }).result);
  if ('formula' in value || 'sharedFormula' in value || 'error' in value) return null;
  if ('richText' in value && Array.isArray(value.richText))
    return (value.richText as { text?: unknown }[]).map((part) => String(part.text ?? '')).join('');
  if ('text' in value) return xlsxCell((value as { text: unknown }).text);
  return null;
}

function collect(header: UploadCell[], rows: SheetRow[], notes: string[]): SheetRead {
  if (isBlankRow(header)) return { ok: false, error: 'empty' };
  return { ok: true, header, rows, notes };
}
