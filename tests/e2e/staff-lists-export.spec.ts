import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { staffListsEn } from '../../client/src/features/appointments/i18n.en.ts';
import { staffListsIt } from '../../client/src/features/appointments/i18n.it.ts';
import { parseCsv } from '../support/csv-file.ts';
import { romeDay } from './customer-helpers.ts';
import { signInAs } from './fixtures.ts';
import { expect, test } from './test.ts';

/**
 * docs/lists-export.md as staff use it: the Agenda's day and the processings as CSV and XLSX from
 * their buttons (one pressed with the keyboard), each file opened and its plates compared with
 * the rows on screen; "Preparing…" while the file comes, and a banner when it fails.
 */
const TEXTS = { it: staffListsIt, en: staffListsEn } as const;

async function download(page: Page, start: () => Promise<void>) {
  const [file] = await Promise.all([page.waitForEvent('download'), start()]);
  return { name: file.suggestedFilename(), bytes: readFileSync(await file.path()) };
}

/** The plates of a list on screen, top to bottom (rows are `{prefix}{plate}`). */
async function screenPlates(page: Page, listTestId: string, prefix = 'row-'): Promise<string[]> {
  return page
    .getByTestId(listTestId)
    .locator(`[data-testid^="${prefix}"]`)
    .evaluateAll(
      (rows, cut) => rows.map((row) => row.getAttribute('data-testid')!.slice(cut)),
      prefix.length,
    );
}

for (const lng of ['it', 'en'] as const) {
  test(`${lng}: the Agenda's day as CSV and XLSX holds the rows on screen, in their order`, async ({
    page,
  }) => {
    await signInAs(page, 'manager');
    await page.goto(`/Agenda?lng=${lng}`);
    await expect(page.getByTestId('agenda-day').locator('[data-testid^="row-"]').first()).toBeVisible();
    const plates = await screenPlates(page, 'agenda-day');

    // The CSV button pressed from the keyboard.
    const csv = await download(page, async () => {
      await page.getByTestId('agenda-export-csv').focus();
      await page.keyboard.press('Enter');
    });
    expect(csv.name).toBe(`Agenda ${romeDay(0)}.csv`);
    const rows = parseCsv(csv.bytes);
    expect(rows[0]?.[2]).toBe(lng === 'it' ? 'Targa' : 'Plate');
    expect(rows.slice(1).map((row) => row[2])).toEqual(plates);

    const xlsx = await download(page, () => page.getByTestId('agenda-export-xlsx').click());
    expect(xlsx.name).toBe(`Agenda ${romeDay(0)}.xlsx`);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(new Uint8Array(xlsx.bytes).buffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getRow(1).getCell(3).value).toBe(lng === 'it' ? 'Targa' : 'Plate');
    expect(sheet.getRows(2, sheet.rowCount - 1)!.map((row) => String(row.getCell(3).value))).toEqual(plates);
  });
}

test('the processings as CSV; "Preparing…" while the file comes, a banner when it fails', async ({
  page,
}) => {
  await signInAs(page, 'manager');
  await page.goto('/Processings?lng=it');
  // The demo's day has vehicles in progress.
  await expect(page.getByTestId('processings-list').locator('[data-testid^="row-"]').first()).toBeVisible();
  const plates = await screenPlates(page, 'processings-list');
  const csv = await download(page, () => page.getByTestId('processings-export-csv').click());
  expect(
    parseCsv(csv.bytes)
      .slice(1)
      .map((row) => row[0]),
  ).toEqual(plates);

  // A slow file: the pressed button says so and takes no second press.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/exports/appointments/**', async (route) => {
    await held;
    await route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":{}}' });
  });
  const button = page.getByTestId('processings-export-xlsx');
  await button.click();
  await expect(button).toContainText(TEXTS.it.export.preparing);
  await expect(button).toHaveAttribute('aria-disabled', 'true');
  await expect(page.getByTestId('processings-export-csv')).toBeDisabled();
  release();
  await expect(page.getByTestId('processings-export-error')).toHaveText(TEXTS.it.export.error);
  await expect(button).toHaveText(TEXTS.it.export.xlsx);
});

test("the check-in desk's bookings of today as CSV", async ({ page }) => {
  await signInAs(page, 'manager');
  await page.goto('/Checkin?lng=en');
  await expect(page.getByTestId('booked-list').locator('[data-testid^="booked-row-"]').first()).toBeVisible();
  const plates = await screenPlates(page, 'booked-list', 'booked-row-');
  const csv = await download(page, () => page.getByTestId('expected-export-csv').click());
  expect(csv.name).toBe('Today’s bookings.csv');
  const rows = parseCsv(csv.bytes);
  expect(rows[0]).toEqual(['Booking', 'Plate', 'Customer', 'Vehicle']);
  expect(rows.slice(1).map((row) => row[1])).toEqual(plates);

  // Everyone waiting, as the desk lists them (queue by queue, in call order).
  const waiting = await screenPlates(page, 'checked-in-list', 'checked-in-row-');
  const waitingCsv = await download(page, () => page.getByTestId('waiting-export-csv').click());
  expect(waitingCsv.name).toBe('Waiting now.csv');
  expect(
    parseCsv(waitingCsv.bytes)
      .slice(1)
      .map((row) => row[1]),
  ).toEqual(waiting);
});
