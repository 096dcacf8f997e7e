import { LANGUAGE_STORAGE_KEY } from '../i18n/languages.ts';
import { DEVICE_KEYS } from '../state/device-keys.ts';

/**
 * Spec §9 version check, as pure functions (the side effects live in `version-check-runner.ts`).
 * Checks run at start, when the tab becomes visible again, and on a timer that starts at 30 s and
 * grows by half each time up to 5 minutes: quick after a deploy, cheap for a tab open all day.
 */
export const VERSION_CHECK_FIRST_DELAY_MS = 30_000;
export const VERSION_CHECK_GROWTH = 1.5;
export const VERSION_CHECK_MAX_DELAY_MS = 5 * 60_000;

/** The query parameter the reload carries, so the new page is fetched past any cache. */
export const VERSION_QUERY_PARAM = 'v';

/** Delay before timed check number `index` (0-based): 30 s, 45 s, 67.5 s, … capped at 5 min. */
export function versionCheckDelay(index: number): number {
  const delay = VERSION_CHECK_FIRST_DELAY_MS * VERSION_CHECK_GROWTH ** Math.max(0, index);
  return Math.min(VERSION_CHECK_MAX_DELAY_MS, Math.round(delay));
}

/** The version in a `/version.json` body, or null when the body is not what the server serves. */
export function servedVersion(body: unknown): string | null {
  if (typeof body !== 'object' || body === null) return null;
  const version = (body as { version?: unknown }).version;
  return typeof version === 'string' && version.length > 0 ? version : null;
}

export type VersionDecision = 'same' | 'reload' | 'already-reloaded';

/**
 * Whether to reload for `served`. If the page was already reloaded for that very version and
 * still runs another one (a cache serving the old bundle), reloading again would loop forever.
 */
export function decideVersion(current: string, served: string | null, currentUrl: string): VersionDecision {
  if (!served || served === current) return 'same';
  const reloadedFor = new URL(currentUrl).searchParams.get(VERSION_QUERY_PARAM);
  return reloadedFor === served ? 'already-reloaded' : 'reload';
}

/** The URL to reload: the same page with `?v=<version>`. */
export function reloadUrl(currentUrl: string, version: string): string {
  const url = new URL(currentUrl);
  url.searchParams.set(VERSION_QUERY_PARAM, version);
  return url.toString();
}

/**
 * What a new version's reload keeps of localStorage: the language choice, and what makes a browser
 * one particular monitor or totem (so an updated TV comes back on its own screen, not the picker).
 */
export const KEPT_STORAGE_KEYS: readonly string[] = [LANGUAGE_STORAGE_KEY, ...Object.values(DEVICE_KEYS)];

/** localStorage keys to remove on a new version: all but the ones to keep. */
export function keysToClear(keys: readonly string[], keep: readonly string[]): string[] {
  return keys.filter((key) => !keep.includes(key));
}
