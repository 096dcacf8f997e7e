import { trackingEn } from '../../features/tracking/i18n.en.ts';
import { trackingIt } from '../../features/tracking/i18n.it.ts';

export const texts = { it: { tracking: trackingIt }, en: { tracking: trackingEn } };
