import { apiDesk } from './acceptor-helpers.ts';
import { LANGUAGES, languagePage } from './accessibility-sweep.ts';
import { surveyLinkFor } from './survey-helpers.ts';
import { expect, test } from './test.ts';

// The customer answers the exit interview on a phone from the link of their SMS, in Italian and in
// English; the answers reach the visit's detail, and the used link is refused afterwards.

const SHOTS = '/tmp/shots-survey';

const TEXTS = {
  it: { title: 'Com’è andata?', yes: 'Sì', invalid: 'Link non più valido', thanks: 'Grazie!' },
  en: { title: 'How did it go?', yes: 'Yes', invalid: 'Link no longer valid', thanks: 'Thank you!' },
} as const;

for (const language of LANGUAGES) {
  test(`a customer answers the survey from the SMS link at phone width, ${language}; the link then stops working`, async ({
    browser,
  }) => {
    const manager = await apiDesk('manager');
    const { appointmentID, path } = await surveyLinkFor(manager);
    const page = await languagePage(browser, language, { viewport: { width: 390, height: 844 } });
    await page.goto(path);
    const form = page.getByTestId('survey-form');
    await expect(form).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(TEXTS[language].title);
    await page.screenshot({ path: `${SHOTS}/survey-${language}-light.png`, fullPage: true });
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.screenshot({ path: `${SHOTS}/survey-${language}-dark.png`, fullPage: true });
    await page.emulateMedia({ colorScheme: 'light' });

    // Sending with nothing chosen names the unanswered questions and sends nothing.
    await page.getByTestId('survey-submit').click();
    await expect(page.getByTestId('survey-problem')).not.toBeEmpty();
    await expect(form.locator('[aria-invalid="true"]').first()).toBeVisible();

    // Every question is a radio group: answer the yes/no ones with the mouse, the 1–10 ones by keyboard.
    const groups = form.getByRole('radiogroup');
    const count = await groups.count();
    expect(count).toBeGreaterThan(0);
    const expected: string[] = [];
    for (let i = 0; i < count; i += 1) {
      const group = groups.nth(i);
      const yes = group.getByRole('radio', { name: TEXTS[language].yes, exact: true });
      if ((await yes.count()) > 0) {
        // The pill is the radio's label: a tap on it chooses the answer.
        await group.getByTestId(`survey-question-${i}-yes`).click();
        await expect(yes).toBeChecked();
        expected.push('yes');
      } else {
        await group.getByRole('radio', { name: '1', exact: true }).focus();
        await page.keyboard.press('Space');
        for (let step = 0; step < 6; step += 1) await page.keyboard.press('ArrowRight');
        await expect(group.getByRole('radio', { name: '7', exact: true })).toBeChecked();
        expected.push('7');
      }
    }
    await page.getByTestId('survey-notes').fill(`Note ${language}`);
    await page.getByTestId('survey-submit').click();
    await expect(page.getByTestId('survey-answered')).toContainText(TEXTS[language].thanks);

    const detail = await manager.gql<{
      appointment: { survey: { outcome: string; notes: string; answers: { answerText: string }[] } };
    }>(
      'query ($id: ID!) { appointment(appointmentID: $id) { survey { outcome notes answers { answerText } } } }',
      {
        id: appointmentID,
      },
    );
    expect(detail.appointment.survey.outcome).toBe('answered');
    expect(detail.appointment.survey.notes).toBe(`Note ${language}`);
    expect(detail.appointment.survey.answers.map((a) => a.answerText)).toEqual(expected);

    // The same link again: no longer valid.
    await page.goto(path);
    await expect(page.getByTestId('survey-invalid')).toContainText(TEXTS[language].invalid);
    await page.screenshot({ path: `${SHOTS}/survey-used-${language}-light.png`, fullPage: true });
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.screenshot({ path: `${SHOTS}/survey-used-${language}-dark.png`, fullPage: true });
    await manager.api.dispose();
  });
}
