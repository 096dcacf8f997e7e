import AxeBuilder from '@axe-core/playwright';
import type { Browser, Locator, Page } from '@playwright/test';
import { expect } from './test.ts';

/**
 * The accessibility sweep's machinery: each screen of a table is reached in one page (in-app
 * navigation, no reload), waited for by its own content, and checked by axe against WCAG 2.1 A/AA
 * in the light and then the dark theme (the app follows the system's, switched in place).
 * Problems are gathered over the whole table and reported once, readably, so one run shows them all.
 */

export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

export const LANGUAGES = ['it', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
const THEMES = ['light', 'dark'] as const;

/** An element: by test id, or a function for those found another way (e.g. a row named by data). */
type Target = string | ((page: Page) => Locator);
const locate = (page: Page, target: Target) =>
  (typeof target === 'string' ? page.getByTestId(target) : target(page)).first();

/** A form showing its field errors: a field inside marked invalid. */
export const invalidIn = (form: string) => (page: Page) =>
  page.getByTestId(form).locator('[aria-invalid="true"]');

/** Something to do on the current page before checking it: open a dialog, a menu, submit a form. */
export interface Extra {
  name: string;
  /** Fields to fill first, by test id (e.g. a plate nobody has). */
  fill?: Record<string, string>;
  /** What to press, in order. */
  press: Target[];
  /** What shows the state is ready. */
  ready: Target;
  /** Close it again afterwards with Escape (dialogs and menus); forms left as they are. */
  escape?: boolean;
}

/** One screen: where (or how to get there from the previous one), what shows it is ready, extras. */
export interface Screen {
  path: string;
  ready: Target;
  /** Reached by pressing this on the current screen instead of by its path (detail routes). */
  via?: Target;
  extras?: Extra[];
}

export interface Problem {
  rule: string;
  impact: string;
  screen: string;
  look: string;
  help: string;
  targets: string[];
  summary: string;
}

/** A fresh context in the language, with motion reduced so nothing is caught mid-fade. */
export async function languagePage(
  browser: Browser,
  language: Language,
  options: { viewport?: { width: number; height: number } } = {},
) {
  const context = await browser.newContext({
    colorScheme: 'light',
    reducedMotion: 'reduce',
    viewport: options.viewport ?? { width: 1366, height: 768 },
  });
  // The language the app remembers (i18n/languages.ts LANGUAGE_STORAGE_KEY), set before it starts.
  await context.addInitScript((language) => {
    if (!localStorage.getItem('i18nextLng')) localStorage.setItem('i18nextLng', language);
  }, language);
  return context.newPage();
}

/** Goes to `path` inside the running app (the router follows the history), or loads it first. */
export async function navigate(page: Page, path: string) {
  if (page.url() === 'about:blank') {
    await page.goto(path);
    return;
  }
  await page.evaluate((target) => {
    window.history.pushState(null, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/** Waits for the screen's own content, in the language, with no spinner left. */
async function settle(page: Page, ready: Target, language: Language) {
  await expect(locate(page, ready)).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  await expect(page.locator('.ui-spinner:visible')).toHaveCount(0);
}

/** Waits for every running transition and finite animation to end (e.g. colours after a theme switch). */
async function stillness(page: Page) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/** The current state in both themes: the one the page is in, then the other (left for the next). */
async function checkThemes(page: Page, screen: string, language: Language): Promise<Problem[]> {
  const current = (await page.locator('html').getAttribute('data-theme')) === 'dark' ? 'dark' : 'light';
  const problems: Problem[] = [];
  for (const theme of current === 'light' ? THEMES : [...THEMES].reverse()) {
    if (theme !== current) await page.emulateMedia({ colorScheme: theme });
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    await stillness(page);
    problems.push(...(await check(page, screen, `${language}/${theme}`)));
  }
  return problems;
}

/** Axe over the whole page; each violation as a readable problem. */
async function check(page: Page, screen: string, look: string): Promise<Problem[]> {
  // axe-core stays in the page across in-app navigation: injected once per document, not per check.
  const injected = await page.evaluate(() => 'axe' in window);
  const result = await new AxeBuilder({ page, ...(injected ? { axeSource: ';' } : {}) })
    .withTags(AXE_TAGS)
    // Turno has no iframes: axe.run in the page itself, rather than the default per-frame run that
    // opens a blank page to merge the frames' results, which took most of each check's time.
    .setLegacyMode()
    // Only violations are reported, so axe need not describe every passing element.
    .options({ resultTypes: ['violations'] })
    // react-aria's live announcer (outside the app's tree): a pending button that had the focus
    // (sign-in, search) is announced by an `img` entry labelled by the button's id, kept for 7 s;
    // once the screen has moved on, the button is gone and axe sees a label pointing at nothing.
    // The entry is never seen, and a screen reader has already read it.
    .exclude('[data-live-announcer]')
    .analyze();
  return result.violations.map((violation) => ({
    rule: violation.id,
    impact: violation.impact ?? 'unknown',
    screen,
    look,
    help: violation.help,
    // Where, and the element itself: react-aria's generated ids alone say little.
    targets: violation.nodes.map(
      (node) => `${node.target.join(' ')}  ${node.html.replace(/\s+/g, ' ').slice(0, 160)}`,
    ),
    summary: (violation.nodes[0]?.failureSummary ?? '').replace(/\s+/g, ' ').slice(0, 240),
  }));
}

/** Visits every screen of the table in order, with its extras; the problems found. */
export async function sweep(page: Page, screens: readonly Screen[], language: Language): Promise<Problem[]> {
  const problems: Problem[] = [];
  for (const screen of screens) {
    if (screen.via) await locate(page, screen.via).click();
    else await navigate(page, screen.path);
    await settle(page, screen.ready, language);
    problems.push(...(await checkThemes(page, screen.path, language)));
    for (const extra of screen.extras ?? []) {
      for (const [field, value] of Object.entries(extra.fill ?? {}))
        await page.getByTestId(field).fill(value);
      for (const step of extra.press) {
        await locate(page, step).click();
      }
      await settle(page, extra.ready, language);
      problems.push(...(await checkThemes(page, `${screen.path} + ${extra.name}`, language)));
      if (extra.escape) {
        await page.keyboard.press('Escape');
        await expect(locate(page, extra.ready)).toBeHidden();
      }
    }
  }
  return problems;
}

/**
 * The problems, readably: each rule and set of elements once (a broken header shows on every
 * screen), with its impact, what axe says, and every screen and look it was found on.
 */
export function report(problems: readonly Problem[]): string {
  const groups = new Map<string, { problem: Problem; where: string[] }>();
  for (const problem of problems) {
    // By selector only: an element's markup changes with its state (e.g. aria-expanded).
    const key = [problem.rule, ...problem.targets.map((target) => target.split('  ')[0])].join('\n');
    const group = groups.get(key) ?? { problem, where: [] };
    group.where.push(`${problem.screen} [${problem.look}]`);
    groups.set(key, group);
  }
  return [...groups.values()]
    .map(({ problem: p, where }) =>
      [
        `${p.rule} (${p.impact}): ${p.help}`,
        ...p.targets.slice(0, 8).map((target) => `    ${target}`),
        ...(p.targets.length > 8 ? [`    … ${p.targets.length - 8} more`] : []),
        `    ${p.summary}`,
        `    on ${where.join(', ')}`,
      ].join('\n'),
    )
    .join('\n');
}

export function expectNoProblems(problems: readonly Problem[]) {
  expect(problems.length, `accessibility violations:\n${report(problems)}`).toBe(0);
}
