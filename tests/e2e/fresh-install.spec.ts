import { type ChildProcess, spawn } from 'node:child_process';
import type { Browser, Page } from '@playwright/test';
import { PNG_1PX_FILE } from '../support/images.ts';
import { chooseOption } from './acceptor-helpers.ts';
import { signInDevice, uniquePlate } from './customer-helpers.ts';
import { signInAs } from './fixtures.ts';
import { expect as baseExpect, test } from './test.ts';

// Issue 6's "done means": from an empty database plus one admin, a new workshop is configured
// through the UI alone and works. The demo server of the other specs is no use here, so this file
// starts its own (tests/e2e/serve-empty.ts: a fresh database, the first admin, SEED=never) and
// walks it: admin → workshop, brand and people; manager → queues, box, monitor, totem, parameters;
// then a walk-in at the totem is called by the acceptor and shown on the monitor.

const PORT = Number(process.env.E2E_EMPTY_PORT ?? Number(process.env.E2E_PORT ?? 4173) + 1);
const BASE_URL = `http://127.0.0.1:${PORT}`;
const ADMIN = 'root';
const PASSWORD = 'Officina!Nuova2026';

const WORKSHOP = { code: 'TO01', name: 'Officina Torino Nord' };
const BRAND = 'Marca Prima';
const GROUP = 'Accettazione';
const QUEUE = 'Tagliandi';
const BOX = 'Box 1';
const PEOPLE = {
  manager: { first: 'Marta', last: 'Gestori', userName: 'marta.gestori', role: 'Workshop manager' },
  acceptor: { first: 'Aldo', last: 'Accetti', userName: 'aldo.accetti', role: 'Accettatore' },
  monitor: { first: 'Monitor', last: 'Sala', userName: 'monitor.to01', role: null },
  totem: { first: 'Totem', last: 'Ingresso', userName: 'totem.to01', role: null },
} as const;
type Person = (typeof PEOPLE)[keyof typeof PEOPLE];

let server: ChildProcess | undefined;

// Every screen here loads its first data on a shared, busy machine: generous waits for what a
// person would see (the default 5 s was too short for the parameters screen under load).
const expect = baseExpect.configure({ timeout: 15_000 });

// A step that cannot happen fails within seconds rather than at the end of the long test budget.
test.use({ baseURL: BASE_URL, actionTimeout: 15_000 });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = spawn(process.execPath, ['tests/e2e/serve-empty.ts'], {
    env: {
      ...process.env,
      E2E_EMPTY_PORT: String(PORT),
      E2E_ADMIN_USER: ADMIN,
      E2E_ADMIN_PASSWORD: PASSWORD,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  // Ready when it says where it listens; a start that fails ends the process instead.
  await new Promise<void>((resolve, reject) => {
    let output = '';
    server!.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('empty e2e server at')) resolve();
    });
    server!.once('exit', (code) => reject(new Error(`serve-empty.ts exited with ${code}: ${output}`)));
  });
});

test.afterAll(async () => {
  if (!server || server.exitCode !== null) return;
  const exited = new Promise((resolve) => server!.once('exit', resolve));
  server.kill('SIGTERM');
  await exited;
});

/** Picks a file through an image field's button, as a person does with the file dialog. */
async function pickImage(page: Page, fieldTestId: string) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByTestId(fieldTestId).getByRole('button', { name: 'Scegli un’immagine' }).click();
  await (await chooser).setFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG_1PX_FILE });
  await expect(page.getByTestId(fieldTestId).getByRole('img')).toBeVisible();
}

/** /Utenti: a new account, its role in the workshop (if any) and its password. */
async function addPerson(page: Page, person: Person) {
  const { userName } = person;
  await page.getByTestId('user-add').click();
  await page.getByTestId('user-first-name').fill(person.first);
  await page.getByTestId('user-last-name').fill(person.last);
  await page.getByTestId('user-user-name').fill(userName);
  await page.getByTestId('user-email').fill(`${userName}@turno.example`);
  await page.getByTestId('user-save').click();
  await expect(page.getByTestId('user-form')).toBeHidden();
  const row = page.getByTestId(`user-row-${userName}`);
  await expect(row).toContainText('In attesa del primo accesso');
  const menu = page.getByTestId(`user-actions-${userName}`);

  if (person.role) {
    await menu.click();
    await page.getByTestId(`user-actions-${userName}-roles`).click();
    await chooseOption(page, 'user-role-workshop', WORKSHOP.name);
    await chooseOption(page, 'user-role-role', person.role);
    await page.getByTestId('user-role-add').click();
    await expect(page.getByTestId('user-role-item')).toContainText(`${person.role} · ${WORKSHOP.name}`);
    await page.getByTestId('user-roles-save').click();
    await expect(page.getByTestId('user-roles')).toBeHidden();
    await expect(row).toContainText(`${person.role} · ${WORKSHOP.name}`);
  }

  await menu.click();
  await page.getByTestId(`user-actions-${userName}-password`).click();
  await page.getByTestId('user-new-password').fill(PASSWORD);
  await page.getByTestId('user-confirm-password').fill(PASSWORD);
  await page.getByTestId('user-password-save').click();
  await expect(
    page.locator('[data-sonner-toast]').getByText(`Password di ${userName} impostata.`),
  ).toBeVisible();
  await expect(page.getByTestId('user-password')).toBeHidden();
}

