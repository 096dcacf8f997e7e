import type { PrivacyNoticeData } from '../privacy/privacy-notice-data.ts';

/** What the kiosk knows of its totem. */
export interface KioskQueue {
  queueID: string;
  name: string;
  color: string;
  message: string;
  activity: string;
  position: number;
}

export interface KioskTotem {
  totemID: string;
  name: string;
  workshopName: string;
  timeZone: string;
  totemQueues: readonly KioskQueue[];
  /** The workshop checks customers in at the desk: no self check-in here. */
  assistedCheckin: boolean;
  /** The workshop hands vehicles over at the desk: no self-service pickup here. */
  assistedCheckout: boolean;
  /** The workshop's privacy notice, shown on the walk-in form. */
  privacyNotice: PrivacyNoticeData;
}

export type BookingKind = 'CHECK_IN' | 'FUTURE' | 'ASK_STAFF';

export interface FoundBooking {
  appointmentID: string;
  maskedPlate: string;
  displayName: string;
  bookingDateTime?: string | null;
  kind: BookingKind;
}

/** A vehicle in the workshop its owner came to collect (masked, as the kiosk may show it). */
export interface FoundVehicle {
  appointmentID: string;
  maskedPlate: string;
  displayName: string;
  state: 'READY' | 'NOT_READY';
  paid: boolean;
  estimatedReadyAt?: string | null;
  pickupBookedAt?: string | null;
  inPickupQueue: boolean;
  bookingToken?: string | null;
}

export interface PickupBooking {
  day: string;
  start: string;
  end?: string | null;
}

export interface Welcome {
  code: string;
  trackingUrl: string;
  maskedPlate: string;
  queueName?: string | null;
  position?: number | null;
  estimatedWaitMinutes?: number | null;
  /** Sent instead of the figure when the queue's estimates have been far off (as on the tracking page). */
  estimatedWaitRange?: { lowMinutes: number; highMinutes: number } | null;
  /** The customer declined SMS: the welcome does not promise the link by SMS. */
  noSms?: boolean;
}

/** The steps of the flow (spec §2 totem check-in flow). */
export type TotemStep =
  | { kind: 'start' }
  | { kind: 'search' }
  | { kind: 'results'; search: string; bookings: readonly FoundBooking[] }
  | { kind: 'confirm'; booking: FoundBooking; search: string; bookings: readonly FoundBooking[] }
  | { kind: 'future'; bookingDateTime: string | null }
  | { kind: 'askStaff' }
  | { kind: 'queue' }
  | { kind: 'form'; queue: KioskQueue; idempotencyKey: string }
  | { kind: 'welcome'; welcome: Welcome; pickup?: { paid: boolean } }
  // The server could not be reached: the walk-in waits in the browser (decision 0026).
  | { kind: 'kept'; queueName: string }
  // "Vehicle ready for pickup" and "pickup booking" (spec §2), docs/decisions/0009.
  | { kind: 'pickupSearch' }
  | { kind: 'vehicles'; search: string; vehicles: readonly FoundVehicle[] }
  | { kind: 'vehicle'; vehicle: FoundVehicle; back: TotemStep }
  | { kind: 'pickupBooking'; vehicle: FoundVehicle; token: string; back: TotemStep }
  | { kind: 'pickupBooked'; booking: PickupBooking };

/** Where a booking the customer touched leads: confirm, its date, or "ask staff". */
export function stepForBooking(
  booking: FoundBooking,
  search: string,
  bookings: readonly FoundBooking[],
): TotemStep {
  switch (booking.kind) {
    case 'CHECK_IN':
      return { kind: 'confirm', booking, search, bookings };
    case 'FUTURE':
      return { kind: 'future', bookingDateTime: booking.bookingDateTime ?? null };
    default:
      return { kind: 'askStaff' };
  }
}

/** Where the vehicles a search found lead: one goes straight to its screen, several are listed. */
export function stepForVehicles(search: string, vehicles: readonly FoundVehicle[]): TotemStep {
  const [only] = vehicles;
  if (vehicles.length === 1 && only)
    return { kind: 'vehicle', vehicle: only, back: { kind: 'pickupSearch' } };
  return { kind: 'vehicles', search, vehicles };
}

const OUTCOMES: readonly TotemStep['kind'][] = ['welcome', 'kept', 'future', 'askStaff', 'pickupBooked'];

/** Seconds without a touch before the kiosk clears itself; none on the start screen. */
export function idleSecondsFor(step: TotemStep): number | null {
  if (step.kind === 'start') return null;
  // The outcome screens have nothing left to do: back to the start sooner.
  if (OUTCOMES.includes(step.kind)) return 30;
  return 60;
}

/** Whether a value read back from storage is a whole KioskTotem (monitor/offline-start.ts). */
export function isKioskTotem(value: unknown): value is KioskTotem {
  if (typeof value !== 'object' || value === null) return false;
  const totem = value as Record<string, unknown>;
  const notice = totem.privacyNotice as Record<string, unknown> | null | undefined;
  return (
    ['totemID', 'name', 'workshopName', 'timeZone'].every((field) => typeof totem[field] === 'string') &&
    typeof totem.assistedCheckin === 'boolean' &&
    typeof totem.assistedCheckout === 'boolean' &&
    Array.isArray(totem.totemQueues) &&
    totem.totemQueues.every((queue: unknown) => typeof (queue as KioskQueue | null)?.queueID === 'string') &&
    typeof notice?.textIt === 'string' &&
    typeof notice.textEn === 'string' &&
    typeof notice.version === 'number'
  );
}
