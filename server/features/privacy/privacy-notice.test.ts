import { describe, expect, it } from 'vitest';
import type { AppointmentRow } from '../../core/graphql/models.ts';
import { textable } from '../appointments/appointment-messages.ts';
import { pickupOf } from '../appointments/pickup-visit.ts';
import { notSentReason } from '../appointments/scheduled-sms.ts';
import { offlineSmsConsentRecord, smsConsentRecord } from './privacy-notice.ts';

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

  it('offline: counts on the version the form showed, even an older one, with the time it was given', () => {
    const answeredAt = new Date('2026-11-26T09:40:00Z');
    expect(offlineSmsConsentRecord({ smsConsent: true, privacyNoticeVersion: 2 }, 3, answeredAt)).toEqual({
      smsConsent: true,
      smsConsentAt: answeredAt,
      privacyNoticeVersion: 2,
    });
    expect(offlineSmsConsentRecord({ smsConsent: false, privacyNoticeVersion: 3 }, 3, answeredAt)).toEqual({
      smsConsent: false,
      smsConsentAt: answeredAt,
      privacyNoticeVersion: 3,
    });
  });

  it('offline: refuses a version the workshop never had', () => {
    expect(offlineSmsConsentRecord({ smsConsent: true, privacyNoticeVersion: 4 }, 3, now)).toBe(
      'NOTICE_CHANGED',
    );
    expect(offlineSmsConsentRecord({ smsConsent: true, privacyNoticeVersion: 0 }, 3, now)).toBe(
      'NOTICE_CHANGED',
    );
  });

  it('decides whether a visit may be texted: a "no" stops every SMS, never asked keeps them', () => {
    expect(textable({ mobile: '+393471234567', smsConsent: true })).toBe(true);
    expect(textable({ mobile: '+393471234567', smsConsent: null })).toBe(true);
    expect(textable({ mobile: '+393471234567', smsConsent: false })).toBe(false);
    expect(textable({ mobile: null, smsConsent: true })).toBe(false);
  });

  it('goes with the customer’s number to the pickup of their visit', () => {
    const main = {
      workshopID: 'w',
      appointmentID: 'a',
      licensePlate: 'AB123CD',
      name: 'Franca Leone',
      mobile: '+393471234567',
      smsConsent: false,
      smsConsentAt: now,
      privacyNoticeVersion: 2,
    } as AppointmentRow;
    expect(pickupOf(main, null)).toMatchObject({
      mobile: '+393471234567',
      smsConsent: false,
      smsConsentAt: now,
      privacyNoticeVersion: 2,
    });
  });

  it('names the customer’s "no" as the reason a reminder was not sent', () => {
    expect(notSentReason({ mobile: '+393471234567', smsConsent: false })).toBe(
      'Non inviato: il cliente non vuole SMS',
    );
    expect(notSentReason({ mobile: null, smsConsent: false })).toBe('Non inviato: nessun cellulare');
    expect(notSentReason({ mobile: '+393471234567', smsConsent: null })).toBe('Non inviato: testo vuoto');
  });
});
