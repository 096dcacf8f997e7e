import fc from 'fast-check';

// The values the schema fuzzer puts in arguments and input fields, by GraphQL type. Each list mixes
// values a form would send with values only an attacker would: a malformed one must come back as a
// clear error code and change nothing.

const LONG = 'x'.repeat(10_000);

/** Strings of every hostile kind; the long ones are shared so that a run stays small in memory. */
export const HOSTILE_STRINGS: readonly string[] = [
  '',
  ' ',
  'a',
  LONG,
  `${'€'.repeat(3_000)}ü`,
  'Zürich – Ærø – 東京 – Київ',
  '\u202Eevil\u202C txt.exe',
  'مرحبا بالعالم',
  '👩‍🔧🚗💨🏁',
  '\uD83D',
  "' OR 1=1 --",
  "'; DROP TABLE appointments; --",
  '1) UNION SELECT password_hash FROM users --',
  '\\',
  '%',
  '_',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  'a\u0000b',
  '\u0007\u001b[31m',
  '\r\n\t',
  '%s%s%s%n',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template injection probe, sent as written.
  '${7*7}{{7*7}}',
  '../../../../etc/passwd',
  '..\\..\\windows\\win.ini',
  'null',
  'undefined',
  '0',
  '-1',
  'AB123CD',
  'ab 123 cd',
  'someone@example.com',
  'not-an-email@',
  '+393331234567',
  '2026-11-25',
  '2026-02-30',
  '9999-12-31',
  '00:00',
  '25:61',
  'Europe/Rome',
  'Mars/Olympus_Mons',
];

/** Hostile strings worth looking for in the server's log (short ones match anything). */
export const TELLTALE_STRINGS: readonly string[] = HOSTILE_STRINGS.filter(
  (s) => s.length >= 8 && s !== LONG && !/^[\w .@+:/-]+$/.test(s),
);

export const MALFORMED_IDS: readonly string[] = [
  '',
  'not-a-uuid',
  '12345',
  '00000000-0000-0000-0000-00000000000',
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  "1' OR '1'='1",
  'a\u0000b',
  LONG,
  '../workshops',
];

export const HOSTILE_INTS: readonly number[] = [0, 1, -1, 7, 2 ** 31 - 1, -(2 ** 31), 200, 201, 1_000_000];
/** Beyond GraphQL's Int or not integers at all: refused by the variables' coercion. */
export const INVALID_INTS: readonly unknown[] = [2 ** 31, 2 ** 53, 1.5, '1', true];

export const HOSTILE_FLOATS: readonly number[] = [0, -0, 1e308, -1e308, 5e-324, 0.1, -1];

export const HOSTILE_DATE_TIMES: readonly string[] = [
  '2026-11-25T09:30:00.000Z',
  '2026-11-25T09:30:00+01:00',
  '2026-11-25T09:30:00+14:00',
  '2026-11-25T09:30:00-12:00',
  '0001-01-01T00:00:00Z',
  '9999-12-31T23:59:59Z',
  '1970-01-01T00:00:00Z',
  '2026-02-30T10:00:00Z',
  '2026-11-25T25:61:00Z',
  '2026-11-25',
  'yesterday',
  '',
  '+275760-09-13T00:00:00.000Z',
  '2026-11-25T09:30:00 Europe/Rome',
];

/** A value of the wrong JSON type, for any argument. */
export const WRONG_TYPES: readonly unknown[] = [{}, [], 'x', 3, true, { __proto__: null, a: 1 }];

export const stringValues = (): fc.Arbitrary<unknown> =>
  fc.oneof(
    { weight: 12, arbitrary: fc.constantFrom(...HOSTILE_STRINGS) },
    { weight: 3, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
    { weight: 1, arbitrary: fc.constantFrom(...WRONG_TYPES) },
  );

export const intValues = (): fc.Arbitrary<unknown> =>
  fc.oneof(
    { weight: 10, arbitrary: fc.constantFrom(...HOSTILE_INTS) },
    { weight: 2, arbitrary: fc.integer({ min: -(2 ** 31), max: 2 ** 31 - 1 }) },
    { weight: 1, arbitrary: fc.constantFrom(...INVALID_INTS) },
  );

export const floatValues = (): fc.Arbitrary<unknown> =>
  fc.oneof(
    { weight: 5, arbitrary: fc.constantFrom(...HOSTILE_FLOATS) },
    { weight: 1, arbitrary: fc.constantFrom('NaN', 'Infinity', null) },
  );

export const booleanValues = (): fc.Arbitrary<unknown> =>
  fc.oneof({ weight: 8, arbitrary: fc.boolean() }, { weight: 1, arbitrary: fc.constantFrom('true', 0, 1) });

export const dateTimeValues = (): fc.Arbitrary<unknown> =>
  fc.oneof(
    { weight: 6, arbitrary: fc.constantFrom(...HOSTILE_DATE_TIMES) },
    { weight: 2, arbitrary: fc.date({ noInvalidDate: true }).map((d) => d.toISOString()) },
    { weight: 1, arbitrary: fc.constantFrom(...WRONG_TYPES) },
  );

/**
 * Ids: real ones of the demo data (`realIDs`, this caller's own workshop and perhaps the other),
 * random UUIDs that name nothing, malformed ones.
 */
export const idValues = (realIDs: readonly string[]): fc.Arbitrary<unknown> => {
  const others = [
    { weight: 3, arbitrary: fc.uuid({ version: 4 }) as fc.Arbitrary<unknown> },
    { weight: 3, arbitrary: fc.constantFrom(...MALFORMED_IDS) as fc.Arbitrary<unknown> },
    { weight: 1, arbitrary: fc.constantFrom(...WRONG_TYPES) },
  ];
  if (realIDs.length === 0) return fc.oneof(...others);
  return fc.oneof({ weight: 10, arbitrary: fc.constantFrom(...realIDs) as fc.Arbitrary<unknown> }, ...others);
};
