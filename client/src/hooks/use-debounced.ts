import { useEffect, useState } from 'react';

/** `value`, once it has stopped changing for `delayMs` (e.g. a lookup as the user types). */
export function useDebounced<T>(value: T, delayMs = 400): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
