import { useTranslation } from 'react-i18next';
import { statusName } from '../../../shared/appointments/appointment-status.ts';
import { formatTime } from '../i18n/dates.ts';
import { WORKSHOP_TIME_ZONE } from './workshop-zone.ts';

/** A status as a small coloured badge with its translated name. */
export function StatusBadge({ statusCode }: { statusCode: number }) {
  const { t } = useTranslation();
  const name = statusName(statusCode);
  return (
    <span className={`status-badge status-badge--${statusCode}`} data-status={statusCode}>
      {t(`acceptance.status.${name}`)}
    </span>
  );
}

/** "On time" / "5 min early" / "12 min late", coloured; a dash when there is no booking. */
export function TimingLabel({ timing }: { timing: { status: string; minutes: number } | null | undefined }) {
  const { t } = useTranslation();
  if (!timing) return <span className="muted">{t('acceptance.noValue')}</span>;
  const status = timing.status === 'EARLY' || timing.status === 'LATE' ? timing.status : 'ON_TIME';
  return (
    <span className={`timing timing--${status.toLowerCase()}`}>
      {t(`acceptance.timing.${status}`, { minutes: timing.minutes })}
    </span>
  );
}

/** A time of day in the workshop's zone, or a dash. */
export function TimeOf({ value }: { value: string | null | undefined }) {
  const { t } = useTranslation();
  if (!value) return <span className="muted">{t('acceptance.noValue')}</span>;
  return <time dateTime={value}>{formatTime(value, WORKSHOP_TIME_ZONE)}</time>;
}

/** Minutes as "12 min", or a dash. */
export function Minutes({ value }: { value: number | null | undefined }) {
  const { t } = useTranslation();
  if (value == null) return <span className="muted">{t('acceptance.noValue')}</span>;
  return <span>{t('acceptance.minutes', { count: value })}</span>;
}
