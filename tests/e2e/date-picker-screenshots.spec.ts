import { mkdirSync } from 'node:fs';
import { DESK_VIEWPORT, signInForShots } from './fixtures.ts';
import { expect, test } from './test.ts';

// The booking dialog with its calendar open, for a person to look at (not compared): Italian and
// English, light and dark, at a desk's 1366×768. Written outside the repository.
const OUT = '/tmp/staff-shots';
const VARIANTS: readonly { id: string; colorScheme: 'light' | 'dark'; language: 'it' | 'en' }[] = [
  { id: 'it-light', colorScheme: 'light', language: 'it' },
  { id: 'it-dark', colorScheme: 'dark', language: 'it' },
  { id: 'en-light', colorScheme: 'light', language: 'en' },
  { id: 'en-dark', colorScheme: 'dark', language: 'en' },
];

for (const variant of VARIANTS) {
  test(`booking dialog with the calendar open, ${variant.id}`, async ({ browser }) => {
    mkdirSync(OUT, { recursive: true });
    const context = await browser.newContext({ viewport: DESK_VIEWPORT, colorScheme: variant.colorScheme });
    const page = await context.newPage();
    await signInForShots(page, 'manager', variant);
    await page.goto('/Agenda');
    await page.getByTestId('agenda-new').click();
    // From the keyboard: the plate field's "required" shows as it loses focus and moves the form
    // down between a mouse press and its release, so a click lands beside the button.
    await page.getByTestId('booking-date-open').press('Enter');
    const calendar = page.getByRole('dialog').filter({ has: page.getByRole('grid') });
    await expect(calendar).toBeVisible();
    // The month and the weekdays are in the interface's language.
    await expect(calendar.getByRole('heading')).toHaveText(
      new Intl.DateTimeFormat(variant.language === 'en' ? 'en-GB' : 'it-IT', {
        month: 'long',
        year: 'numeric',
        timeZone: 'Europe/Rome',
      }).format(new Date()),
      { ignoreCase: true },
    );
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${OUT}/booking-calendar-${variant.id}.png` });
    await context.close();
  });
}
