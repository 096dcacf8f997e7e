import { useEffect, useState } from 'react';

/**
 * What became of the screen wake lock: asked for; held; refused by the browser (a policy, a low
 * battery, the page not visible); or not offered at all (an older browser, or plain http off
 * localhost, which is no secure context).
 */
export type WakeLockState = 'pending' | 'held' | 'refused' | 'unsupported';

/** The part of the Screen Wake Lock API used here (navigator.wakeLock). */
interface WakeLockSentinelLike {
  release(): Promise<void>;
}
interface WakeLockLike {
  request(type: 'screen'): Promise<WakeLockSentinelLike>;
}

/**
 * Keeps the screen on while the page shows (decision 0025): asks for a screen wake lock at once,
 * and again each time the page becomes visible, since the browser lets go of it whenever the page
 * is hidden. Without the API the kiosk's own settings keep the screen on (docs/kiosk.md).
 */
export function useScreenWakeLock(): WakeLockState {
  const [state, setState] = useState<WakeLockState>('pending');

  useEffect(() => {
    const wakeLock = (navigator as Navigator & { wakeLock?: WakeLockLike }).wakeLock;
    if (!wakeLock) {
      setState('unsupported');
      return;
    }
    let stopped = false;
    let sentinel: WakeLockSentinelLike | null = null;
    async function acquire(api: WakeLockLike) {
      if (document.visibilityState !== 'visible') return;
      try {
        const held = await api.request('screen');
        if (stopped) return void held.release().catch(() => undefined);
        sentinel = held;
        setState('held');
      } catch {
        if (!stopped) setState('refused');
      }
    }
    const onVisibilityChange = () => void acquire(wakeLock);
    document.addEventListener('visibilitychange', onVisibilityChange);
    void acquire(wakeLock);
    return () => {
      stopped = true;
      document.removeEventListener('visibilitychange', onVisibilityChange);
      void sentinel?.release().catch(() => undefined);
    };
  }, []);

  return state;
}
