import { createCanvas, loadImage } from '@napi-rs/canvas';
import type { Browser, Locator, Page } from '@playwright/test';
import jsQRModule from 'jsqr';
import { api, MILANO, openTotem, signInDevice, uniquePlate } from './customer-helpers.ts';
import { signInAs } from './fixtures.ts';
import { expect, test } from './test.ts';

// jsqr is a CommonJS bundle: its function is the module's `default`, or the module itself.
type Decode = typeof jsQRModule.default;
const jsQR: Decode =
  (jsQRModule as unknown as { default?: Decode }).default ?? (jsQRModule as unknown as Decode);

// Decision 0025: the monitor and the totem as installable full-screen apps. A manifest of their own,
// a service worker that starts them with the server gone, the screen kept awake, a fullscreen
// button, and QR codes a phone reads.

interface WakeLockProbe {
  calls: number;
  refuse: boolean;
}

/**
 * The Milano monitor at TV size, signed in as the demo device. `navigator.wakeLock.request` is
 * wrapped from the page's first script: each call is counted, and `refuse` makes the next ones fail.
 */
async function openMonitor(browser: Browser) {
  const context = await browser.newContext({ viewport: { width: 1920, height: 1080 } });
  await context.addInitScript(() => {
    const probe: WakeLockProbe = { calls: 0, refuse: false };
    (window as unknown as { __wakeLock: WakeLockProbe }).__wakeLock = probe;
    const sentinel = { released: false, release: async () => undefined, addEventListener() {} };
    Object.defineProperty(navigator, 'wakeLock', {
      configurable: true,
      value: {
        request: async (type: string) => {
          probe.calls += 1;
          if (probe.refuse || type !== 'screen') throw new DOMException('refused', 'NotAllowedError');
          return sentinel;
        },
      },
    });
  });
  const page = await context.newPage();
  await signInDevice(page, '/monitor', 'monitor');
  await page.getByTestId('monitor-picker-option').filter({ hasText: MILANO }).click();
  await expect(page.getByTestId('monitor-board')).toBeVisible();
  return page;
}

/** Waits until a service worker controls the page (a reload makes a registered one take it). */
async function controlledByServiceWorker(page: Page): Promise<string> {
  const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
  if (!(await page.evaluate(() => navigator.serviceWorker.controller !== null))) await page.reload();
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null))
    .toMatch(/\/sw\.js$/);
  return scope;
}

/** The text of the QR code shown in `code`, read off a screenshot as a phone's camera would. */
async function decodeQr(code: Locator): Promise<string | null> {
  const image = await loadImage(await code.screenshot());
  const canvas = createCanvas(image.width, image.height);
  const context = canvas.getContext('2d');
  context.drawImage(image, 0, 0);
  const pixels = context.getImageData(0, 0, image.width, image.height);
  return jsQR(new Uint8ClampedArray(pixels.data), image.width, image.height)?.data ?? null;
}

