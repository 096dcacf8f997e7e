import { useEffect, useRef, useState } from 'react';

/** The countdown is shown in the last seconds. */
export const IDLE_WARNING_SECONDS = 10;

/**
 * Calls `onTimeout` after `seconds` without a touch, key or input anywhere on the page, and returns
 * the seconds left while in the last `IDLE_WARNING_SECONDS` (null before), for a visible countdown.
 * Inactive (`seconds` null) on the start screen, where there is nothing to clear.
 */
export function useIdleTimeout(
  seconds: number | null,
  /** A new value restarts the count (e.g. each new step of the flow). */
  resetKey: unknown,
  onTimeout: () => void,
): number | null {
  const [left, setLeft] = useState<number | null>(null);
  const lastActivity = useRef(Date.now());
  const latest = useRef(onTimeout);
  latest.current = onTimeout;

  // biome-ignore lint/correctness/useExhaustiveDependencies: resetKey restarts the count on purpose.
  useEffect(() => {
    if (seconds === null) {
      setLeft(null);
      return;
    }
    lastActivity.current = Date.now();
    setLeft(null);
    const touch = () => {
      lastActivity.current = Date.now();
      setLeft(null);
    };
    const events = ['pointerdown', 'keydown', 'input', 'wheel'] as const;
    for (const name of events) window.addEventListener(name, touch, { capture: true, passive: true });
    const timer = setInterval(() => {
      const remaining = Math.ceil(seconds - (Date.now() - lastActivity.current) / 1000);
      if (remaining <= 0) {
        setLeft(null);
        latest.current();
        lastActivity.current = Date.now();
      } else {
        setLeft(remaining <= IDLE_WARNING_SECONDS ? remaining : null);
      }
    }, 250);
    return () => {
      clearInterval(timer);
      for (const name of events) window.removeEventListener(name, touch, { capture: true });
    };
  }, [seconds, resetKey]);

  return left;
}
