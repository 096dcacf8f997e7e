import { mkdirSync } from 'node:fs';
import { DESK_SHOT_VARIANTS, DESK_VIEWPORT, signInForShots } from './fixtures.ts';
import { expect, test } from './test.ts';

// Screenshots of the staff screens for a person to look at (not compared): Italian light and
// English dark, at a desk's 1366×768. Written outside the repository.
const OUT = '/tmp/staff-shots';

// The manager's home has the dashboard; acceptor1's box (Box 1) has a customer in the demo.
const SCREENS = [
  { name: 'home', user: 'manager', path: '/', ready: 'waiting-card' },
  { name: 'box-acceptance', user: 'acceptor1', path: '/BoxAcceptance', ready: 'my-box-card' },
  { name: 'checkin', user: 'acceptor1', path: '/Checkin', ready: 'checked-in-card' },
] as const;

for (const variant of DESK_SHOT_VARIANTS) {
  test.describe(variant.id, () => {
    test.use({ viewport: DESK_VIEWPORT, colorScheme: variant.colorScheme });

    for (const screen of SCREENS) {
      test(`${screen.name}, ${variant.id}`, async ({ page }) => {
        mkdirSync(OUT, { recursive: true });
        await signInForShots(page, screen.user, variant);
        await page.goto(screen.path);
        await expect(page.getByTestId(screen.ready)).toBeVisible();
        await expect(page.getByTestId('screen-loading')).toHaveCount(0);
        await page.waitForTimeout(500);
        await page.screenshot({ path: `${OUT}/${screen.name}-${variant.id}.png` });
      });
    }
  });
}
