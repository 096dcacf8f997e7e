import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { DESK_SHOT_VARIANTS, DESK_VIEWPORT, signInAs, signInForShots } from './fixtures.ts';
import { expect, test } from './test.ts';

// Caricamento appuntamenti (docs/upload.md): a manager uploads the sample XLSX, reads the dry run
// (six bookings to create, two rows refused on their fields), applies it, finds the bookings in the
// Agenda, and undoes the upload. The sample books 4 and 5 March 2030 in Milano's demo queues.

const SAMPLE = fileURLToPath(new URL('../fixtures/appointments-upload-sample.xlsx', import.meta.url));
const OUT = '/tmp/upload-shots';

async function chooseSample(page: Page) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByTestId('uploads-choose-file').click();
  await (await chooser).setFiles(SAMPLE);
}

test('a manager uploads the sample XLSX, applies the dry run, sees the bookings in the Agenda and undoes it', async ({
  page,
}) => {
  await page.setViewportSize(DESK_VIEWPORT);
  await signInAs(page, 'manager');
  await page.goto('/Gestione-Upload');
  await expect(page.getByTestId('uploads-choose')).toBeVisible();
  await chooseSample(page);

  const report = page.getByTestId('upload-report');
  await expect(report.locator('.uploads__status')).toHaveText('Anteprima pronta');
  await expect(report.getByTestId('upload-count-created')).toHaveText('6');
  await expect(report.getByTestId('upload-count-errors')).toHaveText('2');
  // The refused rows say which field is wrong and why, in the screen's language.
  await expect(report.getByTestId('upload-row-8')).toContainText('Targa: La targa ha da 5 a 10 caratteri');
  await expect(report.getByTestId('upload-row-9')).toContainText(
    'Coda: Nessuna coda dell’officina ha questo nome',
  );
  await expect(report.getByTestId('upload-row-2')).toContainText('Crea');

  await page.getByTestId('upload-apply').click();
  await expect(report.locator('.uploads__status')).toHaveText('Completato con successo');
  await expect(report.getByTestId('upload-count-created')).toHaveText('6');

  // Each booking links to its day in the Agenda.
  await report.getByTestId('upload-agenda-2').click();
  await expect(page).toHaveURL(/\/Agenda\?day=2030-03-04$/);
  await expect(page.getByTestId('row-UP101AA')).toContainText('Giulia Conti');
  await expect(page.getByTestId('row-UP104DD')).toContainText('10:00');

  await page.goto('/Gestione-Upload');
  const latest = page.getByTestId('uploads-history').locator('tbody tr').first();
  await expect(latest).toContainText('Completato con successo');
  await latest.getByRole('button').click();
  await page.getByTestId('upload-undo').click();
  await expect(page.getByTestId('upload-undo-dialog')).toBeVisible();
  await page.getByTestId('upload-undo-dialog-confirm').click();
  await expect(report.locator('.uploads__status')).toHaveText('Annullato');
  await expect(page.getByTestId('upload-undone')).toContainText('Annullate 6 prenotazioni; 0 mantenute');

  await page.goto('/Agenda?day=2030-03-04');
  await expect(page.getByTestId('agenda-card')).toBeVisible();
  await expect(page.getByTestId('row-UP101AA')).toHaveCount(0);
});

test('a file of another type is refused with a clear message', async ({ page }) => {
  await signInAs(page, 'acceptor1');
  await page.goto('/Gestione-Upload');
  const chooser = page.waitForEvent('filechooser');
  await page.getByTestId('uploads-choose-file').click();
  await (await chooser).setFiles({
    name: 'foto.xlsx',
    mimeType: 'image/png',
    buffer: Buffer.from('not a spreadsheet'),
  });
  await expect(page.getByTestId('uploads-send-error')).toContainText(
    'Si possono caricare solo file CSV e XLSX',
  );
});

