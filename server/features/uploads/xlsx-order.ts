import { type Zippable, zipSync } from 'fflate';

// exceljs's streaming reader walks a zip in stored order through unzipper, and now and then loses
// the last entry (exceljs issue #3064): seen here as 0.4-6% of reads of one valid file failing
// ("Cannot read properties of undefined (reading 'sheets')") when `xl/workbook.xml` came last, as
// exceljs itself writes it, and as rows of empty cells when `xl/sharedStrings.xml` did. So the
// reader is handed a zip rebuilt in the order it needs (workbook, shared strings, styles, then the
// sheets), stored without compression, ending in an empty entry that nothing reads.

/** The part that holds the workbook's shared strings, which cells refer to by number. */
export const SHARED_STRINGS_PART = 'xl/sharedStrings.xml';

const PARTS_FIRST = ['xl/_rels/workbook.xml.rels', 'xl/workbook.xml', SHARED_STRINGS_PART, 'xl/styles.xml'];
const WORKSHEET = /^xl\/worksheets\/sheet(\d+)\.xml$/;
const LAST_ENTRY = 'turno/end-of-workbook';

/** Whether an XLSX part is one the reader needs: the workbook, its strings and styles, the sheets. */
export function isWorkbookPart(name: string): boolean {
  return PARTS_FIRST.includes(name) || WORKSHEET.test(name);
}

const sheetNumber = (name: string) => Number(WORKSHEET.exec(name)?.[1]);

/**
 * The needed parts as a zip in the reader's order, with the lowest-numbered sheet only: the one
 * read, so a workbook of many sheets costs the reader no more than one.
 */
export function orderedWorkbook(parts: ReadonlyMap<string, Uint8Array>): Uint8Array {
  const sheets = [...parts.keys()].filter((name) => WORKSHEET.test(name));
  sheets.sort((a, b) => sheetNumber(a) - sheetNumber(b));
  const files: Zippable = {};
  for (const name of [...PARTS_FIRST, ...sheets.slice(0, 1)]) {
    const data = parts.get(name);
    if (data) files[name] = data;
  }
  files[LAST_ENTRY] = new Uint8Array();
  return zipSync(files, { level: 0 });
}
