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
