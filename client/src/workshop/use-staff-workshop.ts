import { useAtom, useAtomValue } from 'jotai';
import { useMemo } from 'react';
import { useUserRoles } from '../session/use-user-roles.ts';
import { authAtom } from '../state/auth-atom.ts';
import { selectedWorkshopIDAtom } from '../state/home-atoms.ts';
import { type DeskSettings, useDeskSettings } from './desk-settings.ts';
import { groupRolesByWorkshop, type WorkshopRoles } from './workshop-roles.ts';

export interface StaffWorkshop {
  userID: string | null;
  isAdmin: boolean;
  /** The workshops where the user holds a role, by name. */
  workshops: WorkshopRoles[];
  /** The workshop the staff screens work on (the home selection, else the first). */
  workshopID: string | null;
  setWorkshopID(workshopID: string): void;
  /** The roles held in that workshop (for `mayPerform`). */
  roleNames: readonly string[];
  /** That workshop's time zone and thresholds (null until loaded). */
  deskSettings: DeskSettings | null;
  /** Whether the settings are in (or failed): times shown before would use a default zone. */
  deskReady: boolean;
}

/** The signed-in user's workshops and the one the staff screens show (shared by home, box, check-in). */
export function useStaffWorkshop(): StaffWorkshop {
  const { user } = useAtomValue(authAtom);
  const { roles } = useUserRoles();
  const workshops = useMemo(() => groupRolesByWorkshop(roles), [roles]);
  const [selected, setSelected] = useAtom(selectedWorkshopIDAtom);
  const current = workshops.find((workshop) => workshop.workshopID === selected) ?? workshops[0] ?? null;
  const desk = useDeskSettings(current?.workshopID ?? null);
  return {
    userID: user?.id ?? null,
    isAdmin: user?.isAdmin ?? false,
    workshops,
    workshopID: current?.workshopID ?? null,
    setWorkshopID: setSelected,
    roleNames: current?.roleNames ?? [],
    deskSettings: desk.settings,
    deskReady: desk.ready,
  };
}
