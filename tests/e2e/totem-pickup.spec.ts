import type { Browser, Page } from '@playwright/test';
import { totemEn } from '../../client/src/features/totem/i18n.en.ts';
import { totemIt } from '../../client/src/features/totem/i18n.it.ts';
import { withdrawalEn } from '../../client/src/features/withdrawal/i18n.en.ts';
import { withdrawalIt } from '../../client/src/features/withdrawal/i18n.it.ts';
import { confirmAction } from './acceptor-helpers.ts';
import {
  api,
  callIntoFreeBox,
  MILANO,
  openTotem,
  readyForPickup,
  SHOTS,
  signInDevice,
  staffPage,
  uniquePlate,
  walkInAtTotem,
} from './customer-helpers.ts';
import { expect, test } from './test.ts';

/**
 * "Vehicle ready for pickup" and "pickup booking" at the totem, at kiosk size (spec §2; docs/
 * decisions/0009): a ready car is collected through the pickup queue, called by the monitor and
 * handed over at the box; a car not ready and an unknown plate get the spec's messages; a pickup
 * time is booked from the kiosk; the workshop's assisted switches send customers to the desk.
 */
const TEXTS = { it: totemIt, en: totemEn } as const;
const PICKUP_TEXTS = { it: withdrawalIt, en: withdrawalEn } as const;

/** From the start screen, "collect my vehicle" and a search for `search`. */
async function findVehicle(totem: Page, search: string) {
  await totem.getByTestId('totem-collect-vehicle').click();
  await totem.getByTestId('totem-search-input').fill(search);
  await totem.getByTestId('totem-search-submit').click();
}

async function openMonitor(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext({ viewport: { width: 1920, height: 1080 } })).newPage();
  await signInDevice(page, '/monitor', 'monitor');
  await page.getByTestId('monitor-picker-option').filter({ hasText: MILANO }).click();
  await expect(page.getByTestId('monitor-board')).toBeVisible();
  return page;
}

/** The visit's pickups (children), as staff read them. */
async function pickupsOf(staff: Page, appointmentID: string) {
  const { appointment } = await api<{
    appointment: { statusCode: number; children: { appointmentID: string; statusCode: number }[] };
  }>(
    staff,
    'query ($id: ID!) { appointment(appointmentID: $id) { statusCode children { appointmentID statusCode } } }',
    { id: appointmentID },
  );
  return appointment;
}

async function visitOfPlate(staff: Page, workshopID: string, plate: string): Promise<string> {
  const { appointments } = await api<{
    appointments: { nodes: { appointmentID: string; licensePlate: string; type: string }[] };
  }>(
    staff,
    'query ($filter: AppointmentFilter!) { appointments(filter: $filter) { nodes { appointmentID licensePlate type } } }',
    { filter: { workshopID, search: plate } },
  );
  return appointments.nodes.find((n) => n.licensePlate === plate && n.type !== 'withdrawal')!.appointmentID;
}

for (const lng of ['it', 'en'] as const) {
  test(`${lng}: a ready vehicle is queued at the totem, called by the monitor and handed over at the box`, async ({
    browser,
  }) => {
    test.setTimeout(90_000);
    const plate = uniquePlate('RT');
    const { workshopID } = await readyForPickup(browser, plate);
    const monitor = await openMonitor(browser);
    const totem = await openTotem(browser, lng);

    await findVehicle(totem, plate);
    const ready = totem.getByTestId('totem-vehicle-ready');
    await expect(ready).toContainText(TEXTS[lng].vehicleReadyTitle);
    await expect(ready).not.toContainText(plate);
    await totem.screenshot({ path: `${SHOTS}/totem-pickup-ready-${lng}.png` });
    await totem.getByTestId('totem-collect-now').click();
    const welcome = totem.getByTestId('totem-welcome');
    await expect(welcome).toHaveAttribute('data-pickup', 'true');
    await expect(welcome).toContainText(TEXTS[lng].pickupDoneTitle);
    await expect(totem.getByTestId('totem-welcome-next')).toHaveText(TEXTS[lng].pickupDoneUnpaid);
    await expect(totem.getByTestId('totem-welcome-position')).toContainText(/\d/);
    await totem.screenshot({ path: `${SHOTS}/totem-pickup-queued-${lng}.png` });
    // Found again, the vehicle offers the place already held, not a second one.
    await totem.getByTestId('totem-back-to-start').click();
    await findVehicle(totem, plate);
    await expect(totem.getByTestId('totem-collect-now')).toContainText(TEXTS[lng].showMyPlace);
    await expect(totem.getByTestId('totem-collect-now')).toContainText(TEXTS[lng].showMyPlaceHint);

    // The pickup waits in the workshop's pickup queue and is called to a box like anyone else.
    const cashier = await staffPage(browser, 'cashier');
    const acceptor = await staffPage(browser, 'acceptor1');
    const visitID = await visitOfPlate(cashier, workshopID, plate);
    const [pickup] = (await pickupsOf(cashier, visitID)).children.filter((c) => c.statusCode === 3);
    expect(pickup).toBeTruthy();
    const box = await callIntoFreeBox(acceptor, workshopID, pickup!.appointmentID);
    await expect(monitor.getByTestId('monitor-current-plate')).toContainText(plate);
    await expect(monitor.getByTestId('monitor-current-box')).toHaveText(box);

    // At the desk: the pickup's card holds the visit's; the payment first, then the keys.
    await cashier.goto(`/Processings/${pickup!.appointmentID}`);
    const mainCard = cashier.getByTestId('pickup-main-visit');
    await expect(mainCard).toBeVisible();
    await mainCard.getByTestId('action-confirmPayment').click();
    await cashier.getByTestId('dialog-confirmPayment-confirm').click();
    await expect(cashier.getByRole('alertdialog')).toBeHidden();
    await expect(mainCard.getByTestId('customer-status')).toContainText(/Pagat|Paid/);
    await cashier.screenshot({ path: `${SHOTS}/desk-pickup-handover-${lng}.png` });
    await confirmAction(cashier, 'handOverVehicle');
    await expect(cashier.getByTestId('visit-closed').first()).toBeVisible();
    const after = await pickupsOf(cashier, visitID);
    expect(after.statusCode).toBe(11);
    expect(after.children.find((c) => c.appointmentID === pickup!.appointmentID)?.statusCode).toBe(11);
    for (const page of [monitor, totem, cashier, acceptor]) await page.context().close();
  });

  test(`${lng}: a vehicle not ready says so, an unknown plate is not found, both lead back to the start`, async ({
    browser,
  }) => {
    const plate = uniquePlate('NR');
    await walkInAtTotem(browser, plate);
    const totem = await openTotem(browser, lng);

    await findVehicle(totem, plate);
    const notReady = totem.getByTestId('totem-vehicle-not-ready');
    await expect(notReady).toContainText(TEXTS[lng].vehicleNotReadyTitle);
    await expect(totem.getByTestId('totem-vehicle-estimate')).toHaveText(
      TEXTS[lng].vehicleNotReadyNoEstimate,
    );
    await totem.screenshot({ path: `${SHOTS}/totem-pickup-not-ready-${lng}.png` });
    await totem.getByTestId('totem-back-to-start').click();
    await expect(totem.getByTestId('totem-kiosk')).toHaveAttribute('data-step', 'start');

    await findVehicle(totem, uniquePlate('UK'));
    await expect(totem.getByTestId('totem-no-vehicle')).toContainText(TEXTS[lng].noVehicleTitle);
    await totem.emulateMedia({ colorScheme: 'dark' });
    await totem.screenshot({ path: `${SHOTS}/totem-pickup-not-found-${lng}-dark.png` });
    await totem.getByTestId('totem-back-to-start').click();
    await expect(totem.getByTestId('totem-kiosk')).toHaveAttribute('data-step', 'start');
    await expect(totem.getByTestId('totem-collect-vehicle')).toContainText(TEXTS[lng].collectVehicle);
    await totem.context().close();
  });
}

