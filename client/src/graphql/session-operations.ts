import type { AuthSession_ProfileFragment } from './generated/graphql.ts';
import { graphql } from './generated/index.ts';

/**
 * Documents the session machinery needs outside any one screen (start-up, the auth exchange's
 * refresh, sign-out, impersonation). Screens' own operations live beside the screens.
 */

/** Everything the shell needs about the signed-in user; every entity asks for its id. */
export const SessionProfileFragment = graphql(`
  fragment AuthSession_profile on Profile {
    id
    userName
    firstname
    lastname
    token
    isAdmin
    errorMessage
    roles {
      userWorkshopRoleID
      workshopID
      workshopName
      roleID
      roleName
    }
    impersonator {
      userID
      userName
    }
    preferredLanguage
  }
`);

export type SessionProfile = AuthSession_ProfileFragment;

export const SessionFetchProfileQuery = graphql(`
  query SessionFetchProfile {
    profile {
      ...AuthSession_profile
    }
  }
`);

export const SessionRefreshProfileMutation = graphql(`
  mutation SessionRefreshProfile {
    refreshProfile {
      ...AuthSession_profile
    }
  }
`);

export const SessionLogoutMutation = graphql(`
  mutation SessionLogout {
    logout
  }
`);

export const ImpersonationBannerStopImpersonationMutation = graphql(`
  mutation ImpersonationBannerStopImpersonation {
    stopImpersonation {
      ...AuthSession_profile
    }
  }
`);

/** The header's language switch: the language of the user's own messages (not while impersonating). */
export const HeaderSetMyLanguageMutation = graphql(`
  mutation HeaderSetMyLanguage($language: String!) {
    setMyLanguage(language: $language) {
      success
    }
  }
`);
