import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { Toaster } from 'sonner';
// Sonner's styles as a stylesheet: the build switches off its inline <style> (client/vite.config.ts).
import 'sonner/dist/styles.css';
import { themeAtom } from '../state/theme-atom.ts';

/** Mirrors the system theme onto `<html data-theme>` (the CSS tokens switch on it). */
export function ThemeSync() {
  const { darkMode } = useAtomValue(themeAtom);
  useEffect(() => {
    document.documentElement.dataset.theme = darkMode ? 'dark' : 'light';
  }, [darkMode]);
  return null;
}

/** Spec §9: toasts top-right, closing after 5 s, in the current theme. */
export function AppToaster() {
  const { darkMode } = useAtomValue(themeAtom);
  return (
    <Toaster
      position="top-right"
      duration={5000}
      richColors
      closeButton
      theme={darkMode ? 'dark' : 'light'}
    />
  );
}
