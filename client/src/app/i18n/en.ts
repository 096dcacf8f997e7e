import * as monitor from './area-monitor.ts';
import * as pickup from './area-pickup.ts';
import * as staff from './area-staff.ts';
import * as survey from './area-survey.ts';
import * as totem from './area-totem.ts';
import * as tracking from './area-tracking.ts';
import type { Catalogue } from './it.ts';
import { publicEn } from './public-en.ts';

/** English catalogue; typed as `Catalogue`, so a missing or extra key fails the typecheck. */
export const en: Catalogue = {
  ...publicEn,
  ...monitor.texts.en,
  ...totem.texts.en,
  ...tracking.texts.en,
  ...pickup.texts.en,
  ...survey.texts.en,
  ...staff.texts.en,
};
