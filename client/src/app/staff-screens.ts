import type { ComponentType, LazyExoticComponent } from 'react';
import { lazyScreen } from './lazy-screen.ts';

/**
 * The real screen of each staff route, by its `key` in `shared/auth/routes.ts`. A route without an entry
 * shows the "not available yet" placeholder. A feature registers its screen
 * here, e.g. `checkin: lazyScreen(() => import('../features/checkin/checkin-screen.tsx').then((m) => m.CheckinScreen))`.
 */
export const STAFF_SCREENS: Partial<Record<string, LazyExoticComponent<ComponentType>>> = {
  boxAcceptance: lazyScreen(() =>
    import('../features/acceptance/box-acceptance-screen.tsx').then((m) => m.BoxAcceptanceScreen),
  ),
  checkin: lazyScreen(() => import('../features/checkin/checkin-screen.tsx').then((m) => m.CheckinScreen)),
  acceptor: lazyScreen(() =>
    import('../features/acceptance/box-acceptance-screen.tsx').then((m) => m.AcceptorScreen),
  ),
};
