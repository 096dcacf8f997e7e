import { randomBytes } from 'node:crypto';
import { API_KEY_MARK } from '../../core/context/tokens.ts';
import { hashCode, matchesHash } from '../auth/secret-codes.ts';

/**
 * The text of a workshop API key: `turno_<prefix>_<secret>`. The prefix (8 random bytes, hex) is
 * public and finds the key's row; the secret (32 random bytes, base64url) is shown once. A key of
 * 256 random bits cannot be guessed, so a fast hash (SHA-256) of the whole key is what the
 * database keeps, compared in constant time.
 */
const KEY_PATTERN = /^turno_([0-9a-f]{16})_([A-Za-z0-9_-]{43})$/;

/** Whether a bearer token is meant as an API key (it may still be a wrong one). */
export function looksLikeApiKey(token: string): boolean {
  return token.startsWith(API_KEY_MARK);
}

export interface NewApiKey {
  key: string;
  prefix: string;
  secretHash: string;
}

export function newApiKey(): NewApiKey {
  const prefix = randomBytes(8).toString('hex');
  const key = `turno_${prefix}_${randomBytes(32).toString('base64url')}`;
  return { key, prefix, secretHash: hashCode(key) };
}

/** The prefix of a well-formed key; null for anything else. */
export function apiKeyPrefix(key: string): string | null {
  return KEY_PATTERN.exec(key)?.[1] ?? null;
}

/** Whether `key` is the key whose hash is stored (constant time). */
export function apiKeyMatches(key: string, secretHash: string): boolean {
  return matchesHash(key, secretHash);
}
