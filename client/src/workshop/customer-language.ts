/** Each customer language named in itself, as the forms and the visit's details show it. */
export const CUSTOMER_LANGUAGE_NAMES: Record<'it' | 'en', string> = { it: 'Italiano', en: 'English' };

/** A visit's stored language by its name; null when not known. */
export const customerLanguageName = (stored: string | null | undefined): string | null =>
  stored === 'it' || stored === 'en' ? CUSTOMER_LANGUAGE_NAMES[stored] : null;
