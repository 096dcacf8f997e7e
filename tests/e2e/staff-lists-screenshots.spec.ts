import { mkdirSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { signInAs } from './fixtures.ts';

// Screenshots of the staff list screens for a person to look at (not compared): Italian light and
// English dark, at a desk's 1366×768. Written outside the repository.
const OUT = '/tmp/shots-staff2';

const SCREENS = [
  { name: 'processings', path: '/Processings', ready: 'processings-card' },
  { name: 'historical', path: '/Historical', ready: 'historical-card' },
  { name: 'agenda-day', path: '/Agenda', ready: 'agenda-card' },
  { name: 'anomalies', path: '/Anomalie', ready: 'anomalies-card' },
  { name: 'spare-parts', path: '/Attesa-Ricambi', ready: 'spare-parts-list-card' },
  { name: 'vehicles-in-workshop', path: '/VehicleStillInWorkshop', ready: 'in-workshop-list-card' },
] as const;

for (const variant of [
  { id: 'it-light', colorScheme: 'light' as const, language: 'it' },
  { id: 'en-dark', colorScheme: 'dark' as const, language: 'en' },
]) {
  test.describe(variant.id, () => {
    test.use({ viewport: { width: 1366, height: 768 }, colorScheme: variant.colorScheme });

    test(`staff lists, ${variant.id}`, async ({ page }) => {
      test.setTimeout(90_000);
      mkdirSync(OUT, { recursive: true });
      await signInAs(page, 'manager');
      if (variant.language === 'en') await page.getByTestId('language-switch-en').click();
      const shoot = async (name: string) => {
        await expect(page.getByTestId('screen-loading')).toHaveCount(0);
        await page.waitForTimeout(400);
        await page.screenshot({ path: `${OUT}/${name}-${variant.id}.png` });
      };
      for (const screen of SCREENS) {
        await page.goto(screen.path);
        await expect(page.getByTestId(screen.ready)).toBeVisible();
        await shoot(screen.name);
      }
      // Week view, the booking dialog, and the detail screens reached from the lists.
      await page.goto('/Agenda');
      await page.getByTestId('agenda-view-week').click();
      await expect(page.getByTestId('agenda-week')).toBeVisible();
      await shoot('agenda-week');
      await page.getByTestId('agenda-new').click();
      await page.getByTestId('booking-save').click();
      await expect(page.getByTestId('booking-form')).toBeVisible();
      await shoot('agenda-new-booking');
      await page.keyboard.press('Escape');

      await page.goto('/Processings');
      await page.getByTestId('processings-list').locator('a').first().click();
      await expect(page.getByTestId('history-table')).toBeVisible();
      await shoot('processing-detail');

      await page.goto('/Historical');
      await page.getByTestId('historical-list').locator('a').first().click();
      await expect(page.getByTestId('history-card')).toBeVisible();
      await shoot('historical-detail');
    });
  });
}
