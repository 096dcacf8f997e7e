/**
 * Issue 16 §4: Largest Contentful Paint of a customer's tracking page on a throttled phone
 * (Chromium through CDP: 4× CPU slow-down, slow 4G: 150 ms, 1.6 Mbit/s down, 750 kbit/s up), cold
 * cache, 5 runs, median and worst beside the 1.5 s target; then the bytes each public route really
 * requests (as Playwright sees them on the wire) beside its budget (client/build/route-budgets.ts).
 * Builds the client first (`npm run build`), so a fresh clone measures the code it holds, never a
 * missing or stale build. Method and figures: docs/performance.md §12.
 *
 *   BENCH_ONLY=lcp npm run bench
 */
import { execFileSync } from 'node:child_process';
import { type Browser, type CDPSession, chromium, type Page } from '@playwright/test';
import { ROUTE_BUDGETS } from '../../client/build/route-budgets.ts';
import { DEMO_PASSWORD } from '../../server/app/seed/demo-users.ts';
import { createBenchDatabase, startReplica } from './support/stack.ts';
import { summarize } from './support/stats.ts';
import { type Cell, progress, ratio, report, table } from './support/table.ts';

const RUNS = 5;
const TARGET_MS = 1500;
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 3 };
/** The demo device accounts (server/app/seed/demo-users.ts) the device routes need. */
const DEVICE_ROUTES: Record<string, string> = { '/monitor': 'monitor', '/totem': 'totem' };
const SLOW_4G = { offline: false, latency: 150, downloadThroughput: 200_000, uploadThroughput: 93_750 };

/** A fresh context (cold cache) with the phone's CPU and network throttled through CDP. */
async function throttledPage(browser: Browser): Promise<{ page: Page; cdp: CDPSession }> {
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  return { page, cdp };
}

/**
 * Opens `url` and waits for its screen: past the loading spinners, then no request for 500 ms. On
 * the throttled CPU the page can sit parsing without a request for longer than that, so the
 * network going quiet alone does not say the screen is there.
 */
async function openScreen(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.waitForFunction(
    () =>
      (document.getElementById('root')?.childElementCount ?? 0) > 0 &&
      !document.querySelector('[data-testid="screen-loading"], [data-testid="auth-loading"]'),
    undefined,
    { timeout: 60_000 },
  );
  await page.waitForLoadState('networkidle');
}

/** The last `largest-contentful-paint` entry once the screen has settled, in ms from navigation. */
async function largestContentfulPaint(page: Page, url: string): Promise<number> {
  await openScreen(page, url);
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list) => {
          const entries = list.getEntries();
          resolve(entries[entries.length - 1]?.startTime ?? Number.NaN);
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      }),
  );
}

/**
 * Bytes of JS and CSS a route fetched, as Chromium counted them on the wire (compressed, with
 * headers), cache disabled. /monitor and /totem first sign in as the demo device account, as a
 * device is; only the route's own load is counted.
 */
async function requestedBytes(browser: Browser, base: string, path: string): Promise<number> {
  const { page, cdp } = await throttledPage(browser);
  const device = DEVICE_ROUTES[path];
  if (device) {
    await page.goto(`${base}/signin`);
    await page.getByTestId('signin-username').fill(device);
    await page.getByTestId('signin-password').fill(DEMO_PASSWORD);
    await page.getByTestId('signin-submit').click();
    await page.waitForURL((url) => url.pathname === path);
  }
  const scripts = new Set<string>();
  let total = 0;
  cdp.on('Network.responseReceived', (event) => {
    if (event.type === 'Script' || event.type === 'Stylesheet') scripts.add(event.requestId);
  });
  cdp.on('Network.loadingFinished', (event) => {
    if (scripts.has(event.requestId)) total += event.encodedDataLength;
  });
  await openScreen(page, `${base}${path}`);
  await page.context().close();
  return total;
}

export async function lcpBench(): Promise<void> {
  report('## 12. Light public pages: tracking-page LCP on a throttled phone (tests/bench/lcp.ts)\n');
  progress('building the client (npm run build)');
  // vite's output goes to stderr with the progress lines, not into the report.
  execFileSync('npm', ['run', 'build'], { stdio: ['ignore', 2, 2] });
  const database = await createBenchDatabase();
  const server = await startReplica({ databaseUrl: database.url, seed: true });
  const [visit] = await database.sql`select tracking_code from appointments order by created_at desc limit 1`;
  if (!visit) throw new Error('the demo seed made no visit to track');
  const base = `http://127.0.0.1:${server.port}`;
  const tracking = `${base}/tracking/${visit.tracking_code}`;
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    const lcps: number[] = [];
    for (let run = 1; run <= RUNS; run += 1) {
      progress(`lcp run ${run}/${RUNS}`);
      const { page } = await throttledPage(browser);
      lcps.push(await largestContentfulPaint(page, tracking));
      await page.context().close();
    }
    const lcp = summarize(lcps);
    report(
      table(
        'LCP of /tracking/:code, cold cache, 4× CPU, slow 4G',
        ['runs', 'median ms', 'worst ms', 'target ms'],
        [[RUNS, lcp.p50, lcp.max, TARGET_MS]],
      ),
    );
    const rows: Cell[][] = [];
    for (const route of ROUTE_BUDGETS) {
      const path = route.path.replace(':code', String(visit.tracking_code));
      const bytes = await requestedBytes(browser, base, path);
      rows.push([
        route.path,
        (bytes / 1000).toFixed(1),
        (route.target / 1000).toFixed(1),
        ratio(bytes, route.target),
        (route.budget / 1000).toFixed(1),
      ]);
    }
    report(
      table(
        'JS and CSS requested by each public route (bytes on the wire)',
        ['route', 'kB', 'target kB (gzip)', 'ratio', 'build ceiling kB (gzip)'],
        rows,
        [
          'On the wire the server sends the Brotli copies, smaller than the gzip the target counts. ' +
            'The build check fails above the ceiling (client/build/route-budgets.ts).',
        ],
      ),
    );
  } finally {
    await browser.close();
    await server.stop();
    await database.drop();
  }
}
