import type { MessageLanguage } from '../configuration/constants.ts';
import { smsLength } from './sms-length.ts';

/** Bounds of a delay notice (spec: minutes 1–240; a text that keeps the SMS short). */
export const DELAY_MINUTES = { min: 1, max: 240 } as const;
export const DELAY_TEXT_MAX = 280;
/** The whole delay SMS (text, sentence, link) must fit in this many SMS. */
export const DELAY_SMS_MAX_SEGMENTS = 3;
/** A visit gets at most one delay SMS in this many minutes, however many notices are broadcast. */
export const DELAY_SMS_GAP_MINUTES = 30;

/** The sentence Turno adds in the customer's language, so the minutes read the same everywhere. */
export function delaySentence(language: MessageLanguage, minutes: number): string {
  return language === 'en'
    ? `Expected delay: about ${minutes} more minutes.`
    : `Ritardo previsto: circa ${minutes} minuti in più.`;
}

export interface DelaySmsParts {
  workshop: string;
  text: string;
  minutes: number;
  language: MessageLanguage;
  link: string;
}

/** The delay SMS: the workshop, the manager's text as written, the sentence, the tracking link. */
export function delaySms(parts: DelaySmsParts): string {
  const text = parts.text.trim();
  return [`${parts.workshop}:`, text, delaySentence(parts.language, parts.minutes), parts.link]
    .filter(Boolean)
    .join(' ');
}

/** A link as long as a real one (a 22-character code and `?lng=en`), for the length check. */
const SAMPLE_LINK = `https://turno.example.com/tracking/${'x'.repeat(22)}?lng=en`;
/** A workshop name longer than most, for the same check. */
const SAMPLE_WORKSHOP = 'W'.repeat(30);

/**
 * Whether the manager's text leaves the SMS within DELAY_SMS_MAX_SEGMENTS, checked on the longest
 * sentence (either language, 3-digit minutes) and a typical link and workshop name.
 */
export function delayTextFits(text: string): boolean {
  return (['it', 'en'] as const).every(
    (language) =>
      smsLength(
        delaySms({
          workshop: SAMPLE_WORKSHOP,
          text,
          minutes: DELAY_MINUTES.max,
          language,
          link: SAMPLE_LINK,
        }),
      ).segments <= DELAY_SMS_MAX_SEGMENTS,
  );
}

/** The rate rule: a visit last sent a delay SMS at `lastSentAt` may get another at `now`. */
export function delaySmsAllowed(lastSentAt: Date | null, now: Date): boolean {
  return !lastSentAt || now.getTime() - lastSentAt.getTime() >= DELAY_SMS_GAP_MINUTES * 60_000;
}
