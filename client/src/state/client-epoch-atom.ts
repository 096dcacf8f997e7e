import { atom } from 'jotai';

/**
 * Bumped on sign-in, sign-out and impersonation changes: the urql client (and its normalized
 * cache and WebSocket) is rebuilt, so one user's data never shows on another user's screen.
 */
export const clientEpochAtom = atom(0);
