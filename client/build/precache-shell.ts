import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Manifest, shellFiles } from './bundle-closure.ts';
import { ROUTE_BUDGETS } from './route-budgets.ts';
import { ROUTE_CHUNKS_FILE } from './route-chunks.ts';
import { APP_ICONS, SCREEN_APPS } from './screen-apps.ts';

/** An entry of Workbox's precache manifest (workbox-build's `ManifestEntry`, the part read here). */
interface PrecacheEntry {
  url: string;
  revision: string | null;
  size: number;
}

/**
 * Workbox's `manifestTransforms` step (client/vite.config.ts): of the built files its glob found,
 * keep the shell of the installable screens, index.html, what `shellFiles` says the monitor's and
 * the totem's routes load, and the app icons. Read after the build is written, from Vite's manifest.
 */
export function keepScreenShell(dist: string) {
  return (entries: PrecacheEntry[]) => {
    const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Manifest;
    const screenChunks = JSON.parse(readFileSync(join(dist, ROUTE_CHUNKS_FILE), 'utf8')) as Record<
      string,
      string
    >;
    const screens = new Set(SCREEN_APPS.map((app) => app.path));
    const lazyModules = ROUTE_BUDGETS.filter((route) =>
      screens.has(route.path as (typeof SCREEN_APPS)[number]['path']),
    ).flatMap((route) => route.lazyModules);
    const keep = new Set(['index.html', ...APP_ICONS.map((icon) => icon.file)]);
    for (const file of shellFiles(manifest, lazyModules, screenChunks)) keep.add(file);
    // A file the glob missed would leave the screen unable to start offline: stop the build.
    const missing = [...keep].filter((file) => !entries.some((entry) => entry.url === file));
    if (missing.length > 0) throw new Error(`the service worker's glob misses ${missing.join(', ')}`);
    return { manifest: entries.filter((entry) => keep.has(entry.url)), warnings: [] };
  };
}
