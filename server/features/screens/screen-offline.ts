import type { Database } from '../../core/db/client.ts';
import type { Logger } from '../../core/logger/logger.ts';
import { markSilentDevicesOffline } from './screen-devices-repository.ts';

/**
 * The minute job's first step (run with the staff alerts, server/features/alerts/alert-jobs.ts):
 * marks the screens that fell silent at `now` as offline and logs each outage once; the alert
 * itself is the `screenOffline` condition of the staff alerts.
 */
export async function markScreensOffline(db: Database, logger: Logger, now: Date): Promise<string[]> {
  const marked = await markSilentDevicesOffline(db, now);
  for (const device of marked) {
    logger.warn('screen offline', {
      screenDeviceID: device.screenDeviceID,
      workshopID: device.workshopID,
      kind: device.kind,
      lastSeenAt: device.lastSeenAt.toISOString(),
    });
  }
  return marked.map((d) => d.screenDeviceID);
}
