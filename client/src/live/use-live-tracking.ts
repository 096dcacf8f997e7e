import { useEffect, useMemo, useRef } from 'react';
import { useSubscription } from 'urql';
import { TrackingScreenChangedSubscription } from '../graphql/tracking-operations.ts';
import { useOnReconnect } from './use-on-reconnect.ts';
import { useResubscribeOnError } from './use-resubscribe-on-error.ts';

export interface LiveTrackingHandlers {
  /** After a reconnect or a failed subscription: events may have been missed, fetch the page again. */
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
  const event = data?.trackingChanged;
  useEffect(() => {
    if (event && !event.initial) latest.current.onEvent?.();
  }, [event]);
  return { liveError: error };
}
