import type { Browser, Page } from '@playwright/test';
import { statisticsEn } from '../../client/src/features/statistics/i18n.en.ts';
import { statisticsIt } from '../../client/src/features/statistics/i18n.it.ts';
import {
  api,
  callIntoFreeBox,
  deskWalkIn,
  MILANO,
  SHOTS,
  staffPage,
  throughTheJob,
  uniquePlate,
} from './customer-helpers.ts';
import { expect, test } from './test.ts';

/**
 * Honest waiting times (decision 0029): the manager's "Estimate accuracy, last 7 days" table
 * counts customers as they are called, without a reload; a tracking page in a queue whose
 * accuracy is not known yet tells a range, not a minute. Each test makes a queue of its own.
 */
const TEXTS = { it: statisticsIt, en: statisticsEn } as const;

async function milano(staff: Page) {
  const { workshops } = await api<{ workshops: { nodes: { workshopID: string; name: string }[] } }>(
    staff,
    '{ workshops { nodes { workshopID name } } }',
  );
  return workshops.nodes.find((w) => w.name === MILANO)!.workshopID;
}

/** A queue of Milano's first group, served by its boxes; its id. */
async function newQueue(admin: Page, workshopID: string, name: string) {
  const { queueGroups } = await api<{ queueGroups: { queueGroupID: string }[] }>(
    admin,
    'query ($w: ID!) { queueGroups(workshopID: $w) { queueGroupID } }',
    { w: workshopID },
  );
  const { createQueue } = await api<{ createQueue: { queue: { queueID: string } } }>(
    admin,
    `mutation ($input: CreateQueueInput!) { createQueue(input: $input) { queue { queueID } formErrors { field } } }`,
    { input: { queueGroupID: queueGroups[0]!.queueGroupID, name } },
  );
  return createQueue.queue.queueID;
}

async function phone(browser: Browser, path: string, dark: boolean): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    colorScheme: dark ? 'dark' : 'light',
  });
  const page = await context.newPage();
  await page.goto(path);
  return page;
}

test('the accuracy table counts called customers live, per queue', async ({ browser }) => {
  const admin = await staffPage(browser, 'admin');
  const workshopID = await milano(admin);
  const name = `Stime ${uniquePlate('Q')}`;
  const queueID = await newQueue(admin, workshopID, name);

  const manager = await staffPage(browser, 'manager');
  await manager.goto('/Statistics?lng=it');
  const card = manager.getByTestId('estimate-accuracy');
  await expect(card.getByRole('heading', { name: TEXTS.it.accuracy.title })).toBeVisible();
  // Nobody in the new queue yet (the demo's visits carry no estimate: the table may be empty).
  const row = manager.getByTestId(`estimate-accuracy-${queueID}`);
  await expect(row).toHaveCount(0);
  await manager.evaluate(() => {
    (window as unknown as { __sameLoad: boolean }).__sameLoad = true;
  });

  const hostess = await staffPage(browser, 'hostess');
  const acceptor = await staffPage(browser, 'acceptor1');
  const called: string[] = [];
  for (const prefix of ['EA', 'EB']) {
    const id = await deskWalkIn(hostess, workshopID, queueID, uniquePlate(prefix));
    await callIntoFreeBox(acceptor, workshopID, id);
    called.push(id);
  }

  // Queue, mean error, within ±5 min, customers, average difference: the row arrives by itself.
  await expect(card.getByRole('table', { name: TEXTS.it.accuracy.caption })).toBeVisible();
  await expect(row.locator('td').first()).toHaveText(name);
  await expect(row.locator('td').nth(3)).toHaveText('2');
  await expect(row.locator('td').nth(1)).toHaveText(/\d/);
  expect(await manager.evaluate(() => (window as unknown as { __sameLoad?: boolean }).__sameLoad)).toBe(true);
  // The demo has four boxes for every test of the run: hand them back once the row is counted.
  for (const id of called) await throughTheJob(acceptor, id);
  await card.scrollIntoViewIfNeeded();
  await card.screenshot({ path: `${SHOTS}/estimate-accuracy-it-light.png` });

  await manager.emulateMedia({ colorScheme: 'dark' });
  await manager.goto('/Statistics?lng=en');
  await expect(
    manager.getByTestId('estimate-accuracy').getByRole('heading', { name: TEXTS.en.accuracy.title }),
  ).toBeVisible();
  await expect(manager.getByTestId(`estimate-accuracy-${queueID}`).locator('td').nth(3)).toHaveText('2');
  await manager
    .getByTestId('estimate-accuracy')
    .screenshot({ path: `${SHOTS}/estimate-accuracy-en-dark.png` });
  for (const page of [admin, manager, hostess, acceptor]) await page.context().close();
});

test('a tracking page tells a range while the queue has not shown how good its estimates are', async ({
  browser,
}) => {
  const admin = await staffPage(browser, 'admin');
  const workshopID = await milano(admin);
  const queueID = await newQueue(admin, workshopID, `Nuova ${uniquePlate('Q')}`);
  const hostess = await staffPage(browser, 'hostess');
  const id = await deskWalkIn(hostess, workshopID, queueID, uniquePlate('RG'));
  const { appointment } = await api<{ appointment: { trackingCode: string } }>(
    hostess,
    'query ($id: ID!) { appointment(appointmentID: $id) { trackingCode } }',
    { id },
  );
  for (const [lng, dark] of [
    ['it', false],
    ['en', true],
    ['it', true],
    ['en', false],
  ] as const) {
    const page = await phone(browser, `/tracking/${appointment.trackingCode}?lng=${lng}`, dark);
    const wait = page.getByTestId('tracking-wait');
    // Nobody called from the new queue yet: estimate ± 5 minutes, ends rounded to 5.
    await expect(wait).toHaveText(
      lng === 'it'
        ? /^(entro \d+ minuti|tra \d+ e \d+ minuti)$/
        : /^(within \d+ minutes|between \d+ and \d+ minutes)$/,
    );
    await page.screenshot({
      path: `${SHOTS}/tracking-range-390x844-${lng}-${dark ? 'dark' : 'light'}.png`,
      fullPage: true,
    });
    await page.context().close();
  }
  await admin.context().close();
  await hostess.context().close();
});
