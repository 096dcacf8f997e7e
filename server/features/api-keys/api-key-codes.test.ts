import { describe, expect, it } from 'vitest';
import { apiKeyMatches, apiKeyPrefix, looksLikeApiKey, newApiKey } from './api-key-codes.ts';

describe('workshop API key text', () => {
  it('is turno_<prefix>_<secret>, found by its prefix and matched by its hash', () => {
    const made = newApiKey();
    expect(made.key).toMatch(/^turno_[0-9a-f]{16}_[A-Za-z0-9_-]{43}$/);
    expect(apiKeyPrefix(made.key)).toBe(made.prefix);
    expect(made.secretHash).not.toContain(made.key.slice(23));
    expect(apiKeyMatches(made.key, made.secretHash)).toBe(true);
    expect(looksLikeApiKey(made.key)).toBe(true);
  });

  it('refuses another secret with the same prefix', () => {
    const made = newApiKey();
    const other = newApiKey();
    const forged = `turno_${made.prefix}_${other.key.slice(-43)}`;
    expect(apiKeyPrefix(forged)).toBe(made.prefix);
    expect(apiKeyMatches(forged, made.secretHash)).toBe(false);
  });

  it('has no prefix when malformed', () => {
    const { key } = newApiKey();
    for (const bad of [
      '',
      'turno_',
      key.slice(0, -1),
      `${key}x`,
      key.toUpperCase(),
      ` ${key}`,
      'eyJhbGciOi.x.y',
    ]) {
      expect(apiKeyPrefix(bad), bad).toBeNull();
    }
    expect(looksLikeApiKey('eyJhbGciOi.x.y')).toBe(false);
  });

  it('is new every time', () => {
    const keys = new Set(Array.from({ length: 50 }, () => newApiKey().key));
    expect(keys.size).toBe(50);
  });
});
