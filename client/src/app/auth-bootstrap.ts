import {
  SessionFetchProfileQuery,
  type SessionProfile,
  SessionRefreshProfileMutation,
} from '../graphql/session-operations.ts';
import { currentToken, markSignedOut, resumeSession } from '../session/session.ts';
import { clientEpochAtom } from '../state/client-epoch-atom.ts';
import { appStore } from '../state/store.ts';
import { clientForEpoch } from './urql-provider.tsx';

/**
 * Start-up: decide whether a session exists before any guard decides (spec §2 "loading").
 * With a stored token, ask for `profile`; without one (or if it is no longer valid), try
 * `refreshProfile` once, since the HttpOnly refresh cookie may still be alive.
 */
export async function bootstrapSession(): Promise<void> {
  const { client } = clientForEpoch(appStore.get(clientEpochAtom));
  let profile: SessionProfile | null = null;

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
  }
  if (profile) resumeSession(profile);
  else markSignedOut();
}
