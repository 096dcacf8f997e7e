import type { MessageLanguage } from '../configuration/constants.ts';

/**
 * Turno's own "you are next" text in the customer's language, used while the workshop has not
 * written its own (`youAreNext` parameter; a text of the workshop is sent as written, like every
 * other). Placeholders as in shared/messaging/sms-placeholders.ts.
 */
export const YOU_ARE_NEXT_DEFAULT_TEXTS: Record<MessageLanguage, string> = {
  it: '{workshop}: tra poco tocca a lei ({plate}). Resti nei paraggi, la chiameremo a breve: {link}',
  en: '{workshop}: you are nearly next ({plate}). Please stay close, we will call you shortly: {link}',
};
