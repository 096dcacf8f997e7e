import type { TFunction } from 'i18next';
import type { Catalogue } from './catalogue.ts';

export type NavKey = keyof Catalogue['nav'];

/**
 * The translated title of a staff route from its `key` in `shared/auth/routes.ts`.
 * `catalogue.test.ts` checks every route key has a `nav.` entry in both languages.
 */
export function routeTitle(t: TFunction, key: string): string {
  return t(`nav.${key as NavKey}`);
}
