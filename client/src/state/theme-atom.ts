import { atom } from 'jotai';

const DARK_QUERY = '(prefers-color-scheme: dark)';

function systemPrefersDark(): boolean {
  return typeof globalThis.matchMedia === 'function' && globalThis.matchMedia(DARK_QUERY).matches;
}

/** Spec §3 client state `theme`: there is no toggle; the theme follows the system preference. */
export interface ThemeState {
  darkMode: boolean;
}

export const themeAtom = atom<ThemeState>({ darkMode: systemPrefersDark() });

// Follow the system while anything reads the theme (the app shell always does).
themeAtom.onMount = (setTheme) => {
  if (typeof globalThis.matchMedia !== 'function') return;
  const query = globalThis.matchMedia(DARK_QUERY);
  const onChange = (event: MediaQueryListEvent) => setTheme({ darkMode: event.matches });
  setTheme({ darkMode: query.matches });
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};
