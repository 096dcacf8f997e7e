import { orderQueue, type QueueEntry, type QueueOrderParams } from './queue-order.ts';

/** The workshop setting's bounds: 0 turns the "you are next" SMS off. */
export const YOU_ARE_NEXT_POSITION = { min: 0, max: 10, default: 0 } as const;

/** A waiting customer as the "you are next" rule sees them: call order, queue, and the mark. */
export interface YouAreNextEntry extends QueueEntry {
  queueID: string | null;
  /** When the customer was told (or counted as told); null until then. Once per visit. */
  youAreNextSentAt: Date | null;
}

/**
 * The waiting customers who are now among the first `position` of their queue (1 is called next,
 * in the call order every box and screen uses: `orderQueue`) and have not been told yet.
 * `leaving` are customers this change takes out of the queue, or that another desk is calling at
 * this very moment: they hold no place any more. Pure: same input, same answer.
 */
export function dueForYouAreNext<T extends YouAreNextEntry>(
  entries: readonly T[],
  position: number,
  params: QueueOrderParams,
  now: Date,
  leaving: ReadonlySet<string> = new Set(),
): T[] {
  if (position <= 0) return [];
  const byQueue = new Map<string | null, T[]>();
  for (const entry of entries) {
    if (leaving.has(entry.appointmentID)) continue;
    const list = byQueue.get(entry.queueID);
    if (list) list.push(entry);
    else byQueue.set(entry.queueID, [entry]);
  }
  const due: T[] = [];
  for (const list of byQueue.values()) {
    for (const entry of orderQueue(list, params, now).slice(0, position)) {
      if (!entry.youAreNextSentAt) due.push(entry);
    }
  }
  return due;
}
