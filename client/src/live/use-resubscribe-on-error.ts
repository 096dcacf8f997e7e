import { useEffect, useRef } from 'react';
import type { CombinedError } from 'urql';
import { reconnectDelay } from '../graphql/backoff.ts';

/**
 * graphql-ws gives up on a subscription when the socket closes with a code it deems fatal (e.g.
 * 1011 from a proxy, 4401 when a token expired while the socket was down) even though the client
 * retries forever otherwise. A monitor, tracking page or staff screen stays open for hours: after such an
 * error, wait (with the shared backoff), let `beforeRetry` renew what it needs (an HTTP request
 * refreshes the session), and subscribe again. The first event after it is the current state.
 */
export function useResubscribeOnError(
  error: CombinedError | undefined,
  resubscribe: () => void,
  beforeRetry?: () => void,
): void {
  const attempts = useRef(0);
  const latest = useRef({ resubscribe, beforeRetry });
  latest.current = { resubscribe, beforeRetry };

  useEffect(() => {
    if (!error) {
      attempts.current = 0;
      return;
    }
    const timer = setTimeout(() => {
      attempts.current += 1;
      latest.current.beforeRetry?.();
      latest.current.resubscribe();
    }, reconnectDelay(attempts.current));
    return () => clearTimeout(timer);
  }, [error]);
}
