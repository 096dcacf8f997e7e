import { describe, expect, it } from 'vitest';
import { userStatus } from './user-status.ts';

const now = new Date('2026-11-21T12:00:00Z');
const base = { isAdmin: false, userLocked: false, hasPassword: true };

describe('userStatus', () => {
  it('puts an admin lock first, then a lockout still running', () => {
    expect(userStatus({ ...base, userLocked: true, lockoutEnd: '2026-11-22T00:00:00Z' }, now)).toEqual({
      kind: 'locked',
    });
    expect(userStatus({ ...base, lockoutEnd: '2026-11-21T12:30:00Z' }, now)).toEqual({
      kind: 'lockedOut',
      until: new Date('2026-11-21T12:30:00Z'),
    });
    expect(userStatus({ ...base, lockoutEnd: '2026-11-21T11:00:00Z' }, now)).toEqual({ kind: 'active' });
  });

  it('tells a pending first access from an expired link (7 days)', () => {
    const noPassword = { ...base, hasPassword: false };
    expect(userStatus(noPassword, now)).toEqual({ kind: 'noPassword' });
    expect(userStatus({ ...noPassword, dataInvioEmailBenvenuto: '2026-11-15T12:00:00Z' }, now)).toEqual({
      kind: 'noPassword',
    });
    expect(userStatus({ ...noPassword, dataInvioEmailBenvenuto: '2026-11-14T11:59:00Z' }, now)).toEqual({
      kind: 'linkExpired',
    });
  });

  it('shows a password change asked for after the last change', () => {
    const asked = { ...base, passwordChangeRequestDate: '2026-11-20T10:00:00Z' };
    expect(userStatus({ ...asked, lastPasswordChangedDate: '2026-11-01T10:00:00Z' }, now)).toEqual({
      kind: 'passwordChangeRequested',
    });
    expect(userStatus({ ...asked, lastPasswordChangedDate: '2026-11-20T11:00:00Z' }, now)).toEqual({
      kind: 'active',
    });
  });
});
