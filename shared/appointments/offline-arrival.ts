import { workshopDay } from '../time/workshop-day.ts';

/**
 * How far a totem's clock may run ahead of the server's: an arrival a little "in the future" is a
 * kiosk whose clock drifted, not a hostile one (decision 0026).
 */
export const ARRIVAL_CLOCK_SKEW_MS = 2 * 60_000;
/**
 * The oldest arrival a totem may still report. An outage longer than this has long raised the
 * "screen offline" alert (decision 0020), and staff will have taken the customers at the desk.
 */
export const ARRIVAL_MAX_AGE_MS = 6 * 3600_000;

/** Why a reported arrival time is refused; the validation message key of the same name. */
export type ArrivalProblem = 'arrivedAtFuture' | 'arrivedAtTooOld';

/**
 * Whether a walk-in that checked in at an offline totem at `arrivedAt` may enter the queue with
 * that time now: not ahead of `now` by more than the clock skew, not older than the bound, and on
 * the same workshop day (yesterday's customers are not today's queue).
 */
export function arrivalProblem(arrivedAt: Date, now: Date, timeZone: string): ArrivalProblem | null {
  const age = now.getTime() - arrivedAt.getTime();
  if (Number.isNaN(age)) return 'arrivedAtTooOld';
  if (age < -ARRIVAL_CLOCK_SKEW_MS) return 'arrivedAtFuture';
  if (age > ARRIVAL_MAX_AGE_MS) return 'arrivedAtTooOld';
  // Ahead within the skew counts as now (it may be "tomorrow" a moment before midnight).
  const day = workshopDay(age < 0 ? now : arrivedAt, timeZone);
  if (day !== workshopDay(now, timeZone)) return 'arrivedAtTooOld';
  return null;
}

/** The check-in time a reported arrival gives the visit: never later than `now`. */
export function checkinTimeOf(arrivedAt: Date, now: Date): Date {
  return arrivedAt.getTime() > now.getTime() ? now : arrivedAt;
}
