import type { RoleName } from '../../../shared/auth/roles.ts';

// Pure data, no database imports: the server prints these at start and tests sign in with them.

/** Every demo account signs in with this password. */
export const DEMO_PASSWORD = 'Turno!Demo2026';

export const DEMO_WORKSHOP_CODES = ['MI01', 'RM01'] as const;
export type DemoWorkshopCode = (typeof DEMO_WORKSHOP_CODES)[number];

export interface DemoUser {
  userName: string;
  firstname: string;
  lastname: string;
  isAdmin?: boolean;
  isCountryManager?: boolean;
  /** Roles held, per workshop code. */
  roles: readonly { workshopCode: DemoWorkshopCode; role: RoleName }[];
}

const inMilano = (role: RoleName) => [{ workshopCode: 'MI01', role }] as const;

export const DEMO_USER_PROFILES: readonly DemoUser[] = [
  { userName: 'admin', firstname: 'Alessandra', lastname: 'Amministratori', isAdmin: true, roles: [] },
  {
    userName: 'countrymanager',
    firstname: 'Carlo',
    lastname: 'Conti',
    isCountryManager: true,
    roles: [
      { workshopCode: 'MI01', role: 'Country manager' },
      { workshopCode: 'RM01', role: 'Country manager' },
    ],
  },
  { userName: 'owner', firstname: 'Ottavio', lastname: 'Orsini', roles: inMilano('Owner') },
  { userName: 'aftersales', firstname: 'Agnese', lastname: 'Ferri', roles: inMilano('After sales manager') },
  {
    userName: 'manager',
    firstname: 'Marco',
    lastname: 'Moretti',
    roles: [
      { workshopCode: 'MI01', role: 'Workshop manager' },
      { workshopCode: 'RM01', role: 'Workshop manager' },
    ],
  },
  { userName: 'acceptor1', firstname: 'Luca', lastname: 'Bianchi', roles: inMilano('Accettatore') },
  { userName: 'acceptor2', firstname: 'Giulia', lastname: 'Russo', roles: inMilano('Accettatore') },
  { userName: 'hostess', firstname: 'Sara', lastname: 'Galli', roles: inMilano('Hostess') },
  { userName: 'booking', firstname: 'Paolo', lastname: 'Greco', roles: inMilano('Booking') },
  { userName: 'cashier', firstname: 'Elena', lastname: 'Costa', roles: inMilano('Cassiere') },
  { userName: 'backoffice', firstname: 'Davide', lastname: 'Marino', roles: inMilano('Backoffice') },
  // Device accounts: no roles; the monitor and totem rows point at them.
  { userName: 'monitor', firstname: 'Monitor', lastname: 'Sala attesa', roles: [] },
  { userName: 'totem', firstname: 'Totem', lastname: 'Accoglienza', roles: [] },
];

/** The demo user names, in the order above. */
export const DEMO_USERS: readonly string[] = DEMO_USER_PROFILES.map((user) => user.userName);

/** `manager@turno.example` and so on. */
export function demoEmail(userName: string): string {
  return `${userName}@turno.example`;
}
