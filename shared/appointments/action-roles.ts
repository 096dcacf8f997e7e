import { MANAGER_ROLES, type RoleName } from '../auth/roles.ts';
import type { AppointmentAction } from './transitions.ts';

/**
 * Who may perform each appointment action in a workshop (besides admins). The spec gives routes,
 * not a permission matrix (§6); this follows the routes: the box flow belongs to acceptors and
 * managers, check-in to the check-in desk (hostesses included), bookings to the agenda's roles,
 * payment and exit also to cashiers.
 */
const ACCEPTANCE: readonly RoleName[] = [...MANAGER_ROLES, 'Accettatore'];
const CHECK_IN: readonly RoleName[] = [...ACCEPTANCE, 'Hostess'];
const BOOKING: readonly RoleName[] = [...ACCEPTANCE, 'Hostess', 'Booking'];
const CASHIER: readonly RoleName[] = [...ACCEPTANCE, 'Cassiere'];
const ANY_STAFF: readonly RoleName[] = [...BOOKING, 'Cassiere', 'Backoffice'];

export type BookingAction = 'createAppointment' | 'registerNewAppointment' | 'recalculateQueueAppointments';

export const ACTION_ROLES: Record<AppointmentAction | BookingAction, readonly RoleName[]> = {
  createAppointment: BOOKING,
  updateAppointment: BOOKING,
  deleteAppointment: BOOKING,
  registerNewAppointment: CHECK_IN,
  checkInBooked: CHECK_IN,
  undoCheckIn: CHECK_IN,
  deleteCheckIn: CHECK_IN,
  nextCustomer: ACCEPTANCE,
  pickAppointment: ACCEPTANCE,
  jobStart: ACCEPTANCE,
  jobReject: ACCEPTANCE,
  jobEnd: ACCEPTANCE,
  uscita: ACCEPTANCE,
  goBack: ACCEPTANCE,
  returnToQueue: ACCEPTANCE,
  undoLastOperation: ACCEPTANCE,
  sendJobEndSms: ACCEPTANCE,
  setThanksSms: ACCEPTANCE,
  setWaitingSpareParts: ACCEPTANCE,
  confirmPayment: CASHIER,
  confirmExit: CASHIER,
  handOverVehicle: CASHIER,
  createAppointmentLog: ANY_STAFF,
  recalculateQueueAppointments: ACCEPTANCE,
};

/** Whether a set of held role names may perform `action` (admins: always). */
export function mayPerform(
  action: keyof typeof ACTION_ROLES,
  roleNames: readonly string[],
  isAdmin: boolean,
) {
  return isAdmin || roleNames.some((role) => (ACTION_ROLES[action] as readonly string[]).includes(role));
}
