import { and, desc, eq, gt, gte, inArray, notExists } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { dayBounds, workshopDay } from '../../../shared/time/workshop-day.ts';
import type { RequestContext } from '../../core/context/context.ts';
import {
  appointmentLogs,
  appointments,
  boxes,
  monitorQueueGroups,
  monitors,
  queues,
  workshops,
} from '../../core/db/schema/index.ts';
import { requireDeviceViewer } from '../../core/policies/device-access.ts';
import type { WorkshopChangeEvent } from '../../core/realtime/topics.ts';

/** How many calls a monitor lists: the latest large, the rest below it. */
const RECENT_CALLS = 8;

export interface MonitorScope {
  monitorID: string;
  workshopID: string;
  timeZone: string;
  queueGroupIDs: string[];
}

/**
 * The monitor, if the caller may watch it: its own device account, or staff of its workshop.
 */
export async function monitorScope(ctx: RequestContext, monitorID: string): Promise<MonitorScope> {
  const monitor = await requireDeviceViewer(ctx, monitorID, 'Monitor', async (id) => {
    const [row] = await ctx.db
      .select({ monitor: monitors, timeZone: workshops.timeZone })
      .from(monitors)
      .innerJoin(workshops, eq(workshops.workshopID, monitors.workshopID))
      .where(eq(monitors.monitorID, id));
    return row && { ...row.monitor, timeZone: row.timeZone };
  });
  return currentMonitorScope(ctx, {
    monitorID,
    workshopID: monitor.workshopID,
    timeZone: monitor.timeZone,
    queueGroupIDs: [],
  });
}

/** The same monitor with its queue groups as they are now (rights were checked at subscription). */
export async function currentMonitorScope(ctx: RequestContext, scope: MonitorScope): Promise<MonitorScope> {
  const groups = await ctx.db
    .select({ queueGroupID: monitorQueueGroups.queueGroupID })
    .from(monitorQueueGroups)
    .where(eq(monitorQueueGroups.monitorID, scope.monitorID));
  return { ...scope, queueGroupIDs: groups.map((g) => g.queueGroupID) };
}

/**
 * A change that names no customer: the configuration screens announce their writes (groups, queues,
 * monitors) this way, and any of them may change which calls a monitor shows.
 */
export function isConfigurationChange(event: WorkshopChangeEvent): boolean {
  return event.call === null && event.appointmentIDs.length === 0 && event.trackingCodes.length === 0;
}

/** A visit's later log lines, to find calls taken back. */
const laterLines = alias(appointmentLogs, 'later_lines');

/**
 * Today's latest calls into a box from the monitor's queue groups, hidden calls left out, and calls
 * taken back ("return to queue") left out too: the waiting room must not go on being sent to a box
 * that no longer expects them.
 */
export async function recentCalls(ctx: RequestContext, scope: MonitorScope) {
  if (scope.queueGroupIDs.length === 0) return [];
  const { start } = dayBounds(workshopDay(ctx.now(), scope.timeZone), scope.timeZone);
  const rows = await ctx.db
    .select({
      callID: appointmentLogs.appointmentLogID,
      appointmentID: appointments.appointmentID,
      licensePlate: appointments.licensePlate,
      hidden: appointments.hiddenAcceptance,
      boxID: boxes.boxID,
      boxName: boxes.name,
      queueName: queues.name,
      queueColor: queues.color,
      calledAt: appointmentLogs.dateTime,
    })
    .from(appointmentLogs)
    .innerJoin(appointments, eq(appointments.appointmentID, appointmentLogs.appointmentID))
    .innerJoin(boxes, eq(boxes.boxID, appointmentLogs.boxID))
    .innerJoin(queues, eq(queues.queueID, appointments.assignedQueueID))
    .where(
      and(
        eq(appointmentLogs.workshopID, scope.workshopID),
        eq(appointmentLogs.actionType, 'NextCustomer'),
        gte(appointmentLogs.dateTime, start),
        inArray(queues.queueGroupID, scope.queueGroupIDs),
        notExists(
          ctx.db
            .select({ one: laterLines.seq })
            .from(laterLines)
            .where(
              and(
                eq(laterLines.appointmentID, appointmentLogs.appointmentID),
                eq(laterLines.actionType, 'BackToQueue'),
                gt(laterLines.seq, appointmentLogs.seq),
              ),
            ),
        ),
      ),
    )
    .orderBy(desc(appointmentLogs.seq))
    .limit(RECENT_CALLS * 2);
  // A hidden call (the acceptor's hidden mode) is never announced.
  return rows.filter((row) => !row.hidden).slice(0, RECENT_CALLS);
}
