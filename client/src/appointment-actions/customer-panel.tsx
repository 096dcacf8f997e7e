import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useClient, useQuery, useSubscription } from 'urql';
import { CLOSED_STATUSES } from '../../../shared/appointments/appointment-status.ts';
import { kindOf } from '../../../shared/appointments/transitions.ts';
import type { StaffAppointmentFragment } from '../graphql/generated/graphql.ts';
import { reportAction } from '../graphql/report-action.ts';
import { StaffAppointmentChangedSubscription } from '../graphql/staff-operations.ts';
import { formatDateTime } from '../i18n/dates.ts';
import { useAppointmentChanges } from '../live/use-appointment-changes.ts';
import { useOnReconnect } from '../live/use-on-reconnect.ts';
import { useResubscribeOnError } from '../live/use-resubscribe-on-error.ts';
import { Banner } from '../ui/banner.tsx';
import { Button } from '../ui/button.tsx';
import { Spinner } from '../ui/spinner.tsx';
import { Switch } from '../ui/switch.tsx';
import { customerLanguageName } from '../workshop/customer-language.ts';
import { StatusBadge, TimeOf, TimingLabel } from '../workshop/labels.tsx';
import { smsConsentText } from '../workshop/sms-consent.ts';
import { WORKSHOP_TIME_ZONE } from '../workshop/workshop-zone.ts';
import { ActionDialog, type DialogAction } from './action-dialog.tsx';
import { lastStatusEvent, mayUse, offeredActions } from './box-actions.ts';
import {
  BoxAcceptanceAppointmentQuery,
  BoxAcceptanceLogsQuery,
  BoxAcceptanceSetThanksSmsMutation,
} from './box-operations.ts';
import { SparePartsSwitch } from './spare-parts-switch.tsx';

export interface CustomerPanelProps {
  appointmentID: string;
  roleNames: readonly string[];
  isAdmin: boolean;
  /** Extra buttons in the header (e.g. close the card). */
  headerActions?: React.ReactNode;
  /** The short history list; off where the screen shows the full history table itself. */
  showHistory?: boolean;
  'data-testid'?: string;
}

/**
 * One customer in the box flow: who they are, where they stand, every action the status and the
 * user's roles allow (each behind its confirmation), the thanks-SMS switch, annotations and the
 * history. Live through `appointmentChanged`: another desk's change shows here at once.
 */
