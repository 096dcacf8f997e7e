import { Readable } from 'node:stream';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import {
  UPLOAD_LIMITS,
  type UploadFileError,
  type UploadFileType,
} from '../../../shared/uploads/upload-format.ts';
import { isBlankRow, type UploadCell } from '../../../shared/uploads/upload-rows.ts';
import { isWorkbookPart, orderedWorkbook } from './xlsx-order.ts';
import { openZip } from './zip-guard.ts';

/** A data row with its spreadsheet row number (the header is row 1). */
export interface SheetRow {
  rowNumber: number;
  cells: UploadCell[];
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

/** Reads the first sheet of a stored file within UPLOAD_LIMITS; formulas give their saved values. */
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
  let records: string[][];
  try {
    records = parse(text, {
      delimiter,
      relax_column_count: true,
      skip_empty_lines: false,
      // One record past the limit is enough to know the file is too long.
      to: UPLOAD_LIMITS.maxRows + 2,
    }) as string[][];
  } catch {
    return { ok: false, error: 'unreadable' };
  }
  const [header, ...rest] = records;
  if (!header) return { ok: false, error: 'empty' };
  return collect(
    header,
    rest.map((cells, index) => ({ rowNumber: index + 2, cells: cells.slice(0, UPLOAD_LIMITS.maxColumns) })),
    decoded.notes,
  );
}

async function readXlsx(bytes: Buffer): Promise<SheetRead> {
  const opened = openZip(bytes, UPLOAD_LIMITS.maxUnzippedBytes, isWorkbookPart);
  if (!opened.ok) return { ok: false, error: opened.refusal };
  const workbook = orderedWorkbook(opened.entries);
  let header: UploadCell[] | null = null;
  const rows: SheetRow[] = [];
  try {
    const input = Readable.from(Buffer.from(workbook.buffer, workbook.byteOffset, workbook.byteLength));
    const reader = new ExcelJS.stream.xlsx.WorkbookReader(input, {
      sharedStrings: 'cache',
      // Styles tell a date from a number; hyperlinks and the rest are not needed.
      styles: 'cache',
      hyperlinks: 'ignore',
      worksheets: 'emit',
      entries: 'emit',
    });
    sheets: for await (const sheet of reader) {
      for await (const row of sheet) {
        const values = (row.values as unknown[]).slice(1, UPLOAD_LIMITS.maxColumns + 1);
        const cells = Array.from({ length: values.length }, (_, i) => xlsxCell(values[i]));
        if (header === null) {
          if (isBlankRow(cells)) continue;
          header = cells;
          continue;
        }
        rows.push({ rowNumber: row.number, cells });
        if (rows.length > UPLOAD_LIMITS.maxRows + 1) break sheets;
      }
      // The first sheet only.
      break;
    }
  } catch {
    return { ok: false, error: 'unreadable' };
  }
  if (header === null) return { ok: false, error: 'empty' };
  return collect(header, rows, []);
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

function collect(header: UploadCell[], all: SheetRow[], notes: string[]): SheetRead {
  const rows = all.filter((row) => !isBlankRow(row.cells));
  if (rows.length > UPLOAD_LIMITS.maxRows) return { ok: false, error: 'tooManyRows' };
  if (isBlankRow(header)) return { ok: false, error: 'empty' };
  return { ok: true, header, rows, notes };
}
