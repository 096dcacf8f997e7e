/**
 * What a workshop API key may do (docs/integrations.md). Each scope opens a fixed set of root
 * fields (server/features/api-keys/scope-fields.ts); a key holds one or more.
 */
export const API_KEY_SCOPES = ['appointments:read', 'appointments:write', 'statistics:read'] as const;

export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];

export function isApiKeyScope(value: unknown): value is ApiKeyScope {
  return (API_KEY_SCOPES as readonly unknown[]).includes(value);
}

/** The longest key name (a dealer system's name, e.g. "DMS Rossi Auto"). */
export const API_KEY_NAME_MAX = 80;
