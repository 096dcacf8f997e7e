import * as v from 'valibot';
import { messageKey } from '../../../shared/validation/messages.ts';

// Form inputs hold text; the shared schemas want numbers and booleans. These wrap a shared field
// schema so the form is checked by the very rule the server applies, after the text is converted.

/** A number typed as text: empty is "required", anything else goes to `schema` as a number. */
export function numberText<S extends v.GenericSchema<number, number>>(schema: S) {
  return v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty(messageKey('required')),
    v.transform((text): number => Number(text.replace(',', '.'))),
    schema,
  );
}

/** A yes/no held as 'true' or 'false' (a checkbox or switch in a text-valued form). */
export const flagText = () =>
  v.pipe(
    v.string(),
    v.transform((text) => text === 'true'),
  );

export const asFlagText = (value: boolean): string => (value ? 'true' : 'false');