/**
 * A configuration screen, ready when `readyTestId` shows. The manager holds one workshop, so the
 * screen chooses it and shows no workshop chooser.
 */
async function configure(page: Page, path: string, readyTestId: string) {
  await page.goto(path);
  await expect(page.getByTestId(readyTestId)).toBeVisible();
  await expect(page.getByTestId('workshop-select')).toHaveCount(0);
}

async function newPage(browser: Browser, viewport = { width: 1366, height: 768 }) {
  return (await browser.newContext({ viewport })).newPage();
}

test('from an empty database and one admin, a workshop is set up in the UI and serves its first customer', async ({
  page,
  browser,
}) => {
  // Five people, four screens each, on a shared 2-core machine: far beyond the default 30 s.
  test.setTimeout(300_000);

  await test.step('the admin finds an empty installation and creates the workshop with its logo', async () => {
    await signInAs(page, ADMIN, PASSWORD);
    await page.goto('/Officine');
    await expect(page.getByTestId('workshops-table-empty')).toHaveText('Nessuna officina.');
    await page.getByTestId('workshop-add').click();
    await page.getByTestId('workshop-code').fill(WORKSHOP.code);
    await page.getByTestId('workshop-name').fill(WORKSHOP.name);
    await page.getByTestId('workshop-city').fill('Torino');
    await page.getByTestId('workshop-zip').fill('10121');
    await pickImage(page, 'workshop-logo');
    await page.getByTestId('workshop-save').click();
    await expect(
      page.locator('[data-sonner-toast]').getByText(`Officina creata: ${WORKSHOP.name}.`),
    ).toBeVisible();
    await expect(page.getByTestId(`workshop-row-${WORKSHOP.code}`)).toContainText('Torino');
  });

  await test.step('the admin adds a vehicle brand, which the totem form asks for', async () => {
    await page.goto('/Veicoli');
    await expect(page.getByTestId('brands-table-empty')).toBeVisible();
    await page.getByTestId('brand-new').click();
    await page.getByTestId('brand-name').fill(BRAND);
    await page.getByTestId('brand-position').fill('1');
    await pickImage(page, 'brand-logo');
    await page.getByTestId('brand-save').click();
    await expect(page.getByTestId('brand-form')).toBeHidden();
    await expect(page.getByTestId(`brand-row-${BRAND}`)).toBeVisible();
  });

  await test.step('the admin creates the manager, the acceptor and the device accounts', async () => {
    await page.goto('/Utenti');
    await expect(page.getByTestId(`user-row-${ADMIN}`)).toBeVisible();
    for (const person of Object.values(PEOPLE)) await addPerson(page, person);
  });

  const manager = await newPage(browser);
  await test.step('the manager creates a queue group, a queue and a box', async () => {
    await signInAs(manager, PEOPLE.manager.userName, PASSWORD);
    await configure(manager, '/Gestione-Box', 'new-group');
    await manager.getByTestId('new-group').click();
    await manager.getByTestId('group-name').fill(GROUP);
    await manager.getByTestId('group-color').fill('#7a3ff2');
    await manager.getByTestId('group-form-save').click();
    await expect(manager.getByTestId('group-form')).toBeHidden();
    await expect(manager.getByTestId(`group-${GROUP}`)).toBeVisible();

    await manager.getByTestId(`new-queue-${GROUP}`).click();
    await manager.getByTestId('queue-name').fill(QUEUE);
    await manager.getByTestId('queue-order').fill('1');
    await manager.getByTestId('queue-form-save').click();
    await expect(manager.getByTestId(`group-${GROUP}`).getByTestId(`queue-${QUEUE}`)).toBeVisible();

    await manager.getByTestId('new-box').click();
    await manager.getByTestId('box-name').fill(BOX);
    await chooseOption(manager, 'box-group', GROUP);
    await manager.getByTestId('box-form-save').click();
    await expect(manager.getByTestId(`box-row-${BOX}`)).toContainText(GROUP);
  });

  await test.step('the manager creates the monitor and the totem on the device accounts', async () => {
    const monitorAccount = `${PEOPLE.monitor.first} ${PEOPLE.monitor.last} (${PEOPLE.monitor.userName})`;
    await configure(manager, '/Gestione-Monitor', 'new-monitor');
    await manager.getByTestId('new-monitor').click();
    await manager.getByTestId('monitor-name').fill('Monitor sala');
    await chooseOption(manager, 'monitor-user', monitorAccount);
    await manager.getByTestId('monitor-add-group').click();
    await chooseOption(manager, 'monitor-group-0', GROUP);
    await manager.getByTestId('monitor-form-save').click();
    await expect(manager.getByTestId('monitor-row-Monitor sala')).toContainText(`1. ${GROUP}`);

    const totemAccount = `${PEOPLE.totem.first} ${PEOPLE.totem.last} (${PEOPLE.totem.userName})`;
    await configure(manager, '/Gestione-Totem', 'new-totem');
    await manager.getByTestId('new-totem').click();
    await manager.getByTestId('totem-name').fill('Totem ingresso');
    await chooseOption(manager, 'totem-user', totemAccount);
    await manager.getByTestId('totem-add-queue').click();
    await chooseOption(manager, 'totem-queue-0', `${QUEUE} (${GROUP})`);
    await manager.getByTestId('totem-message-0').fill('Benvenuti a Torino');
    await manager.getByTestId('totem-activity-0').fill('Tagliando e controlli');
    await manager.getByTestId('totem-form-save').click();
    await expect(manager.getByTestId('totem-row-Totem ingresso')).toContainText('Tagliando e controlli');
  });

  await test.step('the manager saves the workshop parameters', async () => {
    await configure(manager, '/Gestione-Parametri', 'parameters-form');
    await manager.getByTestId('param-acceptanceDurationMinutes').fill('20');
    await manager.getByTestId('parameters-save').click();
    await expect(manager.locator('[data-sonner-toast]').getByText('Modifiche salvate')).toBeVisible();
  });

  // The screens of the day open before the first customer arrives, as in a workshop.
  const monitor = await newPage(browser);
  await signInDevice(monitor, '/monitor', PEOPLE.monitor.userName, PASSWORD);
  await expect(monitor.getByTestId('monitor-board')).toBeVisible();
  const acceptor = await newPage(browser);
  await signInAs(acceptor, PEOPLE.acceptor.userName, PASSWORD);
  // The workshop's only queue group is chosen for them.
  await expect(acceptor.getByTestId('queue-group-select-button')).toContainText(GROUP);
  await expect(acceptor.getByTestId(`queue-${QUEUE}`)).toBeVisible();

  const plate = uniquePlate('TO');
  await test.step('a customer walks in at the totem', async () => {
    const totem = await newPage(browser, { width: 1080, height: 1920 });
    await signInDevice(totem, '/totem', PEOPLE.totem.userName, PASSWORD);
    await expect(totem.getByTestId('totem-kiosk')).toHaveAttribute('data-step', 'start');
    await totem.getByTestId('totem-no-appointment').click();
    const offered = totem.getByTestId('totem-queue');
    await expect(offered).toHaveCount(1);
    await expect(offered).toContainText('Benvenuti a Torino');
    await offered.click();
    await totem.getByTestId('totem-brand').selectOption({ label: BRAND });
    await totem.getByTestId('totem-plate').fill(plate);
    await totem.getByTestId('totem-name').fill('Walter Primo');
    await totem.getByTestId('totem-mobile').fill('3471234567');
    await totem.getByTestId('totem-description').fill('Primo tagliando');
    await totem.getByTestId('totem-walk-in-submit').click();
    await expect(totem.getByTestId('totem-welcome')).toBeVisible();
    await expect(totem.getByTestId('totem-welcome-position')).toContainText('1');
  });

  await test.step('the acceptor sees the customer waiting and takes the next customer into the box', async () => {
    await expect(acceptor.getByTestId(`waiting-row-${plate}`)).toBeVisible();
    await chooseOption(acceptor, 'my-box-select', BOX);
    await acceptor.getByTestId('next-customer').click();
    await expect(acceptor.getByTestId(`box-customer-${BOX}`)).toContainText(plate);
    await expect(acceptor.getByTestId(`waiting-row-${plate}`)).toHaveCount(0);
  });

  await test.step('the monitor shows the call', async () => {
    await expect(monitor.getByTestId('monitor-current-plate')).toContainText(plate);
  });
});
