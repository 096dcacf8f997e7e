import { useTranslation } from 'react-i18next';
import { formatDate, formatTime } from '../../i18n/dates.ts';
import { ScreenQr } from '../monitor/screen-qr.tsx';
import { waitWording } from '../tracking/tracking-view.ts';
import { TotemStartOver } from './totem-start-over.tsx';
import type { Welcome } from './totem-types.ts';

/** Checked in: the place in the queue and the tracking code; nothing but masked data. */
export function TotemWelcome({
  welcome,
  pickup,
  onFinish,
}: {
  welcome: Welcome;
  /** Set when the customer queued to collect a vehicle: what happens at the box differs. */
  pickup?: { paid: boolean } | undefined;
  onFinish(): void;
}) {
  const { t } = useTranslation();
  const waitLine = () => {
    const wording = waitWording(welcome.estimatedWaitMinutes, welcome.estimatedWaitRange);
    if (wording.kind === 'between')
      return t('totem.doneWaitBetween', { low: wording.low, high: wording.high });
    if (wording.kind === 'within') return t('totem.doneWaitWithin', { count: wording.count });
    return t('totem.doneWait', { count: welcome.estimatedWaitMinutes ?? 0 });
  };
  return (
    <section
      className="totem__step totem__outcome totem__outcome--done"
      data-testid="totem-welcome"
      data-pickup={pickup ? 'true' : undefined}
    >
      <h1 className="totem__title" tabIndex={-1} data-step-heading>
        {pickup ? t('totem.pickupDoneTitle') : t('totem.doneTitle')}
      </h1>
      <p className="totem__big" data-testid="totem-welcome-position">
        {welcome.position
          ? t('totem.donePosition', { position: welcome.position })
          : t('totem.doneNoPosition')}
      </p>
      <ul className="totem__facts">
        <li>{t('totem.donePlate', { plate: welcome.maskedPlate })}</li>
        {welcome.queueName ? <li>{t('totem.doneQueue', { queue: welcome.queueName })}</li> : null}
        {/* "About 0 min" says nothing: a wait is shown once there is one. */}
        {welcome.estimatedWaitMinutes ? <li>{waitLine()}</li> : null}
      </ul>
      <p className="totem__lead" data-testid="totem-welcome-next">
        {pickup
          ? pickup.paid
            ? t('totem.pickupDonePaid')
            : t('totem.pickupDoneUnpaid')
          : t('totem.doneWatch')}
      </p>
      <div className="totem__link">
        <p>
          {pickup
            ? t('totem.pickupDoneLink')
            : welcome.noSms
              ? t('totem.doneLinkNoSms')
              : t('totem.doneLink')}
        </p>
        <code className="totem__code" data-testid="totem-welcome-code">
          {welcome.trackingUrl.replace(/^https?:\/\//, '')}
        </code>
        {/* The same link as the SMS, for a phone held up to the screen (decision 0025). */}
        <ScreenQr url={welcome.trackingUrl} caption={t('screenApp.receiptQr')} className="totem__qr" />
      </div>
      <TotemStartOver onStartOver={onFinish} />
    </section>
  );
}

/** Booked for another day: its date (spec §2 "future appointment"). */
export function TotemFuture({
  bookingDateTime,
  timeZone,
  onFinish,
}: {
  bookingDateTime: string | null;
  timeZone: string;
  onFinish(): void;
}) {
  const { t } = useTranslation();
  return (
    <section className="totem__step totem__outcome" data-testid="totem-future">
      <h1 className="totem__title" tabIndex={-1} data-step-heading>
        {t('totem.futureTitle')}
      </h1>
      {bookingDateTime ? (
        <p className="totem__big" data-testid="totem-future-date">
          {t('totem.futureText', {
            date: formatDate(bookingDateTime, timeZone),
            time: formatTime(bookingDateTime, timeZone),
          })}
        </p>
      ) : null}
      <TotemStartOver onStartOver={onFinish} />
    </section>
  );
}

/** Spec §8 "self check-in not possible, ask staff". */
export function TotemAskStaff({ onFinish }: { onFinish(): void }) {
  const { t } = useTranslation();
  return (
    <section className="totem__step totem__outcome totem__outcome--staff" data-testid="totem-ask-staff">
      <h1 className="totem__title" tabIndex={-1} data-step-heading>
        {t('totem.askStaffTitle')}
      </h1>
      <p className="totem__big">{t('totem.askStaffText')}</p>
      <TotemStartOver onStartOver={onFinish} />
    </section>
  );
}
