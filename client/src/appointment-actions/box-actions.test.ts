import { describe, expect, it } from 'vitest';
import { STATUS } from '../../../shared/appointments/appointment-status.ts';
import { lastStatusEvent, mayUse, offeredActions } from './box-actions.ts';

const acceptor = { roleNames: ['Accettatore'], isAdmin: false };

describe('offeredActions', () => {
  it('offers start, return and refusal to a customer just called in', () => {
    expect(offeredActions({ statusCode: STATUS.Accepted, ...acceptor })).toEqual([
      'jobStart',
      'returnToQueue',
      'jobReject',
    ]);
  });

  it('calls the undo of a job start "cancel processing", any other undo by its name', () => {
    expect(
      offeredActions({ statusCode: STATUS.JobStarted, ...acceptor, lastStatusEvent: 'JobStart' }),
    ).toEqual(['jobEnd', 'cancelProcessing', 'jobReject']);
    expect(offeredActions({ statusCode: STATUS.JobStarted, ...acceptor, lastStatusEvent: 'GoBack' })).toEqual(
      ['jobEnd', 'undoLastOperation', 'jobReject'],
    );
  });

  it('walks the rest of the visit: ready, payment, exit', () => {
    expect(offeredActions({ statusCode: STATUS.JobEnded, ...acceptor })).toEqual([
      'uscita',
      'confirmPayment',
      'sendJobEndSms',
      'goBack',
      'undoLastOperation',
    ]);
    expect(offeredActions({ statusCode: STATUS.Paid, ...acceptor })).toEqual([
      'confirmExit',
      'sendJobEndSms',
      'undoLastOperation',
    ]);
    expect(offeredActions({ statusCode: STATUS.CheckedOut, ...acceptor })).toEqual([]);
  });

  it('offers no job-end SMS to a customer who declined SMS at the totem', () => {
    expect(offeredActions({ statusCode: STATUS.JobEnded, ...acceptor, smsDeclined: true })).toEqual([
      'uscita',
      'confirmPayment',
      'goBack',
      'undoLastOperation',
    ]);
  });

  it('hides what the role may not do', () => {
    const cashier = { roleNames: ['Cassiere'], isAdmin: false };
    expect(offeredActions({ statusCode: STATUS.ReadyToGo, ...cashier })).toEqual(['confirmPayment']);
    const hostess = { roleNames: ['Hostess'], isAdmin: false };
    expect(offeredActions({ statusCode: STATUS.Accepted, ...hostess })).toEqual([]);
    expect(offeredActions({ statusCode: STATUS.Accepted, roleNames: [], isAdmin: true })).toContain(
      'jobStart',
    );
  });

  it('offers a pickup at the box only its hand-over and the way back to the queue', () => {
    const cashier = { roleNames: ['Cassiere'], isAdmin: false };
    expect(
      offeredActions({ statusCode: STATUS.Accepted, kind: 'pickup', roleNames: [], isAdmin: true }),
    ).toEqual(['handOverVehicle', 'returnToQueue']);
    expect(offeredActions({ statusCode: STATUS.Accepted, kind: 'pickup', ...cashier })).toEqual([
      'handOverVehicle',
    ]);
    expect(offeredActions({ statusCode: STATUS.Accepted, roleNames: [], isAdmin: true })).not.toContain(
      'handOverVehicle',
    );
    expect(mayUse('setThanksSms', STATUS.Accepted, ['Accettatore'], false, 'pickup')).toBe(false);
  });

  it('lets the thanks SMS and annotations follow the table and the roles', () => {
    expect(mayUse('setThanksSms', STATUS.JobStarted, ['Accettatore'], false)).toBe(true);
    expect(mayUse('setThanksSms', STATUS.CheckedOut, ['Accettatore'], false)).toBe(false);
    expect(mayUse('createAppointmentLog', STATUS.CheckedOut, ['Backoffice'], false)).toBe(true);
  });
});

describe('lastStatusEvent', () => {
  it('finds the last line that changed the status', () => {
    expect(
      lastStatusEvent([
        { appointmentLogID: 'a', actionType: 'NextCustomer', fromStatus: 2, toStatus: 4 },
        { appointmentLogID: 'b', actionType: 'JobStart', fromStatus: 4, toStatus: 6 },
        { appointmentLogID: 'c', actionType: 'Annotation', fromStatus: 6, toStatus: 6 },
      ]),
    ).toBe('JobStart');
    expect(lastStatusEvent([])).toBeNull();
  });

  it('reads the change that still stands: after a job end is undone, the undo cancels the job start', () => {
    const logs = [
      { appointmentLogID: 'a', actionType: 'NextCustomer', fromStatus: 2, toStatus: 4 },
      { appointmentLogID: 'b', actionType: 'JobStart', fromStatus: 4, toStatus: 6 },
      { appointmentLogID: 'c', actionType: 'JobEnd', fromStatus: 6, toStatus: 7 },
      {
        appointmentLogID: 'd',
        actionType: 'UndoLastOperation',
        fromStatus: 7,
        toStatus: 6,
        undoneLogID: 'c',
      },
    ];
    expect(lastStatusEvent(logs)).toBe('JobStart');
    expect(
      offeredActions({ statusCode: STATUS.JobStarted, ...acceptor, lastStatusEvent: lastStatusEvent(logs) }),
    ).toEqual(['jobEnd', 'cancelProcessing', 'jobReject']);
  });
});
