import type { Browser, Page } from '@playwright/test';
import {
  act,
  appointmentByPlate,
  callIntoFreeBox,
  staffPage,
  uniquePlate,
  walkInAtTotem,
} from './customer-helpers.ts';
import { expect, test } from './test.ts';

// /withdraw/:code and /mobile-tracking follow the visit live, like /tracking/:code: the call, the
// job and "vehicle ready" reach both phones without a reload, and the pickup can then be booked.

const SHOTS = '/tmp/customer-shots';

async function phone(browser: Browser, path: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true });
  // The guided tour of /mobile-tracking has been seen on this phone.
  await context.addInitScript(() => localStorage.setItem('turno.mobileTrackingTourDone', '1'));
  const page = await context.newPage();
  await page.goto(path);
  // A mark that a reload would wipe.
  await page.evaluate(() => {
    (window as unknown as { __sameLoad: boolean }).__sameLoad = true;
  });
  return page;
}

const sameLoad = (page: Page) =>
  page.evaluate(() => (window as unknown as { __sameLoad?: boolean }).__sameLoad);

test('the pickup page and mobile tracking turn to "ready" live when the job ends', async ({ browser }) => {
  test.setTimeout(60_000);
  const plate = uniquePlate('LV');
  const { code, workshopID } = await walkInAtTotem(browser, plate);

  const withdraw = await phone(browser, `/withdraw/${code}`);
  await expect(withdraw.getByTestId('withdrawal-not-ready')).toBeVisible();
  const mobile = await phone(browser, `/mobile-tracking?code=${code}`);
  await expect(mobile.getByTestId('mobile-tracking-pickup')).toContainText('non è ancora pronto');
  const status = mobile.getByTestId('tracking-status');
  await expect(status).toHaveAttribute('data-phase', 'waiting');

  const acceptor = await staffPage(browser, 'acceptor1');
  const id = await appointmentByPlate(acceptor, workshopID, plate);
  const box = await callIntoFreeBox(acceptor, workshopID, id);
  await expect(status).toHaveAttribute('data-phase', 'called');
  await expect(mobile.getByTestId('tracking-box')).toHaveText(box);
  await act(acceptor, 'jobStart', id);
  await expect(status).toHaveAttribute('data-phase', 'inService');
  await act(acceptor, 'jobEnd', id);
  await expect(status).toHaveAttribute('data-phase', 'jobDone');

  // Ready: both pages offer the pickup, on the same page load.
  await expect(mobile.getByTestId('mobile-tracking-book')).toBeVisible();
  await expect(withdraw.getByTestId('withdrawal-picker')).toBeVisible();
  await expect(withdraw.getByTestId('withdrawal-not-ready')).toHaveCount(0);
  expect(await sameLoad(mobile)).toBe(true);
  expect(await sameLoad(withdraw)).toBe(true);
  await mobile.screenshot({ path: `${SHOTS}/mobile-tracking-ready-390x844-it.png`, fullPage: true });
  await withdraw.screenshot({ path: `${SHOTS}/withdraw-ready-390x844-it.png`, fullPage: true });
});
