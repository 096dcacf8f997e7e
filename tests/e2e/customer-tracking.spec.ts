import { type Browser, expect, type Page, test } from '@playwright/test';
import {
  act,
  api,
  appointmentByPlate,
  callIntoFreeBox,
  MILANO,
  SHOTS,
  signInDevice,
  staffPage,
  uniquePlate,
} from './customer-helpers.ts';

interface Totem {
  totemID: string;
  workshopID: string;
  workshopName: string;
  totemQueues: { queueID: string }[];
}

/** A walk-in registered through the totem API (as the kiosk does); the tracking code it gets. */
async function walkInAtTotem(browser: Browser, plate: string) {
  const page = await (await browser.newContext()).newPage();
  await signInDevice(page, '/totem', 'totem');
  const { myTotems } = await api<{ myTotems: Totem[] }>(
    page,
    '{ myTotems { totemID workshopID workshopName totemQueues { queueID } } }',
  );
  const totem = myTotems.find((item) => item.workshopName === MILANO)!;
  const { vehicleBrands } = await api<{ vehicleBrands: { vehicleBrandID: string }[] }>(
    page,
    '{ vehicleBrands { vehicleBrandID } }',
  );
  const { totemRegisterWalkIn } = await api<{ totemRegisterWalkIn: { welcome: { code: string } } }>(
    page,
    `mutation ($input: TotemWalkInInput!) { totemRegisterWalkIn(input: $input) { welcome { code } formErrors { field } } }`,
    {
      input: {
        totemID: totem.totemID,
        queueID: totem.totemQueues[0]!.queueID,
        vehicleBrandID: vehicleBrands[0]!.vehicleBrandID,
        licensePlate: plate,
        name: 'Tina Traccia',
        mobile: '+393471234567',
        description: 'Prova tracking',
      },
    },
  );
  await page.context().close();
  return { code: totemRegisterWalkIn.welcome.code, workshopID: totem.workshopID };
}

async function phone(browser: Browser, path: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true });
  const page = await context.newPage();
  await page.goto(path);
  return page;
}

test('a phone follows its visit from waiting to called to job done without reloading', async ({
  browser,
}) => {
  const plate = uniquePlate('TR');
  const { code, workshopID } = await walkInAtTotem(browser, plate);
  const page = await phone(browser, `/tracking/${code}`);
  const status = page.getByTestId('tracking-status');
  await expect(status).toHaveAttribute('data-phase', 'waiting');
  await expect(page.getByTestId('tracking-position')).toBeVisible();
  // Only the masked plate reaches the page.
  await expect(page.getByTestId('tracking-plate')).toHaveText(
    `${plate.slice(0, 2)}${'•'.repeat(plate.length - 4)}${plate.slice(-2)}`,
  );
  await expect(page.getByText(plate)).toHaveCount(0);
  await page.screenshot({ path: `${SHOTS}/tracking-390x844-waiting-it.png`, fullPage: true });

  const acceptor = await staffPage(browser, 'acceptor1');
  const id = await appointmentByPlate(acceptor, workshopID, plate);
  const box = await callIntoFreeBox(acceptor, workshopID, id);
  await expect(status).toHaveAttribute('data-phase', 'called');
  await expect(page.getByTestId('tracking-box')).toHaveText(box);
  await page.screenshot({ path: `${SHOTS}/tracking-390x844-called-it.png`, fullPage: true });

  await act(acceptor, 'jobStart', id);
  await expect(status).toHaveAttribute('data-phase', 'inService');
  await act(acceptor, 'jobEnd', id);
  await expect(status).toHaveAttribute('data-phase', 'jobDone');
  await expect(page.getByTestId('tracking-step-inService')).toHaveAttribute('data-state', 'done');
  await expect(page.getByTestId('tracking-step-jobDone')).toHaveAttribute('data-state', 'current');
  await page.screenshot({ path: `${SHOTS}/tracking-390x844-jobdone-it.png`, fullPage: true });

  await page.goto(`/tracking/${code}?lng=en`);
  await expect(page.getByTestId('tracking-status')).toContainText('Work completed');
  await page.screenshot({ path: `${SHOTS}/tracking-390x844-jobdone-en.png`, fullPage: true });
});

test('an unknown link says it is no longer valid', async ({ browser }) => {
  const page = await phone(browser, '/tracking/AAAAAAAAAAAAAAAAAAAAAA');
  await expect(page.getByTestId('tracking-not-found')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/tracking-390x844-invalid-it.png`, fullPage: true });
});
