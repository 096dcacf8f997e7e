/** Values an SMS text may name with `{placeholder}` (the parameters screen lists them). */
export const SMS_PLACEHOLDERS = ['name', 'plate', 'box', 'link', 'workshop', 'date', 'time'] as const;
export type SmsPlaceholder = (typeof SMS_PLACEHOLDERS)[number];

/** Fills `{name}`-style placeholders; unknown ones are left as written so a typo shows. */
export function renderTemplate(template: string, values: Partial<Record<SmsPlaceholder, string>>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => {
    const value = values[key as SmsPlaceholder];
    return value === undefined ? whole : value;
  });
}
