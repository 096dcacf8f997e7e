import { staffEn } from './staff-en.ts';
import { staffIt } from './staff-it.ts';

export const texts = { it: staffIt, en: staffEn };
