import {
  api,
  deskBooking,
  MILANO,
  openTotem,
  romeDay,
  SHOTS,
  staffPage,
  uniquePlate,
} from './customer-helpers.ts';
import { expect, test } from './test.ts';

test('walk-in: invalid plate and mobile are refused on the spot, then the customer is welcomed', async ({
  browser,
}) => {
  const page = await openTotem(browser);
  await page.screenshot({ path: `${SHOTS}/totem-1080x1920-start-it.png` });
  await page.getByTestId('totem-no-appointment').click();
  await page.screenshot({ path: `${SHOTS}/totem-1080x1920-queues-it.png` });
  await page.getByTestId('totem-queue').first().click();

  await page.getByTestId('totem-plate').fill('AB1');
  await page.getByTestId('totem-name').fill('Walter Ingresso');
  await page.getByTestId('totem-mobile').fill('12345');
  await page.getByTestId('totem-description').fill('Rumore ai freni');
  await page.getByTestId('totem-walk-in-submit').click();
  const form = page.getByTestId('totem-walk-in-form');
  await expect(form).toContainText('La targa ha da 5 a 10 caratteri');
  await expect(form).toContainText('Formato +39- seguito da 9 o 10 cifre');
  await expect(form).toContainText('Campo obbligatorio'); // no brand chosen
  await page.screenshot({ path: `${SHOTS}/totem-1080x1920-form-errors-it.png` });

  const plate = uniquePlate('TW');
  await page.getByTestId('totem-brand').selectOption({ index: 1 });
  await page.getByTestId('totem-plate').fill(plate);
  await page.getByTestId('totem-mobile').fill('3471234567');
  await page.getByTestId('totem-walk-in-submit').click();
  const welcome = page.getByTestId('totem-welcome');
  await expect(welcome).toBeVisible();
  await expect(page.getByTestId('totem-welcome-position')).toContainText(/\d/);
  await expect(page.getByTestId('totem-welcome-code')).toContainText('/tracking/');
  // The full plate is not on screen, only the masked one.
  await expect(page.getByText(plate)).toHaveCount(0);
  await page.screenshot({ path: `${SHOTS}/totem-1080x1920-welcome-it.png` });

  await page.getByTestId('totem-back-to-start').click();
  await expect(page.getByTestId('totem-kiosk')).toHaveAttribute('data-step', 'start');
  await expect(page.getByText('Walter Ingresso')).toHaveCount(0);
  await expect(page.getByText(plate, { exact: false })).toHaveCount(0);
});

test('booked: search by plate, confirm, welcome; a future booking shows its date', async ({ browser }) => {
  const acceptor = await staffPage(browser, 'acceptor1');
  const page = await openTotem(browser);
  const { myTotems } = await api<{
    myTotems: { workshopID: string; workshopName: string; totemQueues: { queueID: string }[] }[];
  }>(page, '{ myTotems { workshopID workshopName totemQueues { queueID } } }');
  const totem = myTotems.find((item) => item.workshopName === MILANO)!;
  const queueIDs = totem.totemQueues.map((q) => q.queueID);
  type Node = { licensePlate: string; assignedQueueID: string | null; bookingDateTime: string };
  const list = async (filter: Record<string, unknown>) =>
    (
      await api<{ appointments: { nodes: Node[] } }>(
        acceptor,
        `query ($filter: AppointmentFilter!) { appointments(filter: $filter, first: 200) { nodes { licensePlate assignedQueueID bookingDateTime } } }`,
        { filter: { workshopID: totem.workshopID, statusCodes: [1], ...filter } },
      )
    ).appointments.nodes;

  const today = (await list({ day: romeDay() })).find(
    (n) => n.assignedQueueID && queueIDs.includes(n.assignedQueueID),
  );
  expect(today, 'the demo has a booking of today in a totem queue').toBeTruthy();

  await page.getByTestId('totem-have-appointment').click();
  await page.getByTestId('totem-search-input').fill(today!.licensePlate.toLowerCase());
  await page.getByTestId('totem-search-submit').click();
  await expect(page.getByTestId('totem-booking')).toHaveCount(1);
  await page.screenshot({ path: `${SHOTS}/totem-1080x1920-results-it.png` });
  await page.getByTestId('totem-booking').click();
  await expect(page.getByTestId('totem-confirm')).toBeVisible();
  await page.getByTestId('totem-confirm-submit').click();
  await expect(page.getByTestId('totem-welcome')).toBeVisible();
  await page.getByTestId('totem-back-to-start').click();

  // Searched again: checked in, so no longer found (the search finds status 1 only).
  await page.getByTestId('totem-have-appointment').click();
  await page.getByTestId('totem-search-input').fill(today!.licensePlate);
  await page.getByTestId('totem-search-submit').click();
  await expect(page.getByTestId('totem-no-booking')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/totem-1080x1920-not-found-it.png` });
  await page.getByTestId('totem-search-again').click();

  // A booking three days ahead in one of the totem's queues, made at the desk.
  const futurePlate = uniquePlate('FU');
  await deskBooking(
    acceptor,
    totem.workshopID,
    queueIDs[0]!,
    futurePlate,
    new Date(Date.now() + 3 * 86_400_000),
  );
  await page.getByTestId('totem-search-input').fill(futurePlate);
  await page.getByTestId('totem-search-submit').click();
  await page.getByTestId('totem-booking').first().click();
  await expect(page.getByTestId('totem-future-date')).toContainText('/');
  await page.screenshot({ path: `${SHOTS}/totem-1080x1920-future-it.png` });
});

test('screenshots in English, and an idle kiosk counts down and returns to the start', async ({
  browser,
}) => {
  const page = await openTotem(browser, 'en');
  await page.screenshot({ path: `${SHOTS}/totem-1080x1920-start-en.png` });
  await page.clock.install();
  await page.getByTestId('totem-have-appointment').click();
  await page.screenshot({ path: `${SHOTS}/totem-1080x1920-search-en.png` });
  await page.clock.runFor(52_000);
  await expect(page.getByTestId('totem-idle')).toContainText(/\d+ s/);
  await page.screenshot({ path: `${SHOTS}/totem-1080x1920-idle-en.png` });
  await page.clock.runFor(10_000);
  await expect(page.getByTestId('totem-kiosk')).toHaveAttribute('data-step', 'start');
});
