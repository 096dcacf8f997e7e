import { authExchange } from '@urql/exchange-auth';
import {
  Client,
  type CombinedError,
  fetchExchange,
  makeOperation,
  mapExchange,
  type Operation,
  subscriptionExchange,
} from 'urql';
import { isAuthError, refreshOutcome } from './auth-errors.ts';
import { createCacheExchange } from './cache.ts';
import { GRAPHQL_PATH } from './endpoint.ts';
import { recordFault } from './fault-reference.ts';
import { createPersistedExchange } from './persisted-documents.ts';
import { requestFetchOptions } from './request-options.ts';
import { type SessionProfile, SessionRefreshProfileMutation } from './session-operations.ts';
import { isTokenExpired } from './token-expiry.ts';
import { createTokenFetch } from './token-fetch.ts';
import { createWsClient } from './ws-client.ts';

/** What the urql client needs from the session; the app wires these to jotai atoms. */
export interface SessionBridge {
  getToken(): string | null;
  setToken(token: string | null): void;
  /** A refresh renewed the session: the profile may have changed (roles, impersonation). */
  onProfileRefreshed(profile: SessionProfile): void;
  /** The refresh said the session is over: tell the user, clear it, go to /signin. */
  onSessionEnded(): void;
  /** The WebSocket came back after a drop: screens should refetch. */
  onReconnected(): void;
  /** The live connection dropped (`true`) or is up again (`false`): the layout shows a banner. */
  onConnectionLost(lost: boolean): void;
  /** A failure nobody else handles: toast it (spec §8 "other failures"). */
  onUnhandledError(error: CombinedError): void;
}

/**
 * Operations may set `context.silentErrors` when the screen shows the error itself (e.g. a form),
 * so the global toast does not say it twice.
 */
export interface TurnoOperationContext {
  silentErrors?: boolean;
  /** Set on the refresh mutation: it authenticates with the refresh cookie, not the (expired) bearer. */
  skipAuth?: boolean;
}

export interface TurnoClient {
  client: Client;
  /** Closes the WebSocket; call when the client is replaced (sign-in, sign-out). */
  dispose(): void;
}

/** The operation without an `Authorization` header (if it had one). */
function withoutAuthorization(operation: Operation): Operation {
  const options =
    typeof operation.context.fetchOptions === 'function'
      ? operation.context.fetchOptions()
      : (operation.context.fetchOptions ?? {});
  const headers = new Headers(options.headers);
  if (!headers.has('authorization')) return operation;
  headers.delete('authorization');
  return makeOperation(operation.kind, operation, {
    ...operation.context,
    fetchOptions: { ...options, headers: Object.fromEntries(headers) },
  });
}

/**
 * Builds the urql client: graphcache, then the auth exchange (bearer header, one refresh while
 * other requests wait), then the persisted documents' hashes in place of their text, then fetch
 * over HTTP and graphql-ws for subscriptions.
 */
export function createTurnoClient(session: SessionBridge): TurnoClient {
  const wsClient = createWsClient({
    getToken: session.getToken,
    onReconnected: session.onReconnected,
    onConnectionLost: session.onConnectionLost,
  });

  const auth = authExchange(async (utils) => ({
    addAuthToOperation(operation) {
      const token = session.getToken();
      // A retried operation still carries the header of its first attempt: drop it when the
      // session is gone, or when the operation authenticates by cookie.
      if (!token || operation.context.skipAuth) return withoutAuthorization(operation);
      return utils.appendHeaders(operation, { Authorization: `Bearer ${token}` });
    },
    willAuthError() {
      // Refresh first when the stored token has visibly expired (only when there is one:
      // public pages without a session must not trigger a refresh on every request).
      const token = session.getToken();
      return !!token && isTokenExpired(token, Date.now());
    },
    didAuthError(error) {
      return isAuthError(error);
    },
    async refreshAuth() {
      const result = await utils.mutate(
        SessionRefreshProfileMutation,
        {},
        { skipAuth: true, silentErrors: true, requestPolicy: 'network-only' },
      );
      const outcome = refreshOutcome(result);
      if (outcome.kind === 'renewed') {
        session.setToken(outcome.token);
        if (result.data?.refreshProfile) session.onProfileRefreshed(result.data.refreshProfile);
      } else if (outcome.kind === 'ended') {
        session.setToken(null);
        session.onSessionEnded();
      }
    },
  }));

  const errors = mapExchange({
    onError(error, operation) {
      recordFault(error);
      // Auth failures end in the session-ended flow, and silent operations report their own errors.
      if (isAuthError(error) || operation.context.silentErrors) return;
      session.onUnhandledError(error);
    },
  });

  const client = new Client({
    url: GRAPHQL_PATH,
    // The refresh token is an HttpOnly cookie: every request must send it. The CSRF header lets
    // the server tell this page from a cross-site form (multipart logo uploads need it).
    fetchOptions: () => requestFetchOptions(),
    // Spec §7: every call is a POST (urql would otherwise send short queries as GET).
    preferGetMethod: false,
    fetch: createTokenFetch((token) => session.setToken(token)),
    exchanges: [
      createCacheExchange(),
      errors,
      auth,
      createPersistedExchange(import.meta.env.PROD),
      fetchExchange,
      subscriptionExchange({
        forwardSubscription(request) {
          // A persisted subscription has no text: graphql-ws wants a string, the hash is in
          // `extensions.persistedQuery`.
          const input = { ...request, query: request.query ?? '' };
          return {
            subscribe(sink) {
              const unsubscribe = wsClient.subscribe(input, sink);
              return { unsubscribe };
            },
          };
        },
      }),
    ],
  });

  return { client, dispose: () => void wsClient.dispose() };
}
