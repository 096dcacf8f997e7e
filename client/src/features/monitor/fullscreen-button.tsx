import { useEffect, useState } from 'react';
import { Button } from 'react-aria-components';
import { useTranslation } from 'react-i18next';

/** The display modes in which the screen already fills the display (an installed app, kiosk mode). */
const APP_DISPLAY = '(display-mode: fullscreen), (display-mode: standalone)';

/** Whether a fullscreen button has anything to do: the API is there and nothing fills the screen yet. */
function fullscreenOffered(): boolean {
  return (
    document.fullscreenEnabled === true &&
    document.fullscreenElement === null &&
    !window.matchMedia?.(APP_DISPLAY).matches
  );
}

/**
 * "Full screen" on the monitor and the totem (decision 0025): the whole page via the Fullscreen
 * API, for a browser that was not started in kiosk mode. Hidden once the page fills the screen, as
 * a fullscreen window or an installed app; Escape (or the browser's own gesture) leaves.
 */
export function FullscreenButton({ className }: { className: string }) {
  const { t } = useTranslation();
  const [offered, setOffered] = useState(fullscreenOffered);

  useEffect(() => {
    const update = () => setOffered(fullscreenOffered());
    const display = window.matchMedia?.(APP_DISPLAY);
    document.addEventListener('fullscreenchange', update);
    display?.addEventListener('change', update);
    return () => {
      document.removeEventListener('fullscreenchange', update);
      display?.removeEventListener('change', update);
    };
  }, []);

  if (!offered) return null;
  return (
    <Button
      className={className}
      onPress={() =>
        void document.documentElement.requestFullscreen().catch(() => setOffered(fullscreenOffered()))
      }
      data-testid="screen-fullscreen"
    >
      {t('screenApp.fullscreen')}
    </Button>
  );
}
