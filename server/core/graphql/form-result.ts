import type { FieldError } from '../../../shared/validation/form-errors.ts';
import { messageKey, type ValidationMessageKey } from '../../../shared/validation/messages.ts';
import { type FormErrorPayload, toFormErrors } from './form-errors.ts';

/** A mutation reply that carries only field errors: `{ <entity>: null, formErrors }`. */
export function refused<K extends string>(key: K, errors: readonly FieldError[]) {
  return { [key]: null, formErrors: toFormErrors(errors) } as { [P in K]: null } & {
    formErrors: FormErrorPayload[];
  };
}

/** One field error with a shared message key. */
export function fieldError(field: string, key: ValidationMessageKey): FieldError {
  return { field, code: messageKey(key) };
}
