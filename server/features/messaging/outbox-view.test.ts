import { describe, expect, it } from 'vitest';
import { maskRecipientInText } from './outbox-view.ts';

describe('maskRecipientInText', () => {
  it('masks the number an SMS was sent to wherever the text quotes it, whatever its form', () => {
    const text = 'Chiama il 333 123 4567 o +39 333.123.4567 o 3331234567; box 4, targa AB123CD.';
    expect(maskRecipientInText(text, 'sms', '+393331234567')).toBe(
      'Chiama il •••••567 o •••••567 o •••••567; box 4, targa AB123CD.',
    );
  });

  it('masks the address an e-mail was sent to, in any case, and leaves other addresses', () => {
    const text = 'Da: Mario <Mario.Rossi@Example.com>, copia a ufficio@example.com';
    expect(maskRecipientInText(text, 'email', 'mario.rossi@example.com')).toBe(
      'Da: Mario <m•••@example.com>, copia a ufficio@example.com',
    );
  });

  it('leaves a text that does not quote the recipient as it is', () => {
    expect(maskRecipientInText('Il veicolo AB123CD è pronto.', 'sms', '3331234567')).toBe(
      'Il veicolo AB123CD è pronto.',
    );
  });
});
