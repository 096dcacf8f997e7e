import type { TFunction } from 'i18next';

/** What a visit records of its customer's SMS answer (Appointment.smsConsent and its fellows). */
export interface SmsConsentFacts {
  smsConsent?: boolean | null;
  smsConsentAt?: string | null;
  privacyNoticeVersion?: number | null;
}

/**
 * The customer's answer to "SMS about this visit" as the visit's details show it to staff; null
 * when it was never asked (desk, bookings, uploads), and the row is left out.
 */
export function smsConsentText(
  t: TFunction,
  facts: SmsConsentFacts,
  when: (value: string | null | undefined) => string | null,
): string | null {
  if (facts.smsConsent === null || facts.smsConsent === undefined) return null;
  return t(facts.smsConsent ? 'acceptance.box.details.smsAgreed' : 'acceptance.box.details.smsDeclined', {
    date: when(facts.smsConsentAt),
    version: facts.privacyNoticeVersion,
  });
}
