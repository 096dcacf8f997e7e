import type { EventType } from './appointment-events.ts';
import { type AppointmentStatusCode, STATUS } from './appointment-status.ts';

/**
 * The appointment state machine, once, for client and server: for each action, the statuses it
 * may start from, where it leads and the event it logs. The server checks every change against
 * it inside the transaction; the client offers only the actions it allows.
 *
 * Targets:
 * - a map from each allowed start status to the status reached;
 * - `same`: the status does not change (a message, a note, an edit);
 * - `previous`: the status before the action being undone, read from the log (never guessed);
 * - `deleted`: the appointment is soft-deleted.
 */
export const APPOINTMENT_ACTIONS = [
  'checkInBooked',
  'nextCustomer',
  'pickAppointment',
  'jobStart',
  'jobReject',
  'jobEnd',
  'uscita',
  'confirmPayment',
  'confirmExit',
  'goBack',
  'returnToQueue',
  'undoCheckIn',
  'undoLastOperation',
  'deleteCheckIn',
  'deleteAppointment',
  'sendJobEndSms',
  'setThanksSms',
  'setWaitingSpareParts',
  'updateAppointment',
  'createAppointmentLog',
  'handOverVehicle',
] as const;

export type AppointmentAction = (typeof APPOINTMENT_ACTIONS)[number];

type Code = AppointmentStatusCode;
export type TransitionTarget = Partial<Record<Code, Code>> | 'same' | 'previous' | 'deleted';

export interface TransitionRule {
  from: readonly Code[];
  to: TransitionTarget;
  event: EventType;
}

const S = STATUS;
const OPEN: readonly Code[] = [
  S.BookedNotArrived,
  S.CheckedInBooked,
  S.CheckedInRandom,
  S.Accepted,
  S.AcceptedAnomaly,
  S.JobStarted,
  S.JobEnded,
  S.ReadyToGo,
  S.Paid,
  S.CheckinAnomaly,
];

export const TRANSITIONS: Record<AppointmentAction, TransitionRule> = {
  // Booked → checked in; a booking for another day is checked in as an anomaly for staff to look at.
  checkInBooked: {
    from: [S.BookedNotArrived],
    to: { [S.BookedNotArrived]: S.CheckedInBooked },
    event: 'CheckinBooked',
  },
  nextCustomer: {
    from: [S.CheckedInBooked, S.CheckedInRandom],
    to: { [S.CheckedInBooked]: S.Accepted, [S.CheckedInRandom]: S.Accepted },
    event: 'NextCustomer',
  },
  // Picking is how an anomalous check-in is served: it is never taken by nextCustomer.
  pickAppointment: {
    from: [S.CheckedInBooked, S.CheckedInRandom, S.CheckinAnomaly],
    to: {
      [S.CheckedInBooked]: S.Accepted,
      [S.CheckedInRandom]: S.Accepted,
      [S.CheckinAnomaly]: S.AcceptedAnomaly,
    },
    event: 'NextCustomer',
  },
  jobStart: {
    from: [S.Accepted, S.AcceptedAnomaly],
    to: { [S.Accepted]: S.JobStarted, [S.AcceptedAnomaly]: S.JobStarted },
    event: 'JobStart',
  },
  jobReject: {
    from: [S.Accepted, S.AcceptedAnomaly, S.JobStarted],
    to: { [S.Accepted]: S.Rejected, [S.AcceptedAnomaly]: S.Rejected, [S.JobStarted]: S.Rejected },
    event: 'JobRejected',
  },
  jobEnd: { from: [S.JobStarted], to: { [S.JobStarted]: S.JobEnded }, event: 'JobEnd' },
  uscita: { from: [S.JobEnded], to: { [S.JobEnded]: S.ReadyToGo }, event: 'ReadyToGo' },
  // Paying before or after the vehicle is declared ready are both real; the log keeps the order.
  confirmPayment: {
    from: [S.JobEnded, S.ReadyToGo],
    to: { [S.JobEnded]: S.Paid, [S.ReadyToGo]: S.Paid },
    event: 'PaymentSuccessful',
  },
  confirmExit: { from: [S.Paid], to: { [S.Paid]: S.CheckedOut }, event: 'Checkout' },
  goBack: {
    from: [S.JobEnded, S.ReadyToGo],
    to: { [S.JobEnded]: S.JobStarted, [S.ReadyToGo]: S.JobStarted },
    event: 'GoBack',
  },
  returnToQueue: { from: [S.Accepted, S.AcceptedAnomaly], to: 'previous', event: 'BackToQueue' },
  undoCheckIn: {
    from: [S.CheckedInBooked, S.CheckinAnomaly],
    to: { [S.CheckedInBooked]: S.BookedNotArrived, [S.CheckinAnomaly]: S.BookedNotArrived },
    event: 'UndoCheckin',
  },
  // "Cancel processing" is the undo of a job start; payment, ready, job end and refusal undo the same way.
  undoLastOperation: {
    from: [S.JobStarted, S.JobEnded, S.ReadyToGo, S.Paid, S.Rejected],
    to: 'previous',
    event: 'UndoLastOperation',
  },
  deleteCheckIn: { from: [S.CheckedInRandom], to: 'deleted', event: 'DeleteAppointment' },
  deleteAppointment: { from: [S.BookedNotArrived], to: 'deleted', event: 'DeleteAppointment' },
  sendJobEndSms: { from: [S.JobEnded, S.ReadyToGo, S.Paid], to: 'same', event: 'JobEndSms' },
  setThanksSms: { from: OPEN, to: 'same', event: 'ThanksSmsChanged' },
  // Spare parts are waited for once the vehicle is taken in, until it has been paid for.
  setWaitingSpareParts: {
    from: [S.Accepted, S.AcceptedAnomaly, S.JobStarted, S.JobEnded, S.ReadyToGo, S.Paid],
    to: 'same',
    event: 'WaitingReplacement',
  },
  updateAppointment: {
    from: [S.BookedNotArrived, S.CheckedInBooked, S.CheckedInRandom, S.CheckinAnomaly],
    to: 'same',
    event: 'AppointmentUpdated',
  },
  createAppointmentLog: {
    from: [...OPEN, S.Rejected, S.CheckedOut, S.Withdrawal],
    to: 'same',
    event: 'Annotation',
  },
  // A pickup called into a box: the keys are handed over, and the visit it collects closes with it.
  handOverVehicle: { from: [S.Accepted], to: { [S.Accepted]: S.CheckedOut }, event: 'WithdrawEnd' },
};

