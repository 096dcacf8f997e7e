import { describe, expect, it } from 'vitest';
import { smsLength } from './sms-length.ts';

describe('smsLength', () => {
  it('keeps Italian accents in GSM-7 and splits at 160, then 153 per SMS', () => {
    expect(smsLength('Il tuo veicolo è pronto: perché non passi?')).toMatchObject({
      encoding: 'GSM-7',
      segments: 1,
    });
    expect(smsLength('a'.repeat(160))).toEqual({ characters: 160, encoding: 'GSM-7', segments: 1 });
    expect(smsLength('a'.repeat(161)).segments).toBe(2);
    expect(smsLength('a'.repeat(306)).segments).toBe(2);
    expect(smsLength('a'.repeat(307)).segments).toBe(3);
  });

  it('moves the whole text to UCS-2 for one character outside GSM-7, at 70, then 67 per SMS', () => {
    expect(smsLength('L’auto è pronta').encoding).toBe('UCS-2');
    expect(smsLength(`😀${'a'.repeat(68)}`)).toMatchObject({ encoding: 'UCS-2', segments: 1 });
    expect(smsLength('ж'.repeat(71))).toMatchObject({ encoding: 'UCS-2', segments: 2 });
  });

  it('counts an empty text as no SMS at all', () => {
    expect(smsLength('')).toEqual({ characters: 0, encoding: 'GSM-7', segments: 0 });
  });
});
