import { describe, expect, it } from 'vitest';
import { groupRolesByWorkshop } from './workshop-roles.ts';

describe('groupRolesByWorkshop', () => {
  it('groups roles per workshop, sorted, without duplicates', () => {
    expect(
      groupRolesByWorkshop([
        { workshopID: 'w2', workshopName: 'Verona', roleName: 'Hostess' },
        { workshopID: 'w1', workshopName: 'Milano', roleName: 'Owner' },
        { workshopID: 'w2', workshopName: 'Verona', roleName: 'Accettatore' },
        { workshopID: 'w2', workshopName: 'Verona', roleName: 'Hostess' },
      ]),
    ).toEqual([
      { workshopID: 'w1', workshopName: 'Milano', roleNames: ['Owner'] },
      { workshopID: 'w2', workshopName: 'Verona', roleNames: ['Accettatore', 'Hostess'] },
    ]);
  });

  it('is empty for a user without roles', () => {
    expect(groupRolesByWorkshop([])).toEqual([]);
  });
});
