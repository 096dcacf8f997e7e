import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { chooseOption } from './acceptor-helpers.ts';
import { signInAs } from './fixtures.ts';
import { expect, test } from './test.ts';

// /testvoice (admin): the monitor's chime and spoken call, tried in Italian and English with the
// browser's voices. Headless Chromium has no speech voices, so the page gets a recording speech
// engine with three voices; the chime is counted on the real Web Audio API's oscillators.

const SHOTS = '/tmp/customer-shots';
mkdirSync(SHOTS, { recursive: true });

type Spoken = { text: string; lang: string; voice: string | null };

async function recordSound(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as Record<string, unknown>;
    const spoken: unknown[] = [];
    w.__spoken = spoken;
    w.__oscillators = 0;
    const voices = [
      { voiceURI: 'it-alice', name: 'Alice', lang: 'it-IT', default: true },
      { voiceURI: 'it-luca', name: 'Luca', lang: 'it-IT', default: false },
      { voiceURI: 'en-daniel', name: 'Daniel', lang: 'en-GB', default: false },
    ];
    const synth = Object.assign(new EventTarget(), {
      getVoices: () => voices,
      speak: (u: { text: string; lang: string; voice: { voiceURI: string } | null }) =>
        spoken.push({ text: u.text, lang: u.lang, voice: u.voice?.voiceURI ?? null }),
      cancel: () => undefined,
    });
    Object.defineProperty(window, 'speechSynthesis', { value: synth, configurable: true });
    w.SpeechSynthesisUtterance = class {
      text: string;
      lang = '';
      rate = 1;
      voice: unknown = null;
      constructor(text: string) {
        this.text = text;
      }
    };
    const create = AudioContext.prototype.createOscillator;
    AudioContext.prototype.createOscillator = function (this: AudioContext) {
      w.__oscillators = (w.__oscillators as number) + 1;
      return create.call(this);
    };
  });
}

const spoken = (page: Page) => page.evaluate(() => (window as unknown as { __spoken: Spoken[] }).__spoken);
const oscillators = (page: Page) =>
  page.evaluate(() => (window as unknown as { __oscillators: number }).__oscillators);

test('the admin tries the chime and the spoken call in Italian and English, with a chosen voice', async ({
  page,
}) => {
  await recordSound(page);
  await signInAs(page, 'admin');
  await page.goto('/testvoice');
  await expect(page.getByTestId('test-voice-screen')).toBeVisible();
  await expect(page.getByTestId('test-voice-count')).toHaveText('2 voci disponibili in questa lingua.');
  await expect(page.getByTestId('test-voice-sample')).toHaveText('Targa AB123CD, recarsi al Box 3');

  await page.getByTestId('test-voice-plate').fill('FG456HI');
  await chooseOption(page, 'test-voice-voice', 'Luca (it-IT)');
  await page.getByTestId('test-voice-speak').click();
  await expect
    .poll(() => spoken(page))
    .toEqual([{ text: 'Targa FG456HI, recarsi al Box 3', lang: 'it-IT', voice: 'it-luca' }]);
  expect(await oscillators(page)).toBe(0);
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.screenshot({ path: `${SHOTS}/testvoice-1366x768-it.png` });

  // English: its own voices, the default one, the chime then the words.
  await page.getByTestId('test-voice-language-en').click();
  await expect(page.getByTestId('test-voice-count')).toHaveText('1 voce disponibile in questa lingua.');
  await expect(page.getByTestId('test-voice-sample')).toHaveText('Plate FG456HI, please go to Box 3');
  await page.getByTestId('test-voice-both').click();
  await expect.poll(() => oscillators(page)).toBe(2);
  await expect
    .poll(async () => (await spoken(page)).at(-1))
    .toEqual({ text: 'Plate FG456HI, please go to Box 3', lang: 'en-GB', voice: null });

  // In the English interface the announcement starts in English too.
  await page.goto('/testvoice?lng=en');
  await expect(page.getByTestId('test-voice-count')).toHaveText('1 voice available in this language.');
  await expect(page.getByTestId('test-voice-language-en')).toHaveAttribute('data-selected', 'true');
  await page.screenshot({ path: `${SHOTS}/testvoice-1366x768-en.png` });
});

test('a manager is refused the voice test', async ({ page }) => {
  await signInAs(page, 'manager');
  await page.goto('/testvoice');
  await expect(page.getByTestId('forbidden')).toBeVisible();
  await expect(page.getByTestId('test-voice-screen')).toHaveCount(0);
});
