import { readFile } from 'node:fs/promises';
import { calendarFeedIt } from '../../client/src/features/calendar-feed/i18n.it.ts';
import { readCalendar } from '../support/calendar-file.ts';
import { signInAs } from './fixtures.ts';
import { visitIn } from './pickup-helpers.ts';
import { expect, test } from './test.ts';

// Calendar files (docs/calendar.md): a customer adds the booked pickup to their calendar from the
// confirmation page; a staff member creates, copies, replaces and turns off their feed URL.

/** The events of a calendar text as a calendar app reads them; throws if it is not one. */
const eventsOf = (text: string) => readCalendar(text).events;

test('a customer books a pickup and clicks “add to calendar”: the download is the booking as a calendar event', async ({
  browser,
}) => {
  const visit = await visitIn([8, 9, 7]);
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true });
  const page = await context.newPage();
  await page.goto(`/withdraw/${visit.trackingCode}?lng=it`);
  await page.locator('[data-testid^="withdrawal-slot-"]:not([disabled])').first().click();
  await page.getByTestId('withdrawal-confirm').click();
  await expect(page.getByTestId('withdrawal-booked')).toBeVisible();
  const when = (await page.getByTestId('withdrawal-booked-when').textContent()) ?? '';
  const [, dd, mm, yyyy, start] = /^(\d{2})\/(\d{2})\/(\d{4}), (\d{2}:\d{2})/.exec(when) ?? [];

  const link = page.getByRole('link', { name: 'Aggiungi al calendario' });
  await expect(link).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  expect(download.suggestedFilename()).toBe(`ritiro-${yyyy}-${mm}-${dd}.ics`);
  const text = await readFile((await download.path())!, 'utf8');
  const [event] = eventsOf(text);
  expect(event?.startDate.zone?.tzid).toBe('Europe/Rome');
  // The event starts at the time the page confirmed, on the day it confirmed.
  expect(event?.startDate.toString()).toBe(`${yyyy}-${mm}-${dd}T${start}:00`);
  expect(event?.summary).toMatch(/^Ritiro auto /);
  await context.close();
});

test('a staff member creates and copies a feed URL, then replaces and turns it off', async ({ browser }) => {
  const context = await browser.newContext({ permissions: ['clipboard-read', 'clipboard-write'] });
  const page = await context.newPage();
  await signInAs(page, 'acceptor1');
  await page.goto('/Calendario?lng=it');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Calendario');
  // A feed left by an earlier run is turned off first, so the page starts without one.
  if (await page.getByTestId('calendar-feed-revoke').isVisible()) {
    await page.getByTestId('calendar-feed-revoke').click();
    await page
      .getByTestId('calendar-feed-confirm')
      .getByRole('button', { name: calendarFeedIt.revoke })
      .click();
  }
  await expect(page.getByTestId('calendar-feed-none')).toBeVisible();

  await page.getByTestId('calendar-feed-create').click();
  await expect(page.getByTestId('calendar-feed-secret-dialog')).toContainText(calendarFeedIt.secretWarning);
  const url = await page.getByTestId('calendar-feed-secret').inputValue();
  expect(url).toMatch(/\/agenda\/[A-Za-z0-9_-]{43}\.ics$/);
  await page.getByTestId('calendar-feed-copy').click();
  await expect(page.locator('[data-sonner-toast]').getByText(calendarFeedIt.copied)).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
  await page.getByTestId('calendar-feed-secret-done').click();
  await expect(page.getByTestId('calendar-feed-active')).toBeVisible();
  // Shown once: the URL is nowhere on the page any more.
  await expect(page.locator('body')).not.toContainText(url.split('/agenda/')[1]!);

  // What a calendar server does with it.
  const feed = await page.request.get(url);
  expect(feed.status()).toBe(200);
  expect(feed.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  eventsOf(await feed.text());

  // A new URL replaces it, after a confirmation; the old one stops at once.
  await page.getByTestId('calendar-feed-regenerate').click();
  await page
    .getByTestId('calendar-feed-confirm')
    .getByRole('button', { name: calendarFeedIt.regenerate })
    .click();
  const second = await page.getByTestId('calendar-feed-secret').inputValue();
  expect(second).not.toBe(url);
  await page.getByTestId('calendar-feed-secret-done').click();
  expect((await page.request.get(url)).status()).toBe(404);
  expect((await page.request.get(second)).status()).toBe(200);

  await page.getByTestId('calendar-feed-revoke').click();
  await page
    .getByTestId('calendar-feed-confirm')
    .getByRole('button', { name: calendarFeedIt.revoke })
    .click();
  await expect(page.locator('[data-sonner-toast]').getByText(calendarFeedIt.revoked)).toBeVisible();
  await expect(page.getByTestId('calendar-feed-none')).toBeVisible();
  expect((await page.request.get(second)).status()).toBe(404);
  await context.close();
});
