import { type CountryCode, parsePhoneNumberWithError } from 'libphonenumber-js';

/** The number in E.164 (`+393331234567`), or null when it is not a valid phone number. */
export function toE164(raw: string, defaultRegion: string): string | null {
  try {
    const parsed = parsePhoneNumberWithError(raw, defaultRegion as CountryCode);
    return parsed.isValid() ? parsed.number : null;
  } catch {
    return null;
  }
}

/** The ways a number is commonly stored: `393331234567` (E.164 digits) and `3331234567` (national). */
export function phoneDigitForms(raw: string, defaultRegion: string): string[] | null {
  try {
    const parsed = parsePhoneNumberWithError(raw, defaultRegion as CountryCode);
    if (!parsed.isValid()) return null;
    return [parsed.number.slice(1), String(parsed.nationalNumber)];
  } catch {
    return null;
  }
}
