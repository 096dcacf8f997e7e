import type { Page } from '@playwright/test';
import config, { baseURL } from '../../playwright.config.ts';
import { uniquePlate } from './acceptor-helpers.ts';
import { MILANO, signInDevice } from './customer-helpers.ts';
import { signInAs } from './fixtures.ts';
import { expect, test } from './test.ts';

/**
 * Turno installed on a LAN and opened over plain HTTP by a host name that is not loopback (as
 * `http://192.168.1.20:8080` would be): the page is not a secure context, so the browser has no
 * `crypto.randomUUID`. Chromium resolves `turno.lan` to the e2e server, which serves the page as
 * its own origin (the WebSocket's Origin is the Host it came to).
 */
const LAN_HOST = 'turno.lan';
const lanURL = `http://${LAN_HOST}:${new URL(baseURL).port}`;
const launchOptions = config.use?.launchOptions ?? {};
test.use({
  baseURL: lanURL,
  launchOptions: {
    ...launchOptions,
    args: [...(launchOptions.args ?? []), `--host-resolver-rules=MAP ${LAN_HOST} 127.0.0.1`],
  },
});

/** The page really is the LAN install outside a secure context, not localhost. */
async function expectInsecureLanPage(page: Page) {
  expect(new URL(page.url()).host).toBe(new URL(lanURL).host);
  expect(await page.evaluate(() => window.isSecureContext)).toBe(false);
  expect(await page.evaluate(() => typeof crypto.randomUUID)).toBe('undefined');
}

test('over plain HTTP on a LAN: a walk-in registered at the desk reaches the waiting list and its check-in is deleted', async ({
  page,
}) => {
  await page.goto('/signin');
  await expectInsecureLanPage(page);
  await signInAs(page, 'acceptor2');
  await page.goto('/Checkin');
  await expect(page.getByTestId('checkin-screen')).toBeVisible();
  await expect(page.getByTestId('walk-in-form')).toBeVisible();

  const plate = uniquePlate('L');
  await page.getByTestId('walk-in-plate').fill(plate);
  await page.getByTestId('walk-in-name').fill('Lara Rete');
  await page.getByTestId('walk-in-mobile').fill('+39 333 7654321');
  await page.getByTestId('walk-in-brand-button').click();
  await page.getByRole('option').first().click();
  await page.getByTestId('walk-in-description').fill('Tagliando');
  await page.getByTestId('walk-in-submit').click();

  await expect(page.locator('[data-sonner-toast]').getByText(plate)).toBeVisible();
  const row = page.getByTestId(`checked-in-row-${plate}`);
  await expect(row).toBeVisible();
  await expect(page.getByTestId('walk-in-plate')).toHaveValue('');

  // The row's delete takes an idempotency key too; it also leaves the demo's queue as it was. The
  // live list may still be settling, so the click is retried until the dialog opens.
  await expect(async () => {
    await page.getByTestId(`delete-check-in-${plate}`).click();
    await expect(page.getByRole('alertdialog')).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 10_000 });
  await page.getByTestId('dialog-deleteCheckIn-confirm').click();
  await expect(row).toHaveCount(0);
});

test('over plain HTTP on a LAN: a walk-in at the totem is welcomed', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 1080, height: 1920 }, hasTouch: true });
  const page = await context.newPage();
  await page.goto('/signin');
  await expectInsecureLanPage(page);
  await signInDevice(page, '/totem', 'totem');
  await page.getByTestId('totem-picker-option').filter({ hasText: MILANO }).click();
  await expect(page.getByTestId('totem-kiosk')).toHaveAttribute('data-step', 'start');

  await page.getByTestId('totem-no-appointment').click();
  await page.getByTestId('totem-queue').first().click();
  await expect(page.getByTestId('totem-kiosk')).toHaveAttribute('data-step', 'form');
  await page.getByTestId('totem-brand').selectOption({ index: 1 });
  await page.getByTestId('totem-plate').fill(uniquePlate('LT'));
  await page.getByTestId('totem-name').fill('Luca Rete');
  await page.getByTestId('totem-mobile').fill('3477654321');
  await page.getByTestId('totem-description').fill('Spia motore accesa');
  await page.getByTestId('totem-walk-in-submit').click();

  await expect(page.getByTestId('totem-welcome')).toBeVisible();
  await expect(page.getByTestId('totem-welcome-code')).toContainText('/tracking/');
});
