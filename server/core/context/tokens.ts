import { errors, jwtVerify, SignJWT } from 'jose';
import { withinLifetime } from './token-lifetime.ts';

/**
 * Short-lived access tokens (HS256 JWT). The token names the user and the refresh session it came
 * from; the session is checked on every request, so a revoked session stops working at once.
 */
export interface AccessClaims {
  userID: string;
  sessionID: string;
  /** Issued-at, seconds since the epoch. */
  issuedAt: number;
  expiresAt: number;
}

const ISSUER = 'turno';
/**
 * Tokens whose signature was checked, per signer. A desk sends the same token with every request
 * for minutes; checking its HMAC again each time was 4-5% of a `nextCustomer` call's CPU
 * (docs/performance.md §5). Only the very same text is remembered, and its expiry is still read
 * against the clock at every use. Emptied when full, as the callers' cache is (auth-cache.ts).
 */
const VERIFIED_MAX = 10_000;
const AUDIENCE = 'turno-staff';

export interface TokenSigner {
  /** A token for the session, valid for the configured lifetime but never past `sessionEnd`. */
  sign(userID: string, sessionID: string, sessionEnd: Date): Promise<string>;
  /** The claims of a valid token, or null when it is missing, malformed, tampered or expired. */
  verify(token: string): Promise<AccessClaims | null>;
  lifetimeSeconds: number;
}

/** `now` is the server's clock, so issue, expiry and the session's end are read on one clock. */
export function createTokenSigner(
  secret: string,
  lifetimeMinutes: number,
  now: () => Date = () => new Date(),
): TokenSigner {
  const key = new TextEncoder().encode(secret);
  const lifetimeSeconds = lifetimeMinutes * 60;
  const verified = new Map<string, AccessClaims>();
  return {
    lifetimeSeconds,
    sign(userID, sessionID, sessionEnd) {
      const issuedAt = Math.floor(now().getTime() / 1000);
      const expiresAt = Math.min(issuedAt + lifetimeSeconds, Math.floor(sessionEnd.getTime() / 1000));
      return new SignJWT({ sid: sessionID })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(userID)
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt(issuedAt)
        .setExpirationTime(expiresAt)
        .sign(key);
    },
    async verify(token) {
      const known = verified.get(token);
      // jose refuses a token from the second it expires: the same rule here.
      if (known) return known.expiresAt > Math.floor(now().getTime() / 1000) ? known : null;
      try {
        // Only HS256 is accepted: `alg: none` and every other algorithm fail here.
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          issuer: ISSUER,
          audience: AUDIENCE,
          currentDate: now(),
        });
        if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') return null;
        // Held to the lifetime configured now, whatever the claims say (token-lifetime.ts).
        if (!withinLifetime(payload.iat, payload.exp, Math.floor(now().getTime() / 1000), lifetimeSeconds))
          return null;
        if (typeof payload.iat !== 'number' || typeof payload.exp !== 'number') return null;
        const claims = {
          userID: payload.sub,
          sessionID: payload.sid,
          issuedAt: payload.iat,
          expiresAt: payload.exp,
        };
        if (verified.size >= VERIFIED_MAX) verified.clear();
        verified.set(token, claims);
        return claims;
      } catch (error) {
        if (error instanceof errors.JOSEError || error instanceof TypeError) return null;
        throw error;
      }
    },
  };
}

/** Renew when less than half the lifetime is left, so an active screen never sees its token expire. */
export function shouldRenew(claims: AccessClaims, nowSeconds: number): boolean {
  return claims.expiresAt - nowSeconds < (claims.expiresAt - claims.issuedAt) / 2;
}

/** Extracts the token from `Bearer …` (HTTP header or WebSocket connection parameter). */
export function bearerToken(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const match = /^Bearer\s+(\S+)$/i.exec(value.trim());
  return match?.[1] ?? null;
}

/**
 * How a workshop API key begins (`turno_<prefix>_<secret>`, server/features/api-keys): such a bearer
 * is checked as a key, never as an access token.
 */
export const API_KEY_MARK = 'turno_';
