import { mayPerform } from '../../../shared/appointments/action-roles.ts';
import { STATUS } from '../../../shared/appointments/appointment-status.ts';
import { lastStandingChange, type StatusLine } from '../../../shared/appointments/status-history.ts';
import {
  type AppointmentAction,
  type AppointmentKind,
  allowedActions,
} from '../../../shared/appointments/transitions.ts';

/** The lifecycle actions the box screen offers as buttons, each behind a confirmation. */
export type BoxAction =
  | 'jobStart'
  | 'jobEnd'
  | 'uscita'
  | 'confirmPayment'
  | 'confirmExit'
  | 'handOverVehicle'
  | 'sendJobEndSms'
  | 'goBack'
  | 'returnToQueue'
  | 'cancelProcessing'
  | 'undoLastOperation'
  | 'jobReject';

/** Every lifecycle button, in button order: the next step forward first, then the ways back, refusal last. */
export const BOX_ACTIONS: readonly BoxAction[] = [
  'jobStart',
  'jobEnd',
  'uscita',
  'confirmPayment',
  'confirmExit',
  'handOverVehicle',
  'sendJobEndSms',
  'goBack',
  'returnToQueue',
  'cancelProcessing',
  'undoLastOperation',
  'jobReject',
];

/** The mutation behind a button ("cancel processing" is the undo of a job start). */
export function mutationOf(action: BoxAction): AppointmentAction {
  return action === 'cancelProcessing' ? 'undoLastOperation' : action;
}

export interface OfferInput {
  statusCode: number;
  /** A pickup (collecting a ready vehicle) has its own, shorter set of actions. */
  kind?: AppointmentKind;
  /** Names of the roles the user holds in the appointment's workshop. */
  roleNames: readonly string[];
  isAdmin: boolean;
  /** The event of the last status change in the log (e.g. `JobStart`), when known. */
  lastStatusEvent?: string | null;
  /** The customer declined SMS at the totem: the job-end SMS is not offered (the server refuses it). */
  smsDeclined?: boolean;
}

/**
 * The buttons for a customer: what the shared transition table allows from the status, minus
 * what the user's roles may not do (the server refuses both anyway). An undo right after a job
 * start reads as "cancel processing" (spec §4).
 */
export function offeredActions({
  statusCode,
  kind = 'visit',
  roleNames,
  isAdmin,
  lastStatusEvent,
  smsDeclined = false,
}: OfferInput): BoxAction[] {
  const allowed = new Set<AppointmentAction>(
    allowedActions(statusCode, kind).filter((action) => mayPerform(action, roleNames, isAdmin)),
  );
  const offered = new Set<BoxAction>();
  for (const action of BOX_ACTIONS) {
    if (action === 'cancelProcessing' || action === 'undoLastOperation') continue;
    if (action === 'sendJobEndSms' && smsDeclined) continue;
    if (allowed.has(action)) offered.add(action);
  }
  if (allowed.has('undoLastOperation')) {
    const cancelsStart = statusCode === STATUS.JobStarted && (lastStatusEvent ?? 'JobStart') === 'JobStart';
    offered.add(cancelsStart ? 'cancelProcessing' : 'undoLastOperation');
  }
  return BOX_ACTIONS.filter((action) => offered.has(action));
}

/** Whether the user may switch the thanks SMS or write an annotation on this customer. */
export function mayUse(
  action: 'setThanksSms' | 'setWaitingSpareParts' | 'createAppointmentLog',
  statusCode: number,
  roleNames: readonly string[],
  isAdmin: boolean,
  kind: AppointmentKind = 'visit',
): boolean {
  return allowedActions(statusCode, kind).includes(action) && mayPerform(action, roleNames, isAdmin);
}

/**
 * The event of the status change that still stands in a log (oldest first), e.g. to name an undo:
 * the server undoes that change (shared/appointments/status-history.ts), so the button says so.
 */
export function lastStatusEvent(logs: readonly StatusLine[]): string | null {
  return lastStandingChange([...logs].reverse())?.actionType ?? null;
}
