import { describe, expect, it } from 'vitest';
import { EVENT_TYPES } from './appointment-events.ts';
import { APPOINTMENT_STATUSES, STATUS } from './appointment-status.ts';
import {
  APPOINTMENT_ACTIONS,
  allowedActions,
  canTransition,
  fixedTarget,
  TRANSITIONS,
} from './transitions.ts';

const S = STATUS;
/**
 * docs/appointment-lifecycle.md's table, transcribed independently: for each action, each start
 * status and where it leads ('same', 'previous' and 'deleted' as in the table).
 */
const EXPECTED: Record<string, Record<number, number | 'same' | 'previous' | 'deleted'>> = {
  checkInBooked: { 1: S.CheckedInBooked },
  nextCustomer: { 2: S.Accepted, 3: S.Accepted },
  pickAppointment: { 2: S.Accepted, 3: S.Accepted, 13: S.AcceptedAnomaly },
  jobStart: { 4: S.JobStarted, 5: S.JobStarted },
  jobReject: { 4: S.Rejected, 5: S.Rejected, 6: S.Rejected },
  jobEnd: { 6: S.JobEnded },
  uscita: { 7: S.ReadyToGo },
  confirmPayment: { 7: S.Paid, 8: S.Paid },
  confirmExit: { 9: S.CheckedOut },
  goBack: { 7: S.JobStarted, 8: S.JobStarted },
  returnToQueue: { 4: 'previous', 5: 'previous' },
  undoCheckIn: { 2: S.BookedNotArrived, 13: S.BookedNotArrived },
  undoLastOperation: { 6: 'previous', 7: 'previous', 8: 'previous', 9: 'previous', 10: 'previous' },
  deleteCheckIn: { 3: 'deleted' },
  deleteAppointment: { 1: 'deleted' },
  sendJobEndSms: { 7: 'same', 8: 'same', 9: 'same' },
  setThanksSms: Object.fromEntries([1, 2, 3, 4, 5, 6, 7, 8, 9, 13].map((c) => [c, 'same'])),
  setWaitingSpareParts: Object.fromEntries([4, 5, 6, 7, 8, 9].map((c) => [c, 'same'])),
  updateAppointment: { 1: 'same', 2: 'same', 3: 'same', 13: 'same' },
  createAppointmentLog: Object.fromEntries(
    [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13].map((c) => [c, 'same']),
  ),
  // A pickup's own action: never a visit's (see PICKUP below).
  handOverVehicle: {},
};

/** A pickup's actions (the lifecycle doc's "Pickup visits"): waited for, called, handed over. */
const PICKUP: Record<string, Record<number, number | 'same' | 'previous'>> = {
  nextCustomer: { 2: S.Accepted, 3: S.Accepted },
  pickAppointment: { 2: S.Accepted, 3: S.Accepted, 13: S.AcceptedAnomaly },
  returnToQueue: { 4: 'previous', 5: 'previous' },
  handOverVehicle: { 4: S.CheckedOut },
  createAppointmentLog: EXPECTED.createAppointmentLog as Record<number, 'same'>,
};

describe('appointment transition table', () => {
  it('covers exactly the documented actions', () => {
    expect([...APPOINTMENT_ACTIONS].sort()).toEqual(Object.keys(EXPECTED).sort());
  });

  for (const action of APPOINTMENT_ACTIONS) {
    for (const { code, name } of APPOINTMENT_STATUSES) {
      const expected = EXPECTED[action]?.[code];
      if (expected === undefined) {
        it(`refuses ${action} from ${name}`, () => {
          expect(canTransition(action, code)).toBe(false);
          expect(allowedActions(code)).not.toContain(action);
        });
      } else {
        it(`allows ${action} from ${name}, reaching ${expected}`, () => {
          expect(canTransition(action, code)).toBe(true);
          const target = fixedTarget(action, code);
          if (typeof expected === 'number') expect(target).toBe(expected);
          else expect(TRANSITIONS[action].to).toBe(expected);
        });
      }
    }
  }

  it('gives a pickup only its own actions', () => {
    for (const { code } of APPOINTMENT_STATUSES) {
      const expected = Object.keys(PICKUP).filter((action) => PICKUP[action]?.[code] !== undefined);
      expect(allowedActions(code, 'pickup').sort()).toEqual(expected.sort());
    }
    expect(fixedTarget('handOverVehicle', S.Accepted)).toBe(S.CheckedOut);
  });

  it('logs every action with a known event type', () => {
    for (const action of APPOINTMENT_ACTIONS) expect(EVENT_TYPES).toContain(TRANSITIONS[action].event);
  });

  it('never lets a closed appointment move', () => {
    for (const code of [S.Rejected, S.CheckedOut]) {
      expect(allowedActions(code).filter((a) => TRANSITIONS[a].to !== 'same')).toEqual(
        code === S.Rejected ? ['undoLastOperation'] : [],
      );
    }
  });
});
