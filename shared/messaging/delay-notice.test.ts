import { describe, expect, test } from 'vitest';
import {
  DELAY_SMS_GAP_MINUTES,
  DELAY_TEXT_MAX,
  delaySentence,
  delaySms,
  delaySmsAllowed,
  delayTextFits,
} from './delay-notice.ts';
import { smsLength } from './sms-length.ts';

const now = new Date('2026-11-26T10:00:00Z');
const minutesAgo = (m: number) => new Date(now.getTime() - m * 60_000);

describe('delay SMS rate rule', () => {
  test('a visit never sent one may get it', () => {
    expect(delaySmsAllowed(null, now)).toBe(true);
  });
  test(`at most one every ${DELAY_SMS_GAP_MINUTES} minutes`, () => {
    expect(delaySmsAllowed(minutesAgo(1), now)).toBe(false);
    expect(delaySmsAllowed(minutesAgo(DELAY_SMS_GAP_MINUTES - 0.01), now)).toBe(false);
    expect(delaySmsAllowed(minutesAgo(DELAY_SMS_GAP_MINUTES), now)).toBe(true);
    expect(delaySmsAllowed(minutesAgo(90), now)).toBe(true);
  });
});

describe('delay SMS text', () => {
  test('the manager’s text as written, Turno’s sentence in the customer’s language, the link', () => {
    const parts = {
      workshop: 'Officina Milano',
      text: ' Guasto al ponte ',
      minutes: 20,
      link: 'https://t/x',
    };
    expect(delaySms({ ...parts, language: 'it' })).toBe(
      'Officina Milano: Guasto al ponte Ritardo previsto: circa 20 minuti in più. https://t/x',
    );
    expect(delaySms({ ...parts, language: 'en' })).toContain('Expected delay: about 20 more minutes.');
    expect(delaySms({ ...parts, text: '', language: 'en' })).toBe(
      'Officina Milano: Expected delay: about 20 more minutes. https://t/x',
    );
    expect(delaySentence('it', 5)).toBe('Ritardo previsto: circa 5 minuti in più.');
  });

  test('a text that makes the SMS longer than 3 SMS does not fit', () => {
    expect(delayTextFits('Guasto al ponte sollevatore, ci scusiamo.')).toBe(true);
    expect(delayTextFits('a'.repeat(DELAY_TEXT_MAX))).toBe(true);
    // Emoji: UCS-2, 67 characters per SMS, so 280 characters need more than 3.
    const emoji = '🚗'.repeat(140);
    expect(smsLength(emoji).encoding).toBe('UCS-2');
    expect(delayTextFits(emoji)).toBe(false);
  });
});
