/** Deletes every Cache Storage entry (a stale bundle or chunk may be cached there). */
export async function clearCacheStorage(): Promise<void> {
  if (!('caches' in globalThis)) return;
  const names = await caches.keys();
  await Promise.all(names.map((name) => caches.delete(name)));
}

/** Unregisters service workers, which could keep serving the old version. */
export async function unregisterServiceWorkers(): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  const registrations = await navigator.serviceWorker.getRegistrations();
  await Promise.all(registrations.map((registration) => registration.unregister()));
}
