import { totemEn } from '../../features/totem/i18n.en.ts';
import { totemIt } from '../../features/totem/i18n.it.ts';

export const texts = { it: { totem: totemIt }, en: { totem: totemEn } };
