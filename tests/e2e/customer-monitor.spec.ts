import type { Browser, Page, WebSocketRoute } from '@playwright/test';
import {
  act,
  api,
  callIntoFreeBox,
  deskWalkIn,
  MILANO,
  SHOTS,
  signInDevice,
  staffPage,
  uniquePlate,
} from './customer-helpers.ts';
import { expect, test } from './test.ts';

/** A monitor screen signed in as the demo device, on MI01's monitor. */
async function openMonitor(browser: Browser, viewport = { width: 1920, height: 1080 }, lng = 'it') {
  const context = await browser.newContext({ viewport });
  // Every WebSocket goes through here, so a test can cut the line (closing it like a dead network
  // would, and refusing new ones) and restore it. Playwright's offline mode leaves sockets open.
  // 1011 is the hard case: graphql-ws treats it as fatal and drops the subscription, so the screen
  // itself has to subscribe again.
  const line = { down: false, sockets: [] as WebSocketRoute[] };
  await context.routeWebSocket(/\/graphql$/, (ws) => {
    if (line.down) return void ws.close({ code: 1011, reason: 'line down' });
    ws.connectToServer();
    line.sockets.push(ws);
  });
  const page = await context.newPage();
  Object.assign(page, {
    cutLine: async () => {
      line.down = true;
      for (const ws of line.sockets.splice(0)) await ws.close({ code: 1011, reason: 'line down' });
    },
    restoreLine: () => {
      line.down = false;
    },
  });
  await signInDevice(page, '/monitor', 'monitor');
  // The demo device drives a monitor in each workshop: the screen asks once, then remembers.
  await page.getByTestId('monitor-picker-option').filter({ hasText: MILANO }).click();
  await expect(page.getByTestId('monitor-board')).toBeVisible();
  if (lng !== 'it') {
    await page.goto(`/monitor?lng=${lng}`);
    await expect(page.getByTestId('monitor-board')).toBeVisible();
  }
  return page;
}

/** The elements showing a plate: the current call and the list of earlier calls. */
function shown(monitor: Page, plate: string) {
  return monitor
    .locator('[data-testid="monitor-current-plate"], [data-testid="monitor-recent-call"]')
    .filter({ hasText: plate });
}

async function milanoQueue(monitor: Page, staff: Page) {
  const { myMonitors } = await api<{ myMonitors: { workshopID: string; workshopName: string }[] }>(
    monitor,
    '{ myMonitors { workshopID workshopName } }',
  );
  const workshopID = myMonitors.find((m) => m.workshopName === MILANO)!.workshopID;
  const { queues } = await api<{ queues: { queueID: string; name: string }[] }>(
    staff,
    'query ($w: ID!) { queues(workshopID: $w) { queueID name } }',
    { w: workshopID },
  );
  return { workshopID, queueID: queues.find((q) => q.name === 'Pneumatici')!.queueID };
}

test('a call shows on the monitor within a second, once, and moves down when the next comes', async ({
  browser,
}) => {
  const monitor = await openMonitor(browser);
  const acceptor = await staffPage(browser, 'acceptor1');
  const { workshopID, queueID } = await milanoQueue(monitor, acceptor);

  const first = uniquePlate('MO');
  const second = uniquePlate('MP');
  const firstID = await deskWalkIn(acceptor, workshopID, queueID, first);
  const secondID = await deskWalkIn(acceptor, workshopID, queueID, second);

  const box = await callIntoFreeBox(acceptor, workshopID, firstID);
  const calledAt = Date.now();
  await expect(monitor.getByTestId('monitor-current-plate')).toContainText(first, { timeout: 1000 });
  expect(Date.now() - calledAt).toBeLessThan(1000);
  await expect(monitor.getByTestId('monitor-current-box')).toHaveText(box);
  await expect(monitor.getByTestId('monitor-live')).toContainText(box);
  await expect(shown(monitor, first)).toHaveCount(1);

  // The box is free again after the job, so the second call can go anywhere.
  await act(acceptor, 'jobStart', firstID);
  await act(acceptor, 'jobEnd', firstID);
  await callIntoFreeBox(acceptor, workshopID, secondID);
  // The one-second bound is checked on the first call above; push latency is measured by the bench.
  await expect(monitor.getByTestId('monitor-current-plate')).toContainText(second);
  // The first call is still shown, once, in the list of earlier calls.
  await expect(monitor.getByTestId('monitor-recent-call').filter({ hasText: first })).toHaveCount(1);
  await expect(shown(monitor, first)).toHaveCount(1);
  await act(acceptor, 'jobStart', secondID);
  await act(acceptor, 'jobEnd', secondID);
});

test('after losing the connection the monitor shows the current state, not a stale call', async ({
  browser,
}) => {
  const monitor = await openMonitor(browser);
  const acceptor = await staffPage(browser, 'acceptor1');
  const { workshopID, queueID } = await milanoQueue(monitor, acceptor);
  const plate = uniquePlate('MR');
  const id = await deskWalkIn(acceptor, workshopID, queueID, plate);

  test.setTimeout(90_000);
  const line = monitor as Page & { cutLine(): Promise<void>; restoreLine(): void };
  await line.cutLine();
  await expect(monitor.getByTestId('monitor-offline')).toBeVisible({ timeout: 5000 });
  // Called while the monitor was cut off: no event reaches it.
  await callIntoFreeBox(acceptor, workshopID, id);
  await monitor.waitForTimeout(1000);
  await expect(shown(monitor, plate)).toHaveCount(0);
  line.restoreLine();

  await expect(monitor.getByTestId('monitor-offline')).toBeHidden({ timeout: 40_000 });
  // The state sent on resubscribing replaces the board: the call made meanwhile is there, once, and
  // what is shown large is the latest call, not the one from before the cut.
  await expect(shown(monitor, plate)).toHaveCount(1, { timeout: 5000 });
  const times = await monitor
    .locator('[data-called-at]')
    .evaluateAll((nodes) => nodes.map((node) => Date.parse(node.getAttribute('data-called-at') ?? '')));
  expect(times[0]).toBe(Math.max(...times));
  await act(acceptor, 'jobStart', id);
  await act(acceptor, 'jobEnd', id);
});

test('screenshots: monitor landscape and portrait, Italian and English', async ({ browser }) => {
  // Four screens, each signed in and settled: more than the default 30 s.
  test.setTimeout(90_000);
  for (const [name, viewport] of [
    ['1920x1080', { width: 1920, height: 1080 }],
    ['1080x1920', { width: 1080, height: 1920 }],
  ] as const) {
    for (const lng of ['it', 'en']) {
      const page = await openMonitor(browser, viewport, lng);
      await expect(page.getByTestId('monitor-slogan')).not.toBeEmpty();
      // No scrollbars: the board fits the screen exactly.
      const overflow = await page.evaluate(() => ({
        x: document.documentElement.scrollWidth > window.innerWidth,
        y: document.documentElement.scrollHeight > window.innerHeight,
      }));
      expect(overflow).toEqual({ x: false, y: false });
      // Let the arrival highlight fade before the picture.
      await page.waitForTimeout(2600);
      await page.screenshot({ path: `${SHOTS}/monitor-${name}-${lng}.png` });
      await page.context().close();
    }
  }
});
