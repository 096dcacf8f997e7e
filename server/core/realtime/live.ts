import { isResync, sharedInitialState, sharedPerEvent, workshopEvents } from './event-sharing.ts';
import type { RealtimeServices } from './pubsub.ts';
import type { WorkshopChangeEvent } from './topics.ts';

/**
 * One live subscription: the current state first, then a payload for each relevant change, and the
 * whole state again after the bus recovers from an outage. `key` names what is built, so every
 * subscriber of the same thing shares one build per event, and one initial build while they arrive
 * together. `note` keeps what `relevant` needs of the last payload (a customer's queue, say), not
 * the payload itself: that would hold its rows and loaders for as long as the screen stays.
 * A plain iterator rather than an async generator: a generator waiting for the next event cannot
 * be closed until one comes, this one lets go of its workshop's events at once.
 */
export function live<T, N = undefined>(
  ctx: RealtimeServices,
  workshopID: string,
  key: string,
  build: (event: WorkshopChangeEvent | null) => Promise<T>,
  relevant: (event: WorkshopChangeEvent, noted: N | undefined) => boolean,
  note?: (payload: T) => N,
): AsyncIterableIterator<T> {
  const events = workshopEvents(ctx, workshopID);
  let started = false;
  let noted: N | undefined;
  const deliver = async (payload: Promise<T>): Promise<IteratorResult<T>> => {
    const value = await payload;
    if (note) noted = note(value);
    return { done: false, value };
  };
  return {
    [Symbol.asyncIterator]() {
      return this;
    },
    async next() {
      if (!started) {
        started = true;
        return deliver(sharedInitialState(ctx, key, events, () => build(null)));
      }
      for (;;) {
        const item = await events.next();
        if (item.done) return item;
        const event = item.value;
        if (isResync(event)) return deliver(sharedPerEvent(event, key, () => build(null)));
        if (relevant(event, noted)) return deliver(sharedPerEvent(event, key, () => build(event)));
      }
    },
    return: () => events.return(),
    throw: (error: unknown) => events.throw(error),
  } as AsyncIterableIterator<T>;
}
