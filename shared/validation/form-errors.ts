import * as v from 'valibot';

/** One field error as mutation replies carry it (`formErrors`) and forms show it. */
export interface FieldError {
  /** Dotted path of the field, e.g. `newPassword` or `queues.0.position`. */
  field: string;
  /** i18n key, e.g. `validation.required`. */
  code: string;
}

/** Turns valibot issues into field errors, first issue per field (what a form shows). */
export function toFieldErrors(issues: readonly v.BaseIssue<unknown>[]): FieldError[] {
  const seen = new Set<string>();
  const errors: FieldError[] = [];
  for (const issue of issues) {
    const field = v.getDotPath(issue) ?? '';
    if (seen.has(field)) continue;
    seen.add(field);
    errors.push({ field, code: issue.message });
  }
  return errors;
}

export type ParseResult<T> = { ok: true; value: T } | { ok: false; errors: FieldError[] };

/** Parses input with a shared schema, returning field errors instead of throwing. */
export function parseForm<S extends v.GenericSchema>(
  schema: S,
  input: unknown,
): ParseResult<v.InferOutput<S>> {
  const result = v.safeParse(schema, input);
  if (result.success) return { ok: true, value: result.output };
  return { ok: false, errors: toFieldErrors(result.issues) };
}