for (const lng of ['it', 'en'] as const) {
  test(`${lng}: a pickup time is booked from the totem`, async ({ browser }) => {
    test.setTimeout(60_000);
    const plate = uniquePlate('BK');
    await readyForPickup(browser, plate);
    const totem = await openTotem(browser, lng);
    if (lng === 'en') await totem.emulateMedia({ colorScheme: 'dark' });
    await findVehicle(totem, plate);
    await totem.getByTestId('totem-book-pickup').click();
    const booking = totem.getByTestId('totem-pickup-booking');
    await expect(booking).toContainText(TEXTS[lng].pickupBookingTitle);
    // The calendar's own words, not their keys: the totem loads the pickup area's texts too.
    await expect(booking).toContainText(PICKUP_TEXTS[lng].chooseTitle);
    await expect(booking).not.toContainText('withdrawal.');
    await totem.locator('[data-testid^="withdrawal-slot-"]:not([disabled])').first().click();
    await expect(totem.getByTestId('withdrawal-confirm')).not.toContainText('withdrawal.');
    await totem.screenshot({ path: `${SHOTS}/totem-pickup-booking-${lng}.png` });
    await totem.getByTestId('withdrawal-confirm').click();
    const booked = totem.getByTestId('totem-pickup-booked');
    await expect(booked).toContainText(TEXTS[lng].pickupBookedTitle);
    await expect(totem.getByTestId('totem-pickup-booked-when')).toContainText(/\d{2}:\d{2}–\d{2}:\d{2}/);
    await totem.screenshot({ path: `${SHOTS}/totem-pickup-booked-${lng}.png` });
    // Found again, the vehicle shows its booked time and offers to collect it, not a second booking.
    await totem.getByTestId('totem-back-to-start').click();
    await findVehicle(totem, plate);
    await expect(totem.getByTestId('totem-vehicle-booked')).toBeVisible();
    await expect(totem.getByTestId('totem-book-pickup')).toHaveCount(0);
    await totem.context().close();
  });
}

test('the assisted switches send customers to the desk', async ({ browser }) => {
  const admin = await staffPage(browser, 'admin');
  const plate = uniquePlate('AS');
  const { workshopID } = await readyForPickup(browser, plate);
  const setAssisted = (value: boolean) =>
    api(
      admin,
      'mutation ($input: UpdateParametersInput!) { updateParameters(input: $input) { formErrors { field } } }',
      { input: { workshopID, assistedCheckin: value, assistedCheckout: value } },
    );
  await setAssisted(true);
  try {
    const totem = await openTotem(browser, 'it');
    await expect(totem.getByTestId('totem-checkin-at-desk')).toContainText(totemIt.atDeskTitle);
    await expect(totem.getByTestId('totem-have-appointment')).toHaveCount(0);
    await expect(totem.getByTestId('totem-no-appointment')).toHaveCount(0);
    await totem.screenshot({ path: `${SHOTS}/totem-assisted-start-it.png` });
    await findVehicle(totem, plate);
    await expect(totem.getByTestId('totem-collect-at-desk')).toHaveText(totemIt.collectAtDesk);
    await expect(totem.getByTestId('totem-collect-now')).toHaveCount(0);
    await totem.context().close();
  } finally {
    await setAssisted(false);
    await admin.context().close();
  }
});
