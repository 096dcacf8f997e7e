import { useTranslation } from 'react-i18next';
import { displayName, maskPlate } from '../../../../shared/privacy/kiosk-masking.ts';
import { formatTime } from '../../i18n/dates.ts';
import { Button } from '../../ui/button.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import type { PendingWalkIn } from './pending-walk-ins.ts';

/**
 * The walk-ins the server refused when the kiosk sent them after an outage, for staff: arrival
 * time, masked plate, initial and surname (what a kiosk may show), the reason, and "remove" once
 * the customer was taken at the desk. Loaded on the first press: most kiosks never need it.
 */
export function TotemRefusedList({
  refused,
  timeZone,
  isOpen,
  onOpenChange,
  onDiscard,
}: {
  refused: readonly PendingWalkIn[];
  timeZone: string;
  isOpen: boolean;
  onOpenChange(isOpen: boolean): void;
  onDiscard(idempotencyKey: string): void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog title={t('totem.refusedTitle')} isOpen={isOpen} onOpenChange={onOpenChange}>
      <p>{t('totem.refusedHint')}</p>
      <ul className="totem__refused">
        {refused.map((walkIn) => (
          <li key={walkIn.idempotencyKey} data-testid="totem-refused-item">
            <span>
              {t('totem.refusedItem', {
                time: formatTime(walkIn.arrivedAt, timeZone),
                plate: maskPlate(walkIn.fields.licensePlate),
                name: displayName(walkIn.fields.name),
              })}
            </span>
            <span className="totem__refused-reason">
              {t('totem.refusedReason', { code: walkIn.refused })}
            </span>
            <Button variant="secondary" onPress={() => onDiscard(walkIn.idempotencyKey)}>
              {t('totem.refusedDiscard')}
            </Button>
          </li>
        ))}
      </ul>
      <div className="totem__actions">
        <Button onPress={() => onOpenChange(false)}>{t('totem.refusedClose')}</Button>
      </div>
    </Dialog>
  );
}
