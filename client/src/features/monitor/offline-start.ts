import { useEffect, useRef, useState } from 'react';

/** How often a screen that started without the server asks again for its monitor or totem. */
const RETRY_MS = 5000;

/**
 * The monitor or totem this browser showed last, kept so that a screen reloaded while the server
 * is down (its shell comes from the service worker, decision 0025) shows itself, under the
 * reconnecting band, instead of an error. Written each time the server answers; read only when it
 * cannot; dropped by a new version's reload (it is no device key), so its shape is always this
 * build's. Names and settings a waiting room sees anyway: nothing private.
 */
export function useLastShown<T>(
  storageKey: string,
  current: T | undefined,
  valid: (value: unknown) => value is T,
) {
  const [stored] = useState<T | null>(() => {
    try {
      const value: unknown = JSON.parse(localStorage.getItem(storageKey) ?? 'null');
      return valid(value) ? value : null;
    } catch {
      return null;
    }
  });
  useEffect(() => {
    if (current === undefined) return;
    try {
      localStorage.setItem(storageKey, JSON.stringify(current));
    } catch {
      // Storage full or blocked: an offline start then shows the band without the screen.
    }
  }, [storageKey, current]);
  return current ?? stored;
}

/** Runs `retry` every few seconds while `unreachable`, so the screen comes back by itself. */
export function useRetryWhileUnreachable(unreachable: boolean, retry: () => void): void {
  const latest = useRef(retry);
  latest.current = retry;
  useEffect(() => {
    if (!unreachable) return;
    const timer = setInterval(() => latest.current(), RETRY_MS);
    return () => clearInterval(timer);
  }, [unreachable]);
}
