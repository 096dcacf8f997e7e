import type { TFunction } from 'i18next';

/**
 * Translates a validation code (`validation.required`) from the shared schemas or from a server
 * `formErrors` entry. A code this client does not know yet still shows something sensible.
 */
export function translateCode(t: TFunction, code: string, fallback?: string): string {
  const key = code.startsWith('validation.') ? code : `validation.${code}`;
  // The key is only known at run time; `defaultValue` covers codes newer than this catalogue.
  return t(key as 'validation.invalid', { defaultValue: fallback ?? t('validation.invalid') });
}
