import { describe, expect, it } from 'vitest';
import { ROLE_NAMES } from './roles.ts';
import { canOpenRoute, STAFF_ROUTES, sidebarRoutes } from './routes.ts';

// Spec §2's table, transcribed literally, as the oracle for every (route, role) pair.
const M = ['Country manager', 'Owner', 'After sales manager', 'Workshop manager'];
const SPEC_TABLE: Record<string, string[] | 'admin'> = {
  '/Utenti': 'admin',
  '/Officine': 'admin',
  '/Veicoli': 'admin',
  '/Modelli': 'admin',
  '/testvoice': 'admin',
  '/OfficineDettaglio/:workshopID': M,
  '/Agenda': [...M, 'Accettatore', 'Hostess', 'Booking'],
  '/Processings': [...M, 'Accettatore', 'Hostess', 'Booking'],
  // Turno's own: the bay board, for everyone working in the workshop (decision 0028).
  '/Tabellone-box': [...M, 'Accettatore', 'Hostess', 'Booking', 'Cassiere', 'Backoffice'],
  '/Processings/:processingID': [...M, 'Accettatore', 'Hostess', 'Booking', 'Cassiere', 'Backoffice'],
  '/Historical': [...M, 'Accettatore', 'Hostess', 'Booking', 'Cassiere', 'Backoffice'],
  '/Historical/:appointmentID': [...M, 'Accettatore', 'Hostess', 'Booking', 'Cassiere', 'Backoffice'],
  '/Anomalie': [...M, 'Accettatore'],
  '/Checkin': [...M, 'Accettatore'],
  '/Gestione-Upload': [...M, 'Accettatore'],
  '/BoxAcceptance': [...M, 'Accettatore'],
  '/Gestione-Parametri': M,
  '/Gestione-Slogan': M,
  '/Gestione-Slogan/:sloganID': M,
  '/Gestione-Box': M,
  // Not in the spec's table: the monitor and totem editors of issue 6 (docs/workshop-setup.md).
  '/Gestione-Monitor': M,
  '/Gestione-Totem': M,
  // Turno's own (issue 17): the unattended screens and their state (docs/operations.md).
  '/Schermi': M,
  '/Agenda-ritiri': M,
  '/Attesa-Ricambi': M,
  '/ExitInterview': M,
  '/Azioni': M,
  // Not in the spec's table: the outbox of issue 14 (docs/messaging.md "Outbox screen").
  '/Messaggi': M,
  '/Accettatore': [...M, 'Accettatore'],
  '/DailyRecap': [...M, 'Booking'],
  '/Statistics': [...M, 'Booking'],
  // Turno's own (issue 15): the workshop log for managers, as the logs query it reads.
  '/Logs': M,
  '/VehicleStillInWorkshop': [...M, 'Booking'],
  // Not in the spec's table: issue 6 gives reject reasons, SMS senders and news to admins
  // (docs/admin-lists.md names the paths).
  '/Motivi-Rifiuto': 'admin',
  '/Mittenti-Sms': 'admin',
  '/News': 'admin',
  // Turno's own (issue 17): one customer's data on request, for admins (docs/privacy.md).
  '/Privacy-Clienti': 'admin',
  // Turno's own (issue 18): workshop API keys for dealer systems (docs/integrations.md).
  '/Chiavi-API': 'admin',
  // Turno's own: signed webhooks to dealer systems, beside the API keys (docs/integrations.md).
  '/Webhook': 'admin',
  // Turno's own: each staff member's secret calendar feed (docs/calendar.md).
  '/Calendario': [...M, 'Accettatore', 'Hostess', 'Booking', 'Cassiere', 'Backoffice'],
};

describe('route table (spec §2)', () => {
  it('has exactly the routes of the spec', () => {
    expect(STAFF_ROUTES.map((route) => route.path).sort()).toEqual(Object.keys(SPEC_TABLE).sort());
  });

  for (const route of STAFF_ROUTES) {
    const expected = SPEC_TABLE[route.path];
    for (const role of ROLE_NAMES) {
      const allowed = expected !== 'admin' && expected !== undefined && expected.includes(role);
      it(`${route.path} is ${allowed ? 'open' : 'closed'} to ${role}`, () => {
        expect(canOpenRoute(route, { isAdmin: false, roleNames: [role] })).toBe(allowed);
      });
    }
    it(`${route.path} is open to the admin flag`, () => {
      expect(canOpenRoute(route, { isAdmin: true, roleNames: [] })).toBe(true);
    });
  }

  it('gives a user with no role an empty sidebar', () => {
    expect(sidebarRoutes({ isAdmin: false, roleNames: [] })).toEqual([]);
  });

  it('lists no parameterised route in the sidebar', () => {
    expect(sidebarRoutes({ isAdmin: true, roleNames: [] }).some((route) => route.path.includes(':'))).toBe(
      false,
    );
  });
});
