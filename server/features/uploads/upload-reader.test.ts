import ExcelJS from 'exceljs';
import { zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { UPLOAD_LIMITS } from '../../../shared/uploads/upload-format.ts';
import { hasLongSharedString } from './shared-strings-guard.ts';
import { detectFileType, readSheet } from './upload-reader.ts';

describe('detectFileType', () => {
  const zipHead = Buffer.from([0x50, 0x4b, 0x03, 0x04, 1, 2]);
  it('knows an XLSX by its zip bytes and a CSV by its text', () => {
    expect(detectFileType('a.xlsx', zipHead)).toBe('xlsx');
    expect(detectFileType('a.CSV', Buffer.from('Targa;Nome'))).toBe('csv');
    expect(detectFileType('a.csv', Buffer.from([0xff, 0xfe, 0x54, 0]))).toBe('csv');
  });

  it('refuses renamed files, other extensions and emptiness', () => {
    expect(detectFileType('a.xlsx', Buffer.from('Targa;Nome'))).toBe('wrongType');
    expect(detectFileType('a.csv', zipHead)).toBe('wrongType');
    expect(detectFileType('a.csv', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0]))).toBe('wrongType');
    expect(detectFileType('a.xls', zipHead)).toBe('wrongType');
    expect(detectFileType('a.csv', new Uint8Array())).toBe('empty');
  });
});

const MAX = UPLOAD_LIMITS.maxCellChars;
const csv = (lines: string[]) => Buffer.from(`${lines.join('\n')}\n`);
const errorOf = async (read: ReturnType<typeof readSheet>) => {
  const done = await read;
  return done.ok ? `ok: ${done.rows.length} rows` : done.error;
};

describe('readSheet of a CSV', () => {
  it('takes a cell of the longest length allowed and refuses one past it', async () => {
    expect(await errorOf(readSheet('csv', csv(['Targa;Note', `AB123CD;${'x'.repeat(MAX)}`])))).toBe(
      'ok: 1 rows',
    );
    expect(await errorOf(readSheet('csv', csv(['Targa;Note', `AB123CD;${'x'.repeat(MAX + 1)}`])))).toBe(
      'cellTooLong',
    );
  });

  it('stops at a quote never closed instead of gathering the file into one cell', async () => {
    const lines = [
      'Targa;Note',
      'AB123CD;"never closed',
      ...Array.from({ length: 20_000 }, () => 'AB;xxxxxxxxxx'),
    ];
    expect(await errorOf(readSheet('csv', csv(lines)))).toBe('cellTooLong');
  });

  it('reads quotes as spreadsheets and scripts write them: a stray quote is text', async () => {
    const read = await readSheet(
      'csv',
      csv([
        'Targa;Note',
        'AB123CD;Gomme 17" invernali',
        'EF456GH;"Cerchi 18"" e gomme"',
        'IJ789KL;"Gomme 17" nuove"',
      ]),
    );
    expect(read.ok && read.rows.map((row) => row.cells[1])).toEqual([
      'Gomme 17" invernali',
      'Cerchi 18" e gomme',
      '"Gomme 17" nuove"',
    ]);
  });

  it('makes a quote never closed in a short file a row error naming its row, keeping the rows before', async () => {
    const read = await readSheet(
      'csv',
      csv(['Targa;Note', 'AB123CD;ok', 'EF456GH;"never closed', 'IJ789KL;lost']),
    );
    expect(read.ok).toBe(true);
    expect(read.ok && read.rows).toEqual([
      { rowNumber: 2, cells: ['AB123CD', 'ok'] },
      { rowNumber: 3, cells: [], problem: 'quoteNotClosed' },
    ]);
  });

  it('counts data rows, not blank lines, against the row limit', async () => {
    const row = 'AB123CD;Mario';
    const rows = Array.from({ length: UPLOAD_LIMITS.maxRows }, (_, i) =>
      i % 1000 === 0 ? `${row}\n;` : row,
    );
    const read = await readSheet('csv', csv(['Targa;Nome', ...rows]));
    expect(read.ok && read.rows.length).toBe(UPLOAD_LIMITS.maxRows);
    expect(read.ok && read.rows.at(-1)?.rowNumber).toBe(UPLOAD_LIMITS.maxRows + 51);
    expect(await errorOf(readSheet('csv', csv(['Targa;Nome', ...rows, row])))).toBe('tooManyRows');
  }, 30_000);
});

