/** How long a first-access link stays valid (server/features/auth/password-service.ts). */
export const FIRST_ACCESS_LINK_DAYS = 7;

export interface UserStatusInput {
  isAdmin: boolean;
  userLocked: boolean;
  lockoutEnd?: string | Date | null;
  hasPassword: boolean;
  dataInvioEmailBenvenuto?: string | Date | null;
  passwordChangeRequestDate?: string | Date | null;
  lastPasswordChangedDate?: string | Date | null;
}

export type UserStatus =
  | { kind: 'locked' }
  | { kind: 'lockedOut'; until: Date }
  | { kind: 'linkExpired' }
  | { kind: 'noPassword' }
  | { kind: 'passwordChangeRequested' }
  | { kind: 'active' };

const time = (value: string | Date | null | undefined) => (value ? new Date(value).getTime() : null);

/**
 * The one state the user list shows (spec §3: the interface shows "password blocked or expired"):
 * locked by an admin; locked out by failed sign-ins; never signed in and the first-access link
 * expired or still pending; a password change asked for after the last change; otherwise active.
 */
export function userStatus(user: UserStatusInput, now: Date): UserStatus {
  if (user.userLocked) return { kind: 'locked' };
  const lockoutEnd = time(user.lockoutEnd);
  if (lockoutEnd !== null && lockoutEnd > now.getTime())
    return { kind: 'lockedOut', until: new Date(lockoutEnd) };
  if (!user.hasPassword) {
    const sent = time(user.dataInvioEmailBenvenuto);
    const expiry = sent === null ? null : sent + FIRST_ACCESS_LINK_DAYS * 24 * 60 * 60 * 1000;
    return expiry !== null && expiry < now.getTime() ? { kind: 'linkExpired' } : { kind: 'noPassword' };
  }
  const requested = time(user.passwordChangeRequestDate);
  const changed = time(user.lastPasswordChangedDate);
  if (requested !== null && (changed === null || requested > changed))
    return { kind: 'passwordChangeRequested' };
  return { kind: 'active' };
}
