import { eq } from 'drizzle-orm';
import type { Database } from '../../core/db/client.ts';
import { appSecrets } from '../../core/db/schema/index.ts';
import { randomCode } from './secret-codes.ts';

const NAME = 'jwt';

/**
 * Without JWT_SECRET, a random secret is made once and kept in the database, so every replica that
 * shares the database signs and verifies with the same key and restarts keep sessions valid.
 */
export async function loadJwtSecret(db: Database): Promise<string> {
  await db
    .insert(appSecrets)
    .values({ name: NAME, value: randomCode(48) })
    .onConflictDoNothing();
  const [row] = await db.select().from(appSecrets).where(eq(appSecrets.name, NAME));
  if (!row) throw new Error('could not load the JWT secret');
  return row.value;
}
