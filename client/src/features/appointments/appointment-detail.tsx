import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { formatDateTime } from '../../i18n/dates.ts';
import { useAppointmentChanges } from '../../live/use-appointment-changes.ts';
import { useOnReconnect } from '../../live/use-on-reconnect.ts';
import { Banner } from '../../ui/banner.tsx';
import { Card } from '../../ui/card.tsx';
import { DataTable } from '../../ui/data-table.tsx';
import { Link } from '../../ui/link.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { customerLanguageName } from '../../workshop/customer-language.ts';
import { StatusBadge } from '../../workshop/labels.tsx';
import { smsConsentText } from '../../workshop/sms-consent.ts';
import { WORKSHOP_TIME_ZONE } from '../../workshop/workshop-zone.ts';
import { anomalyText, entryKind } from './appointment-table.tsx';
import { StaffListsDetailQuery, StaffListsHistoryQuery } from './appointments-operations.ts';

/** The way back to a list, above a detail. */
export function BackLink({ href, label }: { href: string; label: string }) {
  return (
    <Link href={href} className="staff-lists__back" data-testid="back-to-list">
      ← {label}
    </Link>
  );
}

/**
 * The history of spec §3 as a table: phase (status after the line), date and time, action,
 * resource (box and person) and notes. Read again whenever the appointment changes (a survey
 * answered or corrected included): the log itself is not pushed.
 */
export function HistoryCard({ appointmentID }: { appointmentID: string }) {
  const { t } = useTranslation();
  const [result, refetch] = useQuery({ query: StaffListsHistoryQuery, variables: { appointmentID } });
  useOnReconnect(() => refetch({ requestPolicy: 'network-only' }));
  const changes = useAppointmentChanges(appointmentID);
  useEffect(() => {
    if (changes > 0) refetch({ requestPolicy: 'network-only' });
  }, [changes, refetch]);
  const lines = result.data?.appointmentHistory ?? [];
  return (
    <Card title={t('acceptance.box.history')} data-testid="history-card">
      {result.error ? <Banner tone="error">{t('acceptance.loadError')}</Banner> : null}
      {result.fetching && !result.data ? (
        <Spinner label={t('common.loading')} />
      ) : (
        <DataTable
          caption={t('acceptance.box.history')}
          rows={[...lines].reverse()}
          rowKey={(line) => line.appointmentLogID}
          empty={t('acceptance.box.historyEmpty')}
          data-testid="history-table"
          columns={[
            {
              id: 'phase',
              header: t('staffLists.history.phase'),
              cell: (line) => t(`acceptance.status.${line.phase as 'Unknown'}`),
            },
            {
              id: 'dateTime',
              header: t('staffLists.history.dateTime'),
              cell: (line) => (
                <time dateTime={line.dateTime}>{formatDateTime(line.dateTime, WORKSHOP_TIME_ZONE)}</time>
              ),
            },
            {
              id: 'action',
              header: t('staffLists.history.action'),
              cell: (line) =>
                t(`acceptance.events.${line.action}`, { defaultValue: line.action } as {
                  defaultValue: string;
                }),
            },
            {
              id: 'resource',
              header: t('staffLists.history.resource'),
              cell: (line) => line.resource ?? <span className="muted">{t('acceptance.noValue')}</span>,
            },
            {
              id: 'notes',
              header: t('staffLists.history.notes'),
              cell: (line) => line.notes ?? <span className="muted">{t('acceptance.noValue')}</span>,
            },
          ]}
        />
      )}
    </Card>
  );
}

