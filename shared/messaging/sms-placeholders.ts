/** Values an SMS text may name with `{placeholder}` (the parameters screen lists them). */
export const SMS_PLACEHOLDERS = ['name', 'plate', 'box', 'link', 'workshop', 'date', 'time'] as const;
export type SmsPlaceholder = (typeof SMS_PLACEHOLDERS)[number];

/** The `{word}` placeholders of a text that are not in SMS_PLACEHOLDERS, in order of appearance. */
export function unknownPlaceholders(text: string): string[] {
  const known: readonly string[] = SMS_PLACEHOLDERS;
  return [...text.matchAll(/\{(\w*)\}/g)].map((m) => m[1] ?? '').filter((name) => !known.includes(name));
}
