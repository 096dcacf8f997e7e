import { isApiKeyScope } from '../../../shared/auth/api-key-scopes.ts';
import type { AuthState } from '../../core/context/auth-state.ts';
import type { AppServices } from '../../core/context/context.ts';
import { AppError, notAuthorized } from '../../core/graphql/errors.ts';
import { takeRateLimitHit } from '../../core/http/rate-limit.ts';
import { rememberedAuth } from '../auth/auth-cache.ts';
import { loadHeldRoles } from '../auth/auth-repository.ts';
import { apiKeyMatches, apiKeyPrefix } from './api-key-codes.ts';
import { findKeyByPrefix, touchLastUsed } from './api-keys-repository.ts';

/** Failed key attempts per address: a client with a wrong or revoked key is told to stop. */
const FAILED_KEYS = { limit: 30, windowMs: 15 * 60_000 };

/** A key never ends by time: it works until revoked. */
const NO_END = new Date(8_640_000_000_000_000);

/**
 * The caller behind a bearer that is meant as an API key, or AUTH_NOT_AUTHORIZED (RATE_LIMITED
 * after many failures from one address). Refused: a malformed key, an unknown prefix, a secret
 * that does not match, a revoked key. Remembered for a few seconds like an access token (revoking
 * forgets it on every replica through publishUserSecurity).
 */
export async function authenticateApiKey(services: AppServices, key: string, ip: string): Promise<AuthState> {
  const prefix = apiKeyPrefix(key);
  const auth = prefix
    ? await rememberedAuth(services, key, () => loadKeyCaller(services, key, prefix))
    : null;
  if (auth) return auth;
  // The prefix only: the rest of a key, even a wrong one, stays out of the logs.
  services.logger.info('API key refused', { prefix });
  const within = await takeRateLimitHit(services.db, `api-key:${ip}`, FAILED_KEYS, services.now());
  if (!within)
    throw new AppError('RATE_LIMITED', 'Too many refused API keys from this address. Try again later.');
  throw notAuthorized();
}

async function loadKeyCaller(services: AppServices, key: string, prefix: string): Promise<AuthState | null> {
  const found = await findKeyByPrefix(services.db, prefix);
  if (!found || !apiKeyMatches(key, found.key.secretHash)) return null;
  if (found.key.revokedAt || found.user.deletedAt) return null;
  const now = services.now();
  const [roles] = await Promise.all([
    loadHeldRoles(services.db, found.key.integrationUserID),
    touchLastUsed(services.db, found.key.apiKeyID, now),
  ]);
  return {
    userID: found.key.integrationUserID,
    userName: found.user.userName,
    firstname: 'API',
    lastname: found.key.name,
    isAdmin: false,
    // No refresh session: the key is its own credential, and the id names it in the logs.
    sessionID: found.key.apiKeyID,
    sessionExpiresAt: NO_END,
    roles,
    preferredLanguage: 'it',
    impersonator: null,
    apiKey: { apiKeyID: found.key.apiKeyID, prefix, scopes: found.key.scopes.filter(isApiKeyScope) },
  };
}
