/**
 * Forward replay of a queue: boxes take, in call order, whoever has arrived when they free up.
 * The estimators of the bench differ only in what they feed it (durations, who else will come).
 */
import type { QueueEntry, QueueOrderParams } from '../../../shared/appointments/queue-order.ts';
import { orderQueue } from '../../../shared/appointments/queue-order.ts';

export interface ForwardItem extends QueueEntry {
  /** Minutes since the epoch from which a box may take it (now, for those already waiting). */
  availableAt: number;
  /** Minutes it will hold the box (a fraction for someone who may not come at all). */
  minutes: number;
  /** Index in the real queue, or -1 for an expected arrival. */
  position: number;
}

/** Minutes from `now` until each real item (by position) is called. */
export function forwardWaits(
  items: readonly ForwardItem[],
  realCount: number,
  boxFreeAt: readonly number[],
  order: QueueOrderParams,
  now: Date,
): number[] {
  const nowMinutes = now.getTime() / 60_000;
  // The order is a per-entry key, so ordering everyone once gives the order of any subset.
  const remaining = orderQueue(items, order, now);
  const freeAt = [...boxFreeAt];
  const waits = new Array<number>(realCount).fill(0);
  let left = realCount;
  while (left > 0 && remaining.length > 0) {
    let box = 0;
    for (let other = 1; other < freeAt.length; other++) if (freeAt[other]! < freeAt[box]!) box = other;
    const at = freeAt[box]!;
    let index = remaining.findIndex((item) => item.availableAt <= at);
    if (index < 0) {
      // Nobody there yet: the box idles until the next arrival, which it then takes.
      const firstArrival = Math.min(...remaining.map((item) => item.availableAt));
      index = remaining.findIndex((item) => item.availableAt === firstArrival);
      freeAt[box] = firstArrival;
    }
    const item = remaining.splice(index, 1)[0]!;
    const calledAt = freeAt[box]!;
    freeAt[box] = calledAt + item.minutes;
    if (item.position >= 0) {
      waits[item.position] = Math.ceil(calledAt - nowMinutes);
      left--;
    }
  }
  return waits;
}
