import type { Browser, Page } from '@playwright/test';
import {
  act,
  appointmentByPlate,
  callIntoFreeBox,
  SHOTS,
  staffPage,
  uniquePlate,
  walkInAtTotem,
} from './customer-helpers.ts';
import { expect, test } from './test.ts';

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
