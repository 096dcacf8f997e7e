import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'Turno!Demo2026';

/** Signs in through the form, as a person would, and waits for the signed-in shell. */
export async function signInAs(page: Page, userName: string, password = DEMO_PASSWORD) {
  if (!page.url().includes('/signin')) await page.goto('/signin');
  await page.getByTestId('signin-username').fill(userName);
  await page.getByTestId('signin-password').fill(password);
  await page.getByTestId('signin-submit').click();
  await expect(page.getByTestId('header-user-name')).toBeVisible();
}

/** Opens the collapsed sidebar and returns the route keys it lists, in order. */
export async function sidebarKeys(page: Page): Promise<string[]> {
  const toggle = page.getByTestId('sidebar-toggle');
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  const sidebar = page.getByTestId('sidebar');
  await expect(sidebar).toBeVisible();
  const ids = await sidebar
    .locator('[data-testid^="sidebar-link-"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('data-testid') ?? ''));
  return ids.map((id) => id.replace('sidebar-link-', ''));
}

/**
 * The two looks every staff screen is photographed in for a person to check (not compared):
 * Italian light and English dark, at a desk's 1366×768.
 */
export const DESK_SHOT_VARIANTS = [
  { id: 'it-light', colorScheme: 'light', language: 'it' },
  { id: 'en-dark', colorScheme: 'dark', language: 'en' },
] as const;
export const DESK_VIEWPORT = { width: 1366, height: 768 };

/** Signs in and switches to the variant's language. */
export async function signInForShots(
  page: Page,
  userName: string,
  variant: { language: (typeof DESK_SHOT_VARIANTS)[number]['language'] },
) {
  await signInAs(page, userName);
  if (variant.language === 'en') await page.getByTestId('language-switch-en').click();
}
