import type { CombinedError } from 'urql';

/**
 * The refusals an appointment action can answer with (`extensions.code`), each with its own
 * translated toast under `acceptance.errors.<code>`.
 */
export const KNOWN_ACTION_ERROR_CODES = [
  'TRANSITION_NOT_ALLOWED',
  'QUEUE_EMPTY',
  'BOX_BUSY',
  'BOX_NOT_AVAILABLE',
  'ALREADY_TAKEN',
  'NOTHING_TO_UNDO',
  'PAYMENT_REQUIRED',
  'VEHICLE_NOT_READY',
  'FORBIDDEN',
  'NOT_FOUND',
] as const;

export type ActionErrorCode = (typeof KNOWN_ACTION_ERROR_CODES)[number];

/** The first GraphQL error's code when it is one the screens explain; null otherwise. */
export function actionErrorCode(error: Pick<CombinedError, 'graphQLErrors'>): ActionErrorCode | null {
  for (const graphQLError of error.graphQLErrors) {
    const code = graphQLError.extensions?.code;
    if (typeof code === 'string' && (KNOWN_ACTION_ERROR_CODES as readonly string[]).includes(code)) {
      return code as ActionErrorCode;
    }
  }
  return null;
}
