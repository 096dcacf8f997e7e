import type { Page } from '@playwright/test';
import { totemEn } from '../../client/src/features/totem/i18n.en.ts';
import { totemIt } from '../../client/src/features/totem/i18n.it.ts';
import { api, deskWalkIn, milanoTotem, openTotem, staffPage, uniquePlate } from './customer-helpers.ts';
import { expect, test } from './test.ts';

// The totem keeps working offline (decision 0026): walk-ins registered with the network cut are
// kept in the browser, shown as "will be confirmed", and each registered once when it returns,
// in arrival order; a reply lost on the way does not register the customer twice.

const SHOTS = '/tmp/shots-offline-totem';
const TOTEM = { it: totemIt, en: totemEn } as const;
const WALK_IN = /TotemScreenRegisterWalkIn/;

async function fillWalkIn(page: Page, plate: string, name: string) {
  await page.getByTestId('totem-no-appointment').click();
  await page.getByTestId('totem-queue').first().click();
  await page.getByTestId('totem-brand').selectOption({ index: 1 });
  await page.getByTestId('totem-plate').fill(plate);
  await page.getByTestId('totem-name').fill(name);
  await page.getByTestId('totem-mobile').fill('3471234567');
  await page.getByTestId('totem-description').fill('Tagliando');
  await page.getByTestId('totem-walk-in-submit').click();
}

type Visit = { appointmentID: string; licensePlate: string; checkinDateTime: string | null };

/** Every visit of the workshop with this plate, as the desk's list finds them. */
async function visitsWithPlate(staff: Page, workshopID: string, plate: string): Promise<Visit[]> {
  const data = await api<{ appointments: { nodes: Visit[] } }>(
    staff,
    `query ($filter: AppointmentFilter!) {
      appointments(filter: $filter, first: 50) { nodes { appointmentID licensePlate checkinDateTime } }
    }`,
    { filter: { workshopID, search: plate } },
  );
  return data.appointments.nodes.filter((node) => node.licensePlate === plate);
}

test('with the network cut two walk-ins are kept, survive a reload, and each is registered once, in arrival order', async ({
  browser,
}) => {
  const staff = await staffPage(browser, 'acceptor1');
  const page = await openTotem(browser);
  const { workshopID } = await milanoTotem(page);
  const plates = [uniquePlate('OA'), uniquePlate('OB')];

  await page.context().setOffline(true);
  await expect(page.getByTestId('totem-offline')).toBeVisible();
  const arrivals: number[] = [];
  for (const [index, plate] of plates.entries()) {
    arrivals.push(Date.now());
    await fillWalkIn(page, plate, `Cliente Offline ${index + 1}`);
    await expect(page.getByTestId('totem-kept')).toBeVisible();
    await expect(page.getByTestId('totem-kept-text')).toHaveText(TOTEM.it.keptText);
    await expect(page.getByTestId('totem-pending-count')).toHaveText(
      TOTEM.it.pendingCount_other.replace('{{count}}', String(index + 1)),
    );
    await page.getByTestId('totem-back-to-start').click();
    // A second between them: their arrival times, and so their order, are apart.
    await page.waitForTimeout(1_100);
  }

  // Back online but the walk-ins still cannot get through: the page reloads, the two are still kept.
  await page.route('**/graphql', (route) =>
    WALK_IN.test(route.request().postData() ?? '') ? route.abort('connectionrefused') : route.fallback(),
  );
  await page.context().setOffline(false);
  await page.reload();
  await expect(page.getByTestId('totem-kiosk')).toBeVisible();
  await expect(page.getByTestId('totem-pending-count')).toContainText('2');
  for (const plate of plates) expect(await visitsWithPlate(staff, workshopID, plate)).toHaveLength(0);

  // The connection is whole again: the next attempt sends both, and the count goes.
  const returned = Date.now();
  await page.unroute('**/graphql');
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await expect(page.getByTestId('totem-pending')).toHaveCount(0, { timeout: 30_000 });

  const [first, second] = await Promise.all(plates.map((plate) => visitsWithPlate(staff, workshopID, plate)));
  expect(first).toHaveLength(1);
  expect(second).toHaveLength(1);
  const checkins = [first![0]!, second![0]!].map((visit) => Date.parse(visit.checkinDateTime!));
  // Checked in when they arrived, not when the network returned, and in that order.
  expect(checkins[0]).toBeLessThan(checkins[1]!);
  expect(checkins[1]).toBeLessThan(returned);
  expect(checkins[0]).toBeGreaterThanOrEqual(arrivals[0]! - 1_000);

  // Nothing more is sent later: still one visit each after another round.
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await page.waitForTimeout(1_000);
  for (const plate of plates) expect(await visitsWithPlate(staff, workshopID, plate)).toHaveLength(1);
});

