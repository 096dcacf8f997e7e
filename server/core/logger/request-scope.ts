import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * The request (or WebSocket connection) the running code serves. Every log line written while
 * serving it carries its id without passing a logger around (pino's `mixin`), so a fault's line
 * and the access line share the id the client was given in `x-request-id`.
 */
const scope = new AsyncLocalStorage<{ requestId: string }>();

export function inRequestScope<T>(requestId: string, run: () => T): T {
  return scope.run({ requestId }, run);
}

export function currentRequestId(): string | undefined {
  return scope.getStore()?.requestId;
}
