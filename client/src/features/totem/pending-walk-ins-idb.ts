import { createStore, del, set, values } from 'idb-keyval';
import type { PendingStore, PendingWalkIn } from './pending-walk-ins.ts';

/**
 * The pending walk-ins in the browser's IndexedDB (its own database, one row per idempotency key).
 * IndexedDB rather than localStorage: a new version's reload clears localStorage but for the device
 * keys (app/version-check.ts), and writes here are transactions. Opened on first use only.
 */
let store: ReturnType<typeof createStore> | undefined;
const open = () => {
  store ??= createStore('turno-totem', 'pending-walk-ins');
  return store;
};

export const idbPendingStore: PendingStore = {
  all: () => values<PendingWalkIn>(open()),
  put: (walkIn) => set(walkIn.idempotencyKey, walkIn, open()),
  remove: (key) => del(key, open()),
};
