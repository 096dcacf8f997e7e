import type { CombinedError } from '@urql/core';

/** The server's code for a missing, expired or revoked access token (api-contract, spec §8). */
export const AUTH_NOT_AUTHORIZED = 'AUTH_NOT_AUTHORIZED';

type ErrorLike = Pick<CombinedError, 'graphQLErrors'>;

/** Whether a result failed because the access token is not (or no longer) accepted. */
export function isAuthError(error: ErrorLike | undefined | null): boolean {
  return !!error?.graphQLErrors.some((e) => e.extensions?.code === AUTH_NOT_AUTHORIZED);
}

/**
 * What a `refreshProfile` answer means for the session:
 * - `renewed`: a new token arrived, retry the waiting requests with it;
 * - `ended`: the server says the session is over (null profile or an auth error), sign out;
 * - `unreachable`: the server could not be asked (network, 5xx); keep the session, the waiting
 *   requests fail with their own error and the next one tries again.
 */
export type RefreshOutcome = { kind: 'renewed'; token: string } | { kind: 'ended' } | { kind: 'unreachable' };

export function refreshOutcome(result: {
  data?: { refreshProfile?: { token: string } | null } | null;
  error?: Pick<CombinedError, 'graphQLErrors' | 'networkError'> | undefined;
}): RefreshOutcome {
  const token = result.data?.refreshProfile?.token;
  if (token) return { kind: 'renewed', token };
  if (isAuthError(result.error)) return { kind: 'ended' };
  if (result.error) return { kind: 'unreachable' };
  return { kind: 'ended' };
}

/** A user-facing message for a failed operation, as an i18n key with its values or the server's own text. */
export type ErrorMessage =
  | { kind: 'server'; text: string }
  | { kind: 'status'; status: number }
  | { kind: 'network' };

/**
 * Spec §8 "other failures": the first server message, else `GraphQL Error (Code: {status})`;
 * with no response at all the connection is down, which gets its own message.
 */
export function describeError(
  error: Pick<CombinedError, 'graphQLErrors' | 'networkError'> & { response?: unknown },
): ErrorMessage {
  const first = error.graphQLErrors.find((e) => e.message);
  if (first) return { kind: 'server', text: first.message };
  const status = (error.response as { status?: unknown } | undefined)?.status;
  if (typeof status === 'number' && status > 0) return { kind: 'status', status };
  return { kind: 'network' };
}

/**
 * Whether a failed result means the server could not be reached: no response at all, or a 5xx
 * without GraphQL errors (a proxy in front of a stopped Turno). A refusal is an answer, a 4xx such
 * as 429 included. Unattended screens and the start-up check wait for the server on this alone
 * (decision 0025).
 */
export function isUnreachable(
  error: (Pick<CombinedError, 'graphQLErrors' | 'networkError'> & { response?: unknown }) | undefined | null,
): boolean {
  if (!error?.networkError || error.graphQLErrors.length > 0) return false;
  const status = (error.response as { status?: unknown } | undefined)?.status;
  return typeof status !== 'number' || status === 0 || status >= 500;
}
