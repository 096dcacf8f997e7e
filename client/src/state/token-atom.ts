import { atom } from 'jotai';

/** localStorage key of the access token, so a reload keeps the session (the refresh cookie also survives). */
export const TOKEN_STORAGE_KEY = 'turno.token';

function readStoredToken(): string | null {
  try {
    return globalThis.localStorage?.getItem(TOKEN_STORAGE_KEY) ?? null;
  } catch {
    // Storage can be blocked (private mode, policies); the session then lives in memory only.
    return null;
  }
}

function writeStoredToken(token: string | null): void {
  try {
    if (token) globalThis.localStorage?.setItem(TOKEN_STORAGE_KEY, token);
    else globalThis.localStorage?.removeItem(TOKEN_STORAGE_KEY);
  } catch {
    // See readStoredToken: memory still holds the token.
  }
}

const tokenValueAtom = atom<string | null>(readStoredToken());

/**
 * The short-lived access token: kept in memory for every request and mirrored to localStorage.
 * Written on login, on `refreshProfile`, on an `x-token` response header, and cleared on sign-out.
 */
export const tokenAtom = atom(
  (get) => get(tokenValueAtom),
  (_get, set, token: string | null) => {
    set(tokenValueAtom, token);
    writeStoredToken(token);
  },
);
