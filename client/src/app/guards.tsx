import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { authAtom } from '../state/auth-atom.ts';
import { startedOfflineAtom } from '../state/connection-atom.ts';
import { tokenAtom } from '../state/token-atom.ts';
import { rememberDeviceScreen } from './device-screen.ts';

/** Location state carried to /signin so the user comes back where they were. */
export interface ReturnToState {
  from?: string;
}

/** Spec §2: "While the authentication state is loading, the text 'Loading...' is shown." */
export function AuthLoading() {
  const { t } = useTranslation();
  return (
    <div className="ui-fullscreen-center" role="status" data-testid="auth-loading">
      {t('common.loading')}
    </div>
  );
}

function RedirectToSignIn() {
  const location = useLocation();
  const from = `${location.pathname}${location.search}${location.hash}`;
  return <Navigate to="/signin" replace state={{ from } satisfies ReturnToState} />;
}

/** Protected routes: loading text, then the nested routes, or /signin replacing the history entry. */
export function RequireAuth() {
  const auth = useAtomValue(authAtom);
  if (auth.isLoading) return <AuthLoading />;
  return auth.isAuthenticated ? <Outlet /> : <RedirectToSignIn />;
}

/**
 * /monitor and /totem: a device signed in as a user; no profile token means /signin. The screen
 * shown is remembered, for an account bound to both (see device-landing.tsx). Started while the
 * server cannot be reached, a device with a stored session shows its screen (with the band) until
 * the server says whether the session still holds.
 */
export function RequireSession() {
  const auth = useAtomValue(authAtom);
  const startedOffline = useAtomValue(startedOfflineAtom);
  const storedToken = useAtomValue(tokenAtom);
  const { pathname } = useLocation();
  const signedIn = Boolean(auth.user?.token);
  useEffect(() => {
    if (signedIn) rememberDeviceScreen(pathname);
  }, [signedIn, pathname]);
  if (auth.isLoading) return startedOffline && storedToken ? <Outlet /> : <AuthLoading />;
  return auth.user?.token ? <Outlet /> : <RedirectToSignIn />;
}

/** /signin when already signed in: go where the user was heading, or home. */
export function RedirectIfSignedIn() {
  const auth = useAtomValue(authAtom);
  const location = useLocation();
  if (auth.isLoading) return <AuthLoading />;
  if (!auth.isAuthenticated) return <Outlet />;
  const from = (location.state as ReturnToState | null)?.from;
  return <Navigate to={from && from !== '/signin' ? from : '/'} replace />;
}
