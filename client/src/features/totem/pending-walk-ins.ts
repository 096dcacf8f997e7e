/**
 * Walk-ins the totem registered while it could not reach the server (decision 0026): kept in the
 * browser until the server has them, each with the idempotency key made once when the customer
 * pressed "confirm", so however often it is sent the server registers it once. The storage itself
 * (IndexedDB) is in pending-walk-ins-idb.ts; this file holds what does not need a browser.
 */

/** What the walk-in form sends, as the customer filled it in. */
export interface WalkInFields {
  queueID: string;
  vehicleBrandID: string;
  licensePlate: string;
  name: string;
  mobile: string;
  description: string;
  smsConsent: boolean;
  privacyNoticeVersion: number;
}

export interface PendingWalkIn {
  idempotencyKey: string;
  totemID: string;
  /** When the customer checked in, by the kiosk's clock (ISO): their place in the queue. */
  arrivedAt: string;
  /** The kiosk's language then: the visit's SMS are written in it (decision 0017). */
  language: string;
  fields: WalkInFields;
  /**
   * Set when the server refused it on replay (e.g. its queue was deleted meanwhile): the reason
   * code. It is no longer sent; staff see it on the totem and take the customer at the desk.
   */
  refused?: string | null;
}

/** Where pending walk-ins are kept: IndexedDB in the browser, a Map in tests. */
export interface PendingStore {
  all(): Promise<PendingWalkIn[]>;
  put(walkIn: PendingWalkIn): Promise<void>;
  remove(idempotencyKey: string): Promise<void>;
}

/**
 * How long a walk-in stays in the browser at most, sent or not: a day. By then the server refuses
 * its arrival time anyway (offline-arrival.ts), and a kiosk must not keep customers' data longer.
 */
export const PENDING_KEEP_MS = 24 * 3600_000;

/** Oldest arrival first; the key breaks a tie, so the order is the same on every load. */
export function inArrivalOrder(walkIns: readonly PendingWalkIn[]): PendingWalkIn[] {
  return [...walkIns].sort(
    (a, b) =>
      Date.parse(a.arrivedAt) - Date.parse(b.arrivedAt) || a.idempotencyKey.localeCompare(b.idempotencyKey),
  );
}

/** Kept longer than PENDING_KEEP_MS (or with a time that is not one): to be dropped. */
export function expired(walkIn: PendingWalkIn, now: number): boolean {
  const arrived = Date.parse(walkIn.arrivedAt);
  return Number.isNaN(arrived) || now - arrived > PENDING_KEEP_MS;
}

/** What the totem's corner shows staff: how many wait to be sent, and those the server refused. */
export interface PendingSummary {
  waiting: number;
  refused: PendingWalkIn[];
}

/** This totem's walk-ins still in the browser, after dropping the expired ones. */
export async function pendingOf(store: PendingStore, totemID: string, now: number): Promise<PendingWalkIn[]> {
  const kept: PendingWalkIn[] = [];
  for (const walkIn of await store.all()) {
    if (expired(walkIn, now)) await store.remove(walkIn.idempotencyKey);
    else if (walkIn.totemID === totemID) kept.push(walkIn);
  }
  return inArrivalOrder(kept);
}

export function summaryOf(walkIns: readonly PendingWalkIn[]): PendingSummary {
  return {
    waiting: walkIns.filter((walkIn) => !walkIn.refused).length,
    refused: walkIns.filter((walkIn) => walkIn.refused),
  };
}

/** A store in memory, for tests. */
export function memoryPendingStore(): PendingStore {
  const rows = new Map<string, PendingWalkIn>();
  return {
    all: async () => [...rows.values()],
    put: async (walkIn) => void rows.set(walkIn.idempotencyKey, walkIn),
    remove: async (key) => void rows.delete(key),
  };
}
