import type { ExportLanguage } from '../../../shared/statistics/exports.ts';

/** A cell as a table gives it: text, a number, or nothing (an average over nothing). */
export type Cell = string | number | null;

/**
 * Characters that make a spreadsheet read a cell as a formula (`=`, `+`, `-`, `@`) or that Excel
 * strips before looking (tab, carriage return). Text typed by the public (customer names, notes)
 * may start with them: "=HYPERLINK(…)" in a CSV would run when the file is opened.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/** Text made inert for a spreadsheet: prefixed with `'` when it could start a formula (OWASP). */
export function neutraliseText(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/**
 * A cell as CSV text: numbers with the decimal comma in Italian (Excel in Italy reads `12,5`, and
 * the separator is `;` for that reason), nothing as an empty cell, text neutralised. Numbers are
 * ours, never typed by the public, so a negative one stays a number.
 */
export function csvCell(value: Cell, language: ExportLanguage): string {
  if (value === null) return '';
  if (typeof value === 'number') return language === 'it' ? String(value).replace('.', ',') : String(value);
  return neutraliseText(value);
}
