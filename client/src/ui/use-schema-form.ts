import type { FormEvent } from 'react';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type * as v from 'valibot';
import { type FieldError, parseForm } from '../../../shared/validation/form-errors.ts';
import { translateCode } from '../i18n/translate-code.ts';
import {
  type ErrorsByField,
  errorsByField,
  touchedAfterBlur,
  unplacedErrors,
  visibleErrors,
} from './form-errors.ts';

/** Props a `TextField` needs for one field of the form. */
export interface BoundFieldProps {
  name: string;
  value: string;
  onChange(value: string): void;
  onBlur(): void;
  errorMessage: string | undefined;
}

/**
 * Form state validated by a shared valibot schema (the same one the server uses): values,
 * translated errors shown after leaving an edited field or on submit, server `formErrors` on their fields, and a
 * submit handler that runs only when the schema passes.
 */
export function useSchemaForm<S extends v.GenericSchema, F extends string>(
  schema: S,
  initialValues: Record<F, string>,
) {
  const { t } = useTranslation();
  const fields = useMemo(() => Object.keys(initialValues) as F[], [initialValues]);
  const [values, setValues] = useState(initialValues);
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [edited, setEdited] = useState<ReadonlySet<string>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrorsState] = useState<ErrorsByField>({});
  const [formLevelErrors, setFormLevelErrors] = useState<FieldError[]>([]);

  const parsed = useMemo(() => parseForm(schema, values), [schema, values]);
  const clientErrors = useMemo(() => (parsed.ok ? {} : errorsByField(parsed.errors)), [parsed]);
  const visible = visibleErrors({ clientErrors, serverErrors, touched, submitted });

  const setValue = useCallback((field: F, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setEdited((current) => (current.has(field) ? current : new Set(current).add(field)));
    // A server error described the submitted value; editing the field retires it.
    setServerErrorsState((current) => (current[field] ? { ...current, [field]: undefined } : current));
  }, []);

  const field = (name: F): BoundFieldProps => ({
    name,
    value: values[name],
    onChange: (value) => setValue(name, value),
    onBlur: () => setTouched((current) => touchedAfterBlur(current, name, edited)),
    errorMessage: visible[name] ? translateCode(t, visible[name]) : undefined,
  });

  /** Shows a mutation's `formErrors`; errors for fields not on the form are returned for a banner. */
  const setServerErrors = useCallback(
    (errors: readonly FieldError[]) => {
      setServerErrorsState(errorsByField(errors.filter((error) => fields.includes(error.field as F))));
      setFormLevelErrors(unplacedErrors(errors, fields));
    },
    [fields],
  );

  const handleSubmit =
    (onValid: (value: v.InferOutput<S>) => void | Promise<void>) => (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      setSubmitted(true);
      if (!parsed.ok) {
        focusFirstInvalid(event.currentTarget, parsed.errors);
        return;
      }
      setServerErrorsState({});
      setFormLevelErrors([]);
      void onValid(parsed.value);
    };

  const reset = useCallback(() => {
    setValues(initialValues);
    setTouched(new Set());
    setEdited(new Set());
    setSubmitted(false);
    setServerErrorsState({});
    setFormLevelErrors([]);
  }, [initialValues]);

  return { values, field, handleSubmit, setServerErrors, formLevelErrors, reset, isValid: parsed.ok };
}

/** Moves focus to the first invalid field, so keyboard and screen-reader users land on the problem. */
function focusFirstInvalid(form: HTMLFormElement, errors: readonly FieldError[]): void {
  for (const error of errors) {
    const element = form.elements.namedItem(error.field);
    // A date field's value travels in a hidden input: its first segment takes the focus instead.
    const target =
      element instanceof HTMLInputElement && element.type === 'hidden'
        ? element.closest('.ui-field')?.querySelector<HTMLElement>('[role="spinbutton"]')
        : element;
    if (target instanceof HTMLElement) {
      target.focus();
      return;
    }
  }
}
