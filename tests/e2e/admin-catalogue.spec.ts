import type { Page } from '@playwright/test';
import { PNG_1PX_FILE } from '../support/images.ts';
import { clearDay, typeDay } from './date-picker.ts';
import { signInAs } from './fixtures.ts';
import { expect, test } from './test.ts';

// The catalogue screens: a manager's slogans and exit-interview questions, an admin's vehicle
// brands and models. Each test works on rows it creates with a unique name, except the survey,
// which owns the demo workshop's question list (so it runs alone in its describe).

const unique = (prefix: string) => `${prefix} ${Date.now().toString(36).slice(-5)}`;

/** The texts of the question rows, in order. */
const questionTexts = (page: Page) =>
  page.getByTestId('survey-list').getByTestId('question-label').allInnerTexts();

test('a manager adds a slogan (field errors first), edits it and deletes it', async ({ page }) => {
  const title = unique('Tagliando');
  await signInAs(page, 'manager');
  await page.goto('/Gestione-Slogan');
  await expect(page.getByTestId('slogans-table')).toBeVisible();

  await page.getByTestId('slogan-new').click();
  await expect(page).toHaveURL(/\/Gestione-Slogan\/nuovo$/);
  // Empty title and a duration out of range are refused on their fields, nothing is saved.
  await page.getByTestId('slogan-duration').fill('0');
  await page.getByTestId('slogan-order').fill('due');
  await page.getByTestId('slogan-save').click();
  const form = page.getByTestId('slogan-form');
  await expect(form.getByText('Campo obbligatorio')).toBeVisible();
  await expect(form.getByText('Fuori dall’intervallo consentito')).toBeVisible();
  await expect(form.getByText('Deve essere un numero')).toBeVisible();
  await expect(page.getByTestId('slogan-title')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByTestId('slogan-title')).toBeFocused();

  await page.getByTestId('slogan-title').fill(title);
  await page.getByTestId('slogan-text').fill('Prenoti il tagliando al banco.');
  await page.getByTestId('slogan-order').fill('7');
  await page.getByTestId('slogan-duration').fill('15');
  await page.getByTestId('slogan-save').click();
  await expect(page).toHaveURL(/\/Gestione-Slogan$/);
  const row = page.getByTestId(`slogan-row-${title}`);
  await expect(row).toContainText('Prenoti il tagliando al banco.');
  await expect(row).toContainText('15 s');
  await expect(row).toContainText('Sì');

  await row.getByRole('link', { name: `Modifica lo slogan ${title}` }).click();
  await expect(page.getByTestId('slogan-title')).toHaveValue(title);
  await page.getByTestId('slogan-title').fill(`${title} bis`);
  await page.getByTestId('slogan-visible').click();
  await page.getByTestId('slogan-save').click();
  const edited = page.getByTestId(`slogan-row-${title} bis`);
  await expect(edited).toContainText('No');

  await edited.getByRole('button', { name: `Elimina lo slogan ${title} bis` }).click();
  const dialog = page.getByTestId('dialog-deleteSlogan');
  await expect(dialog).toContainText(`${title} bis`);
  await dialog.getByRole('button', { name: 'Elimina' }).click();
  await expect(edited).toBeHidden();
  await page.reload();
  await expect(page.getByTestId('slogans-table')).toBeVisible();
  await expect(page.getByTestId(`slogan-row-${title} bis`)).toHaveCount(0);
});

