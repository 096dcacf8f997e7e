import { expect, test } from './test.ts';

// The public forms that need no sign-in: support request and password reset (recovery is in
// language-theme-errors.spec.ts). What a person types, what they see.

test('the support form shows what is missing, then sends', async ({ page }) => {
  await page.goto('/customer-support');
  await expect(page.getByRole('heading', { name: 'Assistenza' })).toBeVisible();
  await page.getByTestId('customer-support-submit').click();
  await expect(page.getByText('Campo obbligatorio')).toHaveCount(3);
  await page.getByLabel('Nome e cognome').fill('Mario Rossi');
  await page.getByLabel('E-mail').fill('non-una-email');
  await page.getByLabel('Messaggio').fill('Il totem non stampa il numero.');
  await page.getByTestId('customer-support-submit').click();
  await expect(page.getByTestId('customer-support-success')).toHaveCount(0);
  await page.getByLabel('E-mail').fill('mario.rossi@example.com');
  await page.getByTestId('customer-support-submit').click();
  await expect(page.getByTestId('customer-support-success')).toHaveText(
    'Richiesta inviata. Ti risponderemo al più presto.',
  );
});

test('a reset link without its code is refused before anything is typed', async ({ page }) => {
  await page.goto('/password-reset?userId=00000000-0000-4000-8000-000000000000');
  await expect(page.getByTestId('password-reset-invalid-link')).toBeVisible();
  await expect(page.getByTestId('password-reset-form')).toHaveCount(0);
  await page.getByRole('link', { name: 'Richiedi un nuovo link' }).click();
  await expect(page).toHaveURL(/\/password-recovery/);
});

test('a reset link the server does not know ends on the invalid-link message', async ({ page }) => {
  await page.goto('/password-reset?userId=00000000-0000-4000-8000-000000000000&code=not-a-real-code');
  await page.getByTestId('password-reset-new').fill('Officina-2026!');
  await page.getByTestId('password-reset-confirm').fill('Officina-2026!');
  await page.getByTestId('password-reset-submit').click();
  await expect(page.getByTestId('password-reset-invalid-link')).toBeVisible();
  await expect(page.getByTestId('password-reset-success')).toHaveCount(0);
});
