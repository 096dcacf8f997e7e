import { useEffect, useState } from 'react';
import { useClient } from 'urql';
import { HEARTBEAT_INTERVAL_MS, type ScreenKind } from '../../../../shared/screens/screen-state.ts';
import { graphql } from '../../graphql/generated/index.ts';
import { randomUUID } from '../../graphql/idempotency-key.ts';
import { DEVICE_KEYS } from '../../state/device-keys.ts';

const ScreenHeartbeatMutation = graphql(`
  mutation ScreenHeartbeat($input: ScreenHeartbeatInput!) {
    reportScreenHeartbeat(input: $input) {
      recorded
    }
  }
`);

/** While the server cannot be reached, the next beat comes sooner, so the notice goes soon after. */
const RETRY_MS = 10_000;

/** This browser's id in the screens list: made once, kept (also across a new version's reload). */
export function screenDeviceID(): string {
  try {
    const stored = localStorage.getItem(DEVICE_KEYS.deviceID);
    if (stored) return stored;
    const made = randomUUID();
    localStorage.setItem(DEVICE_KEYS.deviceID, made);
    return made;
  } catch {
    // Storage blocked: one id per page load; the list then shows the screen again after a reload.
    return sessionID;
  }
}
const sessionID = randomUUID();

/**
 * A monitor's or totem's heartbeat (docs/operations.md "Unattended screens"): at start and every
 * minute, the screen, this browser's id and the build it runs. Answers whether the server was
 * reachable at the last try (and false at once when the browser says it went offline), so the
 * screen can say it is reconnecting even when it holds no live connection (the totem).
 */
export function useScreenHeartbeat(kind: ScreenKind, screenID: string): boolean {
  const client = useClient();
  const [reachable, setReachable] = useState(true);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    async function beat() {
      clearTimeout(timer);
      const result = await client
        .mutation(
          ScreenHeartbeatMutation,
          { input: { kind, screenID, deviceID: screenDeviceID(), version: __APP_VERSION__ } },
          { silentErrors: true },
        )
        .toPromise();
      if (stopped) return;
      // A refusal (GraphQL error) still means the server answered; a reply that was on its way
      // when the browser went offline does not make it reachable again.
      const answered = !result.error?.networkError && navigator.onLine;
      setReachable(answered);
      timer = setTimeout(beat, answered ? HEARTBEAT_INTERVAL_MS : RETRY_MS);
    }
    const offline = () => setReachable(false);
    const online = () => void beat();
    window.addEventListener('offline', offline);
    window.addEventListener('online', online);
    void beat();
    return () => {
      stopped = true;
      clearTimeout(timer);
      window.removeEventListener('offline', offline);
      window.removeEventListener('online', online);
    };
  }, [client, kind, screenID]);

  return reachable;
}
