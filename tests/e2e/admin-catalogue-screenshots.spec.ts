import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { DESK_SHOT_VARIANTS, DESK_VIEWPORT, signInForShots } from './fixtures.ts';
import { expect, test } from './test.ts';

// Screenshots of the catalogue screens for a person to look at (not compared): Italian light and
// English dark, at a desk's 1366×768. Written outside the repository.
const OUT = '/tmp/admin-catalogue-shots';

/** Each screen: where, what shows it is ready, and what to open for a second picture. */
const MANAGER_SCREENS = [
  { name: 'slogans', path: '/Gestione-Slogan', ready: 'slogans-table' },
  { name: 'slogan-new', path: '/Gestione-Slogan/nuovo', ready: 'slogan-form', submit: 'slogan-save' },
  { name: 'exit-interview', path: '/ExitInterview', ready: 'survey-list' },
] as const;
const ADMIN_SCREENS = [
  { name: 'brands', path: '/Veicoli', ready: 'brands-table' },
  { name: 'models', path: '/Modelli', ready: 'models-table' },
  { name: 'reject-reasons', path: '/Motivi-Rifiuto', ready: 'reject-reasons-table' },
  { name: 'sms-senders', path: '/Mittenti-Sms', ready: 'sms-senders-table' },
  { name: 'news', path: '/News', ready: 'news-table' },
] as const;

for (const variant of DESK_SHOT_VARIANTS) {
  test.describe(variant.id, () => {
    test.use({ viewport: DESK_VIEWPORT, colorScheme: variant.colorScheme });

    const shooter = (page: Page) => async (name: string) => {
      await expect(page.getByTestId('screen-loading')).toHaveCount(0);
      await page.screenshot({ path: `${OUT}/${name}-${variant.id}.png` });
    };

    test(`manager's catalogue screens, ${variant.id}`, async ({ page }) => {
      mkdirSync(OUT, { recursive: true });
      await signInForShots(page, 'manager', variant);
      const shoot = shooter(page);
      for (const screen of MANAGER_SCREENS) {
        await page.goto(screen.path);
        await expect(page.getByTestId(screen.ready)).toBeVisible();
        if ('submit' in screen) await page.getByTestId(screen.submit).click();
        await shoot(screen.name);
      }
      await page.getByTestId('survey-add').click();
      await page.getByTestId('question-done').click();
      await expect(page.getByTestId('question-form')).toBeVisible();
      await shoot('exit-interview-question');
    });

    test(`admin's catalogue screens, ${variant.id}`, async ({ page }) => {
      mkdirSync(OUT, { recursive: true });
      await signInForShots(page, 'admin', variant);
      const shoot = shooter(page);
      for (const screen of ADMIN_SCREENS) {
        await page.goto(screen.path);
        await expect(page.getByTestId(screen.ready)).toBeVisible();
        await shoot(screen.name);
      }
      await page.goto('/Veicoli');
      await page.getByTestId('brand-new').click();
      await page.getByTestId('brand-save').click();
      await expect(page.getByTestId('brand-form')).toBeVisible();
      await shoot('brand-new');
    });
  });
}
