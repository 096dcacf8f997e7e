import { test as base } from '@playwright/test';

export { expect } from '@playwright/test';

/**
 * Playwright's `test`, plus one automatic fixture: every browser context a test opens itself
 * (`browser.newContext()`, e.g. a second desk or a monitor) is closed when the test ends, as the
 * built-in `page` fixture's context is. Left open, each would stay live in the worker's browser
 * (signed in, subscribed, re-rendering on every event) through every later test of that worker,
 * and by the fortieth test they compete with it for the machine's two cores.
 */
export const test = base.extend<{ closeOwnContexts: undefined }>({
  closeOwnContexts: [
    async ({ browser }, use) => {
      const before = new Set(browser.contexts());
      await use(undefined);
      const opened = browser.contexts().filter((context) => !before.has(context));
      await Promise.all(opened.map((context) => context.close()));
    },
    { auto: true },
  ],
});
