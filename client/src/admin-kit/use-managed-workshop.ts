import { useAtom } from 'jotai';
import { useMemo } from 'react';
import { useQuery } from 'urql';
import { MANAGER_ROLES } from '../../../shared/auth/roles.ts';
import { selectedWorkshopIDAtom } from '../state/home-atoms.ts';
import { useStaffWorkshop } from '../workshop/use-staff-workshop.ts';
import { SetupWorkshopsQuery } from './managed-workshop-operations.ts';

export interface ManagedWorkshop {
  workshopID: string;
  workshopName: string;
}

const MANAGING: readonly string[] = MANAGER_ROLES;

/**
 * The workshops the user may configure (spec §2 Gestione-*): every workshop for an admin, else
 * those where they hold a manager role; and the one chosen, shared with the home screen's choice
 * so moving between screens keeps the same workshop.
 */
export function useManagedWorkshop() {
  const staff = useStaffWorkshop();
  const [all] = useQuery({ query: SetupWorkshopsQuery, pause: !staff.isAdmin });
  const [selected, setSelected] = useAtom(selectedWorkshopIDAtom);
  const workshops = useMemo<ManagedWorkshop[]>(() => {
    if (staff.isAdmin) {
      return (all.data?.workshops.nodes ?? []).map((w) => ({
        workshopID: w.workshopID,
        workshopName: w.name,
      }));
    }
    return staff.workshops
      .filter((w) => w.roleNames.some((role) => MANAGING.includes(role)))
      .map((w) => ({ workshopID: w.workshopID, workshopName: w.workshopName }));
  }, [staff.isAdmin, staff.workshops, all.data]);
  const current = workshops.find((w) => w.workshopID === selected) ?? workshops[0] ?? null;
  return {
    workshops,
    workshopID: current?.workshopID ?? null,
    setWorkshopID: setSelected,
    fetching: staff.isAdmin && all.fetching && !all.data,
  };
}