test.describe('exit interview', () => {
  test('a manager reorders the questions by keyboard and by dragging, and cannot add an eleventh', async ({
    page,
  }) => {
    // Many steps (two reorders, five questions added, two saves): more than the default budget on a busy machine.
    test.setTimeout(60_000);
    await signInAs(page, 'manager');
    await page.goto('/ExitInterview');
    await expect(page.getByTestId('survey-list')).toBeVisible();
    const before = await questionTexts(page);
    expect(before.length).toBeGreaterThanOrEqual(3);

    // Keyboard-accessible: "Su" on the second question swaps it with the first.
    await page.getByRole('button', { name: 'Sposta su la domanda 2' }).click();
    expect(await questionTexts(page)).toEqual([before[1], before[0], ...before.slice(2)]);

    // Drag and drop: the third question's row dropped on the top edge of the first.
    await page.getByTestId('question-3').dragTo(page.getByTestId('question-1'), {
      sourcePosition: { x: 300, y: 20 },
      targetPosition: { x: 300, y: 2 },
    });
    const dragged = await questionTexts(page);
    expect(dragged[0]).toBe(before[2]);
    expect([...dragged].sort()).toEqual([...before].sort());

    await page.getByTestId('survey-save').click();
    await expect(page.getByText('Domande salvate')).toBeVisible();
    await page.reload();
    await expect(page.getByTestId('survey-list')).toBeVisible();
    expect(await questionTexts(page)).toEqual(dragged);

    // A question needs its text; then fill up to ten.
    await page.getByTestId('survey-add').click();
    await page.getByTestId('question-done').click();
    await expect(page.getByTestId('question-form').getByText('Campo obbligatorio')).toBeVisible();
    await page.getByTestId('question-cancel').click();
    for (let n = dragged.length + 1; n <= 10; n++) {
      await page.getByTestId('survey-add').click();
      await page.getByTestId('question-text').fill(`Domanda aggiunta ${n}`);
      if (n % 2 === 0) {
        await page.getByTestId('question-type-button').click();
        await page.getByRole('option', { name: 'Valore da 1 a 10' }).click();
      }
      await page.getByTestId('question-done').click();
    }
    await expect(page.getByTestId('survey-list').getByTestId('question-label')).toHaveCount(10);
    await expect(page.getByTestId('survey-count')).toHaveText('Raggiunto il massimo di 10 domande');
    await page.getByTestId('survey-add').click();
    await expect(page.getByTestId('question-form')).toBeHidden();
    await expect(
      page.locator('[data-sonner-toast]').getByText('Raggiunto il massimo di 10 domande'),
    ).toBeVisible();

    await page.getByTestId('survey-save').click();
    await expect(page.getByText('Domande salvate')).toBeVisible();
    await page.reload();
    await expect(page.getByTestId('survey-list').getByTestId('question-label')).toHaveCount(10);
    await expect(page.getByTestId('question-10')).toContainText('Domanda aggiunta 10');
    await expect(page.getByTestId('question-10')).toContainText('Valore da 1 a 10');
  });
});

test('an admin adds a brand with a logo and models, moves models away, and cannot delete a brand with models', async ({
  page,
}) => {
  const brand = unique('Marca');
  await signInAs(page, 'admin');
  await page.goto('/Veicoli');
  await expect(page.getByTestId('brands-table')).toBeVisible();

  await page.getByTestId('brand-new').click();
  const form = page.getByTestId('brand-form');
  await page.getByTestId('brand-position').fill('primo');
  await page.getByTestId('brand-save').click();
  await expect(form.getByText('Campo obbligatorio')).toBeVisible();
  await expect(form.getByText('Deve essere un numero')).toBeVisible();
  await expect(page.getByTestId('brand-name')).toHaveAttribute('aria-invalid', 'true');

  await page.getByTestId('brand-name').fill(brand);
  await page.getByTestId('brand-position').fill('90');
  await page.getByTestId('brand-aliases').fill(' MX,, Emme ');
  const chooser = page.waitForEvent('filechooser');
  await page.getByTestId('brand-logo').getByRole('button', { name: 'Scegli un’immagine' }).click();
  await (await chooser).setFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG_1PX_FILE });
  await expect(page.getByTestId('brand-logo').locator('img')).toBeVisible();
  await page.getByTestId('brand-save').click();
  await expect(form).toBeHidden();

  const row = page.getByTestId(`brand-row-${brand}`);
  await expect(row).toContainText('MX, Emme');
  await expect(row.getByRole('img', { name: brand })).toHaveAttribute('src', /^data:image\/png;base64,/);

  await row.getByRole('link', { name: `Modelli di ${brand}` }).click();
  await expect(page).toHaveURL(/\/Modelli\?marca=/);
  await expect(page.getByTestId('models-table-empty')).toBeVisible();
  await page.getByTestId('model-add').click();
  await expect(page.getByTestId('model-add-form').getByText('Campo obbligatorio')).toBeVisible();
  const models = ['Uno', 'Due', 'Tre'].map((n) => `${brand} ${n}`);
  for (const name of models) {
    await page.getByTestId('model-name').fill(name);
    await page.getByTestId('model-add').click();
    await expect(page.getByTestId(`model-row-${name}`)).toBeVisible();
  }
  // The same name twice in one brand is refused on the field.
  await page.getByTestId('model-name').fill(models[0]!);
  await page.getByTestId('model-add').click();
  await expect(page.getByTestId('model-add-form').getByText('Già in uso')).toBeVisible();

  await page.getByTestId(`model-select-${models[0]}`).click();
  await page.getByTestId(`model-select-${models[1]}`).click();
  await expect(page.getByTestId('models-move')).toContainText('2 modelli selezionati');
  await page.getByTestId('models-move-target-button').click();
  await page.getByRole('option', { name: 'Fiat' }).click();
  await page.getByTestId('models-move-submit').click();
  await expect(page.getByText('2 modelli spostati in Fiat')).toBeVisible();
  await expect(page.getByTestId(`model-row-${models[0]}`)).toBeHidden();
  await expect(page.getByTestId(`model-row-${models[2]}`)).toBeVisible();

  // Fiat now lists them.
  await page.getByTestId('models-brand-button').click();
  await page.getByRole('option', { name: 'Fiat', exact: true }).click();
  await expect(page.getByTestId(`model-row-${models[0]}`)).toBeVisible();
  await expect(page.getByTestId(`model-row-${models[1]}`)).toBeVisible();

  // A brand with a model left cannot be deleted: the reason says what to do.
  await page.goto('/Veicoli');
  await page.getByRole('button', { name: `Elimina la marca ${brand}` }).click();
  await page.getByTestId('dialog-deleteBrand').getByRole('button', { name: 'Elimina' }).click();
  await expect(page.getByText(`La marca ${brand} ha 1 modello: spostalo o eliminalo prima.`)).toBeVisible();
  await expect(page.getByTestId(`brand-row-${brand}`)).toBeVisible();
});

