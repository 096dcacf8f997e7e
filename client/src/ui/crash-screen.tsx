/**
 * Hidden route `/__crash` (and `/?crash=1` on home): throws while rendering so an end-to-end
 * test can reach the error page (spec §2 "a crash in any screen shows an error page") without
 * breaking a real screen. It exposes nothing: the page only shows the generic crash text.
 */
export function CrashScreen(): never {
  throw new Error('Deliberate crash for the error-page test (/__crash)');
}
