import { mkdirSync } from 'node:fs';
import type { Browser, Page, WebSocketRoute } from '@playwright/test';
import { MILANO, openTotem, signInDevice } from './customer-helpers.ts';
import { DESK_VIEWPORT, signInForShots } from './fixtures.ts';
import { expect, test } from './test.ts';

// Issue 17, unattended screens: a monitor that was opened is listed on /Schermi, and monitors and
// totems say so, large, when they lose the server.

const OUT = '/tmp/screens-shots';

/** The Milano monitor signed in as the demo device, every WebSocket going through `line`. */
async function openMonitor(browser: Browser) {
  const context = await browser.newContext({ viewport: { width: 1920, height: 1080 } });
  const line = { down: false, sockets: [] as WebSocketRoute[] };
  await context.routeWebSocket(/\/graphql$/, (ws) => {
    if (line.down) return void ws.close({ code: 1011, reason: 'line down' });
    ws.connectToServer();
    line.sockets.push(ws);
  });
  const page = await context.newPage();
  await signInDevice(page, '/monitor', 'monitor');
  await page.getByTestId('monitor-picker-option').filter({ hasText: MILANO }).click();
  await expect(page.getByTestId('monitor-board')).toBeVisible();
  return {
    page,
    async cut() {
      line.down = true;
      for (const ws of line.sockets.splice(0)) await ws.close({ code: 1011, reason: 'line down' });
    },
    restore() {
      line.down = false;
    },
  };
}

/** The Milano monitor's row on /Schermi, as `manager` sees it. */
async function milanoMonitorRow(page: Page, monitorName: string) {
  await page.goto('/Schermi');
  await expect(page.getByTestId('screens-list')).toBeVisible();
  return page.getByTestId('screen-row').filter({ hasText: monitorName });
}

test('a monitor that was opened is listed on /Schermi as online, and can be forgotten', async ({
  browser,
  page,
}) => {
  const monitor = await openMonitor(browser);
  const names = await monitor.page.evaluate(async () => {
    const token = localStorage.getItem('turno.token');
    const response = await fetch('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ query: '{ myMonitors { name workshopName } }' }),
    });
    return (await response.json()).data.myMonitors as { name: string; workshopName: string }[];
  });
  const monitorName = names.find((m) => m.workshopName === MILANO)!.name;

  await signInForShots(page, 'manager', { language: 'it' });
  const rows = await milanoMonitorRow(page, monitorName);
  // Other tests open this monitor too, each browser a row of its own: ours is the newest one.
  const newest = await page.evaluate(async (name) => {
    const token = localStorage.getItem('turno.token');
    const post = async (query: string, variables = {}) => {
      const response = await fetch('/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ query, variables }),
      });
      return (await response.json()).data;
    };
    const { workshops } = await post('{ workshops { nodes { workshopID } } }');
    const devices: { screenDeviceID: string; screenName: string; firstSeenAt: string }[] = [];
    for (const { workshopID } of workshops.nodes as { workshopID: string }[])
      devices.push(
        ...(
          await post(
            'query ($id: ID!) { screenDevices(workshopID: $id) { screenDeviceID screenName firstSeenAt } }',
            {
              id: workshopID,
            },
          )
        ).screenDevices,
      );
    const mine = devices
      .filter((d) => d.screenName === name)
      .sort((a, b) => b.firstSeenAt.localeCompare(a.firstSeenAt));
    return { id: mine[0]?.screenDeviceID ?? '', count: mine.length };
  }, monitorName);
  const row = rows.filter({ hasText: newest.id.slice(0, 8) });
  await expect(row).toHaveCount(1);
  await expect(row.getByTestId('screen-state')).toHaveText('In linea');
  await expect(row).toContainText('Monitor');
  // The monitor runs the build the manager's page runs: no "older version" flag.
  await expect(row.getByTestId('screen-outdated')).toHaveCount(0);

  // Forgetting asks first; a cancel keeps it.
  await row.getByTestId('screen-forget').click();
  await expect(page.getByTestId('screen-forget-dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(row).toHaveCount(1);
  await row.getByTestId('screen-forget').click();
  await page.getByTestId('screen-forget-dialog').getByRole('button', { name: 'Dimentica' }).click();
  await expect(row).toHaveCount(0);
  await expect(rows).toHaveCount(newest.count - 1);

  // Still on, it reports again at its next beat (a reload starts one at once) and comes back.
  await monitor.page.reload();
  await expect(monitor.page.getByTestId('monitor-board')).toBeVisible();
  await expect(async () => {
    await page.reload();
    await expect(page.getByTestId('screen-row').filter({ hasText: monitorName })).toHaveCount(newest.count, {
      timeout: 1000,
    });
  }).toPass({ timeout: 15_000 });
});

test('the monitor shows the reconnecting band while its WebSocket is gone, and drops it after', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const monitor = await openMonitor(browser);
  const band = monitor.page.getByTestId('monitor-offline');
  await expect(band).toHaveCount(0);
  await monitor.cut();
  await expect(band).toBeVisible({ timeout: 15_000 });
  await expect(band).toHaveText('Connessione persa: riconnessione in corso…');
  mkdirSync(OUT, { recursive: true });
  await monitor.page.screenshot({ path: `${OUT}/monitor-reconnecting.png` });
  monitor.restore();
  await expect(band).toBeHidden({ timeout: 40_000 });
});

test('the totem, which holds no WebSocket, shows the band while the network is down', async ({ browser }) => {
  const totem = await openTotem(browser, 'en');
  const band = totem.getByTestId('totem-offline');
  await expect(band).toHaveCount(0);
  await totem.context().setOffline(true);
  await expect(band).toBeVisible();
  await expect(band).toHaveText('Connection lost: reconnecting…');
  mkdirSync(OUT, { recursive: true });
  await totem.screenshot({ path: `${OUT}/totem-reconnecting.png` });
  await totem.context().setOffline(false);
  await expect(band).toBeHidden({ timeout: 15_000 });
});

const VARIANTS = [
  { id: 'it-light', colorScheme: 'light', language: 'it' },
  { id: 'it-dark', colorScheme: 'dark', language: 'it' },
  { id: 'en-light', colorScheme: 'light', language: 'en' },
  { id: 'en-dark', colorScheme: 'dark', language: 'en' },
] as const;

for (const variant of VARIANTS) {
  test.describe(variant.id, () => {
    test.use({ viewport: DESK_VIEWPORT, colorScheme: variant.colorScheme });

    test(`screens list, ${variant.id}`, async ({ page }) => {
      mkdirSync(OUT, { recursive: true });
      await signInForShots(page, 'manager', variant);
      await page.goto('/Schermi');
      await expect(page.getByTestId('screens-list')).toBeVisible();
      await page.waitForTimeout(300);
      await page.screenshot({ path: `${OUT}/screens-${variant.id}.png`, fullPage: true });
    });
  });
}
