import { uniquePlate } from './acceptor-helpers.ts';
import { clearDay, typeDay } from './date-picker.ts';
import { sidebarKeys, signInAs } from './fixtures.ts';
import { expect, test } from './test.ts';

test('a manager books in the Agenda (field errors first), sees it on the day, edits and deletes it', async ({
  page,
}) => {
  const plate = uniquePlate('A');
  await signInAs(page, 'manager');
  await page.goto('/Agenda');
  await expect(page.getByTestId('agenda-card')).toBeVisible();

  await page.getByTestId('agenda-new').click();
  const form = page.getByTestId('booking-form');
  await expect(form).toBeVisible();
  // A bad plate and mobile are refused on their fields, and nothing is saved.
  await page.getByTestId('booking-plate').fill('AB');
  await page.getByTestId('booking-mobile').fill('12345');
  await page.getByTestId('booking-save').click();
  await expect(form.getByText('La targa ha da 5 a 10 caratteri')).toBeVisible();
  await expect(form.getByText('Il numero di cellulare ha 9 o 10 cifre')).toBeVisible();
  await expect(page.getByTestId('booking-plate')).toHaveAttribute('aria-invalid', 'true');

  await page.getByTestId('booking-plate').fill(plate);
  await page.getByTestId('booking-name').fill('Agata Agenda');
  await page.getByTestId('booking-mobile').fill('3331234567');
  await page.getByTestId('booking-brand-button').click();
  await page.getByRole('option').first().click();
  await page.getByTestId('booking-model').fill('Yaris');
  // Dates are DD/MM/YYYY and times on the 24-hour clock (spec §9); a new booking starts on the day
  // shown (today in Rome, the browser's zone too).
  const today = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Rome', dateStyle: 'short' }).format(
    new Date(),
  );
  const dateInput = page.getByTestId('booking-date-input');
  await expect(dateInput).toHaveText(today);
  // Without a day the booking is refused on the date; the calendar gives it back.
  await clearDay(page, 'booking-date');
  await expect(dateInput).toHaveText('gg/mm/aaaa');
  await page.getByTestId('booking-save').click();
  await expect(page.getByTestId('booking-date').getByText('Campo obbligatorio')).toBeVisible();
  // The save puts the keyboard on the first wrong field: the date's day segment.
  await expect(page.getByTestId('booking-date-input').getByRole('spinbutton').first()).toBeFocused();
  await page.getByTestId('booking-date-open').click();
  const calendar = page.getByRole('dialog').filter({ has: page.getByRole('grid') });
  await calendar.getByRole('button', { name: /^Oggi, / }).click();
  await expect(calendar).toBeHidden();
  await expect(dateInput).toHaveText(today);
  await page.getByTestId('booking-time').fill('23:40');
  await page.getByTestId('booking-save').click();
  await expect(form).toBeHidden();

  const row = page.getByTestId(`row-${plate}`);
  await expect(row).toContainText('Agata Agenda');
  await expect(row).toContainText('23:40');

  await page.getByTestId(`edit-${plate}`).click();
  await expect(page.getByTestId('booking-name')).toHaveValue('Agata Agenda');
  await page.getByTestId('booking-name').fill('Agata Modificata');
  await expect(page.getByTestId('booking-date-input')).toHaveText(today);
  // Typed digit by digit into the segments, the same day again.
  await typeDay(page, 'booking-date', today);
  await page.getByTestId('booking-time').fill('23:50');
  await page.getByTestId('booking-save').click();
  await expect(page.getByTestId('booking-form')).toBeHidden();
  await expect(row).toContainText('Agata Modificata');
  await expect(row).toContainText('23:50');

  // The week view lists it under today too.
  await page.getByTestId('agenda-view-week').click();
  await expect(page.getByTestId('agenda-week')).toContainText(plate);
  await page.getByTestId('agenda-view-day').click();

  await page.getByTestId(`delete-${plate}`).click();
  await expect(page.getByTestId('dialog-deleteAppointment')).toBeVisible();
  await page.getByTestId('dialog-deleteAppointment-confirm').click();
  await expect(page.getByTestId(`row-${plate}`)).toHaveCount(0);
});

test('a cashier has no Agenda entry and gets the forbidden page by URL, but may read the history', async ({
  page,
}) => {
  await signInAs(page, 'cashier');
  const keys = await sidebarKeys(page);
  expect(keys).not.toContain('agenda');
  expect(keys).toContain('historical');
  await page.goto('/Agenda');
  await expect(page.getByTestId('forbidden')).toBeVisible();
  await expect(page.getByTestId('agenda-screen')).toHaveCount(0);
  await page.goto('/Historical');
  await expect(page.getByTestId('historical-screen')).toBeVisible();
});
