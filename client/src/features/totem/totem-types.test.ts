import { describe, expect, it } from 'vitest';
import {
  type FoundBooking,
  idleSecondsFor,
  isKioskTotem,
  type KioskTotem,
  stepForBooking,
} from './totem-types.ts';

const booking = (kind: FoundBooking['kind']): FoundBooking => ({
  appointmentID: 'a1',
  maskedPlate: 'AB•••CD',
  displayName: 'M. Rossi',
  bookingDateTime: '2026-11-25T09:00:00Z',
  kind,
});

describe('stepForBooking', () => {
  it('confirms today’s booking, shows a future date, sends the rest to staff', () => {
    expect(stepForBooking(booking('CHECK_IN'), 'rossi', []).kind).toBe('confirm');
    expect(stepForBooking(booking('FUTURE'), 'rossi', [])).toEqual({
      kind: 'future',
      bookingDateTime: '2026-11-25T09:00:00Z',
    });
    expect(stepForBooking(booking('ASK_STAFF'), 'rossi', []).kind).toBe('askStaff');
  });
});

describe('idleSecondsFor', () => {
  it('never times out the start screen and clears outcomes sooner than forms', () => {
    expect(idleSecondsFor({ kind: 'start' })).toBeNull();
    expect(idleSecondsFor({ kind: 'search' })).toBe(60);
    expect(idleSecondsFor({ kind: 'askStaff' })).toBe(30);
  });
});

describe('isKioskTotem', () => {
  const totem: KioskTotem = {
    totemID: 't1',
    name: 'Ingresso',
    workshopName: 'Milano',
    timeZone: 'Europe/Rome',
    totemQueues: [
      { queueID: 'q1', name: 'Tagliandi', color: '#123456', message: '', activity: '', position: 1 },
    ],
    assistedCheckin: false,
    assistedCheckout: false,
    privacyNotice: { workshopName: 'Milano', version: 2, textIt: 'Informativa', textEn: 'Notice' },
  };

  it('takes a totem as the kiosk stored it', () => {
    expect(isKioskTotem(totem)).toBe(true);
    expect(isKioskTotem(JSON.parse(JSON.stringify(totem)))).toBe(true);
  });

  it('refuses a totem missing what the kiosk reads', () => {
    expect(isKioskTotem({ ...totem, privacyNotice: null })).toBe(false);
    expect(isKioskTotem({ ...totem, totemQueues: [{ name: 'no id' }] })).toBe(false);
    expect(isKioskTotem({ ...totem, assistedCheckin: 'no' })).toBe(false);
    expect(isKioskTotem(undefined)).toBe(false);
  });
});
