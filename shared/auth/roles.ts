/**
 * Staff roles of spec §6. The names are the ones stored in the `roles` table and shown in the
 * interface; roles are held per workshop. `Admin` is a flag on the user rather than a held role,
 * and `Admin` and `Cliente` are never assignable from the interface.
 */
export const ROLE_NAMES = [
  'Admin',
  'Country manager',
  'Owner',
  'After sales manager',
  'Workshop manager',
  'Accettatore',
  'Hostess',
  'Booking',
  'Cassiere',
  'Backoffice',
  'Cliente',
] as const;

export type RoleName = (typeof ROLE_NAMES)[number];

/** Roles that can never be assigned from the interface (spec §5, §6). */
export const UNASSIGNABLE_ROLES: readonly RoleName[] = ['Admin', 'Cliente'];

export const ASSIGNABLE_ROLES: readonly RoleName[] = ROLE_NAMES.filter(
  (role) => !UNASSIGNABLE_ROLES.includes(role),
);

/** The roles that manage a workshop's configuration (spec §2: Gestione-* routes). */
export const MANAGER_ROLES: readonly RoleName[] = [
  'Country manager',
  'Owner',
  'After sales manager',
  'Workshop manager',
];

/** The role name acceptors are searched by (spec §6). */
export const ACCEPTOR_ROLE: RoleName = 'Accettatore';

export function isRoleName(value: string): value is RoleName {
  return (ROLE_NAMES as readonly string[]).includes(value);
}

/** Upper-cased name, as stored in `roles.normalized_name`. */
export function normalizeRoleName(name: string): string {
  return name.toUpperCase();
}
