import type { ApiKeyScope } from '../../../shared/auth/api-key-scopes.ts';
import type { MessageLanguage } from '../../../shared/configuration/constants.ts';

/** The caller as every resolver sees it, loaded once per request from the access token. */
export interface HeldRole {
  userWorkshopRoleID: string;
  workshopID: string;
  workshopName: string;
  roleID: string;
  roleName: string;
}

export interface AuthState {
  userID: string;
  userName: string;
  firstname: string;
  lastname: string;
  isAdmin: boolean;
  sessionID: string;
  /** When the session ends: no access token issued for it is valid past this instant. */
  sessionExpiresAt: Date;
  roles: HeldRole[];
  /** The language of the user's messages (`it` or `en`), and the interface's at sign-in. */
  preferredLanguage: MessageLanguage;
  /** Set while an admin is signed in as this user. */
  impersonator: { userID: string; userName: string } | null;
  /**
   * Set when the caller is a workshop API key (docs/integrations.md): the user is the key's
   * integration user, and only the root fields of the key's scopes run.
   */
  apiKey?: { apiKeyID: string; prefix: string; scopes: readonly ApiKeyScope[] };
}
