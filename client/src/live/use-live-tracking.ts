import { useMemo, useRef } from 'react';
import { useSubscription } from 'urql';
import { TrackingScreenChangedSubscription } from '../graphql/tracking-operations.ts';
import { useLiveStep } from './use-live-step.ts';
import { useOnReconnect } from './use-on-reconnect.ts';
import { useResubscribeOnError } from './use-resubscribe-on-error.ts';

export interface LiveTrackingHandlers {
  /**
   * After a reconnect, a failed subscription or a whole state sent again: changes may have been
   * missed, fetch the page again.
   */
  resync(): void;
  /** After each event but the first, for what the event does not carry (pickup readiness, booking). */
  onEvent?(): void;
}

/**
 * Keeps a customer's visit live by `trackingChanged` (public, by the visit's tracking code): the
 * Tracking fields update in place through graphcache. Null `code` pauses it.
 */
export function useLiveTracking(code: string | null, handlers: LiveTrackingHandlers) {
  const context = useMemo(() => ({ silentErrors: true }), []);
  const [{ data, error }, resubscribe] = useSubscription({
    query: TrackingScreenChangedSubscription,
    variables: { code: code ?? '' },
    pause: !code,
    context,
  });
  const latest = useRef(handlers);
  latest.current = handlers;
  useResubscribeOnError(
    error,
    () => code && resubscribe({ requestPolicy: 'network-only' }),
    () => latest.current.resync(),
  );
  useOnReconnect(() => latest.current.resync());
  useLiveStep(data?.trackingChanged, (step) => {
    if (step === 'resent') latest.current.resync();
    else if (step === 'change') latest.current.onEvent?.();
  });
  return { liveError: error };
}
