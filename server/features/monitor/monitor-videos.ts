import { eq } from 'drizzle-orm';
import type { AppServices } from '../../core/context/context.ts';
import type { Executor } from '../../core/db/client.ts';
import { workshopParameters, workshops } from '../../core/db/schema/index.ts';

/**
 * The videos of a workshop's monitors (decision 0006): the workshop's `videoFolderPath` is the
 * address of a folder on its own web server, whose `playlist.json` names the files in play order.
 * Turno reads the list and answers absolute addresses; the monitor's browser fetches the bytes.
 */

export const PLAYLIST_FILE = 'playlist.json';
export const MAX_VIDEOS = 20;
const FETCH_TIMEOUT_MS = 3_000;
const CACHE_MS = 3 * 60_000;
const MAX_PLAYLIST_BYTES = 64 * 1024;
const VIDEO_EXTENSION = /\.(mp4|webm)$/i;
const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

type Services = Pick<AppServices, 'config' | 'logger' | 'publicUrl'>;

/**
 * Which addresses Turno reads a playlist from and hands to a monitor: any `https:` address, and
 * Turno's own public origin. Outside production also plain-http loopback, so tests and a developer
 * machine can serve a folder without a certificate; in production a loopback folder is refused, so
 * the setting cannot make the server read its own internal services.
 */
function isAllowedAddress(url: URL, services: Services): boolean {
  if (url.protocol === 'https:') return true;
  if (url.origin === new URL(services.publicUrl).origin) return true;
  return (
    services.config.nodeEnv !== 'production' && url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname)
  );
}

/** The folder address with a trailing slash, so relative names resolve inside it; null if unusable. */
function folderUrl(path: string, services: Services): URL | null {
  let url: URL;
  try {
    url = new URL(path.endsWith('/') ? path : `${path}/`);
  } catch {
    return null;
  }
  url.search = '';
  url.hash = '';
  return isAllowedAddress(url, services) ? url : null;
}

class PlaylistError extends Error {}

/** Reads and checks `playlist.json`; throws a PlaylistError saying what is wrong. */
async function readPlaylist(folder: URL, services: Services): Promise<string[]> {
  const response = await fetch(new URL(PLAYLIST_FILE, folder), {
    signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
    redirect: 'error',
    headers: { accept: 'application/json' },
  });
  if (!response.ok) throw new PlaylistError(`playlist answered HTTP ${response.status}`);
  const text = await response.text();
  if (text.length > MAX_PLAYLIST_BYTES) throw new PlaylistError('playlist is too large');
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new PlaylistError('playlist is not JSON');
  }
  const names = (body as { videos?: unknown } | null)?.videos;
  if (!Array.isArray(names)) throw new PlaylistError('playlist has no "videos" list');
  if (names.length > MAX_VIDEOS) throw new PlaylistError(`playlist has more than ${MAX_VIDEOS} videos`);
  return names.map((name) => {
    if (typeof name !== 'string' || !VIDEO_EXTENSION.test(new URL(name, folder).pathname)) {
      throw new PlaylistError(`not an .mp4 or .webm video: ${JSON.stringify(name)}`);
    }
    const url = new URL(name, folder);
    if (!isAllowedAddress(url, services)) throw new PlaylistError(`address not allowed: ${url.href}`);
    return url.href;
  });
}

/**
 * Per-folder cache of the answer, good or empty: a monitor reloads its screen often and several
 * monitors share a folder, while a workshop edits its playlist rarely. Keyed by address only, so
 * two workshops sharing a folder share the entry.
 */
const cache = new Map<string, { videos: string[]; expires: number }>();

/** Forgets cached playlists (tests change the folder's answer between cases). */
export function clearVideoCache(): void {
  cache.clear();
}

async function videosOfFolder(folder: URL, services: Services, workshopID: string): Promise<string[]> {
  const cached = cache.get(folder.href);
  if (cached && cached.expires > Date.now()) return cached.videos;
  let videos: string[] = [];
  try {
    videos = await readPlaylist(folder, services);
  } catch (error) {
    // All or nothing: a half-valid list is a mistake the workshop should see in the log, not play.
    const reason = error instanceof PlaylistError ? error.message : String(error);
    services.logger.warn('monitor videos: playlist not used', { workshopID, folder: folder.href, reason });
  }
  cache.set(folder.href, { videos, expires: Date.now() + CACHE_MS });
  return videos;
}

/**
 * The absolute video addresses for a workshop's monitors; `[]` when videos are off, the folder is
 * not set or not allowed, or the playlist cannot be used. Never throws: the monitor's query must
 * not fail because of a workshop's web server.
 */
export async function monitorVideos(db: Executor, services: Services, workshopID: string): Promise<string[]> {
  try {
    const [row] = await db
      .select({ enabled: workshopParameters.videosEnabled, path: workshops.videoFolderPath })
      .from(workshops)
      .leftJoin(workshopParameters, eq(workshopParameters.workshopID, workshops.workshopID))
      .where(eq(workshops.workshopID, workshopID));
    if (!row?.enabled || !row.path?.trim()) return [];
    const folder = folderUrl(row.path.trim(), services);
    if (!folder) {
      services.logger.warn('monitor videos: folder address not allowed', { workshopID, folder: row.path });
      return [];
    }
    return await videosOfFolder(folder, services, workshopID);
  } catch (error) {
    services.logger.warn('monitor videos: lookup failed', { workshopID, error });
    return [];
  }
}
