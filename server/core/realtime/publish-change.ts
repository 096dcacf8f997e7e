import { sql } from 'drizzle-orm';
import type { Transaction } from '../db/client.ts';
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
 * event counter is bumped here, after the commit, in a statement of its own (the desk's frequent
 * actions take theirs with the commit instead: versionAtCommit). Either way a version V tells that
 * every change up to V has committed, though events may arrive out of order: live subscriptions
 * rely on the first and tolerate the second (core/realtime/coalesced-feed.ts).
 * It never throws: a change that committed is done, whatever happens to its announcement.
 */
export async function publishWorkshopChange(
  services: Pick<RealtimeServices, 'db' | 'pubsub' | 'logger'>,
  change: WorkshopChange,
): Promise<void> {
  let version: number;
  try {
    const [row] = await bumpVersion.run(services.db, { workshopID: change.workshopID });
    version = row?.version ?? 0;
  } catch (error) {
    notAnnounced(services, change, error);
    return;
  }
  announce(services, change, version);
}

/** Sends a committed change with its version to the workshop's subscribers; never throws. */
function announce(
  services: Pick<RealtimeServices, 'pubsub' | 'logger'>,
  change: WorkshopChange,
  version: number,
) {
  try {
    services.pubsub.publish('workshop', change.workshopID, { ...change, version, publishedAt: Date.now() });
  } catch (error) {
    notAnnounced(services, change, error);
  }
}

function notAnnounced(services: Pick<RealtimeServices, 'logger'>, change: WorkshopChange, error: unknown) {
  services.logger.warn('a committed change was not announced', { error, workshopID: change.workshopID });
}

/**
 * A change's version, taken by the change's own transaction as its last statement: call it as the
 * last thing the transaction does, without awaiting it, return the promise with the outcome and
 * hand it to `publishCommittedChange` once the transaction has returned. The statement reaches the
 * connection at once (no await comes before the driver has it), so it goes in the same socket write
 * as the COMMIT that follows, and PostgreSQL runs it just before committing. The counter's row is
 * then locked only while the server commits, with no network turn in between; versions follow
 * commit order; and the bump after the commit (a round trip, a socket write and a WAL flush of its
 * own) is gone. Anything awaited after it would hold every action of the workshop on that row.
 */
export function versionAtCommit(tx: Transaction, workshopID: string): Promise<number> {
  const version = bumpVersion.run(tx, { workshopID }).then(([row]) => row?.version ?? 0);
  // Awaited by publishCommittedChange after the transaction; a rejection before then is expected.
  version.catch(() => {});
  return version;
}

/**
 * Publishes a change whose transaction took its version (versionAtCommit). Unlike
 * publishWorkshopChange this throws when the version failed: a failed statement aborts the
 * transaction and PostgreSQL answers the COMMIT after it with a rollback, which the drivers return
 * as success, so the change did not happen. (Only a failure before the statement left the process
 * would leave a committed change unannounced and reported as failed; a retry with the same
 * idempotency key then returns it.)
 */
export async function publishCommittedChange(
  services: Pick<RealtimeServices, 'pubsub' | 'logger'>,
  change: WorkshopChange,
  version: Promise<number>,
): Promise<void> {
  announce(services, change, await version);
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
    ...changeNamingNothing(workshopID),
    ...(deskSettings ? { deskSettings: true as const } : {}),
  });
}

/** A change of the workshop that names no appointment, queue, box, call or visit. */
export function changeNamingNothing(workshopID: string): WorkshopChange {
  return { workshopID, appointmentIDs: [], queueIDs: [], boxIDs: [], call: null, trackingCodes: [] };
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
