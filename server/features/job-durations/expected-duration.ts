/**
 * How long a queue's job is expected to take, from the workshop's own recent history (decision
 * 0028). Pure rules here; the rows come from job-durations-repository.ts and are cached per
 * workshop by expected-durations.ts.
 */

/** Days of finished jobs a queue's expected duration is measured on. */
export const DURATION_WINDOW_DAYS = 30;

/** Fewer finished jobs than this in the window and the statistic is noise: the configured duration is used. */
export const MIN_DURATION_SAMPLES = 10;

/** Finished jobs of one queue in the window: how many, and their duration percentiles in minutes. */
export interface QueueJobStats {
  queueID: string;
  samples: number;
  p50Minutes: number | null;
  p75Minutes: number | null;
}

export interface ExpectedDuration {
  minutes: number;
  /** `history`: the queue's own recent jobs; `configured`: the workshop's expectedJobMinutes. */
  source: 'history' | 'configured';
}

/**
 * The expected duration of a job in a queue: the 75th percentile of the queue's recent jobs (a job
 * slower than three in four of its kind is late; the median would flag every other job), with at
 * least MIN_DURATION_SAMPLES of them; otherwise the workshop's configured duration. Whole minutes,
 * at least one.
 */
export function expectedJobDuration(
  stats: QueueJobStats | undefined,
  configuredMinutes: number,
): ExpectedDuration {
  if (stats && stats.samples >= MIN_DURATION_SAMPLES && stats.p75Minutes !== null) {
    return { minutes: Math.max(1, Math.round(stats.p75Minutes)), source: 'history' };
  }
  return { minutes: Math.max(1, Math.round(configuredMinutes)), source: 'configured' };
}

/** When a job started at `jobStart` is expected to end. */
export function expectedEnd(jobStart: Date, minutes: number): Date {
  return new Date(jobStart.getTime() + minutes * 60_000);
}

/** Whether a running job is past its expected end at `now`. */
export function isOverrun(jobStart: Date, minutes: number, now: Date): boolean {
  return now.getTime() > expectedEnd(jobStart, minutes).getTime();
}

/** The shortest extension an overrun notice announces: less would be a promise soon broken again. */
export const MIN_EXTENSION_MINUTES = 15;

/**
 * The new estimate an overrun notice gives: now plus half the expected duration (at least
 * MIN_EXTENSION_MINUTES), rounded up to the next five minutes, so the customer reads a time a
 * person would say ("around 11:35"), never one already behind.
 */
export function overrunEstimate(now: Date, expectedMinutes: number): Date {
  const extension = Math.max(MIN_EXTENSION_MINUTES, Math.ceil(expectedMinutes / 2));
  const step = 5 * 60_000;
  return new Date(Math.ceil((now.getTime() + extension * 60_000) / step) * step);
}
