import { isUnreachable } from '../graphql/auth-errors.ts';
import {
  SessionFetchProfileQuery,
  type SessionProfile,
  SessionRefreshProfileMutation,
} from '../graphql/session-operations.ts';
import { currentToken, markSignedOut, resumeSession } from '../session/session.ts';
import { clientEpochAtom } from '../state/client-epoch-atom.ts';
import { startedOfflineAtom } from '../state/connection-atom.ts';
import { appStore } from '../state/store.ts';
import { clientForEpoch } from './urql-provider.tsx';

/** How soon a start-up check that got no answer asks again. */
const RETRY_MS = 5000;

/**
 * Start-up: decide whether a session exists before any guard decides (spec §2 "loading").
 * With a stored token, ask for `profile`; without one (or if it is no longer valid), try
 * `refreshProfile` once, since the HttpOnly refresh cookie may still be alive. No answer at all
 * (the server is down: a monitor or totem started from its cached shell, decision 0025) decides
 * nothing: the stored token stays, and the check runs again until the server answers.
 */
export async function bootstrapSession(): Promise<void> {
  const { client } = clientForEpoch(appStore.get(clientEpochAtom));
  let profile: SessionProfile | null = null;
  let unanswered = false;

  if (currentToken()) {
    const result = await client
      .query(SessionFetchProfileQuery, {}, { requestPolicy: 'network-only', silentErrors: true })
      .toPromise();
    profile = result.data?.profile ?? null;
  }
  if (!profile) {
    const result = await client
      .mutation(SessionRefreshProfileMutation, {}, { skipAuth: true, silentErrors: true })
      .toPromise();
    profile = result.data?.refreshProfile ?? null;
    unanswered = !result.data && isUnreachable(result.error);
  }
  if (!profile && unanswered) {
    appStore.set(startedOfflineAtom, true);
    setTimeout(() => void bootstrapSession(), RETRY_MS);
    return;
  }
  appStore.set(startedOfflineAtom, false);
  if (profile) resumeSession(profile);
  else markSignedOut();
}
