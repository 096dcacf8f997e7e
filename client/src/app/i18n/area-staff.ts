import { staffEn } from './staff-en.ts';
import { staffIt } from './staff-it.ts';

/** The staff areas' texts in both languages: one chunk, imported by `loadStaffCatalogue` (setup.ts). */
export const staffCatalogue = { it: staffIt, en: staffEn };
