import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router-dom';
import { StaffAlerts } from '../features/staff-alerts/staff-alerts.tsx';
import { Spinner } from '../ui/spinner.tsx';
import { ConnectionBanner } from './connection-banner.tsx';
import { Header } from './header.tsx';
import { ImpersonationBanner } from './impersonation-banner.tsx';
import { SkipLink } from './layouts.tsx';
import { Sidebar } from './sidebar.tsx';

// A chunk of its own (routes.tsx loads it lazily, with the staff texts): the monitor, the totem and
// the customers' pages never download the header, the sidebar or the staff alerts.

/** Staff pages: banner, header, sidebar and the screen. */
export function MainLayout() {
  const { t } = useTranslation();
  return (
    <div className="main-layout">
      <SkipLink />
      <ImpersonationBanner />
      <ConnectionBanner />
      <StaffAlerts />
      <Header />
      <div className="main-layout__body">
        <Sidebar />
        <main id="main-content" className="main-layout__content" tabIndex={-1}>
          <Suspense
            fallback={
              <div className="screen-loading" data-testid="screen-loading">
                <Spinner label={t('common.loading')} />
              </div>
            }
          >
            <Outlet />
          </Suspense>
        </main>
      </div>
    </div>
  );
}
