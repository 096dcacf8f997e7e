import type { Browser, Page } from '@playwright/test';
import { chooseOption } from './acceptor-helpers.ts';
import { api, signInDevice, uniquePlate } from './customer-helpers.ts';
import { DESK_SHOT_VARIANTS, DESK_VIEWPORT, signInAs, signInForShots } from './fixtures.ts';
import { expect, test } from './test.ts';

// A workshop manager sets a workshop up through the configuration screens and sees the acceptor
// home, the monitor and the totem use what they made. Everything happens in Roma: the other suites
// count on Milano's demo monitor and totem being the only ones there.

const ROMA = 'Turno Roma Est';
const SHOTS = '/tmp/adminB-shots';
const stamp = Date.now().toString(36).slice(-5).toUpperCase();
const names = {
  group: `Gruppo ${stamp}`,
  queue: `Coda ${stamp}`,
  box: `Box ${stamp}`,
  monitor: `Monitor ${stamp}`,
  totem: `Totem ${stamp}`,
  message: `Accoglienza ${stamp}`,
  activity: `Controllo luci ${stamp}`,
};

test.describe.configure({ mode: 'serial' });

async function managerOn(page: Page, path: string) {
  await page.goto(path);
  await chooseOption(page, 'workshop-select', ROMA);
}

test('a manager makes a queue group, queue and box; invalid inputs show field errors', async ({ page }) => {
  await signInAs(page, 'manager');
  await managerOn(page, '/Gestione-Box');

  await page.getByTestId('new-group').click();
  await page.getByTestId('group-form-save').click();
  await expect(page.getByTestId('group-form')).toContainText('Campo obbligatorio');
  await page.getByTestId('group-color').fill('rosso');
  await page.getByTestId('group-name').fill(names.group);
  await page.getByTestId('group-form-save').click();
  await expect(page.getByTestId('group-form')).toContainText('#1f6feb');
  await page.getByTestId('group-color').fill('#7a3ff2');
  await page.getByTestId('group-form-save').click();
  await expect(page.getByTestId('group-form')).toBeHidden();
  const group = page.getByTestId(`group-${names.group}`);
  await expect(group).toBeVisible();

  await page.getByTestId(`new-queue-${names.group}`).click();
  await page.getByTestId('queue-name').fill(names.queue);
  await page.getByTestId('queue-order').fill('primo');
  await page.getByTestId('queue-order').blur();
  await expect(page.getByTestId('queue-form')).toContainText('Deve essere un numero');
  await page.getByTestId('queue-order').fill('1');
  await page.getByTestId('queue-form-save').click();
  await expect(group.getByTestId(`queue-${names.queue}`)).toBeVisible();

  await page.getByTestId('new-box').click();
  await page.getByTestId('box-form-save').click();
  const boxForm = page.getByTestId('box-form');
  await expect(boxForm.getByText('Campo obbligatorio')).toHaveCount(2); // name and group
  await page.getByTestId('box-name').fill(names.box);
  await chooseOption(page, 'box-group', names.group);
  await page.getByTestId('box-aliases').fill(' b9 , nove ');
  await page.getByTestId('box-form-save').click();
  const row = page.getByTestId(`box-row-${names.box}`);
  await expect(row).toContainText(names.group);
  await expect(row).toContainText('b9, nove');
});

