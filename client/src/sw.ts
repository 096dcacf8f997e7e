/**
 * The service worker of the monitor and the totem (docs/kiosk.md, decision 0025), registered only
 * on those two pages (features/monitor/installable-screen.tsx), each with its own scope.
 *
 * - It precaches the shell those screens need: index.html, the entry and the chunks and texts the
 *   two routes load, the app icons (the list is made at build time, client/build/precache-shell.ts).
 * - A page load asks the server first, so a new build is used as soon as it is deployed; only when
 *   the server does not answer (or answers 5xx from a proxy in front of it) does the cached
 *   index.html start the screen, which then shows its reconnecting band until the server is back.
 * - Nothing else is touched: GraphQL, /api, /version.json, downloads and the WebSocket go to the
 *   network as if there were no worker, so nothing live or private is ever cached.
 * - A new worker takes over at once (skipWaiting + clientsClaim) and drops the old build's cache;
 *   the page's own version check (app/version-check-runner.ts) reloads it onto the new build.
 */
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';

/** The part of ServiceWorkerGlobalScope used here (the project's types are the DOM's, not a worker's). */
declare const self: {
  __WB_MANIFEST: { url: string; revision: string | null }[];
  skipWaiting(): Promise<void>;
};

/** How long a page load waits for the server before the cached shell starts the screen. */
const SERVER_WAIT_MS = 4000;

const SHELL = '/index.html';

void self.skipWaiting();
clientsClaim();
cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST);

registerRoute(
  new NavigationRoute(async ({ request }) => {
    try {
      const response = await fetch(request, { signal: AbortSignal.timeout(SERVER_WAIT_MS) });
      if (response.status < 500) return response;
    } catch {
      // No answer: the server is down or the network is cut.
    }
    return (await matchPrecache(SHELL)) ?? Response.error();
  }),
);
