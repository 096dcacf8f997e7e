import { clearCacheStorage } from './browser-caches.ts';

/** sessionStorage flag: set just before the one reload a chunk failure may trigger. */
export const CHUNK_RELOAD_FLAG = 'turno.chunkReload';

const CHUNK_ERROR_PATTERNS = [
  /Failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i, // Firefox
  /Importing a module script failed/i, // Safari
  /Loading (CSS )?chunk [\w-]+ failed/i,
  /Unable to preload CSS/i, // Vite's preload helper
];

/**
 * Whether an error is a failed lazy-screen download. After a deploy the old chunk names no
 * longer exist on the server, so an open tab fails when it opens a screen it had not loaded yet.
 */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error) && (typeof error !== 'object' || error === null)) return false;
  const { name, message } = error as { name?: unknown; message?: unknown };
  if (name === 'ChunkLoadError') return true;
  return typeof message === 'string' && CHUNK_ERROR_PATTERNS.some((pattern) => pattern.test(message));
}

function readFlag(): boolean {
  try {
    return sessionStorage.getItem(CHUNK_RELOAD_FLAG) !== null;
  } catch {
    return true; // No storage: never risk a reload loop.
  }
}

/**
 * Clears Cache Storage and reloads, once per tab session: returns false when it already tried,
 * so the caller shows the error page instead of looping.
 */
export function reloadOnceForChunkError(): boolean {
  if (readFlag()) return false;
  try {
    sessionStorage.setItem(CHUNK_RELOAD_FLAG, String(Date.now()));
  } catch {
    return false;
  }
  void clearCacheStorage().finally(() => location.reload());
  return true;
}

/** A lazy screen loaded: the bundle is healthy again, so a later deploy may reload once more. */
export function clearChunkReloadFlag(): void {
  try {
    sessionStorage.removeItem(CHUNK_RELOAD_FLAG);
  } catch {
    // Nothing to clear without storage.
  }
}
