import type { SessionProfile } from '../graphql/session-operations.ts';
import { authAtom } from '../state/auth-atom.ts';
import { clientEpochAtom } from '../state/client-epoch-atom.ts';
import { appStore } from '../state/store.ts';
import { tokenAtom } from '../state/token-atom.ts';

/**
 * The session's state changes, in one place, written through the app's jotai store so React
 * screens and the urql client's exchanges (outside React) see the same token and user.
 */

/** A profile arrived from login, loginAs or stopImpersonation: a new session begins. */
export function startSession(profile: SessionProfile): void {
  appStore.set(tokenAtom, profile.token);
  appStore.set(authAtom, { user: profile, isAuthenticated: true, isLoading: false });
  // New user (or new identity): start from an empty cache and a fresh WebSocket.
  appStore.set(clientEpochAtom, (epoch) => epoch + 1);
}

/** The start-up check found the existing session still valid (same user, keep the cache). */
export function resumeSession(profile: SessionProfile): void {
  appStore.set(tokenAtom, profile.token);
  appStore.set(authAtom, { user: profile, isAuthenticated: true, isLoading: false });
}

/** A refresh returned the profile again (roles or impersonation may have changed). */
export function updateSessionProfile(profile: SessionProfile): void {
  const current = appStore.get(authAtom);
  if (!current.isAuthenticated) return;
  appStore.set(authAtom, { ...current, user: profile });
}

/**
 * Sign-out, or the server ended the session. The guards see `isAuthenticated: false` and send
 * the user to /signin (remembering where they were), so no navigation is needed here.
 */
export function endSession(): void {
  const wasAuthenticated = appStore.get(authAtom).isAuthenticated;
  appStore.set(tokenAtom, null);
  appStore.set(authAtom, { user: null, isAuthenticated: false, isLoading: false });
  if (wasAuthenticated) appStore.set(clientEpochAtom, (epoch) => epoch + 1);
}

/** No session at start-up: show the public and sign-in pages. */
export function markSignedOut(): void {
  appStore.set(tokenAtom, null);
  appStore.set(authAtom, { user: null, isAuthenticated: false, isLoading: false });
}

export function isSignedIn(): boolean {
  return appStore.get(authAtom).isAuthenticated;
}

export function currentToken(): string | null {
  return appStore.get(tokenAtom);
}
