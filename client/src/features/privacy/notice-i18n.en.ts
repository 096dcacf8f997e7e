import type { privacyNoticeIt } from './notice-i18n.it.ts';

/** English texts of the privacy notice and SMS consent where customers give their data. */
export const privacyNoticeEn: typeof privacyNoticeIt = {
  open: 'Read the privacy notice',
  title: 'Privacy notice · {{workshop}}',
  close: 'Close',
  version: 'Version {{version}}',
  totemSummary: '{{workshop}} uses the data on this form to manage the queue and your visit.',
  surveySummary: '{{workshop}} uses your answers and notes to improve its service.',
  smsConsent: 'I agree to receive SMS about this visit',
  smsConsentHint: 'Optional: without it you still check in, but you will get no SMS.',
};
