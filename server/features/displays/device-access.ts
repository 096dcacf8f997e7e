import type { RoleName } from '../../../shared/auth/roles.ts';
import type { RequestContext } from '../../context.ts';
import { forbidden, notFound } from '../../graphql/errors.ts';
import type { ActionAuthorizer } from '../appointments/action-runner.ts';
import type { AuthState } from '../auth/auth-state.ts';
import { holdsRoleIn, requireUser } from '../auth/guard.ts';
import { isId } from '../queues/read-access.ts';
import { findMonitors, findTotems, type MonitorRow, type TotemRow } from './displays-repository.ts';

/**
 * Monitors and totems sign in as device accounts that hold no role: what they may see and do comes
 * from being the `userID` of a monitor or totem row, checked here. Staff of the workshop may open
 * the same screens (to set them up or to stand in for a broken kiosk) through their roles.
 */

/** The monitor when the caller is its device account or holds any role in its workshop. */
export async function readableMonitor(ctx: RequestContext, monitorID: string): Promise<MonitorRow> {
  const auth = requireUser(ctx);
  const [monitor] = isId(monitorID) ? await findMonitors(ctx.db, { monitorID }) : [];
  if (!monitor) throw notFound('Monitor');
  if (monitor.userID !== auth.userID && !holdsRoleIn(auth, monitor.workshopID, 'any')) throw forbidden();
  return monitor;
}

/** The totem when the caller is its device account or holds any role in its workshop. */
export async function readableTotem(ctx: RequestContext, totemID: string): Promise<TotemRow> {
  const auth = requireUser(ctx);
  const [totem] = isId(totemID) ? await findTotems(ctx.db, { totemID }) : [];
  if (!totem) throw notFound('Totem');
  if (totem.userID !== auth.userID && !holdsRoleIn(auth, totem.workshopID, 'any')) throw forbidden();
  return totem;
}

export interface TotemActor {
  totem: TotemRow;
  auth: AuthState;
  /**
   * For the booking services: the device account acts, but only in the totem's workshop. Absent
   * for staff, whose roles the services check as for any desk action.
   */
  authorize: ActionAuthorizer | undefined;
}

/**
 * Who may act through a totem: its device account (in the totem's workshop only), or staff who
 * hold `roles` there anyway. Anyone else: FORBIDDEN.
 */
export async function totemActor(
  ctx: RequestContext,
  totemID: string,
  roles: readonly RoleName[],
): Promise<TotemActor> {
  const auth = requireUser(ctx);
  const [totem] = isId(totemID) ? await findTotems(ctx.db, { totemID }) : [];
  if (!totem) throw notFound('Totem');
  if (totem.userID === auth.userID) {
    const authorize: ActionAuthorizer = (workshopID) => {
      if (workshopID !== totem.workshopID) throw forbidden('This totem serves another workshop.');
      return auth;
    };
    return { totem, auth, authorize };
  }
  if (holdsRoleIn(auth, totem.workshopID, roles)) return { totem, auth, authorize: undefined };
  throw forbidden();
}
