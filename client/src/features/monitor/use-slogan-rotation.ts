import { useCallback, useEffect, useState } from 'react';

export interface RotatingSlogan {
  sloganID: string;
  title: string;
  text: string;
  /** Seconds on screen. */
  duration: number;
}

/** What the slogan area shows now: a slogan, or a video of the workshop's playlist. */
export type RotationItem<T extends RotatingSlogan> =
  | { kind: 'slogan'; slogan: T }
  | {
      kind: 'video';
      url: string /** Counts plays, so the same address twice in a row restarts. */;
      play: number;
    };

/** Where the rotation stands: the slogan shown, or the video of the playlist playing. */
export interface RotationPosition {
  slogan: number;
  /** How many videos have played (or been skipped); the next is videos[played % length]. */
  played: number;
  onVideo: boolean;
}

export const START: RotationPosition = { slogan: 0, played: 0, onVideo: false };

/** At least this long on screen, whatever the setting says (a 0 would spin). */
const MIN_SECONDS = 3;

/**
 * The step after the current item (decision 0006): slogan 1 … slogan n, then the next video, then
 * the slogans again from the first. Without slogans the videos follow one another; without videos
 * the slogans loop.
 */
export function nextPosition(at: RotationPosition, slogans: number, videos: number): RotationPosition {
  // Without slogans the item shown is always a video (see itemAt).
  if (at.onVideo || slogans === 0) {
    const played = at.played + 1;
    return slogans > 0 ? { slogan: 0, played, onVideo: false } : { slogan: 0, played, onVideo: videos > 0 };
  }
  const last = at.slogan >= slogans - 1;
  if (last && videos > 0) return { ...at, onVideo: true };
  return { ...at, slogan: slogans > 0 ? (at.slogan + 1) % slogans : 0 };
}

/** The item for a position; a position left over from longer lists falls back to the first slogan. */
export function itemAt<T extends RotatingSlogan>(
  at: RotationPosition,
  slogans: readonly T[],
  videos: readonly string[],
): RotationItem<T> | null {
  if ((at.onVideo || slogans.length === 0) && videos.length > 0) {
    return { kind: 'video', url: videos[at.played % videos.length]!, play: at.played };
  }
  if (slogans.length === 0) return null;
  return { kind: 'slogan', slogan: slogans[at.slogan % slogans.length]! };
}

/**
 * The rotation of the slogan area. A slogan stays for its duration; a video stays until the player
 * calls `videoDone` (ended, failed or stalled), so its length is the file's own.
 */
export function useSloganRotation<T extends RotatingSlogan>(
  slogans: readonly T[],
  videos: readonly string[] = [],
): { item: RotationItem<T> | null; videoDone: () => void } {
  const [at, setAt] = useState<RotationPosition>(START);
  const item = itemAt(at, slogans, videos);
  const slogan = item?.kind === 'slogan' ? item.slogan : null;
  const nothingToRotate = slogans.length < 2 && videos.length === 0;

  useEffect(() => {
    if (!slogan || nothingToRotate) return;
    const timer = setTimeout(
      () => setAt((now) => nextPosition(now, slogans.length, videos.length)),
      Math.max(slogan.duration, MIN_SECONDS) * 1000,
    );
    return () => clearTimeout(timer);
  }, [slogan, nothingToRotate, slogans.length, videos.length]);

  const videoDone = useCallback(
    () => setAt((now) => nextPosition({ ...now, onVideo: true }, slogans.length, videos.length)),
    [slogans.length, videos.length],
  );
  return { item, videoDone };
}
