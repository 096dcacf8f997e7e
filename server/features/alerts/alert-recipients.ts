import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { MessageLanguage } from '../../../shared/configuration/constants.ts';
import type { Executor } from '../../core/db/client.ts';
import {
  users,
  userWorkshopRoles,
  workshopDailyStatisticsRoles,
  workshopRoleWarnings,
} from '../../core/db/schema/index.ts';

export interface StaffRecipient {
  userID: string;
  email: string | null;
  phoneNumber: string | null;
  /** The language the user's SMS and e-mails are written in. */
  language: MessageLanguage;
}

/**
 * The users holding, in the workshop, a role chosen for the alert type (`workshop_role_warnings`)
 * or for the daily statistics e-mail (`workshop_daily_statistics_roles`). Deleted and locked users are left out.
 */
export async function recipientsByRoles(
  db: Executor,
  workshopID: string,
  roleIDs: ReturnType<typeof warningRoles> | ReturnType<typeof dailyStatisticsRoles>,
): Promise<StaffRecipient[]> {
  return db
    .selectDistinct({
      userID: users.userID,
      email: users.email,
      phoneNumber: users.phoneNumber,
      language: sql<MessageLanguage>`${users.preferredLanguage}`,
    })
    .from(userWorkshopRoles)
    .innerJoin(users, eq(users.userID, userWorkshopRoles.userID))
    .where(
      and(
        eq(userWorkshopRoles.workshopID, workshopID),
        inArray(userWorkshopRoles.roleID, roleIDs),
        isNull(users.deletedAt),
        eq(users.userLocked, false),
      ),
    );
}

/** The subquery of the roles that receive one alert type in one workshop. */
export function warningRoles(db: Executor, workshopID: string, alertTypeID: number) {
  return db
    .select({ roleID: workshopRoleWarnings.roleID })
    .from(workshopRoleWarnings)
    .where(
      and(eq(workshopRoleWarnings.workshopID, workshopID), eq(workshopRoleWarnings.alertTypeID, alertTypeID)),
    );
}

/** The subquery of the roles that receive a workshop's daily statistics e-mail. */
export function dailyStatisticsRoles(db: Executor, workshopID: string) {
  return db
    .select({ roleID: workshopDailyStatisticsRoles.roleID })
    .from(workshopDailyStatisticsRoles)
    .where(eq(workshopDailyStatisticsRoles.workshopID, workshopID));
}
