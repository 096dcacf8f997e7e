import { apiDesk, intoAFreeBox, registerWalkIn, uniquePlate } from './acceptor-helpers.ts';
import { signInAs } from './fixtures.ts';
import { expect, test } from './test.ts';

test('Processings shows a customer called into a box live, and the detail shows the history', async ({
  page,
}) => {
  const plate = uniquePlate('P');
  const desk = await apiDesk('acceptor1');
  const appointmentID = await registerWalkIn(desk, 'Tagliando e manutenzione', plate);

  await signInAs(page, 'manager');
  await page.goto('/Processings');
  await expect(page.getByTestId('processings-card')).toBeVisible();
  await expect(page.getByTestId(`row-${plate}`)).toHaveCount(0);

  // acceptor1 calls the walk-in into a free box from another desk.
  const boxName = await intoAFreeBox(desk, appointmentID);
  expect(boxName).not.toBeNull();

  const row = page.getByTestId(`row-${plate}`);
  await expect(row).toBeVisible();
  await expect(row).toContainText(boxName!);
  await expect(row).toContainText('Luca Bianchi');

  await page.getByTestId(`open-${plate}`).click();
  await expect(page).toHaveURL(new RegExp(`/Processings/${appointmentID}$`));
  await expect(page.getByTestId('customer-plate')).toHaveText(plate);
  const history = page.getByTestId('history-table');
  await expect(history).toContainText('Check-in senza appuntamento');
  await expect(history).toContainText('Chiamato nel box');
  await expect(history).toContainText(boxName!);
  // The actions the status allows, from the box flow's panel: start the job, and its history grows live.
  await page.getByTestId('action-jobStart').click();
  await page.getByTestId('dialog-jobStart-confirm').click();
  await expect(page.getByTestId('customer-status')).toContainText('In lavorazione');
  await expect(history).toContainText('Inizio lavorazione');
  // Leave the box free for the other tests: the customer refuses and leaves.
  const { rejectReasons } = await desk.gql<{ rejectReasons: { rejectReasonID: string }[] }>(
    '{ rejectReasons { rejectReasonID } }',
  );
  await desk.gql(
    'mutation ($input: JobRejectInput!) { jobReject(input: $input) { appointment { statusCode } } }',
    {
      input: { appointmentID, rejectReasonID: rejectReasons[0]!.rejectReasonID },
    },
  );
  await expect(page.getByTestId('customer-status')).toContainText('Rifiutato');
});

test('Historical filters by preset and entry type and loads more pages', async ({ page }) => {
  const desk = await apiDesk('manager');
  const tag = `Storico${uniquePlate('H').slice(1)}`;
  const { vehicleBrands } = await desk.gql<{ vehicleBrands: { vehicleBrandID: string }[] }>(
    '{ vehicleBrands { vehicleBrandID } }',
  );
  // 27 bookings three days ago that never came: no-shows, one page and a bit.
  const threeDaysAgo = new Date(Date.now() - 3 * 86_400_000);
  threeDaysAgo.setUTCHours(7, 0, 0, 0);
  for (let index = 0; index < 27; index++) {
    await desk.gql(
      'mutation ($input: AppointmentInput!) { createAppointment(input: $input) { formErrors { field } } }',
      {
        input: {
          workshopID: desk.workshopID,
          licensePlate: `${uniquePlate('N').slice(0, 5)}${String(index).padStart(2, '0')}`,
          name: `${tag} ${index}`,
          mobile: '3331234567',
          vehicleBrandID: vehicleBrands[0]!.vehicleBrandID,
          vehicleModel: 'Panda',
          bookingDateTime: new Date(threeDaysAgo.getTime() + index * 10 * 60_000).toISOString(),
          sendConfirmationSms: false,
        },
      },
    );
  }

  await signInAs(page, 'manager');
  await page.goto('/Historical');
  await expect(page.getByTestId('historical-card')).toBeVisible();
  await page.getByTestId('history-search').fill(tag);
  const count = page.getByTestId('history-count');
  await expect(count).toHaveText('25 di 27');
  await page.getByTestId('history-load-more').click();
  await expect(count).toHaveText('27 di 27');
  await expect(page.getByTestId('history-load-more')).toHaveCount(0);

  // Entry types: they are no-shows, not walk-ins.
  await page.getByTestId('history-entry-type-button').click();
  await page.getByRole('option', { name: 'Non presentati', exact: true }).click();
  await expect(count).toHaveText('25 di 27');
  await page.getByTestId('history-entry-type-button').click();
  await page.getByRole('option', { name: 'Senza appuntamento', exact: true }).click();
  await expect(page.getByTestId('historical-list-empty')).toBeVisible();

  // Presets: yesterday does not reach three days back; a custom range must be valid.
  await page.getByTestId('history-entry-type-button').click();
  await page.getByRole('option', { name: 'Tutti', exact: true }).click();
  await page.getByTestId('history-preset-button').click();
  await page.getByRole('option', { name: 'Ieri', exact: true }).click();
  await expect(page.getByTestId('historical-list-empty')).toBeVisible();
  // A custom range starts from the preset it replaces (yesterday) and is set on react-aria's date
  // fields, segment by segment (day, month, year of each end).
  await page.getByTestId('history-preset-button').click();
  await page.getByRole('option', { name: 'Personalizzato', exact: true }).click();
  const segments = page.getByTestId('history-range').getByRole('spinbutton');
  const setDay = async (end: 0 | 1, date: Date) => {
    const [d, m, y] = new Intl.DateTimeFormat('it-IT', {
      timeZone: 'Europe/Rome',
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
    })
      .format(date)
      .split('/');
    for (const [index, value] of [d!, m!, y!].entries()) {
      await segments.nth(end * 3 + index).click();
      await page.keyboard.type(value);
    }
  };
  await setDay(0, new Date());
  await expect(page.getByText('La data di inizio è successiva a quella di fine')).toBeVisible();
  await setDay(0, threeDaysAgo);
  await setDay(1, threeDaysAgo);
  await expect(count).toHaveText('25 di 27');

  // A row opens the read-only detail with its history.
  await page.getByTestId('historical-list').locator('a').first().click();
  await expect(page.getByTestId('historical-detail-screen')).toBeVisible();
  await expect(page.getByTestId('detail-summary')).toContainText(tag);
  await expect(page.getByTestId('history-table')).toContainText('Appuntamento creato');
  await expect(page.getByTestId('action-jobStart')).toHaveCount(0);
});
