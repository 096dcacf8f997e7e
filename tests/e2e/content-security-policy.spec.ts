import type { Browser, BrowserContext, Page, Response } from '@playwright/test';
import { MILANO, signInDevice, walkInAtTotem } from './customer-helpers.ts';
import { signInAs } from './fixtures.ts';
import { expect, test } from './test.ts';

// Every screen works under Turno's Content-Security-Policy (server/core/http/security-headers.ts):
// no inline script or style, sockets and pictures from where the policy allows. The browser reports
// each refusal as a `securitypolicyviolation` event and a console error; a screen passes with none.

interface Watched {
  page: Page;
  /** What the browser refused, as `directive: blocked URI`. */
  refusals: () => Promise<string[]>;
}

/** A new page whose CSP refusals are collected from its first script on. */
async function watchedPage(browser: Browser, options: Parameters<Browser['newContext']>[0] = {}) {
  const context: BrowserContext = await browser.newContext(options);
  await context.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspRefusals: string[] }).__cspRefusals = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.violatedDirective}: ${event.blockedURI || 'inline'}`);
    });
  });
  const page = await context.newPage();
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) {
      consoleErrors.push(message.text());
    }
  });
  const watched: Watched = {
    page,
    refusals: async () => [
      ...(await page.evaluate(() => (window as unknown as { __cspRefusals: string[] }).__cspRefusals)),
      ...consoleErrors,
    ],
  };
  return watched;
}

/** The policy the page was served with: strict, so an empty list of refusals means something. */
function expectStrictPolicy(response: Response | null) {
  const policy = response?.headers()['content-security-policy'] ?? '';
  expect(policy).toContain("script-src 'self';");
  // Styles: the app's own files, and React Aria's two <style> elements by the page's nonce.
  expect(policy).toMatch(/style-src 'self' 'nonce-[A-Za-z0-9+/=]{24}';/);
  expect(policy).not.toContain('unsafe-inline');
  expect(policy).not.toContain('unsafe-eval');
}

/** Lets late work (sockets opening, lazy chunks, fonts) happen before the refusals are read. */
async function settled(page: Page) {
  await page.waitForLoadState('networkidle').catch(() => undefined);
}

test('sign-in and the staff home run under the policy', async ({ browser }) => {
  const { page, refusals } = await watchedPage(browser);
  expectStrictPolicy(await page.goto('/signin'));
  await expect(page.getByTestId('signin-username')).toBeVisible();
  await signInAs(page, 'manager');
  await expect(page.getByTestId('home-welcome')).toBeVisible();
  // A toast is the one piece of the UI a library styles itself.
  await page.getByTestId('sign-out').click();
  await expect(page.getByTestId('signin-username')).toBeVisible();
  await settled(page);
  expect(await refusals()).toEqual([]);
});

test('the monitor, with its live subscription, runs under the policy', async ({ browser }) => {
  const { page, refusals } = await watchedPage(browser, { viewport: { width: 1920, height: 1080 } });
  await signInDevice(page, '/monitor', 'monitor');
  await page.getByTestId('monitor-picker-option').filter({ hasText: MILANO }).click();
  await expect(page.getByTestId('monitor-board')).toBeVisible();
  expectStrictPolicy(await page.reload());
  await expect(page.getByTestId('monitor-board')).toBeVisible();
  await settled(page);
  expect(await refusals()).toEqual([]);
});

test('the totem runs under the policy', async ({ browser }) => {
  const { page, refusals } = await watchedPage(browser, { viewport: { width: 1080, height: 1920 } });
  await signInDevice(page, '/totem', 'totem');
  await page.getByTestId('totem-picker-option').filter({ hasText: MILANO }).click();
  await expect(page.getByTestId('totem-kiosk')).toHaveAttribute('data-step', 'start');
  await page.getByTestId('totem-no-appointment').click();
  await expect(page.getByTestId('totem-queue').first()).toBeVisible();
  await settled(page);
  expect(await refusals()).toEqual([]);
});

test('the public mobile tracking page runs under the policy', async ({ browser }) => {
  const { code } = await walkInAtTotem(browser, `CS${Date.now().toString(36).slice(-6).toUpperCase()}`);
  const { page, refusals } = await watchedPage(browser, {
    viewport: { width: 390, height: 844 },
    isMobile: true,
  });
  expectStrictPolicy(await page.goto(`/mobile-tracking?code=${code}`));
  await expect(page.getByTestId('tracking-status')).toHaveAttribute('data-phase', 'waiting');
  await settled(page);
  expect(await refusals()).toEqual([]);
});
