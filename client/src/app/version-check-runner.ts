import { toast } from 'sonner';
import { i18n } from '../i18n/index.ts';
import { clearCacheStorage, unregisterServiceWorkers } from './browser-caches.ts';
import {
  decideVersion,
  KEPT_STORAGE_KEYS,
  keysToClear,
  reloadUrl,
  servedVersion,
  versionCheckDelay,
} from './version-check.ts';

const VERSION_URL = '/version.json';

async function fetchServedVersion(): Promise<string | null> {
  try {
    const response = await fetch(VERSION_URL, { cache: 'no-store', headers: { accept: 'application/json' } });
    if (!response.ok) return null;
    return servedVersion(await response.json());
  } catch {
    // Offline or server restarting: try again at the next check.
    return null;
  }
}

function clearStorage(): void {
  try {
    const keys = Array.from({ length: localStorage.length }, (_, index) => localStorage.key(index) ?? '');
    for (const key of keysToClear(keys, KEPT_STORAGE_KEYS)) localStorage.removeItem(key);
    sessionStorage.clear();
  } catch {
    // Storage may be blocked; the reload still fetches the new version.
  }
}

/** Clears what could pin the old version (storage, caches, service workers), then reloads with `?v=`. */
async function switchToVersion(version: string): Promise<void> {
  toast.info(i18n.t('version.updating'), { id: 'version-update' });
  clearStorage();
  await Promise.allSettled([clearCacheStorage(), unregisterServiceWorkers()]);
  location.replace(reloadUrl(location.href, version));
}

/**
 * Starts the spec §9 version check for the running build. Returns a stop function.
 * Not started in development, where the dev server's build id never matches the API's file.
 */
export function startVersionCheck(currentVersion: string): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let index = 0;
  let switching = false;

  async function check(): Promise<void> {
    if (switching) return;
    const served = await fetchServedVersion();
    if (decideVersion(currentVersion, served, location.href) !== 'reload' || !served) return;
    switching = true;
    await switchToVersion(served);
  }

  function schedule(): void {
    timer = setTimeout(() => {
      void check().finally(schedule);
    }, versionCheckDelay(index++));
  }

  function onVisibilityChange(): void {
    if (document.visibilityState === 'visible') void check();
  }

  void check();
  schedule();
  document.addEventListener('visibilitychange', onVisibilityChange);
  return () => {
    clearTimeout(timer);
    document.removeEventListener('visibilitychange', onVisibilityChange);
  };
}