test('a manager makes a monitor and a totem over them; invalid inputs show field errors', async ({
  page,
}) => {
  await signInAs(page, 'manager');
  await managerOn(page, '/Gestione-Monitor');
  await page.getByTestId('new-monitor').click();
  await page.getByTestId('monitor-form-save').click();
  await expect(page.getByTestId('monitor-form')).toContainText('Campo obbligatorio');
  await expect(page.getByTestId('monitor-groups-error')).toHaveText('Sceglierne almeno uno');
  await page.getByTestId('monitor-name').fill(names.monitor);
  await chooseOption(page, 'monitor-user', 'Monitor Sala attesa (monitor)');
  await page.getByTestId('monitor-add-group').click();
  await chooseOption(page, 'monitor-group-0', names.group);
  await page.getByTestId('monitor-form-save').click();
  await expect(page.getByTestId(`monitor-row-${names.monitor}`)).toContainText(`1. ${names.group}`);

  await managerOn(page, '/Gestione-Totem');
  await page.getByTestId('new-totem').click();
  await page.getByTestId('totem-name').fill(names.totem);
  await page.getByTestId('totem-form-save').click();
  await expect(page.getByTestId('totem-form')).toContainText('Campo obbligatorio'); // no device account
  await expect(page.getByTestId('totem-queues-error')).toHaveText('Sceglierne almeno uno');
  await chooseOption(page, 'totem-user', 'Totem Accoglienza (totem)');
  await page.getByTestId('totem-add-queue').click();
  await chooseOption(page, 'totem-queue-0', `${names.queue} (${names.group})`);
  await page.getByTestId('totem-form-save').click();
  const row = page.getByTestId('totem-queue-row-0');
  await expect(row.getByText('Campo obbligatorio')).toHaveCount(2); // message and activity
  await page.getByTestId('totem-message-0').fill(names.message);
  await page.getByTestId('totem-activity-0').fill(names.activity);
  await page.getByTestId('totem-form-save').click();
  await expect(page.getByTestId(`totem-row-${names.totem}`)).toContainText(names.activity);
});

test('the acceptor home, the monitor and the totem use what the manager made', async ({ page, browser }) => {
  // Four browser contexts (home, setup, monitor, totem) and a dozen live round trips: on two shared
  // cores this takes 20–30 s, near the default limit.
  test.setTimeout(90_000);
  await signInAs(page, 'manager');
  await managerOn(page, '/');
  await chooseOption(page, 'queue-group-select', names.group);
  await expect(page.getByTestId(`queue-${names.queue}`)).toBeVisible();
  await expect(page.getByTestId(`box-tile-${names.box}`)).toBeVisible();

  // Another manager's screen adds a box and deletes it: the open home follows without a reload.
  const extra = `${names.box}-2`;
  const setup = await (await browser.newContext()).newPage();
  await signInAs(setup, 'manager');
  await managerOn(setup, '/Gestione-Box');
  await setup.getByTestId('new-box').click();
  await setup.getByTestId('box-name').fill(extra);
  await chooseOption(setup, 'box-group', names.group);
  await setup.getByTestId('box-form-save').click();
  await expect(setup.getByTestId(`box-row-${extra}`)).toBeVisible();
  await expect(page.getByTestId(`box-tile-${extra}`)).toBeVisible();
  await setup.getByTestId(`delete-box-${extra}`).click();
  await setup.getByTestId(`delete-box-${extra}-dialog-confirm`).click();
  await expect(setup.getByTestId(`box-row-${extra}`)).toBeHidden();
  await expect(page.getByTestId(`box-tile-${extra}`)).toBeHidden();

  // A new queue group, then its deletion, reach the open home's group picker the same way.
  const extraGroup = `${names.group}-2`;
  await setup.getByTestId('new-group').click();
  await setup.getByTestId('group-name').fill(extraGroup);
  await setup.getByTestId('group-form-save').click();
  await expect(setup.getByTestId(`group-${extraGroup}`)).toBeVisible();
  const groupPicker = page.getByTestId('queue-group-select-button');
  await groupPicker.click();
  await expect(page.getByRole('option', { name: extraGroup, exact: true })).toBeVisible();
  await page.keyboard.press('Escape');
  await setup.getByTestId(`delete-group-${extraGroup}`).click();
  await setup.getByTestId(`delete-group-${extraGroup}-dialog-confirm`).click();
  await expect(setup.getByTestId(`group-${extraGroup}`)).toBeHidden();
  await groupPicker.click();
  await expect(page.getByRole('option', { name: names.group, exact: true })).toBeVisible();
  await expect(page.getByRole('option', { name: extraGroup, exact: true })).toHaveCount(0);
  await page.keyboard.press('Escape');

  // A customer waits in the new queue and is called into the new box: the new monitor shows it.
  const monitor = await deviceScreen(browser, '/monitor', 'monitor', names.monitor);
  await expect(monitor.getByTestId('monitor-board')).toBeVisible();
  const ids = await api<{
    queueGroups: { name: string; queues: { queueID: string; name: string }[] }[];
    boxes: { boxID: string; name: string }[];
  }>(
    page,
    `query ($w: ID!) { queueGroups(workshopID: $w) { name queues { queueID name } } boxes(workshopID: $w) { boxID name } }`,
    { w: await romaID(page) },
  );
  const queueID = ids.queueGroups.flatMap((g) => g.queues).find((q) => q.name === names.queue)!.queueID;
  const boxID = ids.boxes.find((b) => b.name === names.box)!.boxID;
  const plate = uniquePlate('WS');
  const { vehicleBrands } = await api<{ vehicleBrands: { vehicleBrandID: string }[] }>(
    page,
    '{ vehicleBrands { vehicleBrandID } }',
  );
  const walkIn = await api<{ registerNewAppointment: { appointment: { appointmentID: string } } }>(
    page,
    `mutation ($input: RegisterNewAppointmentInput!) { registerNewAppointment(input: $input) { appointment { appointmentID } } }`,
    {
      input: {
        workshopID: await romaID(page),
        queueID,
        vehicleBrandID: vehicleBrands[0]!.vehicleBrandID,
        licensePlate: plate,
        name: 'Cliente Configurazione',
        mobile: '3471234567',
        description: 'Prova configurazione',
      },
    },
  );
  await expect(page.getByTestId(`queue-${names.queue}`)).toContainText(plate);
  // A queue with a customer waiting cannot be deleted: the reason is told, the queue stays.
  await setup.getByTestId(`delete-queue-${names.queue}`).click();
  await setup.getByTestId(`delete-queue-${names.queue}-dialog-confirm`).click();
  await expect(
    setup
      .locator('[data-sonner-toast]')
      .getByText('Non si può eliminare: 1 cliente è in attesa in questa coda.'),
  ).toBeVisible();
  await expect(setup.getByTestId(`queue-${names.queue}`)).toBeVisible();
  await api(
    page,
    `mutation ($input: PickAppointmentInput!) { pickAppointment(input: $input) { appointment { appointmentID } } }`,
    { input: { appointmentID: walkIn.registerNewAppointment.appointment.appointmentID, boxID } },
  );
  await expect(monitor.getByTestId('monitor-current-plate')).toContainText(plate);
  await expect(page.getByTestId(`box-customer-${names.box}`)).toContainText(plate);

  // The new totem offers the new queue with its message and activity.
  const totem = await deviceScreen(browser, '/totem', 'totem', names.totem);
  await totem.getByTestId('totem-no-appointment').click();
  const offered = totem.getByTestId('totem-queue');
  await expect(offered).toHaveCount(1);
  await expect(offered).toContainText(names.message);
  await expect(offered).toContainText(names.activity);
});

