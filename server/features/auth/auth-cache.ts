import type { AuthState } from '../../core/context/auth-state.ts';
import type { AppServices } from '../../core/context/context.ts';

/**
 * The caller behind an access token, remembered for a few seconds per replica.
 *
 * Every request and every WebSocket connection resolves its token to a live session, a usable user
 * and their roles: three statements. When 2,000 screens reconnect at once, or an acceptor calls
 * customers back to back, that is a quarter of the work. A verified token's caller is therefore
 * kept for `TTL_MS`; concurrent lookups of one token share one.
 *
 * Nobody keeps rights they lost: every change that takes rights away (logout, lock, roles,
 * password, delete) goes through `publishUserSecurity`, which forgets the user here at once and,
 * through the `userSecurity` topic, on every other replica. If that event is lost (the bus down),
 * the TTL bounds how long a replica may still let the user in. A clock that moved (tests, or a
 * server clock step) also bypasses what was remembered.
 */
const TTL_MS = 5_000;
const MAX_ENTRIES = 10_000;

interface Entry {
  userID: string | null;
  /** The admin behind a sign-in-as: their rights changing ends it too. */
  impersonatorUserID: string | null;
  checkedAt: number;
  auth: Promise<AuthState | null>;
}

interface AuthCache {
  byToken: Map<string, Entry>;
}

const caches = new WeakMap<object, AuthCache>();

function cacheOf(services: Pick<AppServices, 'pubsub' | 'logger'>): AuthCache {
  const cache = caches.get(services.pubsub);
  if (cache) return cache;
  const created: AuthCache = { byToken: new Map() };
  caches.set(services.pubsub, created);
  // Other replicas' changes: forget the user here too.
  const events = services.pubsub.subscribe('userSecurity');
  void (async () => {
    for await (const event of events) forgetUser(created, event.userID);
  })().catch((error: unknown) => services.logger.error('auth cache event loop stopped', { error }));
  return created;
}

function forgetUser(cache: AuthCache, userID: string) {
  for (const [token, entry] of cache.byToken) {
    if (entry.userID === userID || entry.impersonatorUserID === userID) cache.byToken.delete(token);
  }
}

/** The caller of a verified token: remembered if looked up in the last few seconds, else `load`ed. */
export function rememberedAuth(
  services: Pick<AppServices, 'pubsub' | 'logger' | 'now'>,
  token: string,
  load: () => Promise<AuthState | null>,
): Promise<AuthState | null> {
  const cache = cacheOf(services);
  const now = services.now().getTime();
  const known = cache.byToken.get(token);
  if (known && now >= known.checkedAt && now - known.checkedAt < TTL_MS) return known.auth;
  if (cache.byToken.size >= MAX_ENTRIES) cache.byToken.clear();
  const entry: Entry = { userID: null, impersonatorUserID: null, checkedAt: now, auth: load() };
  cache.byToken.set(token, entry);
  entry.auth.then(
    (auth) => {
      // Refusals are not remembered: a caller let in a moment later must not wait for the TTL.
      if (!auth) forget();
      else {
        entry.userID = auth.userID;
        entry.impersonatorUserID = auth.impersonator?.userID ?? null;
      }
    },
    () => forget(),
  );
  function forget() {
    if (cache.byToken.get(token) === entry) cache.byToken.delete(token);
  }
  return entry.auth;
}

/** Forgets a user's remembered sessions on this replica (their rights just changed). */
export function forgetRememberedUser(services: Pick<AppServices, 'pubsub' | 'logger'>, userID: string) {
  const cache = caches.get(services.pubsub);
  if (!cache) return;
  forgetUser(cache, userID);
  // A lookup still in flight has no user yet; it may have read the old rights: drop those too.
  for (const [token, entry] of cache.byToken) if (entry.userID === null) cache.byToken.delete(token);
}
