import type { Browser, Page } from '@playwright/test';
import {
  type ApiDesk,
  apiDesk,
  chooseOption,
  intoAFreeBox,
  registerWalkIn,
  uniquePlate,
} from './acceptor-helpers.ts';
import { signInAs } from './fixtures.ts';
import { expect, test } from './test.ts';

/** A second person at another desk: their own browser context, signed in. */
async function otherDesk(browser: Browser, userName: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInAs(page, userName);
  return page;
}

/** The customer refuses and leaves, so the box is free for the other tests. */
async function release(desk: ApiDesk, appointmentID: string) {
  const { rejectReasons } = await desk.gql<{ rejectReasons: { rejectReasonID: string }[] }>(
    '{ rejectReasons { rejectReasonID } }',
  );
  await desk.gql(
    'mutation ($input: JobRejectInput!) { jobReject(input: $input) { appointment { statusCode } } }',
    {
      input: { appointmentID, rejectReasonID: rejectReasons[0]!.rejectReasonID },
    },
  );
}

test('Attesa-Ricambi: an acceptor flags a vehicle on its detail, the manager sees it arrive live and clears it', async ({
  page,
  browser,
}) => {
  const plate = uniquePlate('R');
  const desk = await apiDesk('acceptor1');
  const appointmentID = await registerWalkIn(desk, 'Tagliando e manutenzione', plate);
  if ((await intoAFreeBox(desk, appointmentID)) === null) throw new Error('no free box');
  try {
    await signInAs(page, 'manager');
    await page.goto('/Attesa-Ricambi');
    await expect(page.getByTestId('spare-parts-list-card')).toBeVisible();
    await expect(page.getByTestId(`row-${plate}`)).toHaveCount(0);

    const acceptor = await otherDesk(browser, 'acceptor1');
    await acceptor.goto(`/Processings/${appointmentID}`);
    const sparePartsSwitch = acceptor.getByTestId('spare-parts-switch');
    await expect(sparePartsSwitch).toBeVisible();
    // The history is shown once: the table, not the card's short list as well.
    await expect(acceptor.getByTestId('history-table')).toBeVisible();
    await expect(acceptor.getByTestId('history-list')).toHaveCount(0);
    await sparePartsSwitch.click();
    await expect(acceptor.getByText(`${plate} ora è in attesa di ricambi.`)).toBeVisible();
    await expect(acceptor.getByTestId('history-table')).toContainText('Attesa ricambi');

    // The manager's list shows it without a reload, and "parts arrived" takes it off.
    const row = page.getByTestId(`row-${plate}`);
    await expect(row).toBeVisible();
    await page.getByTestId(`parts-arrived-${plate}`).click();
    await expect(page.getByText(`${plate} non è più in attesa di ricambi.`)).toBeVisible();
    await expect(row).toHaveCount(0);
    // The acceptor's card follows.
    await expect(acceptor.getByTestId('spare-parts-switch').getByRole('switch')).not.toBeChecked();
    await acceptor.context().close();
  } finally {
    await release(desk, appointmentID);
  }
});

test('Anomalie: a booking checked in on another day appears live and goes back to the bookings', async ({
  page,
}) => {
  const plate = uniquePlate('A');
  const desk = await apiDesk('manager');
  const { vehicleBrands } = await desk.gql<{ vehicleBrands: { vehicleBrandID: string }[] }>(
    '{ vehicleBrands { vehicleBrandID } }',
  );
  // Booked for the day after tomorrow (another day in any zone), arriving today: an anomaly.
  const tomorrow = new Date(Date.now() + 48 * 3600_000);
  tomorrow.setUTCHours(9, 0, 0, 0);
  const created = await desk.gql<{ createAppointment: { appointment: { appointmentID: string } } }>(
    'mutation ($input: AppointmentInput!) { createAppointment(input: $input) { appointment { appointmentID } } }',
    {
      input: {
        workshopID: desk.workshopID,
        licensePlate: plate,
        name: 'Anna Anomalia',
        mobile: '3331234567',
        vehicleBrandID: vehicleBrands[0]!.vehicleBrandID,
        vehicleModel: 'Panda',
        bookingDateTime: tomorrow.toISOString(),
        sendConfirmationSms: false,
      },
    },
  );
  const appointmentID = created.createAppointment.appointment.appointmentID;

  await signInAs(page, 'manager');
  await page.goto('/Anomalie');
  await expect(page.getByTestId('anomalies-card')).toBeVisible();
  await expect(page.getByTestId(`row-${plate}`)).toHaveCount(0);

  await desk.gql(
    'mutation ($input: CheckInBookedInput!) { checkInBooked(input: $input) { appointment { statusCode } } }',
    {
      input: { appointmentID },
    },
  );
  const row = page.getByTestId(`row-${plate}`);
  await expect(row).toBeVisible();
  await expect(row).toContainText('Anna Anomalia');

  await page.getByTestId(`undo-check-in-${plate}`).click();
  await expect(page.getByTestId('dialog-undoCheckIn')).toBeVisible();
  await page.getByTestId('dialog-undoCheckIn-confirm').click();
  await expect(row).toHaveCount(0);
});

