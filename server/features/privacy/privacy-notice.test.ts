import { describe, expect, it } from 'vitest';
import { textable } from '../appointments/appointment-messages.ts';
import { smsConsentRecord } from './privacy-notice.ts';

const now = new Date('2026-11-26T10:00:00Z');

describe('the SMS consent of a self check-in', () => {
  it('records the answer with its time and the notice in force', () => {
    expect(smsConsentRecord({ smsConsent: false, privacyNoticeVersion: 3 }, 3, now)).toEqual({
      smsConsent: false,
      smsConsentAt: now,
      privacyNoticeVersion: 3,
    });
  });

  it('is not taken on a notice that is no longer in force, older or unknown', () => {
    expect(smsConsentRecord({ smsConsent: true, privacyNoticeVersion: 2 }, 3, now)).toBe('NOTICE_CHANGED');
    expect(smsConsentRecord({ smsConsent: true, privacyNoticeVersion: 4 }, 3, now)).toBe('NOTICE_CHANGED');
  });

  it('decides whether a visit may be texted: a "no" stops every SMS, never asked keeps them', () => {
    expect(textable({ mobile: '+393471234567', smsConsent: true })).toBe(true);
    expect(textable({ mobile: '+393471234567', smsConsent: null })).toBe(true);
    expect(textable({ mobile: '+393471234567', smsConsent: false })).toBe(false);
    expect(textable({ mobile: null, smsConsent: true })).toBe(false);
  });
});