test('an admin keeps reject reasons, SMS senders and news; bad input shows on the field; a sender in use stays', async ({
  page,
}) => {
  const reason = unique('Motivo');
  await signInAs(page, 'admin');
  // The demo admin holds no workshop role, yet may configure any workshop's slogans.
  await page.goto('/Gestione-Slogan');
  await expect(page.getByTestId('slogans-table')).toBeVisible();
  await page.goto('/Motivi-Rifiuto');
  await expect(page.getByTestId('reject-reasons-table')).toBeVisible();
  await page.getByTestId('reject-reasons-add-submit').click();
  await expect(page.getByTestId('reject-reasons-add-form').getByText('Campo obbligatorio')).toBeVisible();
  await page.getByTestId('reject-reasons-add-name').fill('cliente ha rinunciato');
  await page.getByTestId('reject-reasons-add-submit').click();
  await expect(page.getByTestId('reject-reasons-add-form').getByText('Già in uso')).toBeVisible();
  await page.getByTestId('reject-reasons-add-name').fill(reason);
  await page.getByTestId('reject-reasons-add-submit').click();
  await expect(page.getByTestId(`reject-reasons-row-${reason}`)).toBeVisible();
  await expect(page.getByTestId('reject-reasons-add-name')).toHaveValue('');

  await page.getByRole('button', { name: `Modifica ${reason}` }).click();
  await page.getByTestId('reject-reasons-edit-name').fill(`${reason} bis`);
  await page.getByTestId('reject-reasons-edit-submit').click();
  await expect(page.getByTestId(`reject-reasons-row-${reason} bis`)).toBeVisible();
  await page.getByRole('button', { name: `Elimina ${reason} bis` }).click();
  await page.getByTestId('reject-reasons-delete-dialog').getByRole('button', { name: 'Elimina' }).click();
  await expect(page.getByTestId(`reject-reasons-row-${reason} bis`)).toBeHidden();

  // A sender: at most 11 letters and digits; one a workshop sends with cannot be deleted.
  await page.goto('/Mittenti-Sms');
  await page.getByTestId('sms-senders-add-name').fill('Turno!');
  await page.getByTestId('sms-senders-add-submit').click();
  await expect(page.getByTestId('sms-senders-add-form').getByText('Valore non valido')).toBeVisible();
  // Once submitted, the field is checked as the user types.
  await page.getByTestId('sms-senders-add-name').fill('TurnoTorino1');
  await expect(page.getByTestId('sms-senders-add-form').getByText('Troppo lungo')).toBeVisible();
  await expect(page.getByTestId('sms-senders-row-TurnoTorino1')).toHaveCount(0);
  await page.getByRole('button', { name: 'Elimina TurnoMilano' }).click();
  await page.getByTestId('sms-senders-delete-dialog').getByRole('button', { name: 'Elimina' }).click();
  await expect(page.getByText('Un’officina invia gli SMS con questo mittente')).toBeVisible();
  await expect(page.getByTestId('sms-senders-row-TurnoMilano')).toBeVisible();

  // News: the day is picked (DD/MM/YYYY) and required; a future one is scheduled.
  const title = unique('Novità');
  await page.goto('/News');
  await page.getByTestId('news-new').click();
  await page.getByTestId('news-title').fill(title);
  await clearDay(page, 'news-date');
  await page.getByTestId('news-save').click();
  await expect(page.getByTestId('news-form').getByText('Campo obbligatorio')).toBeVisible();
  await typeDay(page, 'news-date', '24/12/2099');
  await expect(page.getByTestId('news-date-input')).toHaveText('24/12/2099');
  await page.getByTestId('news-description').fill('Auguri a tutti.');
  await page.getByTestId('news-save').click();
  const row = page.getByTestId(`news-row-${title}`);
  await expect(row).toContainText('24/12/2099');
  await expect(row).toContainText('Programmata');
});
