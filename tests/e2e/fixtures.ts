import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'Turno!Demo2026';
/** client/src/session/sign-in-language.ts: the tab's language was chosen before sign-in. */
const LANGUAGE_CHOSEN_KEY = 'turno.languageChosen';

/**
 * Signs in through the form, as a person would, and waits for the signed-in shell. The demo users
 * are shared by every spec, and a spec that switches the header to English saves that as the
 * user's language (decision 0017), which a later sign-in would follow. So the tab's own language
 * is kept, as after a choice on the sign-in page; `followSavedLanguage` is for the spec of that rule.
 */
export async function signInAs(
  page: Page,
  userName: string,
  password = DEMO_PASSWORD,
  options: { followSavedLanguage?: boolean } = {},
) {
  if (!page.url().includes('/signin')) await page.goto('/signin');
  if (!options.followSavedLanguage) {
    await page.evaluate((key) => sessionStorage.setItem(key, '1'), LANGUAGE_CHOSEN_KEY);
  }
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

/**
 * Searches /Utenti and waits until the list holds the one matching user. The list is read again
 * 300 ms after the last key; when the answer comes, the other rows leave and the open menu of a row
 * moves with it (seen: 562 px), so a click aimed at one of its items where it was lands outside the
 * menu, which closes it, and nothing happens.
 */
export async function searchUser(page: Page, term: string, userName: string) {
  await page.getByTestId('users-search').fill(term);
  await expect(page.getByTestId('users-table').locator('tbody tr')).toHaveCount(1);
  await expect(page.getByTestId(`user-row-${userName}`)).toBeVisible();
}
