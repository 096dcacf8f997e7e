import { uniquePlate } from './acceptor-helpers.ts';
import { signInAs } from './fixtures.ts';
import { expect, test } from './test.ts';

test('walk-in form: errors as you type, then registration into the live waiting list, then delete with confirmation', async ({
  page,
}) => {
  await signInAs(page, 'acceptor2');
  await page.goto('/Checkin');
  await expect(page.getByTestId('checkin-screen')).toBeVisible();

  // Field errors from the shared schema, once a field is left.
  await page.getByTestId('walk-in-plate').fill('AB1');
  await page.getByTestId('walk-in-name').focus();
  await expect(page.getByTestId('walk-in-form')).toContainText('La targa ha da 5 a 10 caratteri');
  await page.getByTestId('walk-in-mobile').fill('12345');
  await page.getByTestId('walk-in-model').focus();
  await expect(page.getByTestId('walk-in-form')).toContainText('Il numero di cellulare ha 9 o 10 cifre');

  // Submitting with missing fields is blocked and says so on each field.
  await page.getByTestId('walk-in-submit').click();
  await expect(page.getByTestId('walk-in-brand')).toContainText('Campo obbligatorio');

  const plate = uniquePlate('W');
  await page.getByTestId('walk-in-plate').fill(plate);
  await page.getByTestId('walk-in-name').fill('Wanda Prova');
  await page.getByTestId('walk-in-mobile').fill('+39 333 1234567');
  await page.getByTestId('walk-in-brand-button').click();
  await page.getByRole('option').first().click();
  await page.getByTestId('walk-in-model').fill('Ypsilon');
  await page.getByTestId('walk-in-description').fill('Controllo luci');
  await page.getByTestId('walk-in-submit').click();

  const row = page.getByTestId(`checked-in-row-${plate}`);
  await expect(row).toBeVisible();
  await expect(page.getByTestId('walk-in-plate')).toHaveValue('');

  // Delete the walk-in's check-in, after confirming. The live list may still be settling (rows
  // move as estimates and positions arrive), so the click is retried until the dialog opens.
  await expect(async () => {
    await page.getByTestId(`delete-check-in-${plate}`).click();
    await expect(page.getByRole('alertdialog')).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 10_000 });
  await expect(page.getByRole('alertdialog')).toContainText(plate);
  await page.getByTestId('dialog-deleteCheckIn-confirm').click();
  await expect(row).toHaveCount(0);
});

// Uses the demo's last booking of the day, which no other e2e file checks in, and leaves it
// booked again (undo check-in).
test('a booking of today is found by plate and by surname, checked in, and its check-in undone back to the booked list', async ({
  page,
}) => {
  await signInAs(page, 'acceptor2');
  await page.goto('/Checkin');
  const last = page.locator('[data-testid^="booked-row-"]').last();
  await expect(last).toBeVisible();
  const plate = ((await last.getAttribute('data-testid')) ?? '').replace('booked-row-', '');
  const name = (await last.locator('td').nth(2).innerText()).trim();
  const surname = name.split(' ').at(-1) ?? name;

  const booked = page.getByTestId(`booked-row-${plate}`);
  await page.getByTestId('booked-search').fill(plate.slice(0, 5).toLowerCase());
  await expect(booked).toBeVisible();
  await expect(page.locator('[data-testid^="booked-row-"]')).toHaveCount(1);
  await page.getByTestId('booked-search').fill(surname.slice(0, 4));
  await expect(booked).toBeVisible();

  await page.getByTestId(`check-in-${plate}`).click();
  await expect(page.getByRole('alertdialog')).toContainText(plate);
  await page.getByTestId('dialog-checkInBooked-confirm').click();
  await expect(booked).toHaveCount(0);
  const waiting = page.getByTestId(`checked-in-row-${plate}`);
  await expect(waiting).toBeVisible();

  await page.getByTestId(`undo-check-in-${plate}`).click();
  await page.getByTestId('dialog-undoCheckIn-confirm').click();
  await expect(waiting).toHaveCount(0);
  await expect(booked).toBeVisible();
});
