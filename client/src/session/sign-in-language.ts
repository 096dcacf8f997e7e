import { LANGUAGE_QUERY_PARAM } from '../i18n/languages.ts';

/**
 * Whether the person chose the interface language in this tab before signing in (the switch of
 * the sign-in pages, kept through a reload, or `?lng=` in the address). Then sign-in keeps it;
 * otherwise the interface follows the language the user saved (decision 0017).
 */
const CHOSEN_KEY = 'turno.languageChosen';

export function markLanguageChosen(): void {
  try {
    sessionStorage.setItem(CHOSEN_KEY, '1');
  } catch {
    // Storage refused (private mode): sign-in then follows the saved language.
  }
}

export function languageChosenBeforeSignIn(): boolean {
  if (new URLSearchParams(window.location.search).has(LANGUAGE_QUERY_PARAM)) return true;
  try {
    return sessionStorage.getItem(CHOSEN_KEY) === '1';
  } catch {
    return false;
  }
}
