import type { Transaction } from '../../core/db/client.ts';
import { roles, users, userWorkshopRoles } from '../../core/db/schema/index.ts';
import { DEMO_USER_PROFILES, type DemoWorkshopCode, demoEmail } from './demo-users.ts';

/** Inserts the demo accounts and their roles; returns user ids by user name. */
export async function seedPeople(
  tx: Transaction,
  passwordHash: string,
  workshopIDs: ReadonlyMap<DemoWorkshopCode, string>,
  now: Date,
): Promise<Map<string, string>> {
  const inserted = await tx
    .insert(users)
    .values(
      DEMO_USER_PROFILES.map((user) => ({
        userName: user.userName,
        firstname: user.firstname,
        lastname: user.lastname,
        email: demoEmail(user.userName),
        emailConfirmed: true,
        isAdmin: user.isAdmin ?? false,
        isCountryManager: user.isCountryManager ?? false,
        passwordHash,
        lastPasswordChangedDate: now,
      })),
    )
    .returning({ id: users.userID, userName: users.userName });
  const userIDs = new Map(inserted.map((u) => [u.userName, u.id]));

  const roleIDs = new Map(
    (await tx.select({ id: roles.id, name: roles.name }).from(roles)).map((r) => [r.name, r.id]),
  );
  const grants = DEMO_USER_PROFILES.flatMap((user) =>
    user.roles.map((grant) => {
      const roleID = roleIDs.get(grant.role);
      if (!roleID) throw new Error(`role ${grant.role} is missing: run ensureRoles before the demo seed`);
      return {
        userID: userIDs.get(user.userName)!,
        workshopID: workshopIDs.get(grant.workshopCode)!,
        roleID,
      };
    }),
  );
  if (grants.length > 0) await tx.insert(userWorkshopRoles).values(grants);
  return userIDs;
}
