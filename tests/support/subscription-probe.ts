import type { Client } from 'graphql-ws';

/**
 * Collects a subscription's events and lets a test wait for the one it expects, with a deadline,
 * like a screen that has to show something within a given time.
 */
export function probe<T>(client: Client, query: string, variables: Record<string, unknown> = {}) {
  const events: T[] = [];
  const errors: unknown[] = [];
  let wake: (() => void) | null = null;
  const dispose = client.subscribe<T>(
    { query, variables },
    {
      next: (value) => {
        if (value.errors) errors.push(value.errors);
        if (value.data) events.push(value.data as T);
        wake?.();
      },
      error: (error) => {
        errors.push(error);
        wake?.();
      },
      complete: () => {},
    },
  );
  return {
    events,
    errors,
    dispose,
    /** Resolves with the first event (seen or to come) that matches, or rejects after `ms`. */
    async waitFor(match: (event: T) => boolean, ms = 5000, from = 0): Promise<T> {
      const deadline = Date.now() + ms;
      for (;;) {
        const found = events.slice(from).find(match);
        if (found) return found;
        if (errors.length) throw new Error(`subscription failed: ${JSON.stringify(errors[0])}`);
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`no matching event within ${ms} ms (got ${events.length})`);
        await new Promise<void>((resolve) => {
          wake = resolve;
          setTimeout(resolve, left);
        });
      }
    },
  };
}
