import { asMessageLanguage } from '../../../shared/messaging/message-language.ts';
import type { AuthState } from '../../core/context/auth-state.ts';
import type { AppServices, RequestContext } from '../../core/context/context.ts';
import { type AccessClaims, shouldRenew } from '../../core/context/tokens.ts';
import type { Executor } from '../../core/db/client.ts';
import { isId } from '../../core/graphql/ids.ts';
import { serializeCookie } from '../../core/http/cookies.ts';
import { rememberedAuth } from './auth-cache.ts';
import {
  extendSession,
  findLiveSession,
  findUserById,
  insertSession,
  loadHeldRoles,
  revokeSession,
  type SessionRow,
  type UserRow,
} from './auth-repository.ts';
import { hashCode, matchesHash, randomCode } from './secret-codes.ts';

export const REFRESH_COOKIE = 'turno_refresh';

/**
 * An admin's sign-in as another user lasts a working day at most, counted from its start: a
 * refresh never extends it (a normal session slides by REFRESH_SESSION_DAYS on every refresh).
 */
export const IMPERSONATION_SESSION_HOURS = 10;

/** The profile a client keeps (spec §3 'User profile'). */
export interface ProfilePayload {
  id: string;
  userName: string;
  firstname: string;
  lastname: string;
  token: string;
  isAdmin: boolean;
  roles: AuthState['roles'];
  impersonator: AuthState['impersonator'];
  preferredLanguage: AuthState['preferredLanguage'];
  errorMessage: string | null;
}

/** Whether an account may be used now (not locked by an admin, not in a lockout window). */
export function isUsable(user: Pick<UserRow, 'userLocked' | 'lockoutEnd' | 'deletedAt'>, now: Date): boolean {
  if (user.deletedAt || user.userLocked) return false;
  return !user.lockoutEnd || user.lockoutEnd <= now;
}

/**
 * Resolves an access token to the caller: the token must verify, its session must be live and
 * its user usable. Returns null otherwise (the caller then answers AUTH_NOT_AUTHORIZED).
 */
export async function authenticate(
  services: AppServices,
  token: string,
): Promise<{ auth: AuthState; claims: AccessClaims } | null> {
  const claims = await services.tokens.verify(token);
  // A signed token naming a malformed session is refused here, not by a failing query.
  if (!claims || !isId(claims.sessionID)) return null;
  const auth = await rememberedAuth(services, token, async () => {
    const now = services.now();
    const session = await findLiveSession(services.db, claims.sessionID, now);
    if (!session || session.userID !== claims.userID) return null;
    return loadAuthState(services.db, session, now);
  });
  return auth ? { auth, claims } : null;
}

async function loadAuthState(
  db: Executor,
  session: Pick<SessionRow, 'userID' | 'sessionID' | 'impersonatorUserID' | 'expiresAt'>,
  now: Date,
): Promise<AuthState | null> {
  const { userID, sessionID, impersonatorUserID } = session;
  const [user, roles, impersonator] = await Promise.all([
    findUserById(db, userID),
    loadHeldRoles(db, userID),
    impersonatorUserID ? findUserById(db, impersonatorUserID) : Promise.resolve(undefined),
  ]);
  if (!user || !isUsable(user, now)) return null;
  // A sign-in-as lasts only while the admin behind it is still an admin who may sign in.
  if (impersonatorUserID && !(impersonator?.isAdmin && isUsable(impersonator, now))) return null;
  return {
    userID: user.userID,
    userName: user.userName,
    firstname: user.firstname,
    lastname: user.lastname,
    isAdmin: user.isAdmin,
    sessionID,
    sessionExpiresAt: session.expiresAt,
    roles,
    preferredLanguage: asMessageLanguage(user.preferredLanguage),
    impersonator: impersonator ? { userID: impersonator.userID, userName: impersonator.userName } : null,
  };
}

/** Renews the access token in the `x-token` header when it is past half its life. */
export async function renewTokenIfDue(ctx: RequestContext, claims: AccessClaims): Promise<void> {
  if (!ctx.auth || !shouldRenew(claims, Math.floor(ctx.now().getTime() / 1000))) return;
  ctx.response.renewedToken = await ctx.tokens.sign(
    claims.userID,
    claims.sessionID,
    ctx.auth.sessionExpiresAt,
  );
}

/**
 * Opens a refresh session for a user, sets the refresh cookie and returns the profile with a fresh
 * access token. `impersonatorUserID` marks an admin's sign-in as this user.
 */
