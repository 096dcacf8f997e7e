import { mkdirSync } from 'node:fs';
import { type Page, request } from '@playwright/test';
import { chooseOption } from './acceptor-helpers.ts';
import { readyForPickup, uniquePlate } from './customer-helpers.ts';
import { signInAs } from './fixtures.ts';
import { expect, test } from './test.ts';

// Agenda ritiri (/Agenda-ritiri): a manager adds a weekday slot (field errors first), sees
// customers' pickups arrive in it live, is refused a capacity below them with the reason on the
// field, and removes the slot again after a confirmation. The slot is 21:00–22:00 tomorrow, a time
// no other test books, and it is removed at the end.

const SHOTS = '/tmp/customer-shots';
mkdirSync(SHOTS, { recursive: true });
const baseURL = `http://127.0.0.1:${process.env.E2E_PORT ?? 4173}`;
const WEEK_DAYS = ['SUNDAY', 'MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY'];
const ITALIAN_DAYS: Record<string, string> = {
  MONDAY: 'Lunedì',
  TUESDAY: 'Martedì',
  WEDNESDAY: 'Mercoledì',
  THURSDAY: 'Giovedì',
  FRIDAY: 'Venerdì',
  SATURDAY: 'Sabato',
  SUNDAY: 'Domenica',
};

/** Tomorrow in Rome (YYYY-MM-DD) and its weekday: the schedule's seven days from today show it. */
function tomorrow() {
  const at = new Date(Date.now() + 86_400_000);
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' }).format(at);
  const weekDay = WEEK_DAYS[new Date(`${day}T12:00:00Z`).getUTCDay()]!;
  return { day, weekDay };
}

/** The customer's own call, from their phone (no staff token). */
async function customerCall(query: string, variables: Record<string, unknown>) {
  const api = await request.newContext({ baseURL });
  const response = await api.post('/graphql', { data: { query, variables } });
  const body = (await response.json()) as {
    data: Record<string, { success: boolean; errorCode: string | null }>;
  };
  return Object.values(body.data)[0]!;
}
const BOOK = `mutation ($input: WithdrawalSlotInput!) { createWithdrawalAppointment(input: $input) { success errorCode } }`;
const CANCEL = `mutation ($access: WithdrawalAccessInput!) { cancelWithdrawalAppointment(access: $access) { success errorCode } }`;

async function lineCount(page: Page) {
  return page.locator('[data-testid^="slot-line-"]').count();
}

test('a manager edits the weekday slots and follows the pickups booked in them, live', async ({
  page,
  browser,
}) => {
  // Two customers' visits are taken through check-in, a box and the job, and the page is loaded in
  // two languages: about 80 s on a busy 2-core machine, so a generous budget.
  test.setTimeout(180_000);
  const target = tomorrow();
  await signInAs(page, 'manager');
  await page.goto('/Agenda-ritiri');
  await expect(page.getByTestId('pickup-schedule')).toBeVisible();
  await expect(page.getByTestId('pickup-slot-form')).toBeVisible();
  await expect(page.getByTestId(`pickup-day-${target.day}`)).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/agenda-ritiri-1366x768-it.png` });

  // A new line: an empty end is refused on its field and nothing is sent.
  const index = await lineCount(page);
  await page.getByTestId('slot-add').click();
  await expect(page.getByTestId(`slot-line-${index}`)).toBeVisible();
  await chooseOption(page, `slot-${index}-day`, ITALIAN_DAYS[target.weekDay]!);
  await page.getByTestId(`slot-${index}-start`).fill('21:00');
  await page.getByTestId(`slot-${index}-end`).fill('');
  await page.getByTestId('slot-save').click();
  const line = page.getByTestId(`slot-line-${index}`);
  await expect(line.getByText('Campo obbligatorio')).toBeVisible();
  await expect(page.getByTestId(`slot-${index}-end`)).toHaveAttribute('aria-invalid', 'true');
  // A time that is not HH:MM is refused as typed (after leaving the field).
  await page.getByTestId(`slot-${index}-end`).fill('25:00');
  await page.getByTestId(`slot-${index}-maxSlots`).focus();
  await expect(line.getByText('Orario nel formato HH:MM')).toBeVisible();

  await page.getByTestId(`slot-${index}-end`).fill('22:00');
  await page.getByTestId(`slot-${index}-maxSlots`).fill('2');
  await page.getByTestId('slot-save').click();
  await expect(page.getByText('Fasce di ritiro salvate.')).toBeVisible();
  const slot = page.getByTestId(`pickup-slot-${target.day}-21:00`);
  await expect(slot).toContainText('0 su 2 prenotati');
  await expect(slot).toContainText('Nessun ritiro prenotato');

  // Two customers book it from their phones: the schedule shows them without a reload.
  const visits = [
    await readyForPickup(browser, uniquePlate('PS')),
    await readyForPickup(browser, uniquePlate('PS')),
  ].map((visit) => ({ trackingCode: visit.code, licensePlate: visit.plate }));
  for (const visit of visits) {
    const reply = await customerCall(BOOK, {
      input: { code: visit.trackingCode, day: target.day, start: '21:00' },
    });
    expect(reply).toMatchObject({ success: true });
  }
  for (const visit of visits) await expect(slot).toContainText(visit.licensePlate);
  await expect(slot).toContainText('2 su 2 prenotati · Completa');
  await page.screenshot({ path: `${SHOTS}/agenda-ritiri-booked-1366x768-it.png`, fullPage: true });

  // One place for two pickups: refused, with the reason on the field and a toast.
  const lineNow = page.locator(`[data-slot="${target.weekDay} 21:00"]`);
  const maxSlots = lineNow.locator('input').nth(2);
  await maxSlots.fill('1');
  await page.getByTestId('slot-save').click();
  await expect(lineNow.getByText('Ci sono già più ritiri prenotati in questa fascia')).toBeVisible();
  await expect(page.getByText('Le fasce non sono state salvate: correggi i campi segnati.')).toBeVisible();
  await expect(slot).toContainText('2 su 2 prenotati');

  // In English too.
  await page.goto('/Agenda-ritiri?lng=en');
  await expect(page.getByTestId(`pickup-slot-${target.day}-21:00`)).toContainText('2 of 2 booked · Full');
  await page.screenshot({ path: `${SHOTS}/agenda-ritiri-1366x768-en.png` });

  // The customers cancel: the places free up live.
  for (const visit of visits) {
    expect(await customerCall(CANCEL, { access: { code: visit.trackingCode } })).toMatchObject({
      success: true,
    });
  }
  const freed = page.getByTestId(`pickup-slot-${target.day}-21:00`);
  await expect(freed).toContainText('0 of 2 booked');

  // Removing the slot asks first, then saves.
  const ours = page.locator(`[data-slot="${target.weekDay} 21:00"]`);
  await ours.getByRole('button', { name: /^Remove the slot/ }).click();
  await page.getByTestId('slot-save').click();
  await expect(page.getByTestId('dialog-removeSlots')).toContainText('You are removing 1 slot.');
  await page.getByTestId('dialog-removeSlots-confirm').click();
  await expect(page.getByText('Pickup slots saved.')).toBeVisible();
  await expect(page.getByTestId(`pickup-slot-${target.day}-21:00`)).toHaveCount(0);
});
