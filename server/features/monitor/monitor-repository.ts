import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Executor } from '../../core/db/client.ts';
import { monitorQueueGroups, monitors, queueGroups, slogans, workshops } from '../../core/db/schema/index.ts';

/** A monitor with its workshop's name and zone. */
export function findMonitors(db: Executor, where: { userID?: string; monitorID?: string }) {
  return db
    .select({
      monitorID: monitors.monitorID,
      name: monitors.name,
      userID: monitors.userID,
      workshopID: monitors.workshopID,
      workshopName: workshops.name,
      timeZone: workshops.timeZone,
    })
    .from(monitors)
    .innerJoin(workshops, eq(workshops.workshopID, monitors.workshopID))
    .where(
      and(
        where.userID ? eq(monitors.userID, where.userID) : undefined,
        where.monitorID ? eq(monitors.monitorID, where.monitorID) : undefined,
      ),
    )
    .orderBy(asc(workshops.name), asc(monitors.name));
}

export type MonitorRow = Awaited<ReturnType<typeof findMonitors>>[number];

/** One monitor by id, as findMonitors reads it. */
export async function findMonitor(db: Executor, monitorID: string): Promise<MonitorRow | undefined> {
  const [monitor] = await findMonitors(db, { monitorID });
  return monitor;
}

/** The queue groups of these monitors, each monitor's in its order; deleted groups left out. */
export function monitorGroups(db: Executor, monitorIDs: string[]) {
  if (monitorIDs.length === 0) return Promise.resolve([]);
  return db
    .select({
      monitorID: monitorQueueGroups.monitorID,
      queueGroupID: queueGroups.queueGroupID,
      name: queueGroups.name,
      color: queueGroups.color,
      position: monitorQueueGroups.position,
    })
    .from(monitorQueueGroups)
    .innerJoin(queueGroups, eq(queueGroups.queueGroupID, monitorQueueGroups.queueGroupID))
    .where(and(inArray(monitorQueueGroups.monitorID, monitorIDs), isNull(queueGroups.deletedAt)))
    .orderBy(asc(monitorQueueGroups.position), asc(queueGroups.name));
}

/** Whether `userID` is the device account of a monitor of the workshop. */
export async function isMonitorDeviceOf(db: Executor, userID: string, workshopID: string) {
  const rows = await db
    .select({ monitorID: monitors.monitorID })
    .from(monitors)
    .where(and(eq(monitors.userID, userID), eq(monitors.workshopID, workshopID)))
    .limit(1);
  return rows.length > 0;
}

/** The visible slogans of a workshop, in their order. */
export function visibleSlogans(db: Executor, workshopID: string) {
  return db
    .select({
      sloganID: slogans.sloganID,
      title: slogans.title,
      text: slogans.text,
      order: slogans.order,
      duration: slogans.duration,
    })
    .from(slogans)
    .where(and(eq(slogans.workshopID, workshopID), eq(slogans.isVisible, true)))
    .orderBy(asc(slogans.order), asc(slogans.title));
}
