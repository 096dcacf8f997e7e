import type { smsLengthIt } from './sms-length-i18n.it.ts';

export const smsLengthEn: typeof smsLengthIt = {
  summary_one: '{{characters}} characters · {{encoding}} · {{count}} SMS',
  summary_other: '{{characters}} characters · {{encoding}} · {{count}} SMS',
  empty: 'No text: no SMS',
  ucs2Hint:
    'One character outside the GSM alphabet (an emoji, a typographic ’) cuts every SMS to 70 characters.',
};
