import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, type RouteObject } from 'react-router-dom';
import { STAFF_ROUTES, type StaffRoute } from '../../../shared/auth/routes.ts';
import { NotFoundScreen } from '../features/not-found/not-found-screen.tsx';
import { CrashScreen } from '../ui/crash-screen.tsx';
import { FullScreenSpinner } from '../ui/spinner.tsx';
import { AriaRouter } from './aria-router.tsx';
import { SendDevicesToTheirScreen } from './device-landing.tsx';
import { RedirectIfSignedIn, RequireAuth, RequireSession } from './guards.tsx';
import { AREA_TEXTS, type Area, withTexts } from './i18n/catalogues.ts';
import { InstallableScreen } from './installable-screen.tsx';
import { AuthLayout, BareLayout } from './layouts.tsx';
import { lazyScreen } from './lazy-screen.ts';
import { RouteAccess } from './route-access.tsx';
import { RouteErrorBoundary } from './route-error-boundary.tsx';
import { STAFF_SCREENS } from './staff-screens.ts';

// The staff layout and the staff texts come together, in chunks the public pages never load.
const ALL_AREAS = Object.keys(AREA_TEXTS) as Area[];
const MainLayout = lazyScreen(() =>
  withTexts(ALL_AREAS, () => import('./main-layout.tsx')).then((m) => m.MainLayout),
);

// Every screen is its own chunk, loaded on first visit (spec §2: a spinner while it loads), the
// public ones with their area's texts.
const SignInScreen = lazyScreen(() =>
  import('../features/auth/sign-in-screen.tsx').then((m) => m.SignInScreen),
);
const PasswordRecoveryScreen = lazyScreen(() =>
  import('../features/auth/password-recovery-screen.tsx').then((m) => m.PasswordRecoveryScreen),
);
const PasswordResetScreen = lazyScreen(() =>
  import('../features/auth/password-reset-screen.tsx').then((m) => m.PasswordResetScreen),
);
const CustomerSupportScreen = lazyScreen(() =>
  import('../features/auth/customer-support-screen.tsx').then((m) => m.CustomerSupportScreen),
);
const HomeScreen = lazyScreen(() => import('../features/home/home-screen.tsx').then((m) => m.HomeScreen));
const StaffPlaceholderScreen = lazyScreen(() =>
  import('../features/not-found/placeholder-screen.tsx').then((m) => m.StaffPlaceholderScreen),
);
const MonitorScreen = lazyScreen(() =>
  withTexts(['monitor'], () => import('../features/monitor/monitor-screen.tsx')).then((m) => m.MonitorScreen),
);
const TotemScreen = lazyScreen(() =>
  withTexts(['totem', 'pickup'], () => import('../features/totem/totem-screen.tsx')).then(
    (m) => m.TotemScreen,
  ),
);
const TrackingScreen = lazyScreen(() =>
  withTexts(['tracking'], () => import('../features/tracking/tracking-screen.tsx')).then(
    (m) => m.TrackingScreen,
  ),
);
const CustomerSurveyScreen = lazyScreen(() =>
  withTexts(['survey'], () => import('../features/surveys/customer-survey-screen.tsx')).then(
    (m) => m.CustomerSurveyScreen,
  ),
);
const MobileTrackingScreen = lazyScreen(() =>
  withTexts(['pickup', 'tracking'], () => import('../features/withdrawal/mobile-tracking-screen.tsx')).then(
    (m) => m.MobileTrackingScreen,
  ),
);
const WithdrawalScreen = lazyScreen(() =>
  withTexts(['pickup', 'tracking'], () => import('../features/withdrawal/withdrawal-screen.tsx')).then(
    (m) => m.WithdrawalScreen,
  ),
);
const PaymentInfoScreen = lazyScreen(() =>
  withTexts(['pickup'], () => import('../features/withdrawal/payment-info-screen.tsx')).then(
    (m) => m.PaymentInfoScreen,
  ),
);

function staffRoute(route: StaffRoute): RouteObject {
  const Screen = STAFF_SCREENS[route.key];
  return {
    path: route.path,
    element: (
      <RouteAccess route={route}>
        {Screen ? <Screen /> : <StaffPlaceholderScreen routeKey={route.key} />}
      </RouteAccess>
    ),
  };
}

/**
 * Root: react-aria links use the router; a crash anywhere below shows the full-page error; a spinner
 * while a lazy layout (the staff one) loads.
 */
function RootLayout() {
  const { t } = useTranslation();
  return (
    <AriaRouter>
      <Suspense fallback={<FullScreenSpinner label={t('common.loading')} />}>
        <Outlet />
      </Suspense>
    </AriaRouter>
  );
}

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorBoundary />,
    children: [
      {
        element: <BareLayout />,
        children: [
          { path: '/tracking/:code', element: <TrackingScreen /> },
          // Spec §2 public routes: customers reach them from a link or a QR code, without signing in.
          { path: '/mobile-tracking', element: <MobileTrackingScreen /> },
          { path: '/withdraw/:code', element: <WithdrawalScreen /> },
          // The exit interview's SMS link: a random single-use token (docs/surveys.md).
          { path: '/survey/:token', element: <CustomerSurveyScreen /> },
          { path: '/withdraw-appointment', element: <WithdrawalScreen /> },
          { path: '/payment-info', element: <PaymentInfoScreen /> },
          { path: '/withdraw-modify', element: <WithdrawalScreen /> },
        ],
      },
      // Hidden: throws on purpose so end-to-end tests can reach the error page (see crash-screen.tsx).
      { path: '/__crash', element: <CrashScreen /> },
      {
        element: <AuthLayout />,
        children: [
          { element: <RedirectIfSignedIn />, children: [{ path: '/signin', element: <SignInScreen /> }] },
          { path: '/password-recovery', element: <PasswordRecoveryScreen /> },
          { path: '/password-reset', element: <PasswordResetScreen /> },
          { path: '/customer-support', element: <CustomerSupportScreen /> },
        ],
      },
      {
        // Monitor and totem run on devices signed in as a workshop user.
        element: <RequireSession />,
        children: [
          {
            element: <BareLayout />,
            children: [
              // Installable as apps, with a service worker for their shell (decision 0025).
              {
                path: '/monitor',
                element: (
                  <>
                    <InstallableScreen path="/monitor" />
                    <MonitorScreen />
                  </>
                ),
              },
              {
                path: '/totem',
                element: (
                  <>
                    <InstallableScreen path="/totem" />
                    <TotemScreen />
                  </>
                ),
              },
            ],
          },
        ],
      },
      {
        element: <RequireAuth />,
        children: [
          {
            // Device accounts go to their totem or monitor rather than any staff page.
            element: <SendDevicesToTheirScreen />,
            children: [
              {
                element: <MainLayout />,
                children: [
                  {
                    // A screen crash keeps the header and sidebar, so the user can go elsewhere.
                    errorElement: <RouteErrorBoundary standalone={false} />,
                    children: [
                      { index: true, element: <HomeScreen /> },
                      ...STAFF_ROUTES.map(staffRoute),
                      { path: '*', element: <NotFoundScreen /> },
                    ],
                  },
                ],
              },
            ],
          },
        ],
      },
    ],
  },
];
