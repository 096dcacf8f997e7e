import Bowser from 'bowser';

/**
 * The user agent in a few words ("Chrome 131 · Android 14"): enough to tell a TV's browser from a
 * kiosk's, without keeping the whole header.
 */
export function shortUserAgent(header: string | null): string {
  if (!header) return '';
  const { browser, os } = Bowser.parse(header);
  const name = [browser.name, browser.version?.split('.')[0]].filter(Boolean).join(' ');
  const system = [os.name, os.version?.split('.')[0]].filter(Boolean).join(' ');
  return [name, system].filter(Boolean).join(' · ').slice(0, 80);
}
