import * as v from 'valibot';
import { messageKey } from '../../../shared/validation/messages.ts';

/**
 * A whole number typed in a text input, checked by the shared schema's own number rule (its range
 * stays in one place). Empty is "required"; text that is not a number is "must be a number".
 */
export const numberText = <S extends v.GenericSchema<number, number>>(rule: S) =>
  v.pipe(
    v.string(messageKey('required')),
    v.trim(),
    v.nonEmpty(messageKey('required')),
    v.transform((text) => (/^-?\d+$/.test(text) ? Number(text) : Number.NaN)),
    rule,
  );
