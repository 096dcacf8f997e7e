import { mkdirSync } from 'node:fs';
import { signInAs } from './fixtures.ts';
import { expect, test } from './test.ts';

// Product news (kept by admins in /News) on every user's home page, folded under the desk's view.
// The demo has three published items; the newest is two days old.
const OUT = '/tmp/staff-shots';

test('an acceptor sees the newest published news on the home page, folded, in Italian and English', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await signInAs(page, 'acceptor1');
  const news = page.getByTestId('home-news');
  await expect(news).toBeVisible();
  // Folded: the queue stays the first thing on the screen.
  await expect(news.getByText('Benvenuti in Turno 1.3')).toBeHidden();
  await news.getByText(/^Novità di Turno \(\d\)$/).click();
  const items = news.getByTestId('home-news-item');
  await expect(items).toHaveCount(3);
  await expect(items.first()).toContainText('Benvenuti in Turno 1.3');
  await expect(items.first().locator('time')).toHaveText(/^\d{2}\/\d{2}\/\d{4}$/);
  mkdirSync(OUT, { recursive: true });
  await news.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${OUT}/home-news-it-light.png`, fullPage: true });

  await page.getByTestId('language-switch-en').click();
  await expect(news.getByText(/^Turno news \(\d\)$/)).toBeVisible();
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.screenshot({ path: `${OUT}/home-news-en-dark.png`, fullPage: true });
});
