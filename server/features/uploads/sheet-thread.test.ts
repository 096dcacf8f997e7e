import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { readSheetOffThread, SHEET_READ_BUDGET } from './sheet-thread.ts';

async function xlsxOf(rows: unknown[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Sheet1');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

const HEADER = ['Targa', 'Nome', 'Data'];

describe('readSheetOffThread', () => {
  it('reads in a thread of its own and hands back rows with their dates', async () => {
    const day = new Date(Date.UTC(2031, 5, 12));
    const read = await readSheetOffThread('xlsx', await xlsxOf([HEADER, ['AB123CD', 'Mario Rossi', day]]));
    expect(read).toEqual({
      ok: true,
      header: HEADER,
      rows: [{ rowNumber: 2, cells: ['AB123CD', 'Mario Rossi', day] }],
      notes: [],
    });
    if (read.ok) expect(read.rows[0]?.cells[2]).toBeInstanceOf(Date);
  });

  it('refuses a file past its time as too complex, and ends its thread', async () => {
    const rows = Array.from({ length: 5_000 }, (_, i) => [`AB${i}CD`, `Cliente ${i}`, 'x']);
    const bytes = await xlsxOf([HEADER, ...rows]);
    const started = performance.now();
    const read = await readSheetOffThread('xlsx', bytes, { ...SHEET_READ_BUDGET, timeoutMs: 50 });
    expect(read).toEqual({ ok: false, error: 'tooComplex' });
    expect(performance.now() - started).toBeLessThan(1_000);
  });

  it('refuses a file that needs more memory than its thread has as too complex', async () => {
    const rows = Array.from({ length: 20_000 }, (_, i) => [`AB${i}CD`, `Cliente numero ${i}`, `nota ${i}`]);
    const read = await readSheetOffThread('xlsx', await xlsxOf([HEADER, ...rows]), {
      timeoutMs: 60_000,
      maxOldGenerationSizeMb: 4,
      maxYoungGenerationSizeMb: 1,
    });
    expect(read).toEqual({ ok: false, error: 'tooComplex' });
  });
});