/**
 * What an appointment is, for the table: a visit, or a pickup (a child appointment collecting a
 * visit's ready vehicle, docs/appointment-lifecycle.md). A pickup waits, is called and is handed
 * over; it is never worked on, paid or refused itself: its visit is.
 */
export type AppointmentKind = 'visit' | 'pickup';

/** A pickup's own action; every other action but those in PICKUP_AND_VISIT is a visit's only. */
const PICKUP_ONLY: readonly AppointmentAction[] = ['handOverVehicle'];
const PICKUP_AND_VISIT: readonly AppointmentAction[] = [
  'nextCustomer',
  'pickAppointment',
  'returnToQueue',
  'createAppointmentLog',
];

export function kindOf(appointment: { type?: string | null }): AppointmentKind {
  return appointment.type === 'withdrawal' ? 'pickup' : 'visit';
}

function fitsKind(action: AppointmentAction, kind: AppointmentKind): boolean {
  if (PICKUP_ONLY.includes(action)) return kind === 'pickup';
  return kind === 'visit' || PICKUP_AND_VISIT.includes(action);
}

/**
 * Events whose status change `undoLastOperation` may reverse. Calling into a box is undone by
 * returnToQueue, a check-in by undoCheckIn; a checkout closes the appointment for good.
 */
export const UNDOABLE_EVENTS: readonly EventType[] = [
  'JobStart',
  'JobEnd',
  'ReadyToGo',
  'PaymentSuccessful',
  'WarrantyWork',
  'JobRejected',
  'GoBack',
];

/** Whether `action` may start from `status`, for an appointment of this kind. */
export function canTransition(
  action: AppointmentAction,
  status: number,
  kind: AppointmentKind = 'visit',
): boolean {
  return fitsKind(action, kind) && (TRANSITIONS[action].from as readonly number[]).includes(status);
}

/** Every action allowed from `status`, in table order (what a screen offers). */
export function allowedActions(status: number, kind: AppointmentKind = 'visit'): AppointmentAction[] {
  return APPOINTMENT_ACTIONS.filter((action) => canTransition(action, status, kind));
}

/** The status a fixed-target action reaches from `status`; null when the target is not fixed. */
export function fixedTarget(action: AppointmentAction, status: number): Code | null {
  const to = TRANSITIONS[action].to;
  if (typeof to === 'string') return null;
  return to[status as Code] ?? null;
}
