import { en } from '../../client/src/app/i18n/en.ts';
import { it as itTexts } from '../../client/src/app/i18n/it.ts';
import { apiDesk, chooseOption, registerWalkIn, uniquePlate } from './acceptor-helpers.ts';
import { signInAs } from './fixtures.ts';
import { expect, test } from './test.ts';

/** Looked at by a person, not committed. */
const SHOTS = '/tmp/shots-languages';
const TEXTS = { it: itTexts, en } as const;

/** The user's saved language, as the server has it. */
async function savedLanguage(userName: string) {
  const desk = await apiDesk(userName);
  const { profile } = await desk.gql<{ profile: { preferredLanguage: string } }>(
    '{ profile { preferredLanguage } }',
  );
  await desk.api.dispose();
  return profile.preferredLanguage;
}

// A user no other spec signs in as: their saved language is this test's own.
const USER = 'aftersales';

test("the header's switch saves the user's language: kept after a reload and at the next sign-in elsewhere", async ({
  page,
  browser,
}) => {
  await signInAs(page, USER);
  await expect(page.getByTestId('sign-out')).toHaveText('Esci');
  await page.getByTestId('language-switch-en').click();
  await expect(page.getByTestId('sign-out')).toHaveText('Sign out');
  await expect.poll(() => savedLanguage(USER)).toBe('en');

  await page.reload();
  await expect(page.getByTestId('sign-out')).toHaveText('Sign out');

  // Another browser, nothing remembered: the sign-in page is Italian, the session follows the user.
  const other = await (await browser.newContext()).newPage();
  await other.goto('/signin');
  await expect(other.getByRole('heading', { name: 'Accedi a Turno' })).toBeVisible();
  await signInAs(other, USER, undefined, { followSavedLanguage: true });
  await expect(other.getByTestId('sign-out')).toHaveText('Sign out');
  await expect(other.locator('html')).toHaveAttribute('lang', 'en');

  // Back to Italian, saved too.
  await other.getByTestId('language-switch-it').click();
  await expect(other.getByTestId('sign-out')).toHaveText('Esci');
  await expect.poll(() => savedLanguage(USER)).toBe('it');
});

for (const lng of ['it', 'en'] as const) {
  test(`${lng}: the desk records the customer's language on a walk-in, and the visit's detail shows it`, async ({
    page,
  }) => {
    const texts = TEXTS[lng];
    const plate = uniquePlate('G');
    await signInAs(page, 'acceptor2');
    await page.goto(`/Checkin?lng=${lng}`);
    const form = page.getByTestId('walk-in-form');
    await expect(form).toBeVisible();
    await expect(page.getByTestId('walk-in-language-button')).toContainText(
      texts.checkin.customerLanguage.notKnown,
    );
    await page.getByTestId('walk-in-plate').fill(plate);
    await page.getByTestId('walk-in-name').fill('Jane Walker');
    await page.getByTestId('walk-in-mobile').fill('3331234567');
    await page.getByTestId('walk-in-brand-button').click();
    await page.getByRole('option').first().click();
    await page.getByTestId('walk-in-description').fill('Service');
    await chooseOption(page, 'walk-in-language', 'English');
    await form.screenshot({ path: `${SHOTS}/walk-in-language-${lng}.png` });
    await page.getByTestId('walk-in-submit').click();
    // The form is cleared for the next customer, the language too.
    await expect(page.getByTestId('walk-in-plate')).toHaveValue('');
    await expect(page.getByTestId('walk-in-language-button')).toContainText(
      texts.checkin.customerLanguage.notKnown,
    );

    const desk = await apiDesk('acceptor2');
    const { appointments } = await desk.gql<{
      appointments: { nodes: { appointmentID: string; customerLanguage: string | null }[] };
    }>(
      'query ($filter: AppointmentFilter!) { appointments(filter: $filter) { nodes { appointmentID customerLanguage } } }',
      { filter: { workshopID: desk.workshopID, search: plate } },
    );
    await desk.api.dispose();
    const visit = appointments.nodes[0];
    expect(visit?.customerLanguage).toBe('en');

    await page.goto(`/Processings/${visit?.appointmentID}?lng=${lng}`);
    const row = page.getByTestId('detail-customerLanguage');
    await expect(row).toContainText(texts.checkin.customerLanguage.label);
    await expect(row).toContainText('English');
  });
}

test("the customer's switch on their tracking page becomes the visit's language", async ({ page }) => {
  const desk = await apiDesk('acceptor1');
  const id = await registerWalkIn(desk, 'Tagliando e manutenzione', uniquePlate('T'));
  const visit = () =>
    desk.gql<{ appointment: { trackingCode: string; customerLanguage: string | null } }>(
      'query ($id: ID!) { appointment(appointmentID: $id) { trackingCode customerLanguage } }',
      { id },
    );
  const { appointment } = await visit();
  expect(appointment.customerLanguage).toBeNull();

  await page.goto(`/tracking/${appointment.trackingCode}`);
  await expect(page.getByTestId('tracking-status')).toBeVisible();
  await page.getByTestId('language-switch-en').click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect.poll(async () => (await visit()).appointment.customerLanguage).toBe('en');
  await page.getByTestId('language-switch-it').click();
  await expect.poll(async () => (await visit()).appointment.customerLanguage).toBe('it');
  await desk.api.dispose();
});
