import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { displayName, maskPlate } from '../../../../shared/privacy/kiosk-masking.ts';
import { formatTime } from '../../i18n/dates.ts';
import { Button } from '../../ui/button.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { TotemStartOver } from './totem-start-over.tsx';
import type { PendingWalkIns } from './use-pending-walk-ins.ts';

/**
 * The receipt of a walk-in the kiosk kept because the server could not be reached (decision
 * 0026): no tracking code yet (the server makes it), only the promise that the check-in goes
 * through when the connection returns, with the customer's place kept from their arrival.
 */
export function TotemKeptReceipt({ queueName, onFinish }: { queueName: string; onFinish(): void }) {
  const { t } = useTranslation();
  return (
    <section className="totem__step totem__outcome totem__outcome--kept" data-testid="totem-kept">
      <h1 className="totem__title" tabIndex={-1} data-step-heading>
        {t('totem.keptTitle')}
      </h1>
      <p className="totem__big" data-testid="totem-kept-text">
        {t('totem.keptText')}
      </p>
      <ul className="totem__facts">
        <li>{t('totem.doneQueue', { queue: queueName })}</li>
        <li>{t('totem.keptPlace')}</li>
      </ul>
      <p className="totem__lead">{t('totem.doneWatch')}</p>
      <TotemStartOver onStartOver={onFinish} />
    </section>
  );
}

/**
 * For staff, small in the corner: how many walk-ins wait to be sent, and those the server refused
 * when they were (its queue deleted meanwhile, the vehicle already in the workshop...), listed
 * masked as the kiosk may show them, to be taken at the desk and then removed from here.
 */
export function TotemPendingCorner({ pending, timeZone }: { pending: PendingWalkIns; timeZone: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  if (pending.waiting === 0 && pending.refused.length === 0) return null;
  return (
    <div className="totem__pending" data-testid="totem-pending">
      {pending.waiting > 0 ? (
        <span role="status" data-testid="totem-pending-count">
          {t('totem.pendingCount', { count: pending.waiting })}
        </span>
      ) : null}
      {pending.refused.length > 0 ? (
        <Button variant="quiet" onPress={() => setOpen(true)} data-testid="totem-pending-refused">
          {t('totem.refusedCount', { count: pending.refused.length })}
        </Button>
      ) : null}
      <Dialog title={t('totem.refusedTitle')} isOpen={open} onOpenChange={setOpen}>
        <p>{t('totem.refusedHint')}</p>
        <ul className="totem__refused">
          {pending.refused.map((walkIn) => (
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
              <Button variant="secondary" onPress={() => void pending.discard(walkIn.idempotencyKey)}>
                {t('totem.refusedDiscard')}
              </Button>
            </li>
          ))}
        </ul>
        <div className="totem__actions">
          <Button onPress={() => setOpen(false)}>{t('totem.refusedClose')}</Button>
        </div>
      </Dialog>
    </div>
  );
}
