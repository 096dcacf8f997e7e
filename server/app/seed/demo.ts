import { sql } from 'drizzle-orm';
import type { Database } from '../../core/db/client.ts';
import { users, workshops } from '../../core/db/schema/index.ts';
import { hashPassword } from '../../features/auth/passwords.ts';
import { seedAppointments } from './demo-appointments.ts';
import { seedCatalog } from './demo-catalog.ts';
import { seedPeople } from './demo-people.ts';
import { DEMO_PASSWORD } from './demo-users.ts';
import { insertWorkshops, seedWorkshopSetups } from './demo-workshops.ts';

/** Transaction-scoped advisory lock key ("seed"): replicas starting together seed once. */
const SEED_LOCK_KEY = 0x73656564;

/**
 * Fills an empty database with the demo installation (spec §2): two workshops, their staff,
 * configuration and today's appointments around `now`. Does nothing if any workshop or any user
 * exists: a database where `npm run create-admin` made the first admin is a real installation,
 * and must not gain demo accounts whose password is public.
 */
export async function seedDemo(db: Database, options: { now?: Date } = {}): Promise<{ seeded: boolean }> {
  const now = options.now ?? new Date();
  if (await inUse(db)) return { seeded: false };
  // Hashed once outside the transaction: argon2 is deliberately slow, and every account shares it.
  const passwordHash = await hashPassword(DEMO_PASSWORD);

  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    // Checked again under the lock: another replica may have seeded while we hashed.
    if (await inUse(tx)) return { seeded: false };

    const catalog = await seedCatalog(tx, now);
    const workshopIDs = await insertWorkshops(tx);
    const userIDs = await seedPeople(tx, passwordHash, workshopIDs, now);
    const setups = await seedWorkshopSetups(tx, workshopIDs, userIDs, catalog);
    for (const workshop of setups) {
      const actors =
        workshop.code === 'MI01'
          ? { bookingUserID: userIDs.get('booking')!, frontDeskUserID: userIDs.get('hostess')! }
          : { bookingUserID: userIDs.get('manager')!, frontDeskUserID: null };
      await seedAppointments(tx, workshop, actors, catalog, now);
    }
    return { seeded: true };
  });
}

async function inUse(db: Pick<Database, 'select'>): Promise<boolean> {
  const [workshop] = await db.select({ id: workshops.workshopID }).from(workshops).limit(1);
  if (workshop) return true;
  const [user] = await db.select({ id: users.userID }).from(users).limit(1);
  return user !== undefined;
}
