import type { Catalogue } from './it.ts';
import { publicEn } from './public-en.ts';
import { staffEn } from './staff-en.ts';

/** English catalogue; typed as `Catalogue`, so a missing or extra key fails the typecheck. */
export const en: Catalogue = { ...publicEn, ...staffEn };
