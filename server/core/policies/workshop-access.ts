import { MANAGER_ROLES } from '../../../shared/auth/roles.ts';
import type { AuthState } from '../context/auth-state.ts';
import type { RequestContext } from '../context/context.ts';
import { notFound } from '../graphql/errors.ts';
import { isId, requireIdShape } from '../graphql/ids.ts';
import { requireUser, requireWorkshopRole } from './roles.ts';

/**
 * The read-side rule: anyone holding any role in the workshop (or an admin) reads its queues,
 * boxes and appointments. Spec §2 opens the historical and processing detail to Cassiere and
 * Backoffice too, so no role is left out. No token: AUTH_NOT_AUTHORIZED; no role there: FORBIDDEN.
 */
export function requireWorkshopReader(ctx: RequestContext, workshopID: string): AuthState {
  requireUser(ctx);
  requireIdShape(workshopID, 'workshopID');
  return requireWorkshopRole(ctx, workshopID, 'any');
}

/**
 * The configuration rule (spec §2 Gestione-* routes): an admin, or a manager of that workshop
 * (MANAGER_ROLES). No token: AUTH_NOT_AUTHORIZED; no such role there: FORBIDDEN.
 */
export function requireWorkshopManager(ctx: RequestContext, workshopID: string): AuthState {
  requireUser(ctx);
  requireIdShape(workshopID, 'workshopID');
  return requireWorkshopRole(ctx, workshopID, MANAGER_ROLES);
}

/**
 * Loads what a mutation names by id. A malformed or unknown id is NOT_FOUND (an id is never
 * guessable, so this tells nothing away).
 */
export async function requireEntity<T>(
  id: unknown,
  what: string,
  load: (id: string) => Promise<T | undefined>,
): Promise<T> {
  const row = typeof id === 'string' && isId(id) ? await load(id) : undefined;
  if (!row) throw notFound(what);
  return row;
}

/** As requireEntity, and the caller must manage the row's workshop. */
export async function requireManagedEntity<T extends { workshopID: string }>(
  ctx: RequestContext,
  id: unknown,
  what: string,
  load: (id: string) => Promise<T | undefined>,
): Promise<T> {
  requireUser(ctx);
  const row = await requireEntity(id, what, load);
  requireWorkshopRole(ctx, row.workshopID, MANAGER_ROLES);
  return row;
}
