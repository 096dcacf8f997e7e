import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import { useQuery } from 'urql';
import type { RouteUser } from '../../../shared/auth/routes.ts';
import type { MainLayoutFetchUserRolesQuery } from '../graphql/generated/graphql.ts';
import { graphql } from '../graphql/generated/index.ts';
import { authAtom } from '../state/auth-atom.ts';

const MainLayoutFetchUserRolesDocument = graphql(`
  query MainLayoutFetchUserRoles($userID: ID!) {
    userRoles(userID: $userID) {
      userWorkshopRoleID
      workshopID
      workshopName
      roleID
      roleName
    }
  }
`);

export type UserWorkshopRole = MainLayoutFetchUserRolesQuery['userRoles'][number];

export interface UserRoles {
  /** What `canOpenRoute` / `sidebarRoutes` need. */
  routeUser: RouteUser;
  roles: readonly UserWorkshopRole[];
  /** True while the first answer is awaited (the profile's roles are used meanwhile). */
  fetching: boolean;
}

/**
 * The signed-in user's roles per workshop (spec §2: fetched only on non-public pages and only
 * when the profile has an id). Only the main layout's screens call it; graphcache shares one
 * answer between the sidebar, the route guards and the home screen. Until it answers, or if it
 * fails, the roles that came with the profile stand in, so the sidebar and the guards never
 * flash "not allowed" at a user who is allowed.
 */
export function useUserRoles(): UserRoles {
  const { user } = useAtomValue(authAtom);
  const userID = user?.id ?? '';
  const [result] = useQuery({
    query: MainLayoutFetchUserRolesDocument,
    variables: { userID },
    pause: !userID,
  });
  const roles = result.data?.userRoles ?? user?.roles ?? [];
  const isAdmin = user?.isAdmin ?? false;
  const roleNames = useMemo(() => roles.map((role) => role.roleName), [roles]);
  return { routeUser: { isAdmin, roleNames }, roles, fetching: result.fetching && !result.data };
}