/** An XLSX whose first sheet refers to shared strings 0..n-1, one per row, as `parts` hold them. */
function xlsxWith(sharedStrings: string, rows: number): Buffer {
  const cells = Array.from(
    { length: rows },
    (_, i) => `<row r="${i + 1}"><c r="A${i + 1}" t="s"><v>${i}</v></c></row>`,
  ).join('');
  const utf8 = (text: string) => new TextEncoder().encode(text);
  return Buffer.from(
    zipSync(
      {
        'xl/workbook.xml': utf8(
          '<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="S" sheetId="1" r:id="rId1"/></sheets></workbook>',
        ),
        'xl/_rels/workbook.xml.rels': utf8(
          '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>',
        ),
        'xl/sharedStrings.xml': utf8(`<sst>${sharedStrings}</sst>`),
        'xl/worksheets/sheet1.xml': utf8(`<worksheet><sheetData>${cells}</sheetData></worksheet>`),
      },
      { level: 6 },
    ),
  );
}

/** Text that packs about 3:1, within the unpacking ratio. */
const varied = (length: number) =>
  Array.from({ length }, (_, i) => String.fromCharCode(97 + ((i * 7919) % 26))).join('');

describe('readSheet of an XLSX', () => {
  it('reads shared strings up to the longest length allowed', async () => {
    const read = await readSheet('xlsx', xlsxWith(`<si><t>Targa</t></si><si><t>${varied(MAX)}</t></si>`, 2));
    expect(read.ok && read.rows[0]?.cells[0]).toHaveLength(MAX);
  });

  it('refuses a shared string past the limit before the parser sees it, used or not', async () => {
    const long = `<si><t>Targa</t></si><si><t>${varied(MAX + 1)}</t></si>`;
    expect(await errorOf(readSheet('xlsx', xlsxWith(long, 2)))).toBe('cellTooLong');
    expect(await errorOf(readSheet('xlsx', xlsxWith(long, 1)))).toBe('cellTooLong');
    // Split in rich-text runs, it is the same string.
    const runs = `<si><t>Targa</t></si><si>${`<r><t>${varied(1000)}</t></r>`.repeat(5)}</si>`;
    expect(await errorOf(readSheet('xlsx', xlsxWith(runs, 2)))).toBe('cellTooLong');
  });

  it('refuses a shared strings part past its size as it unpacks', async () => {
    const count = Math.ceil(UPLOAD_LIMITS.maxSharedStringsBytes / 16);
    const strings = Array.from({ length: count }, (_, i) => `<si><t>${i.toString(36)}x</t></si>`).join('');
    expect(await errorOf(readSheet('xlsx', xlsxWith(strings, 1)))).toBe('sharedStringsTooLarge');
  }, 30_000);

  it('refuses an inline cell past the limit', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('S');
    sheet.addRow(['Targa', 'Note']);
    sheet.addRow(['AB123CD', varied(MAX + 1)]);
    const bytes = Buffer.from(await workbook.xlsx.writeBuffer({ useSharedStrings: false } as never));
    expect(await errorOf(readSheet('xlsx', bytes))).toBe('cellTooLong');
  });
});

describe('hasLongSharedString', () => {
  const bytes = (xml: string) => new TextEncoder().encode(xml);
  it('counts each string apart, in the units of a JavaScript string', () => {
    expect(hasLongSharedString(bytes('<sst><si><t>abcd</t></si><si><t>abcd</t></si></sst>'), 4)).toBe(false);
    expect(hasLongSharedString(bytes('<si><t>abcde</t></si>'), 4)).toBe(true);
    expect(hasLongSharedString(bytes('<si><t>àèìòù</t></si>'), 5)).toBe(false);
    expect(hasLongSharedString(bytes('<si><t>😀😀😀</t></si>'), 5)).toBe(true);
    expect(hasLongSharedString(bytes('<si><r><t>abc</t></r><r><t>de</t></r></si>'), 4)).toBe(true);
  });
});
