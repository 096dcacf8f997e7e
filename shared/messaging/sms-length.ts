import { SegmentedMessage } from 'sms-segments-calculator';

/** How an SMS text travels: its characters, the alphabet it needs and the SMS it is split into. */
export interface SmsLength {
  characters: number;
  /** GSM-7 fits 160 characters per SMS (153 when split); one character outside it makes UCS-2 (70 / 67). */
  encoding: 'GSM-7' | 'UCS-2';
  segments: number;
}

/**
 * The length of an SMS as the network counts it (Twilio's calculator: the GSM-7 extension table
 * counts twice, a single emoji moves the whole text to UCS-2). Italian accents (à è é ì ò ù) are
 * GSM-7; a typographic apostrophe (’) is not.
 */
export function smsLength(text: string): SmsLength {
  if (text === '') return { characters: 0, encoding: 'GSM-7', segments: 0 };
  const message = new SegmentedMessage(text);
  return {
    characters: message.numberOfCharacters,
    encoding: message.encodingName === 'UCS-2' ? 'UCS-2' : 'GSM-7',
    segments: message.segmentsCount,
  };
}
