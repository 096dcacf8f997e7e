import { privacyNoticeEn } from '../../client/src/features/privacy/notice-i18n.en.ts';
import { privacyNoticeIt } from '../../client/src/features/privacy/notice-i18n.it.ts';
import { totemEn } from '../../client/src/features/totem/i18n.en.ts';
import { totemIt } from '../../client/src/features/totem/i18n.it.ts';
import { apiDesk } from './acceptor-helpers.ts';
import { LANGUAGES, languagePage } from './accessibility-sweep.ts';
import {
  appointmentByPlate,
  MILANO,
  milanoTotem,
  openTotem,
  staffPage,
  uniquePlate,
} from './customer-helpers.ts';
import { surveyLinkFor } from './survey-helpers.ts';
import { expect, test } from './test.ts';

// Where customers give their data (the totem's walk-in form, the survey page): the short privacy
// notice, its full text in a dialog opened and closed from the keyboard, and at the totem the SMS
// consent, never ticked for the customer (decision 0021). Texts come from the dictionaries, so a
// screen in the wrong language fails.

const SHOTS = '/tmp/shots-privacy';
const NOTICE = { it: privacyNoticeIt, en: privacyNoticeEn } as const;
const TOTEM = { it: totemIt, en: totemEn } as const;
/** A phrase of the default notice in each language (shared/privacy/privacy-notice.ts). */
const CONTROLLER = { it: 'Titolare del trattamento', en: 'The controller of your data' } as const;

for (const language of LANGUAGES) {
  test(`totem walk-in, ${language}: the notice opens from the keyboard, the SMS box is the customer's choice`, async ({
    browser,
  }) => {
    const page = await openTotem(browser, language);
    await page.getByTestId('totem-no-appointment').click();
    await page.getByTestId('totem-queue').first().click();
    const form = page.getByTestId('totem-walk-in-form');
    await expect(form.getByTestId('privacy-notice')).toContainText(
      NOTICE[language].totemSummary.replace('{{workshop}}', MILANO),
    );

    const consent = page.getByRole('checkbox', { name: NOTICE[language].smsConsent });
    await expect(consent).not.toBeChecked();

    const plate = uniquePlate('PN');
    await page.getByTestId('totem-brand').selectOption({ index: 1 });
    await page.getByTestId('totem-plate').fill(plate);
    await page.getByTestId('totem-name').fill('Paola Notizia');
    await page.getByTestId('totem-mobile').fill('3471234567');
    await page.getByTestId('totem-description').fill('Tagliando');
    // From the last field, Tab reaches the SMS box: Space ticks and unticks it.
    await page.keyboard.press('Tab');
    await expect(consent).toBeFocused();
    await page.keyboard.press('Space');
    await expect(consent).toBeChecked();
    await page.screenshot({ path: `${SHOTS}/totem-form-${language}-light.png` });
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.screenshot({ path: `${SHOTS}/totem-form-${language}-dark.png` });
    await page.emulateMedia({ colorScheme: 'light' });

    // Then Tab reaches the notice's button: Enter opens the full text, Escape closes it.
    await page.keyboard.press('Tab');
    const open = page.getByTestId('privacy-notice-open');
    await expect(open).toBeFocused();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAccessibleName(new RegExp(`^${NOTICE[language].title.split(' ·')[0]}`));
    await expect(dialog.getByTestId('privacy-notice-text')).toContainText(CONTROLLER[language]);
    await expect(dialog.getByTestId('privacy-notice-close')).toBeFocused();
    await page.screenshot({ path: `${SHOTS}/totem-notice-${language}-light.png` });
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.screenshot({ path: `${SHOTS}/totem-notice-${language}-dark.png` });
    await page.emulateMedia({ colorScheme: 'light' });
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(open).toBeFocused();

    // Declined in Italian, agreed in English: the welcome promises the SMS only when agreed.
    if (language === 'it') {
      await consent.focus();
      await page.keyboard.press('Space');
      await expect(consent).not.toBeChecked();
    }
    await page.getByTestId('totem-walk-in-submit').click();
    await expect(page.getByTestId('totem-welcome')).toBeVisible();
    const expected = language === 'it' ? TOTEM.it.doneLinkNoSms : TOTEM.en.doneLink;
    await expect(page.getByTestId('totem-welcome')).toContainText(expected);

    // Staff see the answer on the visit: its detail row, and the line of its history.
    const { workshopID } = await milanoTotem(page);
    const staff = await staffPage(browser, 'acceptor1');
    await staff.goto(`/Processings/${await appointmentByPlate(staff, workshopID, plate)}`);
    const row = staff.getByTestId('detail-smsConsent');
    await expect(row).toContainText(language === 'it' ? 'Rifiutati al totem' : 'Accettati al totem');
    await expect(
      staff.getByText(
        language === 'it'
          ? 'Il cliente non vuole SMS sulla visita'
          : 'Il cliente accetta gli SMS sulla visita',
      ),
    ).toBeVisible();
  });

  test(`survey page at phone width, ${language}: the notice under the notes opens and closes by keyboard`, async ({
    browser,
  }) => {
    const manager = await apiDesk('manager');
    const { path } = await surveyLinkFor(manager);
    const page = await languagePage(browser, language, { viewport: { width: 390, height: 844 } });
    await page.goto(path);
    const notice = page.getByTestId('survey-form').getByTestId('privacy-notice');
    await expect(notice).toBeVisible();
    await page.getByTestId('survey-notes').focus();
    await page.keyboard.press('Tab');
    const open = page.getByTestId('privacy-notice-open');
    await expect(open).toBeFocused();
    await expect(open).toHaveText(NOTICE[language].open);
    await notice.screenshot({ path: `${SHOTS}/survey-notice-line-${language}.png` });
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByTestId('privacy-notice-text')).toContainText(CONTROLLER[language]);
    await page.screenshot({ path: `${SHOTS}/survey-notice-${language}-light.png` });
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.screenshot({ path: `${SHOTS}/survey-notice-${language}-dark.png` });
    await page.emulateMedia({ colorScheme: 'light' });
    await page.keyboard.press('Enter'); // the focused Close button
    await expect(dialog).toHaveCount(0);
    await expect(open).toBeFocused();
  });
}