test('the server registered the walk-in but its reply was lost: kept, sent again, registered once', async ({
  browser,
}) => {
  const staff = await staffPage(browser, 'acceptor1');
  const page = await openTotem(browser);
  const { workshopID } = await milanoTotem(page);
  const plate = uniquePlate('OL');

  let lost = 0;
  await page.route('**/graphql', async (route) => {
    if (lost > 0 || !WALK_IN.test(route.request().postData() ?? '')) return route.fallback();
    lost += 1;
    // The request reaches the server, which registers the customer; the answer never arrives.
    await route.fetch();
    await route.abort('connectionreset');
  });
  await fillWalkIn(page, plate, 'Cliente Risposta Persa');
  await expect(page.getByTestId('totem-kept')).toBeVisible();
  expect(lost).toBe(1);
  // The kiosk sends it again at once (the network is there): the server answers with the same visit.
  await expect(page.getByTestId('totem-pending')).toHaveCount(0, { timeout: 30_000 });
  expect(await visitsWithPlate(staff, workshopID, plate)).toHaveLength(1);
});

test('a kept walk-in the server refuses when it arrives is listed for staff, masked, until removed', async ({
  browser,
}) => {
  const staff = await staffPage(browser, 'acceptor1');
  const page = await openTotem(browser);
  const { workshopID, queueIDs } = await milanoTotem(page);
  const plate = uniquePlate('OR');

  await page.context().setOffline(true);
  await fillWalkIn(page, plate, 'Rita Rifiutata');
  await expect(page.getByTestId('totem-kept')).toBeVisible();
  // Meanwhile the customer went to the desk: the vehicle has a live visit, self check-in is refused.
  await deskWalkIn(staff, workshopID, queueIDs[0]!, plate);
  await page.context().setOffline(false);
  await page.evaluate(() => window.dispatchEvent(new Event('online')));

  const refused = page.getByTestId('totem-pending-refused');
  await expect(refused).toHaveText(TOTEM.it.refusedCount_one.replace('{{count}}', '1'), { timeout: 30_000 });
  await expect(page.getByTestId('totem-pending-count')).toHaveCount(0);
  await refused.click();
  const item = page.getByRole('dialog').getByTestId('totem-refused-item');
  await expect(item).toContainText(`${plate.slice(0, 2)}`);
  await expect(item).toContainText('R. Rifiutata');
  await expect(item).toContainText('ASK_STAFF');
  await expect(page.getByRole('dialog')).not.toContainText(plate);
  await page.screenshot({ path: `${SHOTS}/totem-1080x1920-refused-it-light.png` });
  await page.getByRole('dialog').getByRole('button', { name: TOTEM.it.refusedDiscard }).click();
  await expect(page.getByTestId('totem-pending')).toHaveCount(0);
  // Still the one visit the desk registered.
  expect(await visitsWithPlate(staff, workshopID, plate)).toHaveLength(1);
});

for (const language of ['it', 'en'] as const) {
  test(`the receipt of a kept walk-in, ${language}, light and dark`, async ({ browser }) => {
    const page = await openTotem(browser, language);
    await page.context().setOffline(true);
    await fillWalkIn(page, uniquePlate('OS'), 'Cliente Schermata');
    await expect(page.getByTestId('totem-kept-text')).toHaveText(TOTEM[language].keptText);
    await page.screenshot({ path: `${SHOTS}/totem-1080x1920-kept-${language}-light.png` });
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.screenshot({ path: `${SHOTS}/totem-1080x1920-kept-${language}-dark.png` });
    // Back online: the walk-in goes through and nothing is left for the next test.
    await page.context().setOffline(false);
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    await expect(page.getByTestId('totem-pending')).toHaveCount(0, { timeout: 30_000 });
  });
}