test('parameters: bad values show field errors, SMS texts preview live, saving keeps the values', async ({
  page,
}) => {
  await signInAs(page, 'manager');
  await managerOn(page, '/Gestione-Parametri');
  const form = page.getByTestId('parameters-form');
  await page.getByTestId('param-acceptanceDurationMinutes').fill('500');
  await page.getByTestId('param-acceptanceDurationMinutes').blur();
  await expect(form).toContainText('Fuori dall’intervallo consentito');
  await page.getByTestId('param-bookingOfficeEmail').fill('prenotazioni@');
  await page.getByTestId('param-bookingOfficeEmail').blur();
  await expect(form).toContainText('Indirizzo e-mail non valido');
  await page.getByTestId('param-personalDataRetentionMonths').fill('3');
  await page.getByTestId('param-personalDataRetentionMonths').blur();
  await expect(page.locator('#parameters-privacy')).toContainText('Fuori dall’intervallo consentito');

  await page.getByTestId('param-welcome').fill('Ciao {name}, {targa} al {box}');
  await page.getByTestId('param-welcome').blur();
  await expect(page.getByTestId('sms-welcome')).toContainText('Segnaposto sconosciuto nel testo');
  await expect(page.getByTestId('sms-preview-welcome')).toHaveText('Ciao Mario Rossi, {targa} al Box 3');
  await page.getByTestId('parameters-save').click();
  await expect(page.getByTestId('param-acceptanceDurationMinutes')).toBeFocused();

  await page.getByTestId('param-acceptanceDurationMinutes').fill('25');
  await page.getByTestId('param-bookingOfficeEmail').fill('prenotazioni@roma.example');
  await page.getByTestId('param-personalDataRetentionMonths').fill('36');
  await page
    .getByTestId('param-privacyNoticeIt')
    .fill('Titolare è l’officina di Roma.\n\nDati solo per la coda.');
  await page.getByTestId('param-welcome').fill('Ciao {name}, la targa {plate} è attesa da {workshop}');
  await expect(page.getByTestId('sms-preview-welcome')).toHaveText(
    `Ciao Mario Rossi, la targa AB123CD è attesa da ${ROMA}`,
  );
  // Length, alphabet and SMS count of the text as sent (accents are GSM-7, an emoji is not).
  const length = page.getByTestId('sms-length-welcome');
  await expect(length).toContainText('GSM-7 · 1 SMS');
  await page.getByTestId('param-welcome').fill(`Ciao {name} 🚗 ${'la tua auto è pronta '.repeat(4)}`);
  await expect(length).toContainText('UCS-2 · 2 SMS');
  await page.getByTestId('param-welcome').fill('Ciao {name}, la targa {plate} è attesa da {workshop}');
  await chooseOption(page, 'param-criticalThresholdAlertChannel', 'SMS ed e-mail');
  await page.getByTestId('parameters-save').click();
  await expect(page.locator('[data-sonner-toast]').getByText('Modifiche salvate')).toBeVisible();
  await managerOn(page, '/Gestione-Parametri');
  await expect(page.getByTestId('param-acceptanceDurationMinutes')).toHaveValue('25');
  await expect(page.getByTestId('param-personalDataRetentionMonths')).toHaveValue('36');
  // The notice customers now read is the workshop's own Italian text, and the English default.
  await page.locator('#parameters-privacy').screenshot({ path: `${SHOTS}/e2e-parameters-privacy.png` });
  await page.getByTestId('privacy-notice-open').click();
  const notice = page.getByTestId('privacy-notice-text');
  await expect(notice.locator('p')).toHaveText(['Titolare è l’officina di Roma.', 'Dati solo per la coda.']);
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('param-criticalThresholdAlertChannel-button')).toContainText('SMS ed e-mail');
});

