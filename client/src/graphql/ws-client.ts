import { createClient, type Client as WsClient } from 'graphql-ws';
import { reconnectDelay } from './backoff.ts';
import { graphqlWebSocketUrl } from './endpoint.ts';

export interface WsClientOptions {
  /** Read at every (re)connection, so a renewed token is used by the next connection. */
  getToken(): string | null;
  /** Called after a reconnection (not the first connection): screens refetch what they show. */
  onReconnected(): void;
  /** Called when the live connection drops (`true`) or is up again (`false`). */
  onConnectionLost?(lost: boolean): void;
}

/** Code of a close the client asked for itself (lazy close, dispose): not a lost connection. */
const NORMAL_CLOSURE = 1000;

/** Whether a `closed` event means the connection was lost rather than closed on purpose. */
export function isLostConnection(event: unknown): boolean {
  const code = (event as { code?: unknown } | null)?.code;
  return code !== NORMAL_CLOSURE;
}

/** Keep-alive ping interval: a dead connection (sleeping laptop, proxy timeout) is noticed within ~10 s. */
const KEEP_ALIVE_MS = 10_000;

/**
 * The graphql-ws client for subscriptions, on the page's own origin. Lazy (no socket until the
 * first subscription) and retrying forever: monitors and totems run unattended for days, so a
 * server restart or network blip must heal by itself.
 */
export function createWsClient({ getToken, onReconnected, onConnectionLost }: WsClientOptions): WsClient {
  return createClient({
    url: graphqlWebSocketUrl(globalThis.location),
    lazy: true,
    keepAlive: KEEP_ALIVE_MS,
    retryAttempts: Number.POSITIVE_INFINITY,
    shouldRetry: () => true,
    retryWait: (retries) => new Promise((resolve) => setTimeout(resolve, reconnectDelay(retries))),
    connectionParams: () => {
      const token = getToken();
      return token ? { authorization: `Bearer ${token}` } : {};
    },
    on: {
      connected: (_socket, _payload, wasRetry) => {
        onConnectionLost?.(false);
        if (wasRetry) onReconnected();
      },
      closed: (event) => {
        if (isLostConnection(event)) onConnectionLost?.(true);
      },
    },
  });
}
