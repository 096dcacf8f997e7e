import { atom } from 'jotai';
import type { SessionProfile } from '../graphql/session-operations.ts';

/**
 * Spec §3 client state `auth`. The signed-in profile lives here rather than only in the GraphQL
 * cache because the guards must decide synchronously and the session outlives a cache reset
 * (the urql client is rebuilt on sign-in and sign-out).
 */
export interface AuthState {
  user: SessionProfile | null;
  isAuthenticated: boolean;
  /** True until the start-up check (`profile`, then `refreshProfile`) has answered. */
  isLoading: boolean;
}

export const authAtom = atom<AuthState>({ user: null, isAuthenticated: false, isLoading: true });
