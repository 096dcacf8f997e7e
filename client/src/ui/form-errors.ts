import type { FieldError } from '../../../shared/validation/form-errors.ts';

/** Per-field error codes (i18n keys), at most one per field. */
export type ErrorsByField = Partial<Record<string, string>>;

/** First error per field, as a lookup. */
export function errorsByField(errors: readonly FieldError[]): ErrorsByField {
  const byField: ErrorsByField = {};
  for (const error of errors) byField[error.field] ??= error.code;
  return byField;
}

export interface VisibilityInput {
  /** What the shared schema says about the current values. */
  clientErrors: ErrorsByField;
  /** What the server said about the last submitted values (cleared per field on edit). */
  serverErrors: ErrorsByField;
  /** Fields the user has left at least once. */
  touched: ReadonlySet<string>;
  /** Whether the user has tried to submit. */
  submitted: boolean;
}

/**
 * Which error each field shows. Errors appear once the user has left the field or tried to
 * submit (not while typing the first characters), then follow every keystroke; a server error
 * wins until the field is edited, because it refers to the submitted value.
 */
export function visibleErrors({
  clientErrors,
  serverErrors,
  touched,
  submitted,
}: VisibilityInput): ErrorsByField {
  const visible: ErrorsByField = {};
  for (const [field, code] of Object.entries(clientErrors)) {
    if (code && (submitted || touched.has(field))) visible[field] = code;
  }
  for (const [field, code] of Object.entries(serverErrors)) {
    if (code) visible[field] = code;
  }
  return visible;
}

/**
 * The touched fields after the user leaves `field`. Leaving a field one never edited (tabbing or
 * clicking past an empty required field) touches nothing: its "required" would appear under it
 * and push the next field down just as the pointer reaches it. Its error shows on submit instead.
 */
export function touchedAfterBlur(
  touched: ReadonlySet<string>,
  field: string,
  edited: ReadonlySet<string>,
): ReadonlySet<string> {
  if (touched.has(field) || !edited.has(field)) return touched;
  return new Set(touched).add(field);
}

/** Server errors for fields the form does not show (e.g. `code` of a reset link): shown above the form. */
export function unplacedErrors(errors: readonly FieldError[], fields: readonly string[]): FieldError[] {
  return errors.filter((error) => !fields.includes(error.field));
}
