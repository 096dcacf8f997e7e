import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/button.tsx';
import { TotemStartOver } from './totem-start-over.tsx';
import type { PendingWalkIns } from './use-pending-walk-ins.ts';

const TotemRefusedList = lazy(() =>
  import('./totem-refused-list.tsx').then((m) => ({ default: m.TotemRefusedList })),
);

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
 * when they were (its queue deleted meanwhile, the vehicle already in the workshop...), listed on
 * a press to be taken at the desk and then removed from here.
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
      {open ? (
        <Suspense fallback={null}>
          <TotemRefusedList
            refused={pending.refused}
            timeZone={timeZone}
            isOpen={open}
            onOpenChange={setOpen}
            onDiscard={(key) => void pending.discard(key)}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
