import { useEffect, useState } from 'react';

export interface RotatingSlogan {
  sloganID: string;
  title: string;
  text: string;
  /** Seconds on screen. */
  duration: number;
}

/** At least this long on screen, whatever the setting says (a 0 would spin). */
const MIN_SECONDS = 3;

/** The slogan to show now: each in order for its own duration, then from the first again. */
export function useSloganRotation<T extends RotatingSlogan>(slogans: readonly T[]): T | null {
  const [index, setIndex] = useState(0);
  const current = slogans.length ? slogans[index % slogans.length]! : null;

  useEffect(() => {
    if (!current || slogans.length < 2) return;
    const timer = setTimeout(
      () => setIndex((i) => (i + 1) % slogans.length),
      Math.max(current.duration, MIN_SECONDS) * 1000,
    );
    return () => clearTimeout(timer);
  }, [current, slogans.length]);

  return current;
}
