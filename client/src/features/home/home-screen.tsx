import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { CrashScreen } from '../../app/crash-screen.tsx';
import { useUserRoles } from '../../app/use-user-roles.ts';
import { authAtom } from '../../state/auth-atom.ts';
import { Banner } from '../../ui/banner.tsx';
import { Card } from '../../ui/card.tsx';
import { groupRolesByWorkshop } from './workshop-roles.ts';

/**
 * Home (`/`): who is signed in and where they work. The acceptor view and the dashboard the spec
 * puts here need the queue engine, which is not built yet; the page says so.
 */
export function HomeScreen() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const { user } = useAtomValue(authAtom);
  const { roles } = useUserRoles();

  // `/?crash=1` renders the deliberate crash (see crash-screen.tsx) for the error-page test.
  if (searchParams.get('crash') === '1') return <CrashScreen />;

  const name = user ? user.firstname || user.userName : '';
  const workshops = groupRolesByWorkshop(roles);

  return (
    <div className="home-screen">
      <title>{`${t('nav.home')} · Turno`}</title>
      <Card title={t('home.welcome', { name })} headingLevel={1} data-testid="home-welcome">
        {user?.isAdmin ? <p>{t('home.admin')}</p> : null}
        <h2 className="home-screen__subtitle">{t('home.rolesTitle')}</h2>
        {workshops.length === 0 ? <p data-testid="home-no-roles">{t('home.noRoles')}</p> : null}
        {workshops.length > 0 ? (
          <ul className="home-screen__workshops" data-testid="home-workshops">
            {workshops.map((workshop) => (
              <li key={workshop.workshopID}>
                <strong>{workshop.workshopName}</strong>: {workshop.roleNames.join(', ')}
              </li>
            ))}
          </ul>
        ) : null}
      </Card>
      <Banner tone="info" data-testid="home-queue-engine-notice">
        {t('home.queueEngineNotice')}
      </Banner>
    </div>
  );
}
