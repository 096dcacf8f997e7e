import { en } from '../../client/src/app/i18n/en.ts';
import { it } from '../../client/src/app/i18n/it.ts';
import { apiDesk, registerWalkIn, uniquePlate } from './acceptor-helpers.ts';
import { signInAs } from './fixtures.ts';
import { expect, test } from './test.ts';

/** Looked at by a person, not committed. */
const SHOTS = '/tmp/shots-desk';
/** The desk's own catalogues, so that a screen in the wrong language fails. */
const TEXTS = { it, en } as const;

for (const lng of ['it', 'en'] as const) {
  test(`${lng}: a walk-in for a car already in the workshop is refused on the plate, and the existing visit opens from there`, async ({
    page,
  }) => {
    const plate = uniquePlate('L');
    const desk = await apiDesk('acceptor1');
    const appointmentID = await registerWalkIn(desk, 'Tagliando e manutenzione', plate);

    await signInAs(page, 'acceptor2');
    await page.goto(`/Checkin?lng=${lng}`);
    await expect(page.getByTestId('checkin-screen')).toBeVisible();
    // Typed as a person might: lower case, with a space.
    await page.getByTestId('walk-in-plate').fill(`${plate.slice(0, 2).toLowerCase()} ${plate.slice(2)}`);
    await page.getByTestId('walk-in-name').fill('Luca Doppio');
    await page.getByTestId('walk-in-mobile').fill('+39 333 1234567');
    await page.getByTestId('walk-in-brand-button').click();
    await page.getByRole('option').first().click();
    await page.getByTestId('walk-in-description').fill('Controllo freni');
    await page.getByTestId('walk-in-submit').click();

    const form = page.getByTestId('walk-in-form');
    await expect(form).toContainText(TEXTS[lng].validation.plateAlreadyLive);
    await expect(page.getByTestId('walk-in-open-existing')).toHaveText(
      TEXTS[lng].checkin.walkIn.openExisting,
    );
    await form.screenshot({ path: `${SHOTS}/checkin-live-plate-${lng}.png` });
    await page.getByTestId('walk-in-open-existing').click();
    await expect(page).toHaveURL(new RegExp(`/Processings/${appointmentID}$`));
    await expect(page.getByTestId('processing-detail-screen')).toContainText(plate);
  });
}
