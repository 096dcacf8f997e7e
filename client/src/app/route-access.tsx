import type { ReactNode } from 'react';
import { canOpenRoute, type StaffRoute } from '../../../shared/auth/routes.ts';
import { ForbiddenScreen } from '../features/not-found/not-found-screen.tsx';
import { useUserRoles } from '../session/use-user-roles.ts';

/** Opens a staff route only for the roles of spec §2 (the server refuses the data anyway). */
export function RouteAccess({ route, children }: { route: StaffRoute; children: ReactNode }) {
  const { routeUser } = useUserRoles();
  return canOpenRoute(route, routeUser) ? children : <ForbiddenScreen />;
}
