import type { FieldError } from '../../../shared/validation/form-errors.ts';
import { VALIDATION_MESSAGES, type ValidationMessageKey } from '../../../shared/validation/messages.ts';

/** `FormError` as the GraphQL schema types it. */
export interface FormErrorPayload {
  field: string;
  code: string;
  message: string;
}

/** Adds the English text to field errors whose code is a shared validation key. */
export function toFormErrors(errors: readonly FieldError[]): FormErrorPayload[] {
  return errors.map((error) => ({ ...error, message: englishFor(error.code) }));
}

/** A single field error raised by a rule the server checks itself (e.g. an expired reset code). */
export function formError(field: string, code: string, message: string): FormErrorPayload {
  return { field, code, message };
}

function englishFor(code: string): string {
  const key = code.replace(/^validation\./, '') as ValidationMessageKey;
  return VALIDATION_MESSAGES[key] ?? code;
}
