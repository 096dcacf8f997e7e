import { mkdirSync } from 'node:fs';
import { apiDesk, chooseOption } from './acceptor-helpers.ts';
import { DESK_VIEWPORT, signInAs } from './fixtures.ts';
import { answeredSurveyFor, answerSurvey, surveyLinkFor, visitWithJobEnded } from './survey-helpers.ts';
import { expect, test } from './test.ts';

// The staff's side of the exit interview: a manager sends the survey on request from the visit's
// detail and finds the SMS in the outbox; a manager corrects the customer's answers and notes.

const SHOTS = '/tmp/shots-survey';
test.use({ viewport: DESK_VIEWPORT });

test('a manager sends the survey on request and finds its SMS in the outbox', async ({ page }) => {
  const manager = await apiDesk('manager');
  const appointmentID = await visitWithJobEnded(manager);
  await signInAs(page, 'manager');
  await page.goto(`/Processings/${appointmentID}`);
  const card = page.getByTestId('survey-card');
  await expect(card).toContainText('Nessun questionario inviato');
  await card.getByTestId('survey-send').click();
  await expect(page.getByTestId('survey-card-status')).toContainText('Inviato su richiesta');
  await expect(card.getByTestId('survey-send')).toHaveCount(0);

  await page.goto('/Messaggi');
  await chooseOption(page, 'outbox-kind', 'SMS questionario (su richiesta)');
  const link = page.locator(`a[href="/Processings/${appointmentID}"]`);
  await expect(link).toHaveCount(1);
  await manager.api.dispose();
});

test('a manager corrects the answers and the notes of a visit’s survey', async ({ page }) => {
  mkdirSync(SHOTS, { recursive: true });
  const manager = await apiDesk('manager');
  const appointmentID = await answeredSurveyFor(manager, 'Nota del cliente');
  await signInAs(page, 'manager');
  await page.goto(`/Processings/${appointmentID}`);
  const answers = page.getByTestId('survey-answers');
  await expect(answers).toContainText('Nota del cliente');
  await page.getByTestId('survey-correct').click();
  const dialog = page.getByTestId('survey-correction');
  await expect(dialog).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/survey-correction-it-light.png` });
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.screenshot({ path: `${SHOTS}/survey-correction-it-dark.png` });
  await page.emulateMedia({ colorScheme: 'light' });

  // Every question as stored, its answer chosen: Yes/No by mouse, a 1–10 scale by keyboard.
  const groups = dialog.getByRole('radiogroup');
  const count = await groups.count();
  expect(count).toBeGreaterThan(0);
  const expected: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const group = groups.nth(i);
    const no = group.getByRole('radio', { name: 'No', exact: true });
    if ((await no.count()) > 0) {
      await expect(group.getByRole('radio', { name: 'Sì', exact: true })).toBeChecked();
      await group.getByTestId(`survey-correction-question-${i}-no`).click();
      await expect(no).toBeChecked();
      expected.push('No');
    } else {
      const seven = group.getByRole('radio', { name: '7', exact: true });
      await expect(seven).toBeChecked();
      await seven.focus();
      for (let step = 0; step < 4; step += 1) await page.keyboard.press('ArrowLeft');
      await expect(group.getByRole('radio', { name: '3', exact: true })).toBeChecked();
      expected.push('3');
    }
  }
  await page.getByTestId('survey-correction-notes').fill('Nota corretta dal responsabile');
  await page.getByTestId('survey-correction-save').click();
  await expect(dialog).toHaveCount(0);
  await expect(answers).toContainText('Nota corretta dal responsabile');
  await expect(answers.locator('dd')).toHaveText([...expected, 'Nota corretta dal responsabile']);
  // The correction reaches the visit's history without a reload, though it bumps no visit version.
  await expect(page.getByTestId('history-table')).toContainText('Risposte al questionario corrette');
  await manager.api.dispose();
});

test('the customer’s answers reach an open visit detail as they are sent', async ({ page }) => {
  const manager = await apiDesk('manager');
  const { appointmentID, path } = await surveyLinkFor(manager);
  await signInAs(page, 'manager');
  await page.goto(`/Processings/${appointmentID}`);
  await expect(page.getByTestId('survey-card-status')).toContainText('Inviato su richiesta');
  await expect(page.getByTestId('survey-answers')).toHaveCount(0);
  await expect(page.getByTestId('history-table')).not.toContainText('Questionario compilato');

  await answerSurvey(manager, path, 'Tutto bene, grazie');
  await expect(page.getByTestId('survey-answers')).toContainText('Tutto bene, grazie');
  await expect(page.getByTestId('history-table')).toContainText('Questionario compilato');
  await manager.api.dispose();
});

test('the survey correction dialog in English, dark', async ({ page }) => {
  const manager = await apiDesk('manager');
  const appointmentID = await answeredSurveyFor(manager, 'Customer note');
  await page.emulateMedia({ colorScheme: 'dark' });
  await signInAs(page, 'manager');
  await page.getByTestId('language-switch-en').click();
  await page.goto(`/Processings/${appointmentID}`);
  await page.getByTestId('survey-correct').click();
  await expect(page.getByRole('dialog')).toContainText('Correct the survey answers');
  await page.screenshot({ path: `${SHOTS}/survey-correction-en-dark.png` });
  await page.getByTestId('survey-correction-cancel').click();
  await expect(page.getByTestId('survey-correction')).toHaveCount(0);
  await manager.api.dispose();
});
