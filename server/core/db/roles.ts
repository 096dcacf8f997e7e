import { normalizeRoleName, ROLE_NAMES } from '../../../shared/auth/roles.ts';
import type { Executor } from './client.ts';
import { roles } from './schema/index.ts';

/** Inserts every role of `ROLE_NAMES` that is missing; runs at every start, demo or not. */
export async function ensureRoles(db: Executor): Promise<void> {
  await db
    .insert(roles)
    .values(ROLE_NAMES.map((name) => ({ name, normalizedName: normalizeRoleName(name) })))
    .onConflictDoNothing();
}
