import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import { Navigate, Outlet } from 'react-router-dom';
import { type AnyVariables, type UseQueryState, useQuery } from 'urql';
import { MonitorScreenMyMonitorsQuery } from '../features/monitor/monitor-operations.ts';
import { TotemScreenMyTotemsQuery } from '../features/totem/totem-operations.ts';
import { authAtom } from '../state/auth-atom.ts';
import { deviceScreenFor, mayBeDevice, readLastDeviceScreen } from './device-screen.ts';
import { AuthLoading } from './guards.tsx';

/**
 * Staff pages for a device account (no role, not admin, bound to a totem or monitor): its own
 * screen instead, replacing the history entry. Staff pass at once; a possible device waits on
 * "Loading..." until its bindings are known, so the staff home never flashes. The same documents
 * as the device screens, so the screen it is sent to starts from the cache.
 */
export function SendDevicesToTheirScreen() {
  const { user } = useAtomValue(authAtom);
  const candidate =
    user !== null &&
    mayBeDevice({
      isAdmin: user.isAdmin,
      roleCount: user.roles.length,
      impersonating: Boolean(user.impersonator),
    });
  const context = useMemo(() => ({ silentErrors: true }), []);
  const [totems] = useQuery({ query: TotemScreenMyTotemsQuery, pause: !candidate, context });
  const [monitors] = useQuery({ query: MonitorScreenMyMonitorsQuery, pause: !candidate, context });

  if (!candidate) return <Outlet />;
  if (!answered(totems) || !answered(monitors)) return <AuthLoading />;
  const screen = deviceScreenFor({
    isAdmin: user.isAdmin,
    roleCount: user.roles.length,
    impersonating: Boolean(user.impersonator),
    // A failed look-up counts as no binding: the account keeps today's staff pages.
    totemCount: totems.data?.myTotems.length ?? 0,
    monitorCount: monitors.data?.myMonitors.length ?? 0,
    lastScreen: readLastDeviceScreen(),
  });
  return screen ? <Navigate to={screen} replace /> : <Outlet />;
}

function answered<Data>(state: UseQueryState<Data, AnyVariables>): boolean {
  return state.data !== undefined || state.error !== undefined;
}
