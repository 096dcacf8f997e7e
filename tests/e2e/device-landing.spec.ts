import { mkdirSync } from 'node:fs';
import type { Browser, Page } from '@playwright/test';
import { MILANO } from './customer-helpers.ts';
import { DEMO_PASSWORD, signInAs } from './fixtures.ts';
import { expect, test } from './test.ts';

/** Device-landing and totem "not found" screenshots, for a person to look at (not compared). */
const SHOTS = '/tmp/shots-device';
mkdirSync(SHOTS, { recursive: true });

const KIOSK = { width: 1080, height: 1920 };
const LOOKS = [
  { id: 'it-light', language: 'it', colorScheme: 'light' },
  { id: 'en-dark', language: 'en', colorScheme: 'dark' },
  { id: 'en-light', language: 'en', colorScheme: 'light' },
  { id: 'it-dark', language: 'it', colorScheme: 'dark' },
] as const;
type Look = (typeof LOOKS)[number];

/**
 * Notes, in the page itself, whether the staff home or its shell was ever drawn: a device account
 * must go from the sign-in form to its screen without a flash of the staff pages.
 */
async function watchForStaffHome(page: Page) {
  await page.addInitScript(() => {
    const seen = () =>
      document.querySelector('[data-testid="home-welcome"], [data-testid="home-no-roles"]') !== null;
    new MutationObserver(() => {
      if (seen()) document.documentElement.dataset.sawStaffHome = 'yes';
    }).observe(document, { childList: true, subtree: true });
  });
}

/** Signs in at /signin itself, with no page to come back to. */
async function signInAtSignIn(page: Page, userName: string, language = 'it') {
  await page.goto(`/signin?lng=${language}`);
  await page.getByTestId('signin-username').fill(userName);
  await page.getByTestId('signin-password').fill(DEMO_PASSWORD);
  await page.getByTestId('signin-submit').click();
}

async function newDevicePage(browser: Browser, look: Look = LOOKS[0]): Promise<Page> {
  const context = await browser.newContext({
    viewport: KIOSK,
    hasTouch: true,
    colorScheme: look.colorScheme,
  });
  return context.newPage();
}

test('the totem account lands on the totem, with no flash of the staff home', async ({ browser }) => {
  for (const look of LOOKS.slice(0, 2)) {
    const page = await newDevicePage(browser, look);
    await watchForStaffHome(page);
    await signInAtSignIn(page, 'totem', look.language);
    await expect(page).toHaveURL(/\/totem$/);
    await expect(page.getByTestId('totem-picker')).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/landing-totem-${look.id}.png` });
    expect(await page.locator('html').getAttribute('data-saw-staff-home')).toBeNull();
    await expect(page.getByTestId('header-user-name')).toHaveCount(0);
  }
});

test('the monitor account lands on the monitor', async ({ browser }) => {
  for (const look of LOOKS.slice(0, 2)) {
    const context = await browser.newContext({
      viewport: { width: 1920, height: 1080 },
      colorScheme: look.colorScheme,
    });
    const page = await context.newPage();
    await watchForStaffHome(page);
    await signInAtSignIn(page, 'monitor', look.language);
    await expect(page).toHaveURL(/\/monitor$/);
    await expect(page.getByTestId('monitor-picker')).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/landing-monitor-${look.id}.png` });
    expect(await page.locator('html').getAttribute('data-saw-staff-home')).toBeNull();
  }
});

test('a device opening a staff page is sent back to its screen', async ({ browser }) => {
  const page = await newDevicePage(browser);
  await signInAtSignIn(page, 'totem');
  await expect(page).toHaveURL(/\/totem$/);
  for (const path of ['/', '/Checkin', '/Gestione-Totem', '/Utenti', '/no-such-page']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/totem$/);
    await expect(page.getByTestId('totem-picker')).toBeVisible();
  }
  // Signing in again from a staff link also ends on the totem.
  const monitor = await newDevicePage(browser);
  await monitor.goto('/Agenda');
  await expect(monitor).toHaveURL(/\/signin/);
  await monitor.getByTestId('signin-username').fill('monitor');
  await monitor.getByTestId('signin-password').fill(DEMO_PASSWORD);
  await monitor.getByTestId('signin-submit').click();
  await expect(monitor).toHaveURL(/\/monitor$/);
});

test('staff still land on the home page', async ({ page }) => {
  await signInAs(page, 'acceptor1');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('home-welcome')).toBeVisible();
  await expect(page.getByTestId('home-no-roles')).toHaveCount(0);
  await page.goto('/Checkin');
  await expect(page).toHaveURL(/\/Checkin$/);
});

test('the totem "not found" screen has a large back-to-start button, in Italian and English', async ({
  browser,
}) => {
  const labels = { it: 'Torna all’inizio', en: 'Back to start' } as const;
  for (const look of LOOKS) {
    const page = await newDevicePage(browser, look);
    await signInAtSignIn(page, 'totem', look.language);
    await expect(page).toHaveURL(/\/totem$/);
    await page.getByTestId('totem-picker-option').filter({ hasText: MILANO }).click();
    const kiosk = page.getByTestId('totem-kiosk');
    await expect(kiosk).toHaveAttribute('data-step', 'start');

    await page.getByTestId('totem-have-appointment').click();
    await page.getByTestId('totem-search-input').fill(`Nessuno${look.id.replace('-', '')}`);
    await page.getByTestId('totem-search-submit').click();
    await expect(page.getByTestId('totem-no-booking')).toBeVisible();

    const back = page.getByTestId('totem-back-to-start');
    await expect(back).toBeVisible();
    await expect(back).toHaveText(labels[look.language]);
    // Large enough to touch standing at a kiosk, and inside the portrait screen.
    const box = await back.boundingBox();
    expect(box?.height ?? 0).toBeGreaterThanOrEqual(80);
    expect((box?.y ?? KIOSK.height) + (box?.height ?? 0)).toBeLessThanOrEqual(KIOSK.height);
    await page.screenshot({ path: `${SHOTS}/totem-not-found-${look.id}.png` });

    if (look.id === 'it-light') {
      // Reachable from the keyboard, with the focus ring drawn.
      await back.focus();
      await page.keyboard.press('Shift+Tab');
      await page.keyboard.press('Tab');
      await expect(back).toBeFocused();
      await expect(back).toHaveAttribute('data-focus-visible', 'true');
      await page.screenshot({ path: `${SHOTS}/totem-not-found-focus-${look.id}.png` });
      await page.keyboard.press('Enter');
    } else {
      await back.click();
    }
    await expect(kiosk).toHaveAttribute('data-step', 'start');
    await expect(page.getByText(`Nessuno${look.id.replace('-', '')}`)).toHaveCount(0);
  }
});
