import type { CombinedError } from 'urql';

/** Refusals the configuration API explains with `extensions.reason` or `code`, translated here. */
export const SETUP_REASONS = [
  'GROUP_IN_USE',
  'QUEUE_HAS_WAITING',
  'BOX_OCCUPIED',
  'FORBIDDEN',
  'NOT_FOUND',
] as const;
type Reason = (typeof SETUP_REASONS)[number];

/** The refusal's reason and count when the screens explain it; null otherwise. */
export function setupRefusal(
  error: Pick<CombinedError, 'graphQLErrors'>,
): { reason: Reason; count: number } | null {
  for (const graphQLError of error.graphQLErrors) {
    const extensions = graphQLError.extensions ?? {};
    const reason = [extensions.reason, extensions.code].find(
      (value): value is Reason =>
        typeof value === 'string' && (SETUP_REASONS as readonly string[]).includes(value),
    );
    if (reason) return { reason, count: typeof extensions.count === 'number' ? extensions.count : 0 };
  }
  return null;
}
