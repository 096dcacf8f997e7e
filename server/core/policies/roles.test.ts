import { describe, expect, it } from 'vitest';
import type { AuthState } from '../context/auth-state.ts';
import { canActInWorkshop, canActInWorkshops } from './roles.ts';

const user = (roles: [string, string][], isAdmin = false): AuthState => ({
  userID: 'u',
  userName: 'u',
  firstname: '',
  lastname: '',
  isAdmin,
  sessionID: 's',
  sessionExpiresAt: new Date(0),
  preferredLanguage: 'it',
  impersonator: null,
  roles: roles.map(([workshopID, roleName], i) => ({
    userWorkshopRoleID: String(i),
    workshopID,
    workshopName: workshopID,
    roleID: roleName,
    roleName,
  })),
});

describe('workshop guard', () => {
  it('allows a role held in that workshop only', () => {
    const acceptor = user([['w1', 'Accettatore']]);
    expect(canActInWorkshop(acceptor, 'w1', ['Accettatore'])).toBe(true);
    expect(canActInWorkshop(acceptor, 'w2', ['Accettatore'])).toBe(false);
    expect(canActInWorkshop(acceptor, 'w1', ['Workshop manager'])).toBe(false);
    expect(canActInWorkshop(acceptor, 'w1', 'any')).toBe(true);
  });

  it('lets the admin flag through everywhere', () => {
    expect(canActInWorkshop(user([], true), 'anywhere', ['Owner'])).toBe(true);
    expect(canActInWorkshops(user([], true), ['Owner'])).toBe('all');
  });

  it('lists the workshops where a role is held, once each', () => {
    const manager = user([
      ['w1', 'Workshop manager'],
      ['w1', 'Accettatore'],
      ['w2', 'Hostess'],
    ]);
    expect(canActInWorkshops(manager, ['Workshop manager', 'Accettatore'])).toEqual(['w1']);
    expect(canActInWorkshops(manager, 'any')).toEqual(['w1', 'w2']);
  });
});
