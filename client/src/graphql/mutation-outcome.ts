import type { CombinedError, OperationResult } from 'urql';
import type { FieldError } from '../../../shared/validation/form-errors.ts';

/** What a save did: the saved payload, field errors for the form, or a failure for a toast. */
export type Outcome<P> =
  | { kind: 'saved'; payload: P }
  | { kind: 'fields'; errors: FieldError[] }
  | { kind: 'failed'; error: CombinedError | undefined };

/** Sorts a mutation reply that carries `formErrors` into the three things a screen does with it. */
export function outcomeOf<D, P extends { formErrors: readonly FieldError[] }>(
  result: Pick<OperationResult<D>, 'data' | 'error'>,
  pick: (data: D) => P | null | undefined,
  saved: (payload: P) => boolean = () => true,
): Outcome<P> {
  const payload = result.data ? pick(result.data) : undefined;
  if (payload && payload.formErrors.length > 0) return { kind: 'fields', errors: [...payload.formErrors] };
  if (result.error || !payload || !saved(payload)) return { kind: 'failed', error: result.error };
  return { kind: 'saved', payload };
}

/** The server's reason for refusing a change (e.g. `IN_USE`, `BRAND_HAS_MODELS`), from the error's extensions. */
export function refusal(error: CombinedError | undefined): { reason?: string; count?: number } {
  const extensions = error?.graphQLErrors[0]?.extensions ?? {};
  return {
    reason: typeof extensions.reason === 'string' ? extensions.reason : undefined,
    count: typeof extensions.count === 'number' ? extensions.count : undefined,
  };
}
