import { Readable, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { stringify } from 'csv-stringify';
import ExcelJS from 'exceljs';
import type { ExportLanguage } from '../../../shared/statistics/exports.ts';
import { type Cell, csvCell } from './spreadsheet-cells.ts';

/** A table on its way to a file: headers, then rows as they come (a cursor or an array alike). */
export interface TableRows {
  title: string;
  headers: string[];
  rows: AsyncIterable<Cell[]> | Iterable<Cell[]>;
}

export const CONTENT_TYPES = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const;

/**
 * CSV for Excel in Italy: UTF-8 with a byte-order mark (without it Excel reads the accents as
 * Windows-1252), `;` between cells (`,` is the decimal separator there), CRLF line ends, and every
 * text cell neutralised against formulas (spreadsheet-cells.ts). Row after row, never the whole
 * file in memory: the pipeline waits for the socket when it is slower than the rows.
 */
export async function writeCsv(table: TableRows, language: ExportLanguage, out: Writable): Promise<void> {
  async function* records() {
    yield table.headers.map((header) => csvCell(header, language));
    for await (const row of table.rows) yield row.map((cell) => csvCell(cell, language));
  }
  await pipeline(
    Readable.from(records()),
    stringify({ delimiter: ';', bom: true, record_delimiter: 'windows' }),
    out,
  );
}

/**
 * XLSX through exceljs's streaming writer: each row is committed (written out and let go) as soon
 * as it is added. Cells keep their types (numbers stay numbers); text is written as text, which
 * Excel never evaluates, so it is stored as typed.
 */
export async function writeXlsx(table: TableRows, out: Writable): Promise<void> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: true,
    useSharedStrings: false,
  });
  // Excel refuses sheet names over 31 characters or with []:*?/\ in them.
  const sheet = workbook.addWorksheet(table.title.replace(/[[\]:*?/\\]/g, ' ').slice(0, 31), {
    views: [{ state: 'frozen', ySplit: 1 }],
  });
  sheet.columns = table.headers.map((header) => ({ width: Math.max(12, header.length + 2) }));
  const header = sheet.addRow(table.headers);
  header.font = { bold: true };
  header.commit();
  for await (const row of table.rows) sheet.addRow(row).commit();
  sheet.commit();
  await workbook.commit();
}
