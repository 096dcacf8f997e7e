import type { RoleName } from '../../../shared/auth/roles.ts';
import type { AuthState } from '../context/auth-state.ts';
import type { RequestContext } from '../context/context.ts';
import { forbidden, notFound } from '../graphql/errors.ts';
import { isId } from '../graphql/ids.ts';
import { canActInWorkshop, requireUser } from './roles.ts';

/**
 * Monitors and totems sign in as device accounts that hold no role: what they may see and do comes
 * from being the `userID` of a monitor or totem row, checked here. Staff of the workshop may open
 * the same screens (to set them up or to stand in for a broken kiosk) through their roles.
 */

/** What these rules read of a monitor or totem row. */
interface DeviceRow {
  userID: string | null;
  workshopID: string;
}

/** Who acts for an appointment of `workshopID` when the caller is not authorized by a role. */
export type ActionAuthorizer = (workshopID: string) => AuthState;

/**
 * The monitor or totem `load` finds (`what` names it in NOT_FOUND) when the caller is its device
 * account or holds any role in its workshop.
 */
export async function requireDeviceViewer<T extends DeviceRow>(
  ctx: RequestContext,
  id: string,
  what: string,
  load: (id: string) => Promise<T | undefined>,
): Promise<T> {
  const auth = requireUser(ctx);
  const device = isId(id) ? await load(id) : undefined;
  if (!device) throw notFound(what);
  if (device.userID !== auth.userID && !canActInWorkshop(auth, device.workshopID, 'any')) throw forbidden();
  return device;
}

export interface TotemActor<T> {
  totem: T;
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
export async function requireTotemActor<T extends DeviceRow>(
  ctx: RequestContext,
  totemID: string,
  roles: readonly RoleName[],
  load: (id: string) => Promise<T | undefined>,
): Promise<TotemActor<T>> {
  const auth = requireUser(ctx);
  const totem = isId(totemID) ? await load(totemID) : undefined;
  if (!totem) throw notFound('Totem');
  if (totem.userID === auth.userID) {
    const authorize: ActionAuthorizer = (workshopID) => {
      if (workshopID !== totem.workshopID) throw forbidden('This totem serves another workshop.');
      return auth;
    };
    return { totem, auth, authorize };
  }
  if (canActInWorkshop(auth, totem.workshopID, roles)) return { totem, auth, authorize: undefined };
  throw forbidden();
}
