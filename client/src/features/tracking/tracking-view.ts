/** Where a visit stands, as the customer's page tells it. */
export type TrackingPhase =
  | 'booked'
  | 'waiting'
  | 'anomaly'
  | 'called'
  | 'inService'
  | 'jobDone'
  | 'ready'
  | 'paid'
  | 'exit'
  | 'rejected'
  | 'unknown';

/** Status codes (docs/appointment-lifecycle.md) to the phase the page shows. */
const PHASE_BY_STATUS: Record<number, TrackingPhase> = {
  1: 'booked',
  2: 'waiting',
  3: 'waiting',
  4: 'called',
  5: 'called',
  6: 'inService',
  7: 'jobDone',
  8: 'ready',
  9: 'paid',
  10: 'rejected',
  11: 'exit',
  13: 'anomaly',
};

export function phaseOf(statusCode: number): TrackingPhase {
  return PHASE_BY_STATUS[statusCode] ?? 'unknown';
}

export const TIMELINE_STEPS = ['checkin', 'called', 'inService', 'jobDone', 'ready', 'paid', 'exit'] as const;
export type TimelineStepKey = (typeof TIMELINE_STEPS)[number];

export interface TimelineStep {
  key: TimelineStepKey;
  state: 'done' | 'current' | 'todo';
  at: string | null;
}

export interface TimelineSource {
  statusCode: number;
  calledAt?: string | null;
  jobStartDateTime?: string | null;
  jobEndDateTime?: string | null;
  paymentDateTime?: string | null;
  checkoutDateTime?: string | null;
}

const STEP_OF_PHASE: Partial<Record<TrackingPhase, TimelineStepKey>> = {
  waiting: 'checkin',
  anomaly: 'checkin',
  called: 'called',
  inService: 'inService',
  jobDone: 'jobDone',
  ready: 'ready',
  paid: 'paid',
  exit: 'exit',
};

/**
 * The steps of a visit from queue to exit: done before the current one, the current one, then
 * those to come; null for a booking not yet arrived or a closed refusal (the page says those in
 * words). Payment may come before "ready"; a step passed over counts as done.
 */
export function timelineOf(source: TimelineSource): TimelineStep[] | null {
  const current = STEP_OF_PHASE[phaseOf(source.statusCode)];
  if (!current) return null;
  const rank = TIMELINE_STEPS.indexOf(current);
  const times: Partial<Record<TimelineStepKey, string | null | undefined>> = {
    called: source.calledAt,
    inService: source.jobStartDateTime,
    jobDone: source.jobEndDateTime,
    paid: source.paymentDateTime,
    exit: source.checkoutDateTime,
  };
  return TIMELINE_STEPS.map((key, index) => ({
    key,
    // The exit is the end: once there, nothing is still in progress.
    state: index < rank || (index === rank && key === 'exit') ? 'done' : index === rank ? 'current' : 'todo',
    at: index <= rank ? (times[key] ?? null) : null,
  }));
}

/** A wait told as a range (the server's, docs/queue-order.md): whole minutes, multiples of 5. */
export interface WaitRangeSource {
  lowMinutes: number;
  highMinutes: number;
}

/** How a customer-facing page words the estimated wait. */
export type WaitWording =
  | { kind: 'none' }
  | { kind: 'about'; count: number }
  | { kind: 'within'; count: number }
  | { kind: 'between'; low: number; high: number };

/**
 * The wording of a wait: the server's range when it sends one ("between 15 and 25 minutes", or
 * "within 10 minutes" when it starts at 0), else the single figure; none without an estimate.
 */
export function waitWording(
  minutes: number | null | undefined,
  range: WaitRangeSource | null | undefined,
): WaitWording {
  if (minutes === null || minutes === undefined) return { kind: 'none' };
  if (!range) return { kind: 'about', count: minutes };
  if (range.lowMinutes <= 0) return { kind: 'within', count: range.highMinutes };
  return { kind: 'between', low: range.lowMinutes, high: range.highMinutes };
}
