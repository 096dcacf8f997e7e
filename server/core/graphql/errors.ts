import { GraphQLError } from 'graphql';
import { currentRequestId } from '../logger/request-scope.ts';

/**
 * Stable `extensions.code` values a client may branch on. Field problems are not errors: they
 * travel as `formErrors` in the mutation's reply.
 */
export const ERROR_CODES = [
  'AUTH_NOT_AUTHORIZED',
  'FORBIDDEN',
  'NOT_FOUND',
  'BAD_USER_INPUT',
  'CONFLICT',
  'RATE_LIMITED',
  // An operation over its depth, alias, token, directive or cost limit (docs/security.md).
  'OPERATION_TOO_COMPLEX',
  // A subscription sent over HTTP (served over the WebSocket only), or one past the caps on
  // running subscriptions (docs/security.md, "Live subscriptions").
  'SUBSCRIPTIONS_OVER_WEBSOCKET',
  'TOO_MANY_SUBSCRIPTIONS',
  'INTERNAL_SERVER_ERROR',
  // Appointment actions (docs/appointment-lifecycle.md).
  'TRANSITION_NOT_ALLOWED',
  'QUEUE_EMPTY',
  'BOX_BUSY',
  'BOX_NOT_AVAILABLE',
  'ALREADY_TAKEN',
  'NOTHING_TO_UNDO',
  'PAYMENT_REQUIRED',
  'VEHICLE_NOT_READY',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number] | (string & {});

/** An expected failure with a stable code; its message reaches the client as written. */
export class AppError extends GraphQLError {
  constructor(code: ErrorCode, message: string, extra: Record<string, unknown> = {}) {
    super(message, { extensions: { code, ...extra } });
  }
}

export const notAuthorized = () => new AppError('AUTH_NOT_AUTHORIZED', 'Not authorized: sign in again.');
export const forbidden = (message = 'You do not have permission to do this.') =>
  new AppError('FORBIDDEN', message);
export const notFound = (what: string) => new AppError('NOT_FOUND', `${what} not found.`);
/** A malformed argument, named so a client can point at it (e.g. `filter.fromDay`). */
export const badInput = (message: string, argument: string) =>
  new AppError('BAD_USER_INPUT', message, { argument });

/** What a client sees in place of an unexpected error: no stack, no SQL. */
export function maskedError(): GraphQLError {
  // The request's id lets a person quote the fault and the operator find its log lines.
  const requestId = currentRequestId();
  return new GraphQLError('Unexpected error.', {
    extensions: { code: 'INTERNAL_SERVER_ERROR', ...(requestId ? { requestId } : {}) },
  });
}
