import { describe, expect, it } from 'vitest';
import { STATUS } from '../../../shared/appointments/appointment-status.ts';
import { type AppointmentFacts, webhookEventOf, webhookPayload } from './webhook-payload.ts';

describe('which log lines are webhook events', () => {
  it.each([
    ['BookedAppointmentCreated', STATUS.BookedNotArrived, 'appointment.created'],
    ['CheckinRandom', STATUS.CheckedInRandom, 'appointment.checked_in'],
    ['CheckinBooked', STATUS.CheckedInBooked, 'appointment.checked_in'],
    ['NextCustomer', STATUS.Accepted, 'appointment.called'],
    ['JobStart', STATUS.JobStarted, 'appointment.job_started'],
    ['JobEnd', STATUS.JobEnded, 'appointment.job_ended'],
    ['PaymentSuccessful', STATUS.Paid, 'appointment.paid'],
    ['WarrantyWork', STATUS.Paid, 'appointment.paid'],
    ['Checkout', STATUS.CheckedOut, 'appointment.exited'],
    ['WithdrawEnd', STATUS.CheckedOut, 'appointment.exited'],
  ])('%s is %s', (actionType, toStatus, type) => {
    expect(webhookEventOf({ actionType, toStatus })).toBe(type);
  });

  it.each([
    'Annotation',
    'WelcomeSMS',
    'UndoLastOperation',
    'ReadyToGo',
    'GoBack',
    'AppointmentUpdated',
  ])('%s is none', (actionType) => {
    expect(webhookEventOf({ actionType, toStatus: STATUS.JobStarted })).toBeNull();
  });
});

describe('an event’s body', () => {
  const facts: AppointmentFacts = {
    appointmentID: 'a1',
    workshopID: 'w1',
    type: 'normal',
    walkIn: true,
    statusCode: STATUS.JobStarted,
    queue: { id: 'q1', name: 'Tagliandi' },
    box: { id: 'b1', name: 'Box 2' },
    bookingDateTime: null,
    checkinDateTime: new Date('2026-11-26T08:00:00Z'),
    acceptanceDateTime: new Date('2026-11-26T08:10:00Z'),
    jobStartDateTime: null,
    jobEndDateTime: null,
    paymentDateTime: null,
    checkoutDateTime: null,
  };

  it('says the status the event left, not the one of now', () => {
    const body = webhookPayload(
      'appointment.called',
      new Date('2026-11-26T08:10:00Z'),
      facts,
      STATUS.Accepted,
    );
    expect(body).toEqual({
      type: 'appointment.called',
      timestamp: '2026-11-26T08:10:00.000Z',
      data: {
        appointmentId: 'a1',
        workshopId: 'w1',
        kind: 'visit',
        walkIn: true,
        status: 'Accepted',
        statusCode: STATUS.Accepted,
        queue: { id: 'q1', name: 'Tagliandi' },
        box: { id: 'b1', name: 'Box 2' },
        times: {
          booking: null,
          checkin: '2026-11-26T08:00:00.000Z',
          called: '2026-11-26T08:10:00.000Z',
          jobStarted: null,
          jobEnded: null,
          paid: null,
          exited: null,
        },
      },
    });
  });

  it('tells a pickup from a visit', () => {
    expect(webhookPayload('appointment.exited', new Date(), { ...facts, type: 'withdrawal' }).data.kind).toBe(
      'pickup',
    );
  });
});
