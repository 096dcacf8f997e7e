import type { RoleName } from '../../../shared/auth/roles.ts';
import type { AuthState } from '../context/auth-state.ts';
import type { RequestContext } from '../context/context.ts';
import { forbidden, notAuthorized } from '../graphql/errors.ts';

// Every access rule of the server lives in policies/, named one way: `requireX(ctx, …)` returns
// what it checked (the caller, the row) or throws AUTH_NOT_AUTHORIZED, FORBIDDEN or NOT_FOUND;
// `canX(auth, …)` answers the same question as a boolean (or the set of workshops) for callers
// that combine rules.

/**
 * The one authorization check of the server: "this user holds one of these roles in this workshop
 * (or is admin)". Every resolver that reads or changes a workshop's data goes through it.
 */
export function canActInWorkshop(
  auth: AuthState,
  workshopID: string,
  roles: readonly RoleName[] | 'any',
): boolean {
  if (auth.isAdmin) return true;
  return auth.roles.some(
    (held) =>
      held.workshopID === workshopID &&
      (roles === 'any' || (roles as readonly string[]).includes(held.roleName)),
  );
}

/** The caller, or AUTH_NOT_AUTHORIZED. */
export function requireUser(ctx: RequestContext): AuthState {
  if (!ctx.auth) throw notAuthorized();
  return ctx.auth;
}

/** The caller when admin, otherwise FORBIDDEN. */
export function requireAdmin(ctx: RequestContext): AuthState {
  const auth = requireUser(ctx);
  if (!auth.isAdmin) throw forbidden('Only an administrator can do this.');
  return auth;
}

/** The caller when they hold one of `roles` in `workshopID` (or are admin), otherwise FORBIDDEN. */
export function requireWorkshopRole(
  ctx: RequestContext,
  workshopID: string,
  roles: readonly RoleName[] | 'any',
): AuthState {
  const auth = requireUser(ctx);
  if (!canActInWorkshop(auth, workshopID, roles)) throw forbidden();
  return auth;
}

/** Workshops in which the caller holds one of `roles`; `all` for an admin (for list filters). */
export function canActInWorkshops(auth: AuthState, roles: readonly RoleName[] | 'any'): string[] | 'all' {
  if (auth.isAdmin) return 'all';
  const ids = auth.roles
    .filter((held) => roles === 'any' || (roles as readonly string[]).includes(held.roleName))
    .map((held) => held.workshopID);
  return [...new Set(ids)];
}
