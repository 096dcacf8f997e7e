import type { ApiKeyScope } from '../../../../shared/auth/api-key-scopes.ts';

/** The i18n key of a scope's words (a `:` in a key would read as an i18next namespace). */
export const SCOPE_LABEL_KEYS = {
  'appointments:read': 'apiKeys.scopes.appointmentsRead',
  'appointments:write': 'apiKeys.scopes.appointmentsWrite',
  'statistics:read': 'apiKeys.scopes.statisticsRead',
} as const satisfies Record<ApiKeyScope, string>;

/** A scope's i18n key; null for a scope this client does not know (shown as written). */
export function scopeLabelKey(scope: string) {
  return scope in SCOPE_LABEL_KEYS ? SCOPE_LABEL_KEYS[scope as ApiKeyScope] : null;
}
