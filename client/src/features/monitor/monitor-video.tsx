import { useEffect, useRef } from 'react';

/** A video that shows no progress for this long is skipped (a stalled download, a frozen decoder). */
export const STALL_MS = 10_000;

/**
 * One video of the workshop's playlist in the slogan area: muted (the room hears the calls, and
 * browsers refuse unmuted autoplay), inline, without controls, fitted to the area. `onDone` is
 * called once when it ends, fails to load or stalls, and the rotation moves on.
 */
export function MonitorVideo({ url, onDone }: { url: string; onDone: () => void }) {
  const ref = useRef<HTMLVideoElement>(null);
  const done = useRef(onDone);
  done.current = onDone;

  useEffect(() => {
    const video = ref.current;
    if (!video) return;
    let finished = false;
    let watchdog: ReturnType<typeof setTimeout> | undefined;
    const finish = () => {
      if (finished) return;
      finished = true;
      clearTimeout(watchdog);
      done.current();
    };
    // Each sign of progress restarts the watchdog; silence for STALL_MS means a stalled video.
    const progressed = () => {
      clearTimeout(watchdog);
      watchdog = setTimeout(finish, STALL_MS);
    };
    progressed();
    video.addEventListener('timeupdate', progressed);
    video.addEventListener('ended', finish);
    video.addEventListener('error', finish);
    // Muted autoplay is allowed everywhere; a refusal (a locked-down TV browser) is a skip too.
    video.play()?.catch(finish);
    return () => {
      finished = true;
      clearTimeout(watchdog);
      video.removeEventListener('timeupdate', progressed);
      video.removeEventListener('ended', finish);
      video.removeEventListener('error', finish);
    };
  }, []);

  return (
    <video
      ref={ref}
      className="monitor__video"
      src={url}
      muted
      playsInline
      autoPlay
      preload="auto"
      data-testid="monitor-video"
    />
  );
}
