/**
 * A subscription that sends the state now, then each event after it. It starts listening before
 * it reads the state: a bus subscription (a Repeater) listens only from its first `next()`, so
 * reading first and listening when the client asks for more loses a change committed in between,
 * and the screen shows the old state until the next change (an upload stuck at "checking").
 * An event may then also be in the state it follows; subscribers take both as "read again".
 */
export function stateThenEvents<T>(
  events: AsyncIterator<T>,
  state: () => Promise<T>,
): AsyncIterableIterator<T> {
  let pending: Promise<IteratorResult<T>> | null = events.next();
  // Observed here so that a bus failing before the client asks for more is not an unhandled rejection.
  pending.catch(() => undefined);
  let stateSent = false;
  return {
    [Symbol.asyncIterator]() {
      return this;
    },
    async next(): Promise<IteratorResult<T>> {
      if (!stateSent) {
        stateSent = true;
        return { done: false, value: await state() };
      }
      const first = pending;
      pending = null;
      return first ?? events.next();
    },
    return: () => events.return?.() ?? Promise.resolve({ done: true as const, value: undefined }),
    throw: (error: unknown) => events.throw?.(error) ?? Promise.reject(error),
  } as AsyncIterableIterator<T>;
}