export async function startSession(
  ctx: RequestContext,
  user: UserRow,
  impersonatorUserID: string | null,
): Promise<ProfilePayload> {
  const now = ctx.now();
  const secret = randomCode(32);
  const session = await insertSession(ctx.db, {
    userID: user.userID,
    impersonatorUserID,
    secretHash: hashCode(secret),
    expiresAt: impersonatorUserID
      ? new Date(now.getTime() + IMPERSONATION_SESSION_HOURS * 3_600_000)
      : slidingExpiry(ctx, now),
    userAgent: ctx.request.userAgent?.slice(0, 512) ?? null,
  });
  setRefreshCookie(ctx, `${session.sessionID}.${secret}`, session.expiresAt);
  const auth = await loadAuthState(ctx.db, session, now);
  if (!auth) throw new Error('a session was opened for an unusable account');
  ctx.auth = auth;
  return toProfile(auth, await ctx.tokens.sign(user.userID, session.sessionID, session.expiresAt));
}

/** Renews the access token from the refresh cookie; null (and the cookie cleared) when it has ended. */
export async function refreshFromCookie(ctx: RequestContext): Promise<ProfilePayload | null> {
  const cookie = ctx.request.cookies[REFRESH_COOKIE];
  const parsed = parseRefreshCookie(cookie);
  const now = ctx.now();
  if (!cookie || !parsed) {
    if (cookie) clearRefreshCookie(ctx);
    return null;
  }
  const session = await findLiveSession(ctx.db, parsed.sessionID, now);
  const auth =
    session && matchesHash(parsed.secret, session.secretHash)
      ? await loadAuthState(ctx.db, session, now)
      : null;
  if (!session || !auth) {
    clearRefreshCookie(ctx);
    return null;
  }
  // Sliding expiry, except for a sign-in-as, which keeps the end it was given at its start. The
  // secret is not rotated so two tabs refreshing at once both succeed.
  const expiresAt = session.impersonatorUserID ? session.expiresAt : slidingExpiry(ctx, now);
  await extendSession(ctx.db, session.sessionID, now, expiresAt);
  setRefreshCookie(ctx, cookie, expiresAt);
  ctx.auth = { ...auth, sessionExpiresAt: expiresAt };
  return toProfile(ctx.auth, await ctx.tokens.sign(auth.userID, session.sessionID, expiresAt));
}

/** Ends the caller's session (from the token, else from the cookie) and clears the cookie. */
export async function endSession(ctx: RequestContext): Promise<{ userID: string; sessionID: string } | null> {
  const now = ctx.now();
  let ended: { userID: string; sessionID: string } | null = null;
  if (ctx.auth) {
    await revokeSession(ctx.db, ctx.auth.sessionID, now);
    ended = { userID: ctx.auth.userID, sessionID: ctx.auth.sessionID };
  } else {
    const parsed = parseRefreshCookie(ctx.request.cookies[REFRESH_COOKIE]);
    const session = parsed ? await findLiveSession(ctx.db, parsed.sessionID, now) : undefined;
    if (session && parsed && matchesHash(parsed.secret, session.secretHash)) {
      await revokeSession(ctx.db, session.sessionID, now);
      ended = { userID: session.userID, sessionID: session.sessionID };
    }
  }
  clearRefreshCookie(ctx);
  return ended;
}

export function toProfile(auth: AuthState, token: string): ProfilePayload {
  return {
    id: auth.userID,
    userName: auth.userName,
    firstname: auth.firstname,
    lastname: auth.lastname,
    token,
    isAdmin: auth.isAdmin,
    roles: auth.roles,
    impersonator: auth.impersonator,
    preferredLanguage: auth.preferredLanguage,
    errorMessage: null,
  };
}

/** `<sessionID>.<secret>` exactly, as startSession wrote it; anything else is not a refresh cookie. */
function parseRefreshCookie(value: string | undefined): { sessionID: string; secret: string } | null {
  const [sessionID, secret, ...rest] = value?.split('.') ?? [];
  if (!sessionID || !secret || rest.length > 0 || !isId(sessionID)) return null;
  return { sessionID, secret };
}

function slidingExpiry(ctx: RequestContext, now: Date): Date {
  return new Date(now.getTime() + ctx.config.refreshSessionDays * 86_400_000);
}

/** The cookie lives exactly as long as its session. */
function setRefreshCookie(ctx: RequestContext, value: string, expiresAt: Date) {
  ctx.response.setCookies.push(
    serializeCookie(REFRESH_COOKIE, value, {
      maxAgeSeconds: (expiresAt.getTime() - ctx.now().getTime()) / 1000,
      secure: ctx.request.secure,
    }),
  );
}

function clearRefreshCookie(ctx: RequestContext) {
  ctx.response.setCookies.push(
    serializeCookie(REFRESH_COOKIE, '', { maxAgeSeconds: 0, secure: ctx.request.secure }),
  );
}