test('an admin, with no role anywhere, chooses any workshop to configure', async ({ page }) => {
  await signInAs(page, 'admin');
  await managerOn(page, '/Gestione-Box');
  await expect(page.getByTestId(`group-${names.group}`)).toBeVisible();
  await managerOn(page, '/Gestione-Monitor');
  await expect(page.getByTestId(`monitor-row-${names.monitor}`)).toBeVisible();
});

test.describe('screenshots at 1366×768', () => {
  for (const variant of DESK_SHOT_VARIANTS) {
    test.describe(variant.id, () => {
      test.use({ viewport: DESK_VIEWPORT, colorScheme: variant.colorScheme });
      test(`configuration screens in ${variant.id}`, async ({ page }) => {
        await signInForShots(page, 'manager', variant);
        for (const [path, ready] of [
          ['/Gestione-Parametri', 'parameters-form'],
          ['/Gestione-Box', 'boxes-table'],
          ['/Gestione-Monitor', 'monitors-table'],
          ['/Gestione-Totem', 'totems-table'],
        ] as const) {
          await managerOn(page, path);
          await expect(page.getByTestId(ready)).toBeVisible();
          await page.screenshot({ path: `${SHOTS}/e2e${path}-${variant.id}.png` });
        }
        await page.getByTestId('new-totem').click();
        await page.getByTestId('totem-add-queue').click();
        await page.getByTestId('totem-form-save').click();
        await page.screenshot({ path: `${SHOTS}/e2e-totem-form-errors-${variant.id}.png` });
      });
    });
  }
});

/** A device screen signed in as its account, on the named monitor or totem. */
async function deviceScreen(browser: Browser, path: string, userName: string, name: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1366, height: 768 } });
  const page = await context.newPage();
  await signInDevice(page, path, userName);
  const picker = path === '/monitor' ? 'monitor-picker-option' : 'totem-picker-option';
  await page.getByTestId(picker).filter({ hasText: name }).click();
  return page;
}

async function romaID(page: Page): Promise<string> {
  const { workshops } = await api<{ workshops: { nodes: { workshopID: string; name: string }[] } }>(
    page,
    '{ workshops(first: 50) { nodes { workshopID name } } }',
  );
  return workshops.nodes.find((w) => w.name === ROMA)!.workshopID;
}
