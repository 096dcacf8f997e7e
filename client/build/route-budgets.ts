/**
 * What a monitor, a totem and a customer's phone download before their screen shows, in gzip bytes
 * of JavaScript and CSS (1 kB = 1000 bytes, as Vite prints). Two figures per route:
 * - `target`: issue 16 §4's goal. Not met yet: the libraries every page needs (react-dom,
 *   react-router, i18next, urql with its cache, react-aria) come to about 160 kB on their own
 *   (docs/performance.md §12, decision 0019); printed beside the size, never failing the build.
 * - `budget`: the ceiling the build check fails above, a few kB over today's size, so no change
 *   makes a public page heavier unnoticed. Lower it whenever a page gets lighter.
 * One home for the figures: the build check (scripts/bundle-budgets.ts) and the LCP bench
 * (tests/bench/lcp.ts) read them.
 */
export interface RouteBudget {
  /** A path a device or a customer opens (React Router syntax; the bench fills the parameters). */
  path: string;
  /** The route's lazy modules, relative to client/: its screen and its area's texts (app/i18n/catalogues.ts). */
  lazyModules: readonly string[];
  /** Gzip bytes of every JS and CSS file the route loads before its screen can render: the ceiling. */
  budget: number;
  /** The goal for the same bytes (issue 16 §4). */
  target: number;
}

const kB = 1000;

export const ROUTE_BUDGETS: readonly RouteBudget[] = [
  {
    path: '/monitor',
    lazyModules: ['src/features/monitor/monitor-screen.tsx', 'src/app/i18n/area-monitor.ts'],
    budget: 230 * kB,
    target: 120 * kB,
  },
  {
    path: '/totem',
    lazyModules: ['src/features/totem/totem-screen.tsx', 'src/app/i18n/area-totem.ts'],
    // 255 until the offline walk-ins, the installable app and the wait range came together
    // (255.2 kB, with the pickup calendar already made lazy for them): today's size plus a margin.
    budget: 258 * kB,
    target: 140 * kB,
  },
  {
    path: '/tracking/:code',
    lazyModules: ['src/features/tracking/tracking-screen.tsx', 'src/app/i18n/area-tracking.ts'],
    budget: 230 * kB,
    target: 110 * kB,
  },
  // The pickup pages a customer opens from the SMS link or the tracking page.
  {
    path: '/withdraw/:code',
    lazyModules: [
      'src/features/withdrawal/withdrawal-screen.tsx',
      'src/app/i18n/area-pickup.ts',
      'src/app/i18n/area-tracking.ts',
    ],
    budget: 235 * kB,
    target: 110 * kB,
  },
  {
    path: '/mobile-tracking',
    lazyModules: [
      'src/features/withdrawal/mobile-tracking-screen.tsx',
      'src/app/i18n/area-pickup.ts',
      'src/app/i18n/area-tracking.ts',
    ],
    budget: 240 * kB,
    target: 110 * kB,
  },
  {
    path: '/payment-info',
    lazyModules: ['src/features/withdrawal/payment-info-screen.tsx', 'src/app/i18n/area-pickup.ts'],
    budget: 225 * kB,
    target: 110 * kB,
  },
];
