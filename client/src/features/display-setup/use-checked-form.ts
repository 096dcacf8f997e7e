import { type FormEvent, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type * as v from 'valibot';
import { type FieldError, parseForm } from '../../../../shared/validation/form-errors.ts';
import { translateCode } from '../../i18n/translate-code.ts';

/**
 * A form whose value has lists in it (a monitor's groups, a totem's queues), checked as a whole by
 * the shared schema: errors by dotted path (`queueGroups.0.position`), shown once the field was
 * left or the form submitted; server `formErrors` shown until the value changes.
 */
export function useCheckedForm<S extends v.GenericSchema>(schema: S, input: unknown) {
  const { t } = useTranslation();
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const [server, setServer] = useState<{ input: unknown; errors: readonly FieldError[] }>({
    input: null,
    errors: [],
  });
  const parsed = useMemo(() => parseForm(schema, input), [schema, input]);
  // Server errors described the value that was sent; any edit retires them.
  const serverErrors = server.input === input ? server.errors : [];

  const errorOf = (path: string): string | undefined => {
    const fromServer = serverErrors.find((e) => e.field === path);
    if (fromServer) return translateCode(t, fromServer.code);
    if (parsed.ok || !(submitted || touched.has(path))) return undefined;
    const error = parsed.errors.find((e) => e.field === path);
    return error ? translateCode(t, error.code) : undefined;
  };

  const touch = (path: string) =>
    setTouched((current) => (current.has(path) ? current : new Set(current).add(path)));

  const handleSubmit =
    (onValid: (value: v.InferOutput<S>) => void | Promise<void>) => (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      setSubmitted(true);
      if (parsed.ok) void onValid(parsed.value);
    };

  /** Field errors of a refused save; those the form has no place for come back for a banner. */
  const setServerErrors = (errors: readonly FieldError[]) => setServer({ input, errors });

  return { errorOf, touch, handleSubmit, setServerErrors, serverErrors };
}
