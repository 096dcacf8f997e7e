import type { SmsPlaceholder } from '../../../shared/messaging/sms-placeholders.ts';

// The placeholder list lives in shared/ so the parameters form and the server check the same one.
export { SMS_PLACEHOLDERS, type SmsPlaceholder } from '../../../shared/messaging/sms-placeholders.ts';

/** Fills `{name}`-style placeholders; unknown ones are left as written so a typo shows. */
export function renderTemplate(template: string, values: Partial<Record<SmsPlaceholder, string>>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => {
    const value = values[key as SmsPlaceholder];
    return value === undefined ? whole : value;
  });
}
