import { and, asc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import {
  HEARTBEAT_MIN_GAP_SECONDS,
  offlineAfterMinutes,
  SCREEN_KINDS,
  type ScreenKind,
  type ScreenState,
  screenState,
} from '../../../shared/screens/screen-state.ts';
import type { Executor } from '../../core/db/client.ts';
import { screenDevices, workshopParameters, workshops } from '../../core/db/schema/index.ts';

export type ScreenDeviceRow = typeof screenDevices.$inferSelect;

export interface Heartbeat {
  workshopID: string;
  userID: string;
  deviceID: string;
  kind: ScreenKind;
  screenID: string;
  screenName: string;
  version: string;
  userAgent: string;
}

const at = (now: Date) => sql`${now.toISOString()}::timestamptz`;
/** The workshop's silence before "offline": `offlineAfterMinutes` in SQL, for the statements that filter by it. */
const offlineMinutes = sql`(case when ${workshopParameters.screenOfflineAlertMinutes} > 0
  then ${workshopParameters.screenOfflineAlertMinutes} else ${offlineAfterMinutes(0)} end)`;
/** Whether a device has been silent for its workshop's threshold at `now`. */
const silentAt = (now: Date) =>
  sql`${screenDevices.lastSeenAt} <= ${at(now)} - make_interval(mins => ${offlineMinutes})`;

/**
 * Stores a heartbeat: a new device gets its row, a known one its new last-seen, screen and
 * version. A beat less than HEARTBEAT_MIN_GAP_SECONDS after the stored one changes nothing unless
 * the device now shows another screen or version. Resolves to whether it was stored and whether
 * the device had been marked offline (it is back).
 */
export async function recordHeartbeat(
  db: Executor,
  beat: Heartbeat,
  now: Date,
): Promise<{ recorded: boolean; backOnline: ScreenDeviceRow | undefined }> {
  const [backOnline] = await db
    .update(screenDevices)
    .set({ offlineSince: null })
    .where(
      and(
        eq(screenDevices.userID, beat.userID),
        eq(screenDevices.deviceID, beat.deviceID),
        isNotNull(screenDevices.offlineSince),
      ),
    )
    .returning();
  const written = await db
    .insert(screenDevices)
    .values({ ...beat, firstSeenAt: now, lastSeenAt: now })
    .onConflictDoUpdate({
      target: [screenDevices.userID, screenDevices.deviceID],
      set: {
        workshopID: beat.workshopID,
        kind: beat.kind,
        screenID: beat.screenID,
        screenName: beat.screenName,
        version: beat.version,
        userAgent: beat.userAgent,
        lastSeenAt: now,
      },
      setWhere: sql`${screenDevices.lastSeenAt} <= ${at(now)} - make_interval(secs => ${HEARTBEAT_MIN_GAP_SECONDS})
        or ${screenDevices.screenID} <> ${beat.screenID}
        or ${screenDevices.version} <> ${beat.version}
        or ${screenDevices.workshopID} <> ${beat.workshopID}`,
    })
    .returning({ id: screenDevices.screenDeviceID });
  return { recorded: written.length > 0, backOnline };
}

/** A workshop's screens with their state at `now` (the shared rule), monitors first, then by name. */
export async function listScreenDevices(
  db: Executor,
  workshopID: string,
  now: Date,
): Promise<(ScreenDeviceRow & { state: ScreenState })[]> {
  const rows = await db
    .select({ device: screenDevices, minutes: workshopParameters.screenOfflineAlertMinutes })
    .from(screenDevices)
    .innerJoin(workshopParameters, eq(workshopParameters.workshopID, screenDevices.workshopID))
    .where(eq(screenDevices.workshopID, workshopID))
    .orderBy(asc(screenDevices.kind), asc(screenDevices.screenName), asc(screenDevices.firstSeenAt));
  return rows.map((r) => ({
    ...r.device,
    state: screenState(r.device.lastSeenAt, now, offlineAfterMinutes(r.minutes)),
  }));
}

export async function findScreenDevice(db: Executor, screenDeviceID: string) {
  const [row] = await db.select().from(screenDevices).where(eq(screenDevices.screenDeviceID, screenDeviceID));
  return row;
}

export async function deleteScreenDevice(db: Executor, screenDeviceID: string): Promise<boolean> {
  const deleted = await db
    .delete(screenDevices)
    .where(eq(screenDevices.screenDeviceID, screenDeviceID))
    .returning({ id: screenDevices.screenDeviceID });
  return deleted.length > 0;
}

/**
 * Marks the devices silent past their workshop's threshold at `now` as offline, once per outage
 * (the next heartbeat clears the mark); resolves to the devices newly marked.
 */
export function markSilentDevicesOffline(db: Executor, now: Date) {
  return db
    .update(screenDevices)
    .set({ offlineSince: now })
    .from(workshopParameters)
    .where(
      and(
        eq(workshopParameters.workshopID, screenDevices.workshopID),
        isNull(screenDevices.offlineSince),
        silentAt(now),
      ),
    )
    .returning({
      screenDeviceID: screenDevices.screenDeviceID,
      workshopID: screenDevices.workshopID,
      kind: screenDevices.kind,
      lastSeenAt: screenDevices.lastSeenAt,
    });
}

/** For `/metrics`: the installation's screens by kind and state at `now`. */
export async function screenDeviceCounts(db: Executor, now: Date) {
  const rows = await db
    .select({
      kind: screenDevices.kind,
      lastSeenAt: screenDevices.lastSeenAt,
      minutes: workshopParameters.screenOfflineAlertMinutes,
    })
    .from(screenDevices)
    .innerJoin(workshopParameters, eq(workshopParameters.workshopID, screenDevices.workshopID))
    .innerJoin(workshops, eq(workshops.workshopID, screenDevices.workshopID))
    .where(isNull(workshops.deletedAt));
  const counts = new Map<string, number>();
  for (const kind of SCREEN_KINDS) {
    for (const state of ['online', 'offline'] as const) counts.set(`${kind}:${state}`, 0);
  }
  for (const r of rows) {
    const key = `${r.kind}:${screenState(r.lastSeenAt, now, offlineAfterMinutes(r.minutes))}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return [...counts].map(([key, value]) => {
    const [kind = '', state = ''] = key.split(':');
    return { labels: { kind, state }, value };
  });
}
