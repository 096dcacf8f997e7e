import { signInAs } from './fixtures.ts';
import { expect, test } from './test.ts';

test('Italian by default, English on switch, and the choice is kept', async ({ page }) => {
  await page.goto('/signin');
  await expect(page.getByRole('heading', { name: 'Accedi a Turno' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'it');
  await page.getByTestId('language-switch-en').click();
  await expect(page.getByRole('heading', { name: 'Sign in to Turno' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Sign in to Turno' })).toBeVisible();
  await signInAs(page, 'manager');
  await expect(page.getByTestId('sign-out')).toHaveText('Sign out');
  await page.getByTestId('language-switch-it').click();
  await expect(page.getByTestId('sign-out')).toHaveText('Esci');
});

test('the sidebar speaks the chosen language', async ({ page }) => {
  await page.goto('/signin?lng=en');
  await signInAs(page, 'manager');
  await page.getByTestId('sidebar-toggle').click();
  await expect(page.getByTestId('sidebar-link-checkin')).toHaveText('Check-in');
  await expect(page.getByTestId('sidebar-link-processings')).toHaveText('Processings');
  await page.getByTestId('language-switch-it').click();
  await expect(page.getByTestId('sidebar-link-processings')).toHaveText('Lavorazioni');
});

test.describe('dark system preference', () => {
  test.use({ colorScheme: 'dark' });
  test('renders the dark theme', async ({ page }) => {
    await page.goto('/signin');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    const [r, g, b] = (background.match(/\d+/g) ?? []).map(Number);
    expect((r ?? 255) + (g ?? 255) + (b ?? 255)).toBeLessThan(150);
  });
});

test.describe('light system preference', () => {
  test.use({ colorScheme: 'light' });
  test('renders the light theme', async ({ page }) => {
    await page.goto('/signin');
    await expect(page.locator('html')).not.toHaveAttribute('data-theme', 'dark');
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    const [r, g, b] = (background.match(/\d+/g) ?? []).map(Number);
    expect((r ?? 0) + (g ?? 0) + (b ?? 0)).toBeGreaterThan(600);
  });
});

test('a crashing screen shows the error page, whose home button works', async ({ page }) => {
  await signInAs(page, 'manager');
  await page.goto('/__crash');
  await expect(page.getByTestId('error-page')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Qualcosa è andato storto' })).toBeVisible();
  await expect(page.getByTestId('error-page-refresh')).toBeVisible();
  await page.getByTestId('error-page-home').click();
  await expect(page.getByTestId('home-welcome')).toBeVisible();
});

test('password recovery answers the same for any address', async ({ page }) => {
  await page.goto('/signin');
  await page.getByTestId('link-password-recovery').click();
  await expect(page).toHaveURL(/\/password-recovery/);
  await page.getByLabel('E-mail').fill('someone@example.com');
  await page.getByTestId('password-recovery-submit').click();
  await expect(page.getByTestId('password-recovery-success')).toBeVisible();
});
