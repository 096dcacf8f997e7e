import { mkdirSync } from 'node:fs';
import { DESK_SHOT_VARIANTS, DESK_VIEWPORT, signInForShots } from './fixtures.ts';
import { expect, test } from './test.ts';

// Screenshots of the staff list screens for a person to look at (not compared): Italian light and
// English dark, at a desk's 1366×768. Written outside the repository.
const OUT = '/tmp/staff-shots';

const SCREENS = [
  { name: 'processings', path: '/Processings', ready: 'processings-card' },
  { name: 'historical', path: '/Historical', ready: 'historical-card' },
  { name: 'agenda-day', path: '/Agenda', ready: 'agenda-card' },
  { name: 'anomalies', path: '/Anomalie', ready: 'anomalies-card' },
  { name: 'spare-parts', path: '/Attesa-Ricambi', ready: 'spare-parts-list-card' },
  { name: 'vehicles-in-workshop', path: '/VehicleStillInWorkshop', ready: 'in-workshop-list-card' },
  { name: 'actions', path: '/Azioni', ready: 'follow-ups-card' },
] as const;

for (const variant of DESK_SHOT_VARIANTS) {
  test.describe(variant.id, () => {
    test.use({ viewport: DESK_VIEWPORT, colorScheme: variant.colorScheme });

    test(`staff lists, ${variant.id}`, async ({ page }) => {
      test.setTimeout(90_000);
      mkdirSync(OUT, { recursive: true });
      await signInForShots(page, 'manager', variant);
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
      // At 768 pixels the dialog is taller than the window: its buttons are reached by scrolling it.
      await page.getByTestId('booking-save').scrollIntoViewIfNeeded();
      await expect(page.getByTestId('booking-save')).toBeInViewport();
      await shoot('agenda-new-booking-scrolled');
      await page.getByTestId('booking-cancel').click();

      await page.goto('/Azioni');
      await page.getByTestId('follow-up-record').click();
      await page.getByTestId('follow-up-save').click();
      await expect(page.getByTestId('follow-up-form')).toBeVisible();
      await shoot('actions-record');
      await page.getByTestId('follow-up-cancel').click();

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