/** A visit read-only: who, which vehicle, every time of its day, and how it ended. */
export function AppointmentSummary({ appointmentID }: { appointmentID: string }) {
  const { t } = useTranslation();
  const [result] = useQuery({ query: StaffListsDetailQuery, variables: { appointmentID } });
  const appointment = result.data?.appointment;
  if (!appointment) {
    if (result.fetching) return <Spinner label={t('common.loading')} />;
    return (
      <Banner tone={result.error ? 'error' : 'info'} data-testid="detail-missing">
        {result.error ? t('acceptance.loadError') : t('staffLists.detail.notFound')}
      </Banner>
    );
  }
  const when = (value: string | null | undefined) =>
    value ? formatDateTime(value, WORKSHOP_TIME_ZONE) : null;
  const acceptor = appointment.acceptedUser
    ? `${appointment.acceptedUser.firstname} ${appointment.acceptedUser.lastname}`.trim()
    : null;
  const details: { id: string; label: string; value: React.ReactNode }[] = [
    {
      id: 'status',
      label: t('acceptance.box.details.status'),
      value: <StatusBadge statusCode={appointment.statusCode} />,
    },
    {
      id: 'entry',
      label: t('staffLists.columns.entry'),
      value: t(`staffLists.entry.${entryKind(appointment)}`),
    },
    { id: 'mobile', label: t('acceptance.box.details.mobile'), value: appointment.mobile },
    { id: 'email', label: t('staffLists.detail.email'), value: appointment.email },
    { id: 'vehicle', label: t('acceptance.box.details.vehicle'), value: appointment.vehicleModel },
    { id: 'description', label: t('acceptance.box.details.description'), value: appointment.description },
    { id: 'note', label: t('acceptance.box.details.note'), value: appointment.note },
    { id: 'queue', label: t('acceptance.box.details.queue'), value: appointment.assignedQueue?.name },
    {
      id: 'customerLanguage',
      label: t('checkin.customerLanguage.label'),
      value: customerLanguageName(appointment.customerLanguage) ?? t('checkin.customerLanguage.notKnown'),
    },
    {
      id: 'smsConsent',
      label: t('acceptance.box.details.smsConsent'),
      value: smsConsentText(t, appointment, when),
    },
    { id: 'booking', label: t('acceptance.box.details.booking'), value: when(appointment.bookingDateTime) },
    { id: 'checkin', label: t('acceptance.box.details.checkin'), value: when(appointment.checkinDateTime) },
    {
      id: 'acceptance',
      label: t('acceptance.box.details.acceptance'),
      value: when(appointment.acceptanceDateTime),
    },
    { id: 'box', label: t('staffLists.columns.box'), value: appointment.acceptedBox?.name },
    { id: 'acceptor', label: t('acceptance.columns.acceptor'), value: acceptor },
    {
      id: 'jobStart',
      label: t('acceptance.box.details.jobStart'),
      value: when(appointment.jobStartDateTime),
    },
    { id: 'jobEnd', label: t('acceptance.box.details.jobEnd'), value: when(appointment.jobEndDateTime) },
    { id: 'payment', label: t('acceptance.box.details.payment'), value: when(appointment.paymentDateTime) },
    { id: 'checkout', label: t('staffLists.detail.checkout'), value: when(appointment.checkoutDateTime) },
    { id: 'reject', label: t('staffLists.detail.rejected'), value: when(appointment.jobRejectDateTime) },
    { id: 'rejectReason', label: t('staffLists.detail.rejectReason'), value: appointment.rejectReason?.name },
    {
      id: 'anomaly',
      label: t('acceptance.box.details.anomaly'),
      value: appointment.checkinAnomaly ? anomalyText(t, appointment.checkinAnomaly) : null,
    },
  ].filter((detail) => detail.value);
  return (
    <Card
      title={
        <>
          <span className="plate" data-testid="detail-plate">
            {appointment.licensePlate}
          </span>{' '}
          {appointment.name}
        </>
      }
      data-testid="detail-summary"
    >
      {appointment.deletedAt ? <Banner tone="warning">{t('staffLists.detail.deleted')}</Banner> : null}
      <dl className="detail-list">
        {details.map((detail) => (
          <div key={detail.id} className="detail-list__row" data-testid={`detail-${detail.id}`}>
            <dt>{detail.label}</dt>
            <dd>{detail.value}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
