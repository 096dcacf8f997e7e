import { useEffect } from 'react';

/** The pages that install as apps (decision 0025): each is its manifest's start URL and scope. */
export type ScreenAppPath = '/monitor' | '/totem';

/** Where the build writes a screen's manifest (client/build/screen-apps.ts says the same). */
export function screenManifestHref(path: ScreenAppPath): string {
  return `${path}.webmanifest`;
}

/** The service worker the build writes (src/sw.ts). */
export const SERVICE_WORKER_URL = '/sw.js';

/**
 * Makes the monitor or the totem an installable app with a cached shell: links its own manifest
 * (React puts the link in <head> and takes it away on leaving, so no staff page is installable as a
 * monitor) and registers the service worker with the page's path as its scope, so it never
 * answers for a staff page. Built bundles only: the dev server has no worker, and browsers without
 * one (or on plain http off localhost, which is no secure context) just go without.
 */
export function InstallableScreen({ path }: { path: ScreenAppPath }) {
  useEffect(() => {
    if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
    navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: path }).catch(() => {
      // Refused (storage blocked, no secure context): the screen works as before, online only.
    });
  }, [path]);
  return <link rel="manifest" href={screenManifestHref(path)} />;
}
