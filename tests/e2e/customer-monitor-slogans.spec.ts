import { api, MILANO, signInDevice, staffPage } from './customer-helpers.ts';
import { expect, test } from './test.ts';

// A slogan a manager adds appears on a monitor that is already open, without a reload or a
// reconnect; deleting it takes it away again.

test('a new slogan appears on an open monitor', async ({ browser }) => {
  // The slogans rotate each for its own duration: the new one shows when its turn comes.
  test.setTimeout(120_000);
  const monitor = await (await browser.newContext({ viewport: { width: 1920, height: 1080 } })).newPage();
  await signInDevice(monitor, '/monitor', 'monitor');
  await monitor.getByTestId('monitor-picker-option').filter({ hasText: MILANO }).click();
  await expect(monitor.getByTestId('monitor-board')).toBeVisible();
  await monitor.evaluate(() => {
    (window as unknown as { __sameLoad: boolean }).__sameLoad = true;
  });

  const manager = await staffPage(browser, 'manager');
  const { myMonitors } = await api<{ myMonitors: { workshopID: string; workshopName: string }[] }>(
    monitor,
    '{ myMonitors { workshopID workshopName } }',
  );
  const workshopID = myMonitors.find((m) => m.workshopName === MILANO)!.workshopID;
  const title = `Novità ${Date.now() % 100_000}`;
  const made = await api<{ createSlogan: { slogan: { sloganID: string } } }>(
    manager,
    `mutation ($input: CreateSloganInput!) { createSlogan(input: $input) { slogan { sloganID } formErrors { field } } }`,
    { input: { workshopID, title, text: 'Lavaggio gratuito questa settimana', duration: 3 } },
  );
  try {
    await expect(monitor.getByTestId('monitor-slogan')).toContainText(title, { timeout: 90_000 });
    expect(await monitor.evaluate(() => (window as unknown as { __sameLoad?: boolean }).__sameLoad)).toBe(
      true,
    );
    await monitor.screenshot({ path: '/tmp/customer-shots/monitor-new-slogan-1920x1080-it.png' });
  } finally {
    await api(manager, 'mutation ($id: ID!) { deleteSlogan(sloganID: $id) { success } }', {
      id: made.createSlogan.slogan.sloganID,
    });
  }
});
