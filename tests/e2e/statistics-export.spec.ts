import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { statisticsExportsEn } from '../../client/src/features/statistics/exports-i18n.en.ts';
import { statisticsExportsIt } from '../../client/src/features/statistics/exports-i18n.it.ts';
import { MILANO, romeDay, staffPage } from './customer-helpers.ts';
import { expect, test } from './test.ts';

/**
 * docs/statistics.md, "Exports", as a manager uses them: from /Statistics, a table as CSV and as
 * XLSX from the Export menu and the whole period as PDF, each file opened and read. Then the print
 * stylesheet on the Agenda, the day's list and a detail: the page alone, under the workshop's name.
 */
const TEXTS = { it: statisticsExportsIt, en: statisticsExportsEn } as const;
const SHOTS = '/tmp/shots-statistics-export';

async function download(page: Page, start: () => Promise<void>) {
  const [file] = await Promise.all([page.waitForEvent('download'), start()]);
  const path = await file.path();
  return { name: file.suggestedFilename(), bytes: readFileSync(path) };
}

async function exportItem(
  page: Page,
  lng: 'it' | 'en',
  table: keyof typeof statisticsExportsIt.tables,
  format: 'CSV' | 'XLSX',
) {
  return download(page, async () => {
    await page.getByTestId('statistics-export').click();
    const name = TEXTS[lng].item.replace('{{table}}', TEXTS[lng].tables[table]).replace('{{format}}', format);
    await page.getByRole('menuitem', { name, exact: true }).click();
  });
}

for (const lng of ['it', 'en'] as const) {
  test(`${lng}: a manager exports the statistics as CSV, XLSX and PDF`, async ({ browser }) => {
    const manager = await staffPage(browser, 'manager');
    await manager.goto(`/Statistics?lng=${lng}`);
    await expect(manager.getByTestId('figures-per-queue')).toBeVisible();
    const from = romeDay(-29);
    const to = romeDay(0);

    const csv = await exportItem(manager, lng, 'perQueue', 'CSV');
    expect(csv.name).toBe(`${TEXTS[lng].tables.perQueue} ${from} ${to}.csv`);
    expect([...csv.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows = csv.bytes
      .subarray(3)
      .toString('utf8')
      .trimEnd()
      .split('\r\n')
      .map((line) => line.split(';'));
    expect(rows[0]).toEqual(
      lng === 'it' ? ['Coda', 'Arrivi', 'Attesa media (min)'] : ['Queue', 'Arrivals', 'Average wait (min)'],
    );
    // The demo's queues, as the screen's table lists them.
    const screenQueues = await manager
      .getByTestId('figures-per-queue')
      .locator('tbody tr td:first-child')
      .allTextContents();
    expect(rows.slice(1).map((row) => row[0])).toEqual(screenQueues);

    const xlsx = await exportItem(manager, lng, 'kpis', 'XLSX');
    expect(xlsx.name).toBe(`${TEXTS[lng].tables.kpis} ${from} ${to}.xlsx`);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(new Uint8Array(xlsx.bytes).buffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getRow(1).values).toEqual([
      undefined,
      ...(lng === 'it' ? ['Indicatore', 'Valore'] : ['Figure', 'Value']),
    ]);
    const walkIns = await manager.getByTestId('figure-appointmentsRandom').locator('dd').textContent();
    const walkInRow = sheet
      .getRows(2, sheet.rowCount - 1)!
      .find((row) => String(row.getCell(1).value).startsWith(lng === 'it' ? 'Arrivi senza' : 'Walk-in'));
    expect(String(walkInRow?.getCell(2).value)).toBe(walkIns);

    const pdf = await download(manager, () => manager.getByTestId('statistics-pdf').click());
    expect(pdf.name).toMatch(new RegExp(`MI01 ${from} ${to}\\.pdf$`));
    expect(pdf.bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const { extractText, getDocumentProxy } = await import('unpdf');
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf.bytes)), {
      mergePages: true,
    });
    expect(text).toContain(lng === 'it' ? 'Statistiche dell’officina' : 'Workshop statistics');
    expect(text).toContain(MILANO);
    await expect(manager.getByTestId('statistics-download-error')).toHaveCount(0);
    await manager.context().close();
  });
}

test('a failed PDF says so (spec §8: PDF download error)', async ({ browser }) => {
  const manager = await staffPage(browser, 'manager');
  await manager.goto('/Statistics?lng=en');
  await expect(manager.getByTestId('figures-per-queue')).toBeVisible();
  await manager.route('**/graphql', async (route) => {
    const body = route.request().postData() ?? '';
    if (body.includes('WorkshopStatsPdf') || body.includes('appointmentsFromDate')) return route.abort();
    return route.fallback();
  });
  await manager.getByTestId('statistics-pdf').click();
  await expect(manager.getByTestId('statistics-download-error')).toHaveText(statisticsExportsEn.pdfError);
  await manager.context().close();
});

test('printing the Agenda, the day’s list and a detail shows the page alone under the workshop’s name', async ({
  browser,
}) => {
  const manager = await staffPage(browser, 'manager');
  await manager.emulateMedia({ media: 'print', colorScheme: 'dark' });
  for (const [path, ready] of [
    ['/Agenda?lng=it', 'agenda-screen'],
    ['/Processings?lng=it', 'processings-screen'],
  ] as const) {
    await manager.goto(path);
    await expect(manager.getByTestId(ready)).toBeVisible();
    await expect(manager.getByTestId('print-heading')).toContainText(MILANO);
    await expect(manager.locator('.app-header')).toBeHidden();
    await expect(manager.locator('.sidebar')).toBeHidden();
    await expect(manager.locator('.ui-button:visible')).toHaveCount(0);
    // Black on white even in the dark theme.
    expect(await manager.evaluate(() => getComputedStyle(document.querySelector('h1')!).color)).toBe(
      'rgb(0, 0, 0)',
    );
    expect(await manager.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(
      'rgb(255, 255, 255)',
    );
    const name = ready.replace('-screen', '');
    await manager.screenshot({ path: `${SHOTS}/print-${name}.png`, fullPage: true });
    await manager.pdf({ path: `${SHOTS}/print-${name}.pdf`, format: 'A4' });
  }
  const firstRow = manager.getByTestId('processings-screen').locator('tbody tr a').first();
  if (await firstRow.count()) {
    await firstRow.click();
    await expect(manager.getByTestId('processing-detail-screen')).toBeVisible();
    await expect(manager.getByTestId('print-heading')).toContainText(MILANO);
    await manager.screenshot({ path: `${SHOTS}/print-detail.png`, fullPage: true });
    await manager.pdf({ path: `${SHOTS}/print-detail.pdf`, format: 'A4' });
  }
  await manager.context().close();
});
