import { and, eq, isNull, sql } from 'drizzle-orm';
import { ALERT_TYPE_IDS } from '../../../shared/configuration/constants.ts';
import type { Executor } from '../../core/db/client.ts';
import {
  staffAlerts,
  userWorkshopRoles,
  workshopParameters,
  workshopRoleWarnings,
} from '../../core/db/schema/index.ts';
import type { StaffAlertEvent } from '../../core/realtime/topics.ts';
import { alertTypeName } from './staff-alerts.ts';

const p = workshopParameters;
const inAppChannel = sql`(case ${staffAlerts.alertTypeID}
  when ${ALERT_TYPE_IDS.criticalThreshold} then ${p.criticalThresholdAlertChannel}
  when ${ALERT_TYPE_IDS.globalWaitingTime} then ${p.globalWaitingTimeAlertChannel}
  when ${ALERT_TYPE_IDS.acceptorInactivity} then ${p.acceptorInactivityAlertChannel}
  when ${ALERT_TYPE_IDS.screenOffline} then ${p.screenOfflineAlertChannel} end) in ('push', 'all')`;

/**
 * The alerts raised and not yet cleared in a workshop that reach `userID` in-app (a role of theirs
 * receives the type there, and its channel includes in-app): what a screen shows when it opens.
 */
export async function openInAppAlerts(
  db: Executor,
  workshopID: string,
  userID: string,
): Promise<StaffAlertEvent[]> {
  const roleReceives = sql`exists (select 1 from ${workshopRoleWarnings}
    join ${userWorkshopRoles} on ${userWorkshopRoles.roleID} = ${workshopRoleWarnings.roleID}
      and ${userWorkshopRoles.workshopID} = ${workshopRoleWarnings.workshopID}
    where ${workshopRoleWarnings.workshopID} = ${staffAlerts.workshopID}
      and ${workshopRoleWarnings.alertTypeID} = ${staffAlerts.alertTypeID}
      and ${userWorkshopRoles.userID} = ${userID})`;
  const rows = await db
    .select({
      alertKey: staffAlerts.alertKey,
      alertTypeID: staffAlerts.alertTypeID,
      sendCount: staffAlerts.sendCount,
      lastSentAt: staffAlerts.lastSentAt,
      details: staffAlerts.details,
    })
    .from(staffAlerts)
    .innerJoin(p, eq(p.workshopID, staffAlerts.workshopID))
    .where(
      and(eq(staffAlerts.workshopID, workshopID), isNull(staffAlerts.clearedAt), inAppChannel, roleReceives),
    )
    .orderBy(staffAlerts.firstRaisedAt);
  return rows.map((r) => ({
    alertKey: r.alertKey,
    alertType: alertTypeName(r.alertTypeID),
    state: r.sendCount > 1 ? 'repeated' : 'raised',
    userIDs: [userID],
    details: r.details,
    at: r.lastSentAt.toISOString(),
  }));
}
