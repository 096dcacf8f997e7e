import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/button.tsx';

/**
 * "Back to start" on every end or error screen of the kiosk: the same reset the idle timeout
 * makes, so a customer need not wait for it. Large, full width, reachable with Tab, with the
 * app's focus ring.
 */
export function TotemStartOver({ onStartOver }: { onStartOver(): void }) {
  const { t } = useTranslation();
  return (
    <Button
      variant="secondary"
      className="totem__primary totem__start-over"
      onPress={onStartOver}
      data-testid="totem-back-to-start"
    >
      {t('totem.backToStart')}
    </Button>
  );
}
