import { toast } from 'sonner';
import type { SessionBridge } from '../graphql/client.ts';
import { notifyError } from '../graphql/notify-error.ts';
import { i18n } from '../i18n/index.ts';
import { endSession, isSignedIn, updateSessionProfile } from '../session/session.ts';
import { connectionLostAtom } from '../state/connection-atom.ts';
import { reconnectCountAtom } from '../state/reconnect-atom.ts';
import { appStore } from '../state/store.ts';
import { tokenAtom } from '../state/token-atom.ts';

/** Connects the urql client to the session state, toasts and the reconnect counter. */
export const sessionBridge: SessionBridge = {
  getToken: () => appStore.get(tokenAtom),
  setToken: (token) => appStore.set(tokenAtom, token),
  onProfileRefreshed: updateSessionProfile,
  onSessionEnded() {
    // Spec §8: tell the user only when there was a session to lose (not on a cold start).
    if (isSignedIn()) toast.error(i18n.t('auth.sessionEnded'), { id: 'session-ended' });
    endSession();
  },
  onReconnected: () => appStore.set(reconnectCountAtom, (count) => count + 1),
  onConnectionLost: (lost) => appStore.set(connectionLostAtom, lost),
  onUnhandledError: notifyError,
};
