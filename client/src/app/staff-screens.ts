import type { ComponentType, LazyExoticComponent } from 'react';

/**
 * The real screen of each staff route, by its `key` in `shared/auth/routes.ts`. Empty for now:
 * every staff route shows the "not available yet" placeholder. A feature registers its screen
 * here, e.g. `checkin: lazyScreen(() => import('../features/checkin/checkin-screen.tsx').then((m) => m.CheckinScreen))`.
 */
export const STAFF_SCREENS: Partial<Record<string, LazyExoticComponent<ComponentType>>> = {};
