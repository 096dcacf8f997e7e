import * as v from 'valibot';
import { messageKey } from './messages.ts';

// Field schemas the configuration and user forms share; every message is an i18n key.

/** Trimmed text that must not be empty, at most `max` characters. */
export const requiredText = (max = 200) =>
  v.pipe(
    v.string(messageKey('required')),
    v.trim(),
    v.nonEmpty(messageKey('required')),
    v.maxLength(max, messageKey('maxLength')),
  );

/** Trimmed text that may be empty (stored as ''), at most `max` characters. */
export const plainText = (max = 1000) =>
  v.pipe(v.string(messageKey('invalid')), v.trim(), v.maxLength(max, messageKey('maxLength')));

/** Trimmed text where empty means "none" (null). */
export const optionalText = (max = 500) =>
  v.optional(
    v.nullable(
      v.pipe(
        v.string(messageKey('invalid')),
        v.trim(),
        v.maxLength(max, messageKey('maxLength')),
        v.transform((s) => (s === '' ? null : s)),
      ),
    ),
    null,
  );

/** An id chosen in a form: required (the database decides whether it exists). */
export const requiredId = () => v.pipe(v.string(messageKey('required')), v.nonEmpty(messageKey('required')));

/** An id that may be left empty (null). */
export const optionalId = () =>
  v.optional(
    v.nullable(
      v.pipe(
        v.string(messageKey('invalid')),
        v.transform((s) => (s.trim() === '' ? null : s)),
      ),
    ),
    null,
  );

/** A whole number from `min` to `max` (spec §5 "must be a number"). */
export const integerIn = (min: number, max: number) =>
  v.pipe(
    v.number(messageKey('number')),
    v.integer(messageKey('number')),
    v.minValue(min, messageKey('range')),
    v.maxValue(max, messageKey('range')),
  );

export const booleanField = () => v.boolean(messageKey('invalid'));

/** A colour as `#rrggbb`, stored lower-case. */
export const colorField = () =>
  v.pipe(
    v.string(messageKey('required')),
    v.trim(),
    v.regex(/^#[0-9a-fA-F]{6}$/, messageKey('color')),
    v.toLowerCase(),
  );

/** A comma-joined list (aliases): items trimmed, empties dropped, joined again with ", ". */
export const commaList = (max = 1000) =>
  v.pipe(
    v.union([v.string(), v.array(v.string())], messageKey('invalid')),
    v.transform((value) =>
      (Array.isArray(value) ? value : value.split(','))
        .map((item) => item.trim())
        .filter((item) => item !== '')
        .join(', '),
    ),
    v.maxLength(max, messageKey('maxLength')),
  );

/**
 * A date-time from a form (ISO string) or from the server's DateTime scalar (already a Date), as a
 * Date either way.
 */
export const dateTimeField = () =>
  v.pipe(
    v.union(
      [
        v.pipe(
          v.date(),
          v.check((date) => !Number.isNaN(date.getTime()), messageKey('required')),
        ),
        v.pipe(v.string(), v.isoTimestamp(messageKey('required'))),
      ],
      messageKey('required'),
    ),
    v.transform((value) => new Date(value)),
  );
