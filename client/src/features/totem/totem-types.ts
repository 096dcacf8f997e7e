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
}

export type BookingKind = 'CHECK_IN' | 'FUTURE' | 'ASK_STAFF';

export interface FoundBooking {
  appointmentID: string;
  maskedPlate: string;
  displayName: string;
  bookingDateTime?: string | null;
  kind: BookingKind;
}

export interface Welcome {
  code: string;
  trackingUrl: string;
  maskedPlate: string;
  queueName?: string | null;
  position?: number | null;
  estimatedWaitMinutes?: number | null;
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
  | { kind: 'welcome'; welcome: Welcome };

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

/** Seconds without a touch before the kiosk clears itself; none on the start screen. */
export function idleSecondsFor(step: TotemStep): number | null {
  if (step.kind === 'start') return null;
  // The outcome screens have nothing left to do: back to the start sooner.
  if (step.kind === 'welcome' || step.kind === 'future' || step.kind === 'askStaff') return 30;
  return 60;
}
