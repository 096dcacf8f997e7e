import { useAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { hiddenModeAtom } from '../state/hidden-mode-atom.ts';
import { Banner } from '../ui/banner.tsx';
import { Button } from '../ui/button.tsx';
import { Switch } from '../ui/switch.tsx';

/** The hidden-mode toggle of the acceptor's toolbar. */
export function HiddenModeSwitch() {
  const { t } = useTranslation();
  const [hidden, setHidden] = useAtom(hiddenModeAtom);
  return (
    <Switch isSelected={hidden} onChange={setHidden} data-testid="hidden-mode-switch">
      {t('acceptance.hiddenMode')}
    </Switch>
  );
}

/** While hidden mode is on, a strip says so on every acceptor screen, with the way out. */
export function HiddenModeBanner() {
  const { t } = useTranslation();
  const [hidden, setHidden] = useAtom(hiddenModeAtom);
  if (!hidden) return null;
  return (
    <Banner
      tone="warning"
      data-testid="hidden-mode-banner"
      actions={
        <Button variant="secondary" onPress={() => setHidden(false)} data-testid="hidden-mode-leave">
          {t('acceptance.leaveHiddenMode')}
        </Button>
      }
    >
      <span aria-hidden="true">🕶 </span>
      {t('acceptance.hiddenModeOn')}
    </Banner>
  );
}
