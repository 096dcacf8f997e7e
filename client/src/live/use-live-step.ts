import { useAtomValue } from 'jotai';
import { useEffect, useRef } from 'react';
import { reconnectCountAtom } from '../state/reconnect-atom.ts';
import { type LivePayload, type LiveStep, liveStep } from './live-step.ts';

/**
 * Hands each new payload of a live subscription to `onStep` with what it is (liveStep); a stale one
 * is dropped. The whole state the server sends when the socket comes back counts as `first`: the
 * screen's reconnect handler (useOnReconnect) reads everything again already.
 */
export function useLiveStep<P extends LivePayload>(
  payload: P | null | undefined,
  onStep: (step: Exclude<LiveStep, 'stale'>, payload: P) => void,
): void {
  const latest = useRef(onStep);
  latest.current = onStep;
  const reconnects = useRef(0);
  reconnects.current = useAtomValue(reconnectCountAtom);
  const held = useRef<{ payload: LivePayload; reconnects: number } | null>(null);
  useEffect(() => {
    if (!payload) return;
    const previous = held.current;
    const step = liveStep(previous?.payload ?? null, payload);
    if (step === 'stale') return;
    held.current = { payload, reconnects: reconnects.current };
    const reconnected = step === 'resent' && previous?.reconnects !== reconnects.current;
    latest.current(reconnected ? 'first' : step, payload);
  }, [payload]);
}