test('VehicleStillInWorkshop lists a walk-in as soon as it checks in, counted as today', async ({ page }) => {
  const plate = uniquePlate('V');
  await signInAs(page, 'manager');
  await page.goto('/VehicleStillInWorkshop');
  await expect(page.getByTestId('in-workshop-list-card')).toBeVisible();
  await expect(page.getByTestId(`row-${plate}`)).toHaveCount(0);

  const desk = await apiDesk('hostess');
  await registerWalkIn(desk, 'Pneumatici', plate);
  const row = page.getByTestId(`row-${plate}`);
  await expect(row).toBeVisible();
  await expect(row).toContainText('Oggi');
  await expect(row).toContainText('Walter Prova');
});

test('Azioni: a follow-up recorded at one desk appears at the other without a reload; notes are required', async ({
  page,
  browser,
}) => {
  const plate = uniquePlate('F');
  const hostess = await apiDesk('hostess');
  await registerWalkIn(hostess, 'Revisione', plate);

  await signInAs(page, 'manager');
  await page.goto('/Azioni');
  await expect(page.getByTestId('follow-ups-card')).toBeVisible();
  await expect(page.getByTestId('follow-ups-card')).not.toContainText(plate);

  const owner = await otherDesk(browser, 'owner');
  await owner.goto('/Azioni');
  await owner.getByTestId('follow-up-record').click();
  await owner.getByTestId('follow-up-search').fill(plate);
  // The picker opens once the search has found the visit.
  await expect(owner.getByTestId('follow-up-customer-button')).toBeEnabled();
  await chooseOption(
    owner,
    'follow-up-customer',
    `${plate} · Walter Prova · ${new Intl.DateTimeFormat('it-IT', { timeZone: 'Europe/Rome', day: '2-digit', month: '2-digit', year: 'numeric' }).format(new Date())}`,
  );
  await chooseOption(owner, 'follow-up-type', 'Informazione proattiva');
  // No notes: the form says so on the field and sends nothing.
  await owner.getByTestId('follow-up-save').click();
  await expect(owner.getByTestId('follow-up-form')).toContainText('Campo obbligatorio');
  await owner.getByTestId('follow-up-notes').fill('Avvisato: ricambio in arrivo giovedì');
  await owner.getByTestId('follow-up-save').click();
  await expect(owner.getByText(`Azione registrata per ${plate}.`)).toBeVisible();
  await expect(owner.getByTestId('follow-up-form')).toHaveCount(0);

  // The manager's list shows it live, with who recorded it.
  const list = page.getByTestId('follow-ups-list');
  await expect(list).toContainText(plate);
  await expect(list).toContainText('Avvisato: ricambio in arrivo giovedì');
  await expect(list).toContainText('Informazione proattiva');
  await expect(list).toContainText('Ottavio Orsini');

  // Only follow-ups: the proactive information is filtered out.
  await chooseOption(page, 'follow-ups-type', 'Richiamo');
  await expect(page.getByTestId('follow-ups-card')).toBeVisible();
  await expect(page.getByTestId('follow-ups-card')).not.toContainText(plate);
  await owner.context().close();
});

test('Azioni is not offered to an acceptor, and its address shows the forbidden page', async ({ page }) => {
  await signInAs(page, 'acceptor1');
  await expect(page.getByRole('link', { name: 'Azioni', exact: true })).toHaveCount(0);
  await page.goto('/Azioni');
  await expect(page.getByTestId('forbidden')).toBeVisible();
  await expect(page.getByTestId('follow-ups-screen')).toHaveCount(0);
});
