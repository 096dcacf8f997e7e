/** Interface languages (spec §1): Italian is the default and the fallback. */
export const SUPPORTED_LANGUAGES = ['it', 'en'] as const;
export type Language = (typeof SUPPORTED_LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'it';

/**
 * Where the chosen language is remembered (spec §1). Named here because the version check clears
 * localStorage on a new deploy but must keep this one key.
 */
export const LANGUAGE_STORAGE_KEY = 'i18nextLng';

/** Query-string parameter that forces a language, e.g. `?lng=en` (first in the detection order). */
export const LANGUAGE_QUERY_PARAM = 'lng';

/** The locale Intl formatting and speech use for each language. */
const LOCALES: Record<Language, string> = { it: 'it-IT', en: 'en-GB' };

/** The locale for any detected tag: `en-US` and `en` give `en-GB`, anything unknown Italian. */
export function localeOf(tag: string | undefined | null): string {
  return LOCALES[toLanguage(tag)];
}

/** Maps any detected tag (`en-GB`, `IT`) to a supported language. */
export function toLanguage(tag: string | undefined | null): Language {
  const base = (tag ?? '').toLowerCase().split('-')[0];
  return (SUPPORTED_LANGUAGES as readonly string[]).includes(base ?? '')
    ? (base as Language)
    : DEFAULT_LANGUAGE;
}
