import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import { sidebarRoutes } from '../../../shared/auth/routes.ts';
import { routeTitle } from '../i18n/route-title.ts';
import { useUserRoles } from '../session/use-user-roles.ts';
import { sidebarExpandedAtom } from '../state/sidebar-atom.ts';

export const SIDEBAR_ID = 'app-sidebar';

/**
 * The navigation: home plus only the staff routes the user's roles open (spec §2). Starts
 * collapsed; the header's menu button expands it.
 */
export function Sidebar() {
  const { t } = useTranslation();
  const expanded = useAtomValue(sidebarExpandedAtom);
  const { routeUser } = useUserRoles();
  const routes = sidebarRoutes(routeUser);

  return (
    <nav
      id={SIDEBAR_ID}
      className="sidebar"
      aria-label={t('common.mainNavigation')}
      hidden={!expanded}
      data-testid="sidebar"
    >
      <h2 className="sidebar__title">{t('nav.title')}</h2>
      <ul className="sidebar__list">
        <li>
          <NavLink to="/" end className="sidebar__link" data-testid="sidebar-link-home">
            {t('nav.home')}
          </NavLink>
        </li>
        {routes.map((route) => (
          <li key={route.path}>
            <NavLink to={route.path} className="sidebar__link" data-testid={`sidebar-link-${route.key}`}>
              {routeTitle(t, route.key)}
            </NavLink>
          </li>
        ))}
      </ul>
      {routes.length === 0 ? (
        <p className="sidebar__empty" data-testid="sidebar-empty">
          {t('nav.noRoutes')}
        </p>
      ) : null}
    </nav>
  );
}
