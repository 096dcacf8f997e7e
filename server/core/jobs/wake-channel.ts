import type { DriverHandle } from '../db/client.ts';
import type { Logger } from '../logger/logger.ts';

// When the jobs run in another process (JOB_WORKERS off here, on there), a request's "look for
// work now" crosses processes through PostgreSQL's LISTEN/NOTIFY: no polling interval between a
// commit and its message being sent, and nothing more to run. PGlite is one process: no channel.

const CHANNEL = 'turno_job_wake';

export interface WakeChannel {
  /** Tells the processes that run `queue`'s workers to look for work now. */
  notify(queue: string): void;
  close(): Promise<void>;
}

/** Listens for wakes when this process runs workers, and hands each queue name to `onWake`. */
export async function openWakeChannel(
  driver: DriverHandle,
  logger: Logger,
  onWake: ((queue: string) => void) | null,
): Promise<WakeChannel | null> {
  if (driver.kind !== 'postgres') return null;
  const { sql } = driver;
  // postgres.js keeps one connection of its own for LISTEN and listens again after a reconnect.
  const listening = onWake ? await sql.listen(CHANNEL, (queue) => onWake(queue)) : null;
  return {
    notify(queue) {
      sql.notify(CHANNEL, queue).catch((error: unknown) => logger.warn('job wake failed', { queue, error }));
    },
    async close() {
      await listening?.unlisten();
    },
  };
}
