import type { CustomTypeOptions } from 'i18next';

/**
 * The shape of the translation catalogue: the Italian one, declared to i18next by the composition
 * root (`app/i18n/i18next.d.ts`), so code below the root can name its keys without importing it.
 */
export type Catalogue = CustomTypeOptions['resources']['translation'];
