import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc.js';
import {
  type AccuracyFigures,
  accuracyFigures,
  type WaitRange,
  waitRange,
} from '../../../shared/appointments/estimate-accuracy.ts';
import { dayBounds, workshopDay } from '../../../shared/time/workshop-day.ts';
import type { RequestContext } from '../../core/context/context.ts';
import type { Executor } from '../../core/db/client.ts';
import { notFound } from '../../core/graphql/errors.ts';
import { workshopSettings } from '../appointments/appointment-write-repository.ts';
import { type EstimateSampleRow, findEstimateSamples } from './estimate-accuracy-repository.ts';
import { requireStatisticsReader } from './stats-period.ts';

dayjs.extend(utc);

/** The window of the figures: today and the six days before, in the workshop's calendar. */
export const ACCURACY_WINDOW_DAYS = 7;

/** From the start of the first day up to now, included: a customer called a moment ago counts at once. */
export function accuracyWindow(now: Date, timeZone: string): { fromDay: string; toDay: string; from: Date } {
  const toDay = workshopDay(now, timeZone);
  const fromDay = dayjs
    .utc(toDay, 'YYYY-MM-DD')
    .subtract(ACCURACY_WINDOW_DAYS - 1, 'day')
    .format('YYYY-MM-DD');
  return { fromDay, toDay, from: dayBounds(fromDay, timeZone).start };
}

/** One queue's figures, as the schema's QueueEstimateAccuracy. */
export interface QueueAccuracy extends Omit<AccuracyFigures, 'count'> {
  queueID: string;
  name: string;
  customers: number;
}

/** Samples grouped by queue (in the order the rows come: the queues' view order). */
function byQueue(rows: readonly EstimateSampleRow[]): QueueAccuracy[] {
  const groups = new Map<string, { name: string; rows: EstimateSampleRow[] }>();
  for (const row of rows) {
    const group = groups.get(row.queueID) ?? { name: row.queueName, rows: [] };
    group.rows.push(row);
    groups.set(row.queueID, group);
  }
  return [...groups].map(([queueID, group]) => {
    const { count, ...figures } = accuracyFigures(group.rows);
    return { queueID, name: group.name, customers: count, ...figures };
  });
}

/**
 * `estimateAccuracy(workshopID)`: per queue, how far the waits told at check-in were from the
 * waits customers had, over the last seven days. Statistics roles of the workshop; never cached,
 * so the manager's table moves with each call.
 */
export async function estimateAccuracy(ctx: RequestContext, workshopID: string) {
  requireStatisticsReader(ctx, workshopID);
  const settings = await workshopSettings(ctx.db, workshopID);
  if (!settings) throw notFound('Workshop');
  const now = ctx.now();
  const window = accuracyWindow(now, settings.workshop.timeZone);
  const rows = await findEstimateSamples(ctx.db, workshopID, window.from, now);
  return { workshopID, fromDay: window.fromDay, toDay: window.toDay, queues: byQueue(rows) };
}

/** How long a queue's figures serve tracking pages before they are read again. */
export const ACCURACY_CACHE_MS = 60_000;

/**
 * Per queue: the figures, or their reading in flight, and when they go stale. A call moves every
 * tracking page of its queue at once; they share one reading instead of one query each.
 */
const cache = new Map<string, { figures: Promise<AccuracyFigures>; expires: number }>();

/** Forgets cached figures (tests make a queue's history between cases). */
export function clearEstimateAccuracyCache(): void {
  cache.clear();
}

/**
 * A queue's figures for tracking pages and the totem, read at most once a minute per queue (tracking
 * builds are frequent and benchmarked). Keyed by queue alone: a queue belongs to one workshop.
 */
export function cachedQueueAccuracy(
  db: Executor,
  queue: { queueID: string; workshopID: string },
  timeZone: string,
  now: Date,
): Promise<AccuracyFigures> {
  const cached = cache.get(queue.queueID);
  if (cached && cached.expires > Date.now()) return cached.figures;
  const window = accuracyWindow(now, timeZone);
  const figures = findEstimateSamples(db, queue.workshopID, window.from, now, [queue.queueID]).then(
    accuracyFigures,
  );
  cache.set(queue.queueID, { figures, expires: Date.now() + ACCURACY_CACHE_MS });
  // A failed reading is not kept: the next page tries again.
  figures.catch(() => cache.delete(queue.queueID));
  return figures;
}

/**
 * The range a waiting customer's page shows instead of the single figure, or null (no estimate, or
 * the queue's estimates are known to be close): see `waitRange`.
 */
export async function estimatedWaitRange(
  db: Executor,
  queue: { queueID: string; workshopID: string } | null,
  timeZone: string,
  estimatedWaitMinutes: number | null,
  now: Date,
): Promise<WaitRange | null> {
  if (estimatedWaitMinutes === null || queue === null) return null;
  return waitRange(estimatedWaitMinutes, await cachedQueueAccuracy(db, queue, timeZone, now));
}
