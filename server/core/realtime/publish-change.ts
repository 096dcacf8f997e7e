import { sql } from 'drizzle-orm';
import { workshopEventVersions } from '../db/schema/index.ts';
import { bind, statement } from '../db/statements.ts';
import type { RealtimeServices } from './pubsub.ts';
import type { WorkshopChangeEvent } from './topics.ts';

export type WorkshopChange = Omit<WorkshopChangeEvent, 'version'>;

const bumpVersion = statement('bumpWorkshopEventVersion', (qb) =>
  qb
    .insert(workshopEventVersions)
    .values({ workshopID: bind('workshopID'), version: 1 })
    .onConflictDoUpdate({
      target: workshopEventVersions.workshopID,
      set: { version: sql`${workshopEventVersions.version} + 1` },
    })
    .returning({ version: workshopEventVersions.version }),
);

/**
 * Publishes a committed change. Call it only after the transaction has committed. The workshop's
 * event counter is bumped here, outside the action's transaction, so concurrent actions do not
 * queue on one counter row. Bumped after the commit, a version V tells that every change up to V
 * has committed, though events may arrive out of order: live subscriptions rely on the first and
 * tolerate the second (core/realtime/coalesced-feed.ts).
 * It never throws: a change that committed is done, whatever happens to its announcement.
 */
export async function publishWorkshopChange(
  services: Pick<RealtimeServices, 'db' | 'pubsub' | 'logger'>,
  change: WorkshopChange,
): Promise<void> {
  try {
    const [row] = await bumpVersion.run(services.db, { workshopID: change.workshopID });
    services.pubsub.publish('workshop', change.workshopID, {
      ...change,
      version: row?.version ?? 0,
      publishedAt: Date.now(),
    });
  } catch (error) {
    services.logger.warn('a committed change was not announced', { error, workshopID: change.workshopID });
  }
}

/**
 * Publishes a change of a workshop's configuration that names no appointment, queue or box (slogans,
 * monitors, totems, monitor videos, the pickup schedule): running monitors receive it on
 * `monitorCalls` as an event without a new call and read their slogans and videos again; other
 * screens refetch what they show. With `deskSettings` (the time zone or a queue parameter changed),
 * staff screens also receive the desk settings and every queue again on `queueChanged`.
 */
export function publishConfigurationChange(
  services: Pick<RealtimeServices, 'db' | 'pubsub' | 'logger'>,
  workshopID: string,
  { deskSettings = false }: { deskSettings?: boolean } = {},
): Promise<void> {
  return publishWorkshopChange(services, {
    workshopID,
    appointmentIDs: [],
    queueIDs: [],
    boxIDs: [],
    call: null,
    trackingCodes: [],
    ...(deskSettings ? { deskSettings: true as const } : {}),
  });
}

/**
 * A configuration change without desk settings (publishConfigurationChange): it names nothing a
 * screen holds, so a screen that shows any configuration reads it again.
 */
export function namesNothing(event: WorkshopChangeEvent): boolean {
  return (
    event.call === null &&
    !event.deskSettings &&
    [
      event.appointmentIDs,
      event.queueIDs,
      event.boxIDs,
      event.trackingCodes,
      event.queueGroupIDs ?? [],
    ].every((ids) => ids.length === 0)
  );
}
