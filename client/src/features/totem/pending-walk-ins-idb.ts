import type { UseStore } from 'idb-keyval';
import type { PendingStore, PendingWalkIn } from './pending-walk-ins.ts';

/**
 * The pending walk-ins in the browser's IndexedDB (its own database, one row per idempotency key).
 * IndexedDB rather than localStorage: a new version's reload clears localStorage but for the device
 * keys (app/version-check.ts), and writes here are transactions. The library and the database come
 * after the kiosk's first screen (the route's budget, decision 0019), on first use.
 */
let opened: Promise<{ idb: typeof import('idb-keyval'); store: UseStore }> | undefined;
function open() {
  opened ??= import('idb-keyval').then((idb) => ({
    idb,
    store: idb.createStore('turno-totem', 'pending-walk-ins'),
  }));
  return opened;
}

export const idbPendingStore: PendingStore = {
  all: async () => {
    const { idb, store } = await open();
    return idb.values<PendingWalkIn>(store);
  },
  put: async (walkIn) => {
    const { idb, store } = await open();
    await idb.set(walkIn.idempotencyKey, walkIn, store);
  },
  remove: async (key) => {
    const { idb, store } = await open();
    await idb.del(key, store);
  },
};
