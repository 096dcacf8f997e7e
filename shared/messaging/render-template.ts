import type { SmsPlaceholder } from './sms-placeholders.ts';

/**
 * Fills `{name}`-style placeholders; unknown ones are left as written so a typo shows. Shared so
 * the parameters screen's preview renders a text exactly as the server's SMS will.
 */
export function renderTemplate(template: string, values: Partial<Record<SmsPlaceholder, string>>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => {
    const value = values[key as SmsPlaceholder];
    return value === undefined ? whole : value;
  });
}
