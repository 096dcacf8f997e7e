import type { Page } from '@playwright/test';
import { totemEn } from '../../client/src/features/totem/i18n.en.ts';
import { totemIt } from '../../client/src/features/totem/i18n.it.ts';
import {
  deskBooking,
  deskWalkIn,
  milanoTotem,
  openTotem,
  SHOTS,
  staffPage,
  uniquePlate,
} from './customer-helpers.ts';
import { expect, test } from './test.ts';

/**
 * The totem's flows at kiosk size in Italian and English: the ends customer-totem.spec.ts walks in
 * Italian only, and the ones it does not walk at all (a plate already in the workshop, "no
 * appointment found" left by its start-over button, two totems checking one plate in at once).
 * Texts come from the totem's own dictionaries, so a screen in the wrong language fails.
 */
const TEXTS = { it: totemIt, en: totemEn } as const;
type Language = keyof typeof TEXTS;

/** From the start screen, the walk-in form of the totem's first queue filled for `plate`. */
async function fillWalkIn(page: Page, plate: string) {
  await page.getByTestId('totem-no-appointment').click();
  await page.getByTestId('totem-queue').first().click();
  await page.getByTestId('totem-brand').selectOption({ index: 1 });
  await page.getByTestId('totem-plate').fill(plate);
  await page.getByTestId('totem-name').fill('Gara Totem');
  await page.getByTestId('totem-mobile').fill('3471234567');
  await page.getByTestId('totem-description').fill('Controllo luci');
}

/** From the start screen, a search by plate on the "I have an appointment" side. */
async function searchBooking(page: Page, plate: string) {
  await page.getByTestId('totem-have-appointment').click();
  await page.getByTestId('totem-search-input').fill(plate);
  await page.getByTestId('totem-search-submit').click();
}

async function expectAskStaff(page: Page, lng: Language) {
  const askStaff = page.getByTestId('totem-ask-staff');
  await expect(askStaff).toContainText(TEXTS[lng].askStaffTitle);
  await expect(askStaff).toContainText(TEXTS[lng].askStaffText);
}

async function backToStart(page: Page, lng: Language) {
  await page.getByTestId('totem-back-to-start').click();
  await expect(page.getByTestId('totem-kiosk')).toHaveAttribute('data-step', 'start');
  await expect(page.getByTestId('totem-have-appointment')).toContainText(TEXTS[lng].haveAppointment);
}

for (const lng of ['it', 'en'] as const) {
  test(`${lng}: a walk-in is welcomed, and the same plate again is sent to staff`, async ({ browser }) => {
    const page = await openTotem(browser, lng);
    const plate = uniquePlate('WA');
    await fillWalkIn(page, plate);
    await page.getByTestId('totem-walk-in-submit').click();
    await expect(page.getByTestId('totem-welcome')).toContainText(TEXTS[lng].doneTitle);
    await backToStart(page, lng);

    // The car is in the workshop now: typed differently, it is still the same plate.
    await fillWalkIn(page, `${plate.slice(0, 2).toLowerCase()} ${plate.slice(2)}`);
    await page.getByTestId('totem-walk-in-submit').click();
    await expectAskStaff(page, lng);
    await page.screenshot({ path: `${SHOTS}/totem-1080x1920-ask-staff-${lng}.png` });
    await backToStart(page, lng);
  });

  test(`${lng}: bookings of today, of a car already in, of another day, and none found`, async ({
    browser,
  }) => {
    const page = await openTotem(browser, lng);
    const acceptor = await staffPage(browser, 'acceptor1');
    const { workshopID, queueIDs } = await milanoTotem(page);
    const queueID = queueIDs[0]!;
    const [today, alreadyIn, future, unknown] = ['BT', 'BL', 'BF', 'BN'].map((prefix) => uniquePlate(prefix));
    // Booked for this very moment: today in the workshop's zone whatever the hour.
    await deskBooking(acceptor, workshopID, queueID, today!, new Date());
    await deskBooking(acceptor, workshopID, queueID, alreadyIn!, new Date());
    await deskWalkIn(acceptor, workshopID, queueID, alreadyIn!);
    await deskBooking(acceptor, workshopID, queueID, future!, new Date(Date.now() + 3 * 86_400_000));

    await searchBooking(page, today!);
    await page.getByTestId('totem-booking').click();
    await expect(page.getByTestId('totem-confirm')).toContainText(TEXTS[lng].confirmTitle);
    await page.getByTestId('totem-confirm-submit').click();
    await expect(page.getByTestId('totem-welcome')).toContainText(TEXTS[lng].doneTitle);
    await backToStart(page, lng);

    // Booked, but the car came in as a walk-in at the desk: the booking stays for staff to sort out.
    await searchBooking(page, alreadyIn!);
    await page.getByTestId('totem-booking').click();
    await page.getByTestId('totem-confirm-submit').click();
    await expectAskStaff(page, lng);
    await backToStart(page, lng);

    await searchBooking(page, future!);
    await page.getByTestId('totem-booking').click();
    await expect(page.getByTestId('totem-future')).toContainText(TEXTS[lng].futureTitle);
    await expect(page.getByTestId('totem-future-date')).toBeVisible();
    await backToStart(page, lng);

    await searchBooking(page, unknown!);
    const none = page.getByTestId('totem-no-booking');
    await expect(none).toContainText(TEXTS[lng].noBookingHint);
    await none.getByTestId('totem-back-to-start').click();
    await expect(page.getByTestId('totem-kiosk')).toHaveAttribute('data-step', 'start');
    await expect(page.getByTestId('totem-have-appointment')).toContainText(TEXTS[lng].haveAppointment);
  });
}

test('two totems racing the same plate: exactly one succeeds', async ({ browser }) => {
  const totems = { it: await openTotem(browser, 'it'), en: await openTotem(browser, 'en') };
  const plate = uniquePlate('RC');
  await fillWalkIn(totems.it, plate);
  await fillWalkIn(totems.en, plate);
  await Promise.all([
    totems.it.getByTestId('totem-walk-in-submit').click(),
    totems.en.getByTestId('totem-walk-in-submit').click(),
  ]);

  const ends: Partial<Record<Language, string>> = {};
  for (const lng of ['it', 'en'] as const) {
    const kiosk = totems[lng].getByTestId('totem-kiosk');
    await expect(kiosk).toHaveAttribute('data-step', /^(welcome|askStaff)$/);
    const welcomed = (await kiosk.getAttribute('data-step')) === 'welcome';
    ends[lng] = welcomed ? 'welcome' : 'askStaff';
    if (welcomed) await expect(totems[lng].getByTestId('totem-welcome')).toContainText(TEXTS[lng].doneTitle);
    else await expectAskStaff(totems[lng], lng);
  }
  expect(Object.values(ends).sort()).toEqual(['askStaff', 'welcome']);
});
