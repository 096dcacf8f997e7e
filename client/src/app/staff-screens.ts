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
  processings: lazyScreen(() =>
    import('../features/staff-lists/processings-screen.tsx').then((m) => m.ProcessingsScreen),
  ),
  processingDetail: lazyScreen(() =>
    import('../features/staff-lists/processing-detail-screen.tsx').then((m) => m.ProcessingDetailScreen),
  ),
  historical: lazyScreen(() =>
    import('../features/staff-lists/historical-screen.tsx').then((m) => m.HistoricalScreen),
  ),
  historicalDetail: lazyScreen(() =>
    import('../features/staff-lists/processing-detail-screen.tsx').then((m) => m.HistoricalDetailScreen),
  ),
  agenda: lazyScreen(() => import('../features/staff-lists/agenda-screen.tsx').then((m) => m.AgendaScreen)),
  anomalies: lazyScreen(() =>
    import('../features/staff-lists/workshop-lists.tsx').then((m) => m.AnomaliesScreen),
  ),
  spareParts: lazyScreen(() =>
    import('../features/staff-lists/workshop-lists.tsx').then((m) => m.SparePartsScreen),
  ),
  vehiclesInWorkshop: lazyScreen(() =>
    import('../features/staff-lists/workshop-lists.tsx').then((m) => m.VehiclesInWorkshopScreen),
  ),
};
