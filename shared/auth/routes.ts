import { ASSIGNABLE_ROLES, MANAGER_ROLES, type RoleName } from './roles.ts';

/**
 * The role-filtered routes of spec §2, once, for the client's router and sidebar and for the
 * server's tests. `roles: 'admin'` means admin only; otherwise a user may open the route when
 * they are admin or hold one of `roles` in at least one workshop.
 */
export type RouteAccess = 'admin' | readonly RoleName[];

export interface StaffRoute {
  /** Path as the spec names it (React Router syntax for parameters). */
  path: string;
  /** i18n key under `nav.` for the sidebar label. */
  key: string;
  roles: RouteAccess;
  /** Listed in the sidebar (detail routes with parameters are not). */
  inSidebar: boolean;
}

const AGENDA_ROLES: readonly RoleName[] = [...MANAGER_ROLES, 'Accettatore', 'Hostess', 'Booking'];
const PROCESSING_DETAIL_ROLES: readonly RoleName[] = [...AGENDA_ROLES, 'Cassiere', 'Backoffice'];
const ACCEPTANCE_ROLES: readonly RoleName[] = [...MANAGER_ROLES, 'Accettatore'];
/** Who may upload appointments in bulk (the /Gestione-Upload route, spec §2). */
export const UPLOAD_ROLES: readonly RoleName[] = ACCEPTANCE_ROLES;
export const STATISTICS_ROLES: readonly RoleName[] = [...MANAGER_ROLES, 'Booking'];

export const STAFF_ROUTES: readonly StaffRoute[] = [
  { path: '/Accettatore', key: 'acceptor', roles: ACCEPTANCE_ROLES, inSidebar: true },
  { path: '/BoxAcceptance', key: 'boxAcceptance', roles: ACCEPTANCE_ROLES, inSidebar: true },
  { path: '/Checkin', key: 'checkin', roles: ACCEPTANCE_ROLES, inSidebar: true },
  { path: '/Processings', key: 'processings', roles: AGENDA_ROLES, inSidebar: true },
  // Every box with its customer and a clock; anyone working in the workshop may watch it (decision 0028).
  { path: '/Tabellone-box', key: 'bayBoard', roles: PROCESSING_DETAIL_ROLES, inSidebar: true },
  {
    path: '/Processings/:processingID',
    key: 'processingDetail',
    roles: PROCESSING_DETAIL_ROLES,
    inSidebar: false,
  },
  { path: '/Historical', key: 'historical', roles: PROCESSING_DETAIL_ROLES, inSidebar: true },
  {
    path: '/Historical/:appointmentID',
    key: 'historicalDetail',
    roles: PROCESSING_DETAIL_ROLES,
    inSidebar: false,
  },
  { path: '/Agenda', key: 'agenda', roles: AGENDA_ROLES, inSidebar: true },
  { path: '/Agenda-ritiri', key: 'pickupSchedule', roles: MANAGER_ROLES, inSidebar: true },
  { path: '/Anomalie', key: 'anomalies', roles: ACCEPTANCE_ROLES, inSidebar: true },
  { path: '/Attesa-Ricambi', key: 'spareParts', roles: MANAGER_ROLES, inSidebar: true },
  { path: '/VehicleStillInWorkshop', key: 'vehiclesInWorkshop', roles: STATISTICS_ROLES, inSidebar: true },
  { path: '/Azioni', key: 'actions', roles: MANAGER_ROLES, inSidebar: true },
  { path: '/Messaggi', key: 'outbox', roles: MANAGER_ROLES, inSidebar: true },
  { path: '/DailyRecap', key: 'dailyRecap', roles: STATISTICS_ROLES, inSidebar: true },
  { path: '/Statistics', key: 'statistics', roles: STATISTICS_ROLES, inSidebar: true },
  { path: '/Logs', key: 'logs', roles: MANAGER_ROLES, inSidebar: true },
  { path: '/Gestione-Upload', key: 'uploads', roles: UPLOAD_ROLES, inSidebar: true },
  { path: '/Gestione-Parametri', key: 'parameters', roles: MANAGER_ROLES, inSidebar: true },
  { path: '/Gestione-Box', key: 'boxes', roles: MANAGER_ROLES, inSidebar: true },
  { path: '/Gestione-Monitor', key: 'monitors', roles: MANAGER_ROLES, inSidebar: true },
  { path: '/Gestione-Totem', key: 'totems', roles: MANAGER_ROLES, inSidebar: true },
  // Issue 17: the monitors and totems that report, and whether they are online (docs/operations.md).
  { path: '/Schermi', key: 'screens', roles: MANAGER_ROLES, inSidebar: true },
  { path: '/Gestione-Slogan', key: 'slogans', roles: MANAGER_ROLES, inSidebar: true },
  { path: '/Gestione-Slogan/:sloganID', key: 'sloganDetail', roles: MANAGER_ROLES, inSidebar: false },
  { path: '/ExitInterview', key: 'exitInterview', roles: MANAGER_ROLES, inSidebar: true },
  { path: '/OfficineDettaglio/:workshopID', key: 'workshopDetail', roles: MANAGER_ROLES, inSidebar: false },
  { path: '/Utenti', key: 'users', roles: 'admin', inSidebar: true },
  { path: '/Officine', key: 'workshops', roles: 'admin', inSidebar: true },
  { path: '/Veicoli', key: 'brands', roles: 'admin', inSidebar: true },
  { path: '/Modelli', key: 'models', roles: 'admin', inSidebar: true },
  // Issue 6: admins keep these installation-wide lists (paths in docs/admin-lists.md).
  { path: '/Motivi-Rifiuto', key: 'rejectReasons', roles: 'admin', inSidebar: true },
  { path: '/Mittenti-Sms', key: 'smsSenders', roles: 'admin', inSidebar: true },
  { path: '/News', key: 'news', roles: 'admin', inSidebar: true },
  // Issue 17: one customer's data on request (docs/privacy.md).
  { path: '/Privacy-Clienti', key: 'customerData', roles: 'admin', inSidebar: true },
  // Issue 18: workshop API keys for dealer systems (docs/integrations.md).
  { path: '/Chiavi-API', key: 'apiKeys', roles: 'admin', inSidebar: true },
  // Signed webhooks to the same dealer systems (docs/integrations.md, "Webhooks").
  { path: '/Webhook', key: 'webhooks', roles: 'admin', inSidebar: true },
  { path: '/testvoice', key: 'testVoice', roles: 'admin', inSidebar: true },
  // Every staff member's own calendar feed URL (docs/calendar.md).
  { path: '/Calendario', key: 'calendarFeed', roles: ASSIGNABLE_ROLES, inSidebar: true },
];

/** What the route check needs to know about a user. */
export interface RouteUser {
  isAdmin: boolean;
  /** Names of every role the user holds, in any workshop. */
  roleNames: readonly string[];
}

/** Whether a user may open a route: admin sees all; otherwise any held role in its list. */
export function canOpenRoute(route: Pick<StaffRoute, 'roles'>, user: RouteUser): boolean {
  if (user.isAdmin) return true;
  if (route.roles === 'admin') return false;
  const allowed: readonly string[] = route.roles;
  return user.roleNames.some((role) => allowed.includes(role));
}

/** The sidebar entries for a user, in table order. */
export function sidebarRoutes(user: RouteUser): StaffRoute[] {
  return STAFF_ROUTES.filter((route) => route.inSidebar && canOpenRoute(route, user));
}