/** Width and height of a PNG, from its IHDR chunk. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(1, 4).toString('ascii')).toBe('PNG');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

test('the monitor links its own manifest, with icons an installer takes; a staff page links none', async ({
  browser,
  page,
}) => {
  const monitor = await openMonitor(browser);
  const link = monitor.locator('link[rel="manifest"]');
  await expect(link).toHaveCount(1);
  const href = await link.getAttribute('href');
  expect(href).toBe('/monitor.webmanifest');

  const response = await monitor.request.get(href!);
  expect(response.ok()).toBe(true);
  expect(response.headers()['content-type']).toBe('application/manifest+json');
  expect(response.headers()['cache-control']).toBe('no-cache');
  const manifest = await response.json();
  expect(manifest).toMatchObject({
    id: '/monitor',
    start_url: '/monitor',
    scope: '/monitor',
    display: 'fullscreen',
    name: 'Turno Monitor',
    lang: 'it',
  });
  expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/);
  expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/);
  const sizes = new Set<string>();
  for (const icon of manifest.icons as { src: string; sizes: string; type: string; purpose: string }[]) {
    const file = await monitor.request.get(icon.src);
    expect(file.ok(), icon.src).toBe(true);
    expect(file.headers()['content-type']).toBe(icon.type);
    const { width, height } = pngSize(await file.body());
    expect(`${width}x${height}`).toBe(icon.sizes);
    sizes.add(`${icon.sizes} ${icon.purpose}`);
  }
  expect([...sizes].sort()).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);

  // The service worker is asked for again at every check, so a new build's is seen at once.
  const worker = await monitor.request.get('/sw.js');
  expect(worker.ok()).toBe(true);
  expect(worker.headers()['cache-control']).toBe('no-cache');

  // Staff pages are no monitor to install: no manifest, no service worker.
  await signInAs(page, 'manager');
  await expect(page.locator('link[rel="manifest"]')).toHaveCount(0);
  expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)).toBe(0);
});

test('with the server gone, a reloaded monitor still shows its board under the reconnecting band', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const monitor = await openMonitor(browser);
  const scope = await controlledByServiceWorker(monitor);
  expect(new URL(scope).pathname).toBe('/monitor');
  await expect(monitor.getByTestId('monitor-board')).toBeVisible();
  await expect(monitor.getByTestId('monitor-offline')).toHaveCount(0);

  await monitor.context().setOffline(true);
  await monitor.reload();
  await expect(monitor.getByTestId('monitor-board')).toBeVisible();
  await expect(monitor.getByTestId('monitor-offline')).toBeVisible();
  await expect(monitor.getByTestId('monitor-board')).toContainText(MILANO);
  // Still the monitor, not sent to sign in for want of an answer.
  expect(new URL(monitor.url()).pathname).toBe('/monitor');

  // The server back: the band goes by itself, with no reload.
  await monitor.context().setOffline(false);
  await expect(monitor.getByTestId('monitor-offline')).toBeHidden({ timeout: 40_000 });
});

test('the monitor keeps the screen awake, asks again when shown again, and says when refused', async ({
  browser,
}) => {
  const monitor = await openMonitor(browser);
  const calls = () =>
    monitor.evaluate(() => (window as unknown as { __wakeLock: WakeLockProbe }).__wakeLock.calls);
  const setVisibility = (state: 'hidden' | 'visible') =>
    monitor.evaluate((value) => {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => value });
      document.dispatchEvent(new Event('visibilitychange'));
    }, state);

  await expect(monitor.getByTestId('monitor-board')).toHaveAttribute('data-wake-lock', 'held');
  const first = await calls();
  expect(first).toBeGreaterThanOrEqual(1);
  await expect(monitor.getByTestId('monitor-wake-lock-refused')).toHaveCount(0);

  // Hidden, the browser lets the lock go; shown again, the monitor asks anew.
  await setVisibility('hidden');
  expect(await calls()).toBe(first);
  await setVisibility('visible');
  await expect.poll(calls).toBe(first + 1);

  await monitor.evaluate(() => {
    (window as unknown as { __wakeLock: WakeLockProbe }).__wakeLock.refuse = true;
  });
  await setVisibility('hidden');
  await setVisibility('visible');
  await expect(monitor.getByTestId('monitor-wake-lock-refused')).toHaveText(
    'Questo schermo potrebbe spegnersi da solo',
  );
  await expect(monitor.getByTestId('monitor-board')).toHaveAttribute('data-wake-lock', 'refused');
});

test('the fullscreen button fills the screen from the keyboard, then hides', async ({ browser }) => {
  const monitor = await openMonitor(browser);
  const button = monitor.getByTestId('screen-fullscreen');
  await expect(button).toHaveText('Schermo intero');
  await button.focus();
  await monitor.keyboard.press('Enter');
  await expect.poll(() => monitor.evaluate(() => document.fullscreenElement !== null)).toBe(true);
  await expect(button).toHaveCount(0);
  await monitor.evaluate(() => document.exitFullscreen());
  await expect(button).toBeVisible();
});

test("the monitor's QR code opens the tracking page a customer types plate and code in", async ({
  browser,
}) => {
  const monitor = await openMonitor(browser);
  const { myMonitors } = await api<{ myMonitors: { workshopName: string; trackingEntryUrl: string }[] }>(
    monitor,
    '{ myMonitors { workshopName trackingEntryUrl } }',
  );
  const expected = myMonitors.find((m) => m.workshopName === MILANO)!.trackingEntryUrl;
  expect(new URL(expected).pathname).toBe('/mobile-tracking');
  const code = monitor.getByTestId('screen-qr-code');
  await expect(code).toBeVisible();
  await expect(code).toHaveAttribute('aria-label', `Codice QR che apre ${expected}`);
  expect(await decodeQr(code)).toBe(expected);
});

test("the totem's receipt carries a QR code to the customer's own tracking page", async ({ browser }) => {
  const totem = await openTotem(browser);
  await expect(totem.locator('link[rel="manifest"]')).toHaveAttribute('href', '/totem.webmanifest');
  await totem.getByTestId('totem-no-appointment').click();
  await totem.getByTestId('totem-queue').first().click();
  await totem.getByTestId('totem-brand').selectOption({ index: 1 });
  await totem.getByTestId('totem-plate').fill(uniquePlate('QR'));
  await totem.getByTestId('totem-name').fill('Quirino Erre');
  await totem.getByTestId('totem-mobile').fill('3471234567');
  await totem.getByTestId('totem-description').fill('Tagliando');
  await totem.getByTestId('totem-walk-in-submit').click();
  await expect(totem.getByTestId('totem-welcome')).toBeVisible();
  const shown = (await totem.getByTestId('totem-welcome-code').textContent())!.trim();
  expect(shown).toContain('/tracking/');

  const code = totem.getByTestId('totem-welcome').getByTestId('screen-qr-code');
  await expect(code).toBeVisible();
  const decoded = await decodeQr(code);
  expect(decoded).toMatch(/^https?:\/\//);
  expect(decoded!.replace(/^https?:\/\//, '')).toBe(shown);
});