test('the screen names the workshop’s columns, and the preview of a long file pages through every row', async ({
  page,
}) => {
  await signInAs(page, 'acceptor1');
  await page.goto('/Gestione-Upload');
  // The hint is the server's: the required columns with their headers, the queue's from the workshop.
  await expect(page.getByTestId('uploads-format-licensePlate')).toContainText('Targa obbligatoria');
  await expect(page.getByTestId('uploads-format-licensePlate')).toContainText('targa, plate');
  await expect(page.getByTestId('uploads-format-queue')).toContainText('Coda facoltativa');

  // 120 rows: every tenth plate is too short, so 12 rows are refused.
  const lines = ['Targa;Nome;Cellulare;Marca;Modello;Data;Ora'];
  for (let n = 1; n <= 120; n++) {
    const plate = n % 10 === 0 ? `P${n}` : `PG${String(n).padStart(3, '0')}ZZ`;
    lines.push(`${plate};Cliente ${n};3331234567;Fiat;Panda;15/09/2031;${n % 2 ? '09:00' : '10:00'}`);
  }
  const chooser = page.waitForEvent('filechooser');
  await page.getByTestId('uploads-choose-file').click();
  await (await chooser).setFiles({
    name: 'lungo.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`${lines.join('\n')}\n`),
  });
  const report = page.getByTestId('upload-report');
  await expect(report.locator('.uploads__status')).toHaveText('Anteprima pronta');
  await expect(report.getByTestId('upload-count-errors')).toHaveText('12');

  // Fifty rows a page, in file order (the header is row 1).
  const rows = report.getByTestId('upload-rows').locator('tbody tr');
  await expect(rows).toHaveCount(50);
  await expect(report.getByTestId('upload-row-2')).toBeVisible();
  await expect(report.getByTestId('upload-row-51')).toBeVisible();
  await page.getByTestId('upload-rows-pager-next').click();
  await expect(report.getByTestId('upload-row-52')).toBeVisible();
  await expect(report.getByTestId('upload-row-2')).toHaveCount(0);
  await page.getByTestId('upload-rows-pager-next').click();
  await expect(report.getByTestId('upload-row-121')).toBeVisible();
  await expect(rows).toHaveCount(20);
  await expect(page.getByTestId('upload-rows-pager-next')).toBeDisabled();
  await page.getByTestId('upload-rows-pager-previous').click();
  await expect(report.getByTestId('upload-row-101')).toBeVisible();

  // Only the refused rows, each with its reason; back to the first page.
  await page.getByTestId('upload-rows-filter').getByRole('radio', { name: 'Errore' }).click();
  await expect(rows).toHaveCount(12);
  await expect(report.getByTestId('upload-row-11')).toContainText('Targa: La targa ha da 5 a 10 caratteri');
  await expect(report.getByTestId('upload-row-2')).toHaveCount(0);
  await page.getByTestId('upload-rows-filter').getByRole('radio', { name: 'Tutte' }).click();
  await expect(report.getByTestId('upload-row-2')).toBeVisible();

  // The original deleted by the retention meanwhile (the route answers 410): the screen says so.
  await page.route('**/api/files/appointmentsUploadFile/*', (route) =>
    route.fulfill({
      status: 410,
      contentType: 'application/json',
      body: JSON.stringify({ error: { code: 'upload.fileDeleted', message: 'gone' } }),
    }),
  );
  await page.getByTestId('upload-download').click();
  await expect(report.getByTestId('upload-file-deleted')).toHaveText(
    'Il file originale non è più conservato; l’anteprima resta.',
  );
  await expect(page.getByTestId('upload-download')).toHaveCount(0);
  await expect(page.getByTestId('upload-notice')).toHaveCount(0);
});

for (const variant of DESK_SHOT_VARIANTS) {
  test(`screenshots of the upload preview (${variant.id})`, async ({ browser }) => {
    mkdirSync(OUT, { recursive: true });
    const context = await browser.newContext({ viewport: DESK_VIEWPORT, colorScheme: variant.colorScheme });
    const page = await context.newPage();
    await signInForShots(page, 'owner', variant);
    await page.goto('/Gestione-Upload');
    await chooseSample(page);
    await expect(page.getByTestId('upload-report').locator('.uploads__status')).toHaveText(
      variant.language === 'en' ? 'Preview ready' : 'Anteprima pronta',
    );
    await page.screenshot({ path: `${OUT}/upload-preview-${variant.id}.png`, fullPage: true });
    await context.close();
  });
}
