import { useAtomValue } from 'jotai';
import { useEffect, useRef } from 'react';
import { reconnectCountAtom } from '../state/reconnect-atom.ts';

/**
 * Runs `onReconnect` each time the WebSocket comes back after a drop (not on mount). Screens
 * that show live data pass their refetch, e.g.
 * `useOnReconnect(() => refetch({ requestPolicy: 'network-only' }))`, because events published
 * while the socket was down are not replayed (architecture rule 2).
 */
export function useOnReconnect(onReconnect: () => void): void {
  const count = useAtomValue(reconnectCountAtom);
  const latest = useRef(onReconnect);
  latest.current = onReconnect;
  const seen = useRef(count);

  useEffect(() => {
    if (count === seen.current) return;
    seen.current = count;
    latest.current();
  }, [count]);
}
