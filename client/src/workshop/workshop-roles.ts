/** One role held in one workshop, as `userRoles` returns it. */
export interface HeldRole {
  workshopID: string;
  workshopName: string;
  roleName: string;
}

export interface WorkshopRoles {
  workshopID: string;
  workshopName: string;
  roleNames: string[];
}

/** Groups held roles by workshop (sorted by name), each workshop's roles sorted and unique. */
export function groupRolesByWorkshop(roles: readonly HeldRole[]): WorkshopRoles[] {
  const byWorkshop = new Map<string, WorkshopRoles>();
  for (const role of roles) {
    const entry = byWorkshop.get(role.workshopID) ?? {
      workshopID: role.workshopID,
      workshopName: role.workshopName,
      roleNames: [],
    };
    if (!entry.roleNames.includes(role.roleName)) entry.roleNames.push(role.roleName);
    byWorkshop.set(role.workshopID, entry);
  }
  return [...byWorkshop.values()]
    .map((entry) => ({ ...entry, roleNames: [...entry.roleNames].sort((a, b) => a.localeCompare(b)) }))
    .sort((a, b) => a.workshopName.localeCompare(b.workshopName));
}
