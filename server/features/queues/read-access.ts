import type { RequestContext } from '../../context.ts';
import { badInput } from '../../graphql/errors.ts';
import { isId } from '../../graphql/ids.ts';
import type { AuthState } from '../auth/auth-state.ts';
import { requireUser, requireWorkshopRole } from '../auth/guard.ts';

export { isId };

/** `value` when it is shaped like an id; BAD_USER_INPUT naming `argument` otherwise. */
export function requireIdShape(value: string, argument: string): string {
  if (!isId(value)) throw badInput(`${argument} is not a valid id.`, argument);
  return value;
}

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
