import i18n from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import { setDateLocale } from '../../i18n/dates.ts';
import {
  DEFAULT_LANGUAGE,
  LANGUAGE_QUERY_PARAM,
  LANGUAGE_STORAGE_KEY,
  SUPPORTED_LANGUAGES,
  toLanguage,
} from '../../i18n/languages.ts';
import { publicEn } from './public-en.ts';
import { publicIt } from './public-it.ts';

/** Keeps `<html lang>` and dayjs in step with the interface language (screen readers, hyphenation). */
function applyLanguage(tag: string): void {
  const language = toLanguage(tag);
  document.documentElement.lang = language;
  setDateLocale(language);
}

i18n.on('languageChanged', applyLanguage);

void i18n
  .use(LanguageDetector)
  .use(initReactI18next)
  .init({
    resources: { it: { translation: publicIt }, en: { translation: publicEn } },
    supportedLngs: [...SUPPORTED_LANGUAGES],
    nonExplicitSupportedLngs: true,
    load: 'languageOnly',
    fallbackLng: DEFAULT_LANGUAGE,
    // Resources are bundled: initialise synchronously so the first render is already translated.
    initAsync: false,
    interpolation: { escapeValue: false }, // React escapes.
    detection: {
      // Spec §1: query string, cookie, local storage, session storage, navigator, html tag.
      order: ['querystring', 'cookie', 'localStorage', 'sessionStorage', 'navigator', 'htmlTag'],
      lookupQuerystring: LANGUAGE_QUERY_PARAM,
      lookupLocalStorage: LANGUAGE_STORAGE_KEY,
      caches: ['localStorage'],
    },
  });
