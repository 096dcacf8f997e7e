import { and, eq, inArray, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import { BOX_OCCUPYING_STATUSES, WAITING_STATUSES } from '../../../shared/appointments/appointment-status.ts';
import type { AlertChannel } from '../../../shared/configuration/constants.ts';
import type { Executor } from '../../core/db/client.ts';
import { appointments, boxes, screenDevices, users, workshopParameters } from '../../core/db/schema/index.ts';

/** The staff alerts (the three of spec §3 and issue 17's screen offline), by the names the texts and the client use. */
export type AlertType = 'criticalThreshold' | 'globalWaitingTime' | 'acceptorInactivity' | 'screenOffline';

/** An alert whose condition holds at the evaluated instant. */
export interface ActiveAlert {
  alertKey: string;
  workshopID: string;
  alertType: AlertType;
  channel: AlertChannel;
  repeatMinutes: number;
  /** What the texts show: plate, minutes, box… */
  details: Record<string, string | number>;
}

const at = (now: Date) => sql`${now.toISOString()}::timestamptz`;
const minutesBefore = (now: Date, minutes: unknown) => sql`${at(now)} - make_interval(mins => ${minutes})`;
const waitedMinutes = (now: Date, since: unknown) =>
  sql<number>`floor(extract(epoch from (${at(now)} - ${since})) / 60)::int`;
const isWaiting = and(
  inArray(appointments.statusCode, [...WAITING_STATUSES]),
  isNull(appointments.deletedAt),
  isNotNull(appointments.checkinDateTime),
);

/**
 * Every alert whose condition holds at `now`, in every workshop whose `warningsEnabled` master
 * switch is on and whose channel for it is not `none` (docs/messaging.md "Staff alerts" defines
 * each condition). A workshop switched off has no active alert, so its open ones are cleared. `now` is a parameter so tests drive
 * the conditions with a fixed clock.
 */
export async function activeAlerts(db: Executor, now: Date): Promise<ActiveAlert[]> {
  const [critical, global, inactive, screens] = await Promise.all([
    criticalThreshold(db, now),
    globalWaitingTime(db, now),
    acceptorInactivity(db, now),
    screenOffline(db, now),
  ]);
  return [...critical, ...global, ...inactive, ...screens];
}

/** A customer waiting in a queue for longer than `criticalThresholdAlertMinutes`. */
async function criticalThreshold(db: Executor, now: Date): Promise<ActiveAlert[]> {
  const p = workshopParameters;
  const rows = await db
    .select({
      appointmentID: appointments.appointmentID,
      workshopID: appointments.workshopID,
      plate: appointments.licensePlate,
      minutes: waitedMinutes(now, appointments.checkinDateTime),
      channel: p.criticalThresholdAlertChannel,
      repeatMinutes: p.criticalThresholdAlertRepeatMinutes,
    })
    .from(appointments)
    .innerJoin(p, eq(p.workshopID, appointments.workshopID))
    .where(
      and(
        isWaiting,
        eq(p.warningsEnabled, true),
        ne(p.criticalThresholdAlertChannel, 'none'),
        sql`${appointments.checkinDateTime} <= ${minutesBefore(now, p.criticalThresholdAlertMinutes)}`,
      ),
    );
  return rows.map((r) => ({
    alertKey: `criticalThreshold:${r.appointmentID}`,
    workshopID: r.workshopID,
    alertType: 'criticalThreshold',
    channel: r.channel,
    repeatMinutes: r.repeatMinutes,
    details: { plate: r.plate, minutes: Number(r.minutes) },
  }));
}

/** The average wait of the workshop's waiting customers above `criticalGlobalWaitingTimeInMinutes`. */
async function globalWaitingTime(db: Executor, now: Date): Promise<ActiveAlert[]> {
  const p = workshopParameters;
  const averageSeconds = sql`avg(extract(epoch from (${at(now)} - ${appointments.checkinDateTime})))`;
  const rows = await db
    .select({
      workshopID: appointments.workshopID,
      minutes: sql<number>`floor(${averageSeconds} / 60)::int`,
      waiting: sql<number>`count(*)::int`,
      channel: p.globalWaitingTimeAlertChannel,
      repeatMinutes: p.globalWaitingTimeAlertRepeatMinutes,
    })
    .from(appointments)
    .innerJoin(p, eq(p.workshopID, appointments.workshopID))
    .where(and(isWaiting, eq(p.warningsEnabled, true), ne(p.globalWaitingTimeAlertChannel, 'none')))
    .groupBy(
      appointments.workshopID,
      p.globalWaitingTimeAlertChannel,
      p.globalWaitingTimeAlertRepeatMinutes,
      p.criticalGlobalWaitingTimeInMinutes,
    )
    .having(sql`${averageSeconds} > ${p.criticalGlobalWaitingTimeInMinutes} * 60`);
  return rows.map((r) => ({
    alertKey: `globalWaitingTime:${r.workshopID}`,
    workshopID: r.workshopID,
    alertType: 'globalWaitingTime',
    channel: r.channel,
    repeatMinutes: r.repeatMinutes,
    details: { minutes: Number(r.minutes), waiting: Number(r.waiting) },
  }));
}

/**
 * An acceptor at a free, available box whose queues have had customers waiting, who has called
 * nobody for `acceptorInactivityTimeInMinutes`: idle since the later of their last call in the
 * workshop and the check-in of the longest-waiting customer their box can call.
 */
async function acceptorInactivity(db: Executor, now: Date): Promise<ActiveAlert[]> {
  const p = workshopParameters;
  const waitingSince = sql`(select min(w.checkin_date_time) from appointments w
      join queues q on q.queue_id = w.assigned_queue_id
      where w.workshop_id = ${boxes.workshopID} and w.deleted_at is null
        and w.status_code in (${sql.join(
          WAITING_STATUSES.map((s) => sql`${s}`),
          sql`, `,
        )})
        and (${boxes.queueGroupID} is null or q.queue_group_id = ${boxes.queueGroupID}))`;
  const lastCall = sql`(select max(c.acceptance_date_time) from appointments c
      where c.workshop_id = ${boxes.workshopID} and c.accepted_user_id = ${boxes.userID})`;
  const occupied = sql`exists (select 1 from appointments o where o.accepted_box_id = ${boxes.boxID}
      and o.deleted_at is null and o.status_code in (${sql.join(
        BOX_OCCUPYING_STATUSES.map((s) => sql`${s}`),
        sql`, `,
      )}))`;
  const idleSince = sql`greatest(${waitingSince}, ${lastCall})`;
  const rows = await db
    .select({
      boxID: boxes.boxID,
      workshopID: boxes.workshopID,
      box: boxes.name,
      userID: boxes.userID,
      acceptor: users.userName,
      minutes: waitedMinutes(now, idleSince),
      channel: p.acceptorInactivityAlertChannel,
      repeatMinutes: p.acceptorInactivityAlertRepeatMinutes,
    })
    .from(boxes)
    .innerJoin(p, eq(p.workshopID, boxes.workshopID))
    .innerJoin(users, eq(users.userID, boxes.userID))
    .where(
      and(
        isNull(boxes.deletedAt),
        eq(boxes.notAvailable, false),
        eq(p.warningsEnabled, true),
        ne(p.acceptorInactivityAlertChannel, 'none'),
        sql`not ${occupied}`,
        sql`${waitingSince} is not null`,
        sql`${idleSince} <= ${minutesBefore(now, p.acceptorInactivityTimeInMinutes)}`,
      ),
    );
  return rows.map((r) => ({
    alertKey: `acceptorInactivity:${r.boxID}:${r.userID}`,
    workshopID: r.workshopID,
    alertType: 'acceptorInactivity',
    channel: r.channel,
    repeatMinutes: r.repeatMinutes,
    details: { box: r.box, acceptor: r.acceptor, minutes: Number(r.minutes) },
  }));
}

/**
 * A monitor or totem silent for `screenOfflineAlertMinutes` (0: never), docs/operations.md
 * "Unattended screens". Its next heartbeat ends the condition, so the alert clears; with the
 * default repeat of 0 it goes out once per outage. A forgotten screen has no row, so no alert.
 */
async function screenOffline(db: Executor, now: Date): Promise<ActiveAlert[]> {
  const p = workshopParameters;
  const rows = await db
    .select({
      screenDeviceID: screenDevices.screenDeviceID,
      workshopID: screenDevices.workshopID,
      kind: screenDevices.kind,
      screen: screenDevices.screenName,
      minutes: waitedMinutes(now, screenDevices.lastSeenAt),
      channel: p.screenOfflineAlertChannel,
      repeatMinutes: p.screenOfflineAlertRepeatMinutes,
    })
    .from(screenDevices)
    .innerJoin(p, eq(p.workshopID, screenDevices.workshopID))
    .where(
      and(
        eq(p.warningsEnabled, true),
        ne(p.screenOfflineAlertChannel, 'none'),
        sql`${p.screenOfflineAlertMinutes} > 0`,
        sql`${screenDevices.lastSeenAt} <= ${minutesBefore(now, p.screenOfflineAlertMinutes)}`,
      ),
    );
  return rows.map((r) => ({
    alertKey: `screenOffline:${r.screenDeviceID}`,
    workshopID: r.workshopID,
    alertType: 'screenOffline',
    channel: r.channel,
    repeatMinutes: r.repeatMinutes,
    details: { kind: r.kind, screen: r.screen, minutes: Number(r.minutes) },
  }));
}
