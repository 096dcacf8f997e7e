import { withdrawalEn } from '../../features/withdrawal/i18n.en.ts';
import { withdrawalIt } from '../../features/withdrawal/i18n.it.ts';
import { mobileTrackingEn } from '../../features/withdrawal/mobile-tracking-i18n.en.ts';
import { mobileTrackingIt } from '../../features/withdrawal/mobile-tracking-i18n.it.ts';

export const texts = {
  it: { withdrawal: withdrawalIt, mobileTracking: mobileTrackingIt },
  en: { withdrawal: withdrawalEn, mobileTracking: mobileTrackingEn },
};
