import 'i18next';
import type { Catalogue } from './it.ts';

// Typed keys: `t('nav.home')` is checked against the Italian catalogue at compile time.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: Catalogue };
  }
}
