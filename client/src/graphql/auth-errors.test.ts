import { CombinedError } from '@urql/core';
import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { describeError, isAuthError, isUnreachable, refreshOutcome } from './auth-errors.ts';

const authError = new CombinedError({
  graphQLErrors: [new GraphQLError('Not authorized', { extensions: { code: 'AUTH_NOT_AUTHORIZED' } })],
});
const otherError = new CombinedError({
  graphQLErrors: [new GraphQLError('Queue not found', { extensions: { code: 'NOT_FOUND' } })],
});
const networkDown = new CombinedError({ networkError: new TypeError('Failed to fetch') });

describe('isAuthError', () => {
  it('is true only for AUTH_NOT_AUTHORIZED', () => {
    expect(isAuthError(authError)).toBe(true);
    expect(isAuthError(otherError)).toBe(false);
    expect(isAuthError(networkDown)).toBe(false);
    expect(isAuthError(undefined)).toBe(false);
  });

  it('finds the code among several errors', () => {
    const mixed = new CombinedError({
      graphQLErrors: [...otherError.graphQLErrors, ...authError.graphQLErrors],
    });
    expect(isAuthError(mixed)).toBe(true);
  });
});

describe('refreshOutcome', () => {
  it('renews with the new token', () => {
    expect(refreshOutcome({ data: { refreshProfile: { token: 'new' } } })).toEqual({
      kind: 'renewed',
      token: 'new',
    });
  });

  it('ends the session when the server returns no profile', () => {
    expect(refreshOutcome({ data: { refreshProfile: null } })).toEqual({ kind: 'ended' });
    expect(refreshOutcome({ data: null })).toEqual({ kind: 'ended' });
  });

  it('ends the session when the refresh itself is refused', () => {
    expect(refreshOutcome({ error: authError })).toEqual({ kind: 'ended' });
  });

  it('keeps the session when the server could not be reached', () => {
    expect(refreshOutcome({ error: networkDown })).toEqual({ kind: 'unreachable' });
    expect(refreshOutcome({ error: otherError })).toEqual({ kind: 'unreachable' });
  });
});

describe('describeError', () => {
  it('prefers the first server message', () => {
    expect(describeError(otherError)).toEqual({ kind: 'server', text: 'Queue not found' });
  });

  it('falls back to the HTTP status', () => {
    const error = new CombinedError({ networkError: new Error('Bad gateway'), response: { status: 502 } });
    expect(describeError(error)).toEqual({ kind: 'status', status: 502 });
  });

  it('reports a connection failure when there is no response', () => {
    expect(describeError(networkDown)).toEqual({ kind: 'network' });
  });
});

describe('isUnreachable', () => {
  const withStatus = (status: number) =>
    new CombinedError({ networkError: new Error(`HTTP ${status}`), response: { status } });

  it('is no answer at all, or a 5xx from whatever stands in front of the server', () => {
    expect(isUnreachable(networkDown)).toBe(true);
    expect(isUnreachable(withStatus(502))).toBe(true);
    expect(isUnreachable(withStatus(503))).toBe(true);
  });

  it('is not a refusal: a GraphQL error, a 4xx such as 429, or no error', () => {
    expect(isUnreachable(otherError)).toBe(false);
    expect(isUnreachable(withStatus(429))).toBe(false);
    expect(isUnreachable(withStatus(401))).toBe(false);
    expect(isUnreachable(undefined)).toBe(false);
  });
});
