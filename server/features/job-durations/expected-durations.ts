import { eq } from 'drizzle-orm';
import type { Executor } from '../../core/db/client.ts';
import { workshopParameters } from '../../core/db/schema/index.ts';
import {
  DURATION_WINDOW_DAYS,
  type ExpectedDuration,
  expectedJobDuration,
  type QueueJobStats,
} from './expected-duration.ts';
import { queueJobStats } from './job-durations-repository.ts';

/** The column default of `expectedJobMinutes`, for a workshop whose parameters row is missing. */
const DEFAULT_EXPECTED_JOB_MINUTES = 60;

/**
 * How long a workshop's figures are reused: a month of history barely moves in ten minutes, and the
 * bay board asks on every box change of every screen.
 */
export const DURATIONS_CACHE_MS = 10 * 60_000;

/** A workshop's recent job figures per queue and its configured fallback. */
export interface WorkshopDurations {
  stats: ReadonlyMap<string, QueueJobStats>;
  configuredMinutes: number;
}

interface Entry {
  until: number;
  value: Promise<WorkshopDurations>;
}

// Per database (tests open several), per workshop. The promise is kept, so screens asking at once
// share one query.
const cacheByDatabase = new WeakMap<object, Map<string, Entry>>();

/** The workshop's figures, read at most once per DURATIONS_CACHE_MS in this process. */
export function workshopDurations(db: Executor, workshopID: string, now: Date): Promise<WorkshopDurations> {
  let cache = cacheByDatabase.get(db);
  if (!cache) {
    cache = new Map();
    cacheByDatabase.set(db, cache);
  }
  const found = cache.get(workshopID);
  if (found && found.until > now.getTime()) return found.value;
  const value = readDurations(db, workshopID, now);
  const entry = { until: now.getTime() + DURATIONS_CACHE_MS, value };
  cache.set(workshopID, entry);
  // A failed read is not kept: the next caller tries again.
  value.catch(() => {
    if (cache.get(workshopID) === entry) cache.delete(workshopID);
  });
  return value;
}

/** Drops the workshop's kept figures (its configured duration changed): the next reader reads them. */
export function forgetWorkshopDurations(db: Executor, workshopID: string): void {
  cacheByDatabase.get(db)?.delete(workshopID);
}

/** The expected duration of a job in `queueID` (null: the workshop's configured duration). */
export function durationOf(durations: WorkshopDurations, queueID: string | null): ExpectedDuration {
  return expectedJobDuration(queueID ? durations.stats.get(queueID) : undefined, durations.configuredMinutes);
}

async function readDurations(db: Executor, workshopID: string, now: Date): Promise<WorkshopDurations> {
  const since = new Date(now.getTime() - DURATION_WINDOW_DAYS * 24 * 3600_000);
  const [stats, [parameters]] = await Promise.all([
    queueJobStats(db, workshopID, since),
    db
      .select({ minutes: workshopParameters.expectedJobMinutes })
      .from(workshopParameters)
      .where(eq(workshopParameters.workshopID, workshopID)),
  ]);
  return {
    stats: new Map(stats.map((row) => [row.queueID, row])),
    configuredMinutes: parameters?.minutes ?? DEFAULT_EXPECTED_JOB_MINUTES,
  };
}