export function CustomerPanel({
  appointmentID,
  roleNames,
  isAdmin,
  headerActions,
  showHistory = true,
  ...rest
}: CustomerPanelProps) {
  const { t } = useTranslation();
  const client = useClient();
  const [result, refetch] = useQuery({ query: BoxAcceptanceAppointmentQuery, variables: { appointmentID } });
  const [live, resubscribe] = useSubscription({
    query: StaffAppointmentChangedSubscription,
    variables: { appointmentID },
  });
  useResubscribeOnError(live.error, () => resubscribe({ requestPolicy: 'network-only' }));
  const appointment = result.data?.appointment ?? null;
  const [logsResult, refetchLogs] = useQuery({ query: BoxAcceptanceLogsQuery, variables: { appointmentID } });
  useOnReconnect(() => {
    refetch({ requestPolicy: 'network-only' });
    refetchLogs({ requestPolicy: 'network-only' });
  });
  // The log is not pushed: read it again whenever the appointment changes, a survey included.
  const changes = useAppointmentChanges(appointmentID);
  useEffect(() => {
    if (changes > 0) refetchLogs({ requestPolicy: 'network-only' });
  }, [changes, refetchLogs]);

  const [open, setOpen] = useState<{ action: DialogAction; opening: number } | null>(null);
  const [thanksPending, setThanksPending] = useState(false);

  if (!appointment) {
    if (result.fetching) return <Spinner label={t('common.loading')} />;
    return null;
  }

  const logs = logsResult.data?.appointmentLogs ?? [];
  const kind = kindOf(appointment);
  const actions = offeredActions({
    statusCode: appointment.statusCode,
    kind,
    roleNames,
    isAdmin,
    lastStatusEvent: lastStatusEvent(logs),
    smsDeclined: appointment.smsConsent === false,
  });
  const closed = (CLOSED_STATUSES as readonly number[]).includes(appointment.statusCode);
  const mayToggleThanks = mayUse('setThanksSms', appointment.statusCode, roleNames, isAdmin, kind);
  const mayAnnotate = mayUse('createAppointmentLog', appointment.statusCode, roleNames, isAdmin, kind);
  const maySpareParts = mayUse('setWaitingSpareParts', appointment.statusCode, roleNames, isAdmin, kind);
  const when = (value: string | null | undefined) =>
    value ? formatDateTime(value, WORKSHOP_TIME_ZONE) : null;

  const toggleThanks = async (enabled: boolean) => {
    setThanksPending(true);
    const reply = await client
      .mutation(
        BoxAcceptanceSetThanksSmsMutation,
        { input: { appointmentID, enabled } },
        { silentErrors: true },
      )
      .toPromise();
    setThanksPending(false);
    reportAction({ error: reply.error, payload: reply.data?.setThanksSms });
  };

  const details: { id: string; label: string; value: React.ReactNode }[] = [
    { id: 'mobile', label: t('acceptance.box.details.mobile'), value: appointment.mobile },
    { id: 'vehicle', label: t('acceptance.box.details.vehicle'), value: appointment.vehicleModel },
    { id: 'description', label: t('acceptance.box.details.description'), value: appointment.description },
    { id: 'note', label: t('acceptance.box.details.note'), value: appointment.note },
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
    {
      id: 'booking',
      label: t('acceptance.box.details.booking'),
      value: appointment.bookingDateTime ? (
        <>
          {when(appointment.bookingDateTime)} <TimingLabel timing={appointment.timing} />
        </>
      ) : (
        t('acceptance.walkIn')
      ),
    },
    { id: 'checkin', label: t('acceptance.box.details.checkin'), value: when(appointment.checkinDateTime) },
    {
      id: 'acceptance',
      label: t('acceptance.box.details.acceptance'),
      value: appointment.acceptanceDateTime ? (
        <>
          <TimeOf value={appointment.acceptanceDateTime} />
          {appointment.hiddenAcceptance ? <span className="tag">{t('acceptance.hidden')}</span> : null}
        </>
      ) : null,
    },
    {
      id: 'jobStart',
      label: t('acceptance.box.details.jobStart'),
      value: when(appointment.jobStartDateTime),
    },
    { id: 'jobEnd', label: t('acceptance.box.details.jobEnd'), value: when(appointment.jobEndDateTime) },
    { id: 'payment', label: t('acceptance.box.details.payment'), value: when(appointment.paymentDateTime) },
    { id: 'anomaly', label: t('acceptance.box.details.anomaly'), value: appointment.checkinAnomaly },
    {
      id: 'returning',
      label: t('acceptance.box.details.returning'),
      value: appointment.returningCustomerLastDate ? when(appointment.returningCustomerLastDate) : null,
    },
  ].filter((detail) => detail.value);

  return (
    <section
      className="customer-panel"
      aria-labelledby={`customer-${appointmentID}`}
      data-testid={rest['data-testid']}
    >
      <header className="customer-panel__header">
        <div>
          <h3 id={`customer-${appointmentID}`} className="customer-panel__title">
            <span className="plate" data-testid="customer-plate">
              {appointment.licensePlate}
            </span>{' '}
            <span>{appointment.name}</span>
          </h3>
          <span data-testid="customer-status">
            <StatusBadge statusCode={appointment.statusCode} />
          </span>
          {appointment.waitingSpareParts ? (
            <span className="tag">{t('acceptance.box.details.spareParts')}</span>
          ) : null}
        </div>
        {headerActions}
      </header>
      {closed ? (
        <Banner tone="info" data-testid="visit-closed">
          {t('acceptance.box.visitClosed', {
            status: t(`acceptance.status.${appointment.statusName as 'Unknown'}`),
          })}
        </Banner>
      ) : null}
      <dl className="detail-list">
        {details.map((detail) => (
          <div key={detail.id} className="detail-list__row" data-testid={`detail-${detail.id}`}>
            <dt>{detail.label}</dt>
            <dd>{detail.value}</dd>
          </div>
        ))}
      </dl>
      <h4 className="customer-panel__subtitle">{t('acceptance.box.actionsTitle')}</h4>
      {actions.length === 0 ? (
        <p className="muted">{t('acceptance.box.noActions')}</p>
      ) : (
        <div className="action-bar" data-testid="customer-actions">
          {actions.map((action) => (
            <Button
              key={action}
              variant={action === 'jobReject' ? 'danger' : action === actions[0] ? 'primary' : 'secondary'}
              onPress={() => setOpen({ action, opening: Date.now() })}
              data-testid={`action-${action}`}
            >
              {t(`acceptance.actions.${action}`)}
            </Button>
          ))}
        </div>
      )}
      <div className="customer-panel__options">
        {mayToggleThanks ? (
          <Switch
            isSelected={appointment.thanksSmsEnabled}
            onChange={(enabled) => {
              if (!thanksPending) void toggleThanks(enabled);
            }}
            data-testid="thanks-sms-switch"
          >
            {t('acceptance.box.thanksSms')}
          </Switch>
        ) : null}
        {maySpareParts ? (
          <SparePartsSwitch
            appointmentID={appointmentID}
            licensePlate={appointment.licensePlate}
            waiting={appointment.waitingSpareParts}
          />
        ) : null}
        {mayAnnotate ? (
          <Button
            variant="quiet"
            onPress={() => setOpen({ action: 'annotation', opening: Date.now() })}
            data-testid="action-annotation"
          >
            {t('acceptance.box.addAnnotation')}
          </Button>
        ) : null}
      </div>
      {kind === 'pickup' && appointment.mainAppointmentID && !closed ? (
        // Payment and the rest of the job belong to the visit being collected: its own card, here.
        <section className="customer-panel__pickup" data-testid="pickup-visit">
          <h4 className="customer-panel__subtitle">{t('acceptance.box.pickupTitle')}</h4>
          <p className="muted">{t('acceptance.box.pickupText')}</p>
          <CustomerPanel
            appointmentID={appointment.mainAppointmentID}
            roleNames={roleNames}
            isAdmin={isAdmin}
            showHistory={false}
            data-testid="pickup-main-visit"
          />
        </section>
      ) : null}
      {showHistory ? (
        <details className="customer-panel__history">
          <summary>{t('acceptance.box.history')}</summary>
          {logs.length === 0 ? (
            <p className="muted">{t('acceptance.box.historyEmpty')}</p>
          ) : (
            <ol className="history-list" data-testid="history-list">
              {[...logs].reverse().map((log) => (
                <li key={log.appointmentLogID}>
                  <time dateTime={log.dateTime}>{formatDateTime(log.dateTime, WORKSHOP_TIME_ZONE)}</time>{' '}
                  <strong>
                    {t(`acceptance.events.${log.actionType}`, { defaultValue: log.actionType } as {
                      defaultValue: string;
                    })}
                  </strong>
                  {log.user ? <span className="muted"> · {log.user.userName}</span> : null}
                  {log.notes ? <div>{log.notes}</div> : null}
                  {log.smsText ? <div className="muted">SMS: {log.smsText}</div> : null}
                </li>
              ))}
            </ol>
          )}
        </details>
      ) : null}
      {open ? (
        <ActionDialog
          key={open.opening}
          action={open.action}
          appointment={appointment as StaffAppointmentFragment}
          onClose={() => setOpen(null)}
        />
      ) : null}
    </section>
  );
}
