/**
 * How far the estimated waits were from reality, and what the customer's page shows because of it:
 * pure functions shared by the statistics query and the tracking page's range (docs/queue-order.md,
 * "Honest waiting times"; decision 0029).
 */

/** One called customer: the wait promised at check-in and the one they had (minutes). */
export interface EstimateSample {
  estimatedMinutes: number;
  actualMinutes: number;
}

/** Errors within this many minutes (either way) count as "on the mark" for the customer. */
export const WITHIN_MINUTES = 5;

export interface AccuracyFigures {
  /** Customers with an estimate who were called. */
  count: number;
  /** Mean of |estimate − actual|, one decimal; null without customers. */
  meanAbsoluteErrorMinutes: number | null;
  /** Share (0–100, one decimal) of customers whose error was at most WITHIN_MINUTES; null without. */
  within5Percentage: number | null;
  /** Mean of estimate − actual, one decimal: negative means customers were told too little. */
  biasMinutes: number | null;
}

const oneDecimal = (value: number) => Math.round(value * 10) / 10;

/**
 * The accuracy figures of a set of called customers. Samples that are not finite numbers (bad data)
 * are left out rather than poisoning the mean.
 */
export function accuracyFigures(samples: readonly EstimateSample[]): AccuracyFigures {
  const errors = samples
    .map((s) => s.estimatedMinutes - s.actualMinutes)
    .filter((error) => Number.isFinite(error));
  if (errors.length === 0) {
    return { count: 0, meanAbsoluteErrorMinutes: null, within5Percentage: null, biasMinutes: null };
  }
  const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);
  const absolute = errors.map(Math.abs);
  return {
    count: errors.length,
    meanAbsoluteErrorMinutes: oneDecimal(sum(absolute) / errors.length),
    within5Percentage: oneDecimal((100 * absolute.filter((e) => e <= WITHIN_MINUTES).length) / errors.length),
    biasMinutes: oneDecimal(sum(errors) / errors.length),
  };
}

/** With a queue's mean absolute error above this, its customers see a range instead of a minute. */
export const RANGE_ABOVE_MAE_MINUTES = 5;
/** Below this many called customers in the window the error is not known yet: a range too. */
export const MIN_ACCURACY_SAMPLES = 10;
/** The half width of the range while the error is not known yet. */
export const DEFAULT_RANGE_HALF_WIDTH_MINUTES = 5;
/** Range ends are multiples of this: "between 15 and 25", never "between 13 and 27". */
export const RANGE_STEP_MINUTES = 5;

export interface WaitRange {
  lowMinutes: number;
  highMinutes: number;
}

const toStep = (minutes: number) => Math.round(minutes / RANGE_STEP_MINUTES) * RANGE_STEP_MINUTES;

/**
 * The range a customer's page shows instead of `estimateMinutes`, or null when the single figure is
 * honest: the queue's recent error is known (at least MIN_ACCURACY_SAMPLES) and within
 * RANGE_ABOVE_MAE_MINUTES. Otherwise estimate ± the error (± the default while unknown), ends
 * rounded to RANGE_STEP_MINUTES, never below 0 and never collapsed to a single figure.
 */
export function waitRange(estimateMinutes: number, accuracy: AccuracyFigures | null): WaitRange | null {
  if (!Number.isFinite(estimateMinutes)) return null;
  const known = accuracy !== null && accuracy.count >= MIN_ACCURACY_SAMPLES;
  const mae = accuracy?.meanAbsoluteErrorMinutes ?? null;
  if (known && mae !== null && mae <= RANGE_ABOVE_MAE_MINUTES) return null;
  const halfWidth = known && mae !== null ? mae : DEFAULT_RANGE_HALF_WIDTH_MINUTES;
  const lowMinutes = Math.max(0, toStep(estimateMinutes - halfWidth));
  const highMinutes = Math.max(lowMinutes + RANGE_STEP_MINUTES, toStep(estimateMinutes + halfWidth));
  return { lowMinutes, highMinutes };
}
