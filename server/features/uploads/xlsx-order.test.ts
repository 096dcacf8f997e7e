import { readFileSync } from 'node:fs';
import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { readSheet, XLSX_ZIP_LIMITS } from './upload-reader.ts';
import { isWorkbookPart, orderedWorkbook } from './xlsx-order.ts';
import { openZip } from './zip-guard.ts';

// The sample is written by exceljs, which stores `xl/workbook.xml` last: the order in which
// exceljs's own streaming reader now and then loses it (exceljs issue #3064).
const SAMPLE = readFileSync(
  new URL('../../../tests/fixtures/appointments-upload-sample.xlsx', import.meta.url),
);

describe('orderedWorkbook', () => {
  it('puts the workbook, strings and styles before the sheets, and an unread entry last', () => {
    const opened = openZip(SAMPLE, XLSX_ZIP_LIMITS, isWorkbookPart);
    if (!opened.ok) throw new Error(opened.refusal);
    expect([...opened.entries.keys()].at(-1)).toBe('xl/workbook.xml');
    expect(Object.keys(unzipSync(orderedWorkbook(opened.entries)))).toEqual([
      'xl/_rels/workbook.xml.rels',
      'xl/workbook.xml',
      'xl/sharedStrings.xml',
      'xl/styles.xml',
      'xl/worksheets/sheet1.xml',
      'turno/end-of-workbook',
    ]);
  });

  it('keeps the lowest-numbered sheet, the one read, and only the parts the reader needs', () => {
    const parts = new Map<string, Uint8Array>([
      ['xl/worksheets/sheet10.xml', new Uint8Array([1])],
      ['xl/worksheets/sheet2.xml', new Uint8Array([2])],
      ['xl/workbook.xml', new Uint8Array([3])],
    ]);
    expect(Object.keys(unzipSync(orderedWorkbook(parts)))).toEqual([
      'xl/workbook.xml',
      'xl/worksheets/sheet2.xml',
      'turno/end-of-workbook',
    ]);
    expect(isWorkbookPart('xl/media/image1.png')).toBe(false);
    expect(isWorkbookPart('docProps/core.xml')).toBe(false);
  });
});

describe('readSheet of an XLSX', () => {
  it('reads the same valid file the same way every time', async () => {
    // Read straight from the stored order, 1 read in 250 to 1 in 20 (on a busy machine) failed.
    const outcomes = new Set<string>();
    for (let i = 0; i < 500; i++) {
      const read = await readSheet('xlsx', SAMPLE);
      outcomes.add(read.ok ? `${read.rows.length} rows, first ${read.rows[0]?.cells[0]}` : read.error);
    }
    expect([...outcomes]).toEqual(['8 rows, first UP101AA']);
  }, 60_000);
});
