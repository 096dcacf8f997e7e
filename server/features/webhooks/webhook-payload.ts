import type { EventType } from '../../../shared/appointments/appointment-events.ts';
import { STATUS, statusName } from '../../../shared/appointments/appointment-status.ts';
import type { WebhookEventType } from '../../../shared/integrations/webhook-events.ts';

/**
 * Which appointment log lines are webhook events, and what an event's body says. Pure: the
 * recording (webhook-events.ts) and the no-show scan read the rows and call these.
 */

/** The webhook event of a log line, or null when the line is not one (notes, SMS, undo…). */
export function webhookEventOf(log: {
  actionType: string;
  toStatus: number | null;
}): WebhookEventType | null {
  switch (log.actionType as EventType) {
    case 'BookedAppointmentCreated':
      return 'appointment.created';
    case 'CheckinBooked':
    case 'CheckinRandom':
      return 'appointment.checked_in';
    case 'NextCustomer':
      return 'appointment.called';
    case 'JobStart':
      return 'appointment.job_started';
    case 'JobEnd':
      return 'appointment.job_ended';
    case 'PaymentSuccessful':
    case 'WarrantyWork':
      return 'appointment.paid';
    // A visit's exit, and a pickup's hand-over that closes it: the vehicle has left.
    case 'Checkout':
    case 'WithdrawEnd':
      return log.toStatus === STATUS.CheckedOut ? 'appointment.exited' : null;
    default:
      return null;
  }
}

/** The appointment as an event describes it: ids, state, queue, box and times; no personal data. */
export interface AppointmentFacts {
  appointmentID: string;
  workshopID: string;
  type: string;
  walkIn: boolean;
  statusCode: number;
  queue: { id: string; name: string } | null;
  box: { id: string; name: string } | null;
  bookingDateTime: Date | null;
  checkinDateTime: Date | null;
  acceptanceDateTime: Date | null;
  jobStartDateTime: Date | null;
  jobEndDateTime: Date | null;
  paymentDateTime: Date | null;
  checkoutDateTime: Date | null;
}

export interface WebhookPayload {
  type: string;
  timestamp: string;
  data: Record<string, unknown>;
}

const iso = (value: Date | null) => (value ? value.toISOString() : null);

/**
 * The JSON body of an event: `{type, timestamp, data}` as the Standard Webhooks specification
 * suggests. `status` is the status the event left the appointment in (`statusCode` for the log
 * line's own), so a late retry still tells what happened then, not what is true now. Plates,
 * names, mobiles and e-mails are left out (decision 0023): the dealer's system reads them through
 * the API with a key when it needs them.
 */
export function webhookPayload(
  type: string,
  occurredAt: Date,
  facts: AppointmentFacts,
  statusCode: number = facts.statusCode,
): WebhookPayload {
  return {
    type,
    timestamp: occurredAt.toISOString(),
    data: {
      appointmentId: facts.appointmentID,
      workshopId: facts.workshopID,
      kind: facts.type === 'withdrawal' ? 'pickup' : 'visit',
      walkIn: facts.walkIn,
      status: statusName(statusCode),
      statusCode,
      queue: facts.queue,
      box: facts.box,
      times: {
        booking: iso(facts.bookingDateTime),
        checkin: iso(facts.checkinDateTime),
        called: iso(facts.acceptanceDateTime),
        jobStarted: iso(facts.jobStartDateTime),
        jobEnded: iso(facts.jobEndDateTime),
        paid: iso(facts.paymentDateTime),
        exited: iso(facts.checkoutDateTime),
      },
    },
  };
}
