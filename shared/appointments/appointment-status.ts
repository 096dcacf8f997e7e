/**
 * Appointment status codes (spec §4). 1–4 are the spec's; the rest are Turno's design, documented
 * in docs/appointment-lifecycle.md. Codes are stored as integers in `appointments.status_code`.
 */
export const APPOINTMENT_STATUSES = [
  { code: 0, name: 'Unknown' },
  /** Booked, not yet checked in: the only status the totem's search finds. */
  { code: 1, name: 'BookedNotArrived' },
  /** Checked in with a booking, waiting in a queue. */
  { code: 2, name: 'CheckedInBooked' },
  /** Checked in as a walk-in, waiting in a queue. */
  { code: 3, name: 'CheckedInRandom' },
  /** Called into a box by an acceptor. */
  { code: 4, name: 'Accepted' },
  /** Called into a box, flagged with an anomaly at check-in (e.g. arrived on another day). */
  { code: 5, name: 'AcceptedAnomaly' },
  { code: 6, name: 'JobStarted' },
  { code: 7, name: 'JobEnded' },
  { code: 8, name: 'ReadyToGo' },
  { code: 9, name: 'Paid' },
  { code: 10, name: 'Rejected' },
  { code: 11, name: 'CheckedOut' },
  /** A pickup (withdrawal) booking for a vehicle that is ready. */
  { code: 12, name: 'Withdrawal' },
  /** Checked in but not matching the booking (another day, another workshop): staff must look. */
  { code: 13, name: 'CheckinAnomaly' },
] as const;

export type AppointmentStatusName = (typeof APPOINTMENT_STATUSES)[number]['name'];
export type AppointmentStatusCode = (typeof APPOINTMENT_STATUSES)[number]['code'];

export const STATUS = Object.fromEntries(APPOINTMENT_STATUSES.map((s) => [s.name, s.code])) as {
  [S in (typeof APPOINTMENT_STATUSES)[number] as S['name']]: S['code'];
};

/** Waiting in a queue (checked in, not yet called). */
export const WAITING_STATUSES: readonly AppointmentStatusCode[] = [
  STATUS.CheckedInBooked,
  STATUS.CheckedInRandom,
];

/** A customer in these statuses occupies the box they were called into. */
export const BOX_OCCUPYING_STATUSES: readonly AppointmentStatusCode[] = [
  STATUS.Accepted,
  STATUS.AcceptedAnomaly,
  STATUS.JobStarted,
];

/** Closed: nothing more happens to the appointment. */
export const CLOSED_STATUSES: readonly AppointmentStatusCode[] = [STATUS.Rejected, STATUS.CheckedOut];

/**
 * Live: the vehicle is in the workshop (checked in, not yet checked out, refused or deleted).
 * A plate has at most one live visit per workshop (docs/appointment-lifecycle.md). A booking not
 * yet arrived (1) and a pickup booking (12, a child of the live visit) are not visits of their own.
 */
export const LIVE_STATUSES: readonly AppointmentStatusCode[] = [
  STATUS.CheckedInBooked,
  STATUS.CheckedInRandom,
  STATUS.CheckinAnomaly,
  STATUS.Accepted,
  STATUS.AcceptedAnomaly,
  STATUS.JobStarted,
  STATUS.JobEnded,
  STATUS.ReadyToGo,
  STATUS.Paid,
];

/** Spec §4: values of 2 or more count as managed. */
export function isManaged(code: number): boolean {
  return code >= 2;
}

export function statusName(code: number): AppointmentStatusName {
  return APPOINTMENT_STATUSES.find((s) => s.code === code)?.name ?? 'Unknown';
}
