import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { authAtom } from '../../state/auth-atom.ts';
import { Banner } from '../../ui/banner.tsx';
import { CrashScreen } from '../../ui/crash-screen.tsx';
import { useStaffWorkshop } from '../../workshop/use-staff-workshop.ts';
import { AcceptorView } from './acceptor-view.tsx';
import { HomeNews } from './home-news.tsx';
import '../../workshop/staff.css';
import './home.css';
import { Spinner } from '../../ui/spinner.tsx';

/**
 * Home (`/`): the acceptor's live view of the selected workshop (queues, boxes, calls) and, for
 * managers, the day's dashboard; underneath, small, who is signed in and their roles.
 */
export function HomeScreen() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const { user } = useAtomValue(authAtom);
  const staff = useStaffWorkshop();

  // `/?crash=1` renders the deliberate crash (see crash-screen.tsx) for the error-page test.
  if (searchParams.get('crash') === '1') return <CrashScreen />;

  const name = user ? user.firstname || user.userName : '';
  const { workshopID } = staff;

  return (
    <div className="home-screen">
      <title>{`${t('nav.home')} · Turno`}</title>
      <div className="home-screen__header">
        <h1 data-testid="home-welcome">{t('home.welcome', { name })}</h1>
        <p className="home-screen__roles" data-testid="home-workshops">
          {user?.isAdmin ? <span>{t('home.admin')} </span> : null}
          {staff.workshops.length === 0 ? (
            // An admin needs no role: what they lack on a new installation is workshops and users.
            <span data-testid="home-no-roles">
              {user?.isAdmin ? t('home.adminStart') : t('home.noRoles')}
            </span>
          ) : (
            staff.workshops.map((workshop, index) => (
              <span key={workshop.workshopID}>
                {index > 0 ? ' · ' : ''}
                <strong>{workshop.workshopName}</strong>: {workshop.roleNames.join(', ')}
              </span>
            ))
          )}
        </p>
      </div>
      {workshopID && !staff.deskReady ? (
        <Spinner label={t('common.loading')} />
      ) : workshopID ? (
        <AcceptorView key={workshopID} staff={{ ...staff, workshopID }} />
      ) : user?.isAdmin ? null : (
        <Banner tone="info">{t('acceptance.noWorkshop')}</Banner>
      )}
      <HomeNews />
    </div>
  );
}
