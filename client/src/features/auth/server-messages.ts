import type { Catalogue } from '../../i18n/catalogue.ts';

type AuthMessageKey = `auth.signIn.${keyof Catalogue['auth']['signIn']}`;

/**
 * The server answers `errorMessage` in English (api-contract); the ones this client knows are
 * shown translated, anything newer is shown as the server wrote it.
 */
const KNOWN_SERVER_MESSAGES: Record<string, AuthMessageKey> = {
  'invalid username or password': 'auth.signIn.invalidCredentials',
  'this account is locked. try again later or ask an administrator': 'auth.signIn.accountLocked',
};

export function serverMessageKey(message: string): AuthMessageKey | null {
  return KNOWN_SERVER_MESSAGES[message.trim().replace(/\.$/, '').toLowerCase()] ?? null;
}
