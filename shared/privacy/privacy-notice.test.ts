import { describe, expect, it } from 'vitest';
import { defaultPrivacyNotice, privacyNoticeText } from './privacy-notice.ts';

const facts = {
  workshopName: 'Officina Rossi',
  address: 'Via Roma 1, 20100 Milano',
  retentionMonths: 18,
  contactEmail: 'privacy@rossi.example',
  contactTelephone: null,
};

describe('privacy notice', () => {
  it('names the workshop as controller, the retention and the contact, in both languages', () => {
    for (const language of ['it', 'en'] as const) {
      const text = defaultPrivacyNotice(facts, language);
      expect(text).toContain('Officina Rossi (Via Roma 1, 20100 Milano)');
      expect(text).toContain('18');
      expect(text).toContain('privacy@rossi.example');
    }
    expect(defaultPrivacyNotice(facts, 'it')).toContain('Titolare del trattamento');
    expect(defaultPrivacyNotice(facts, 'en')).toContain('controller');
  });

  it('sends customers to the desk when the workshop left no contact', () => {
    const text = defaultPrivacyNotice({ ...facts, contactEmail: null, address: ' ' }, 'en');
    expect(text).toContain('the workshop’s front desk');
    expect(text).not.toContain('()');
  });

  it('prefers the workshop’s own text, and falls back when it is blank', () => {
    expect(privacyNoticeText('  Our own words.  ', facts, 'it')).toBe('Our own words.');
    expect(privacyNoticeText(' \n ', facts, 'it')).toBe(defaultPrivacyNotice(facts, 'it'));
  });
});
