import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router-dom';
import { useMutation, useQuery } from 'urql';
import { pickupCalendarUrl } from '../../../../shared/calendar/calendar-paths.ts';
import { useLiveTracking } from '../../live/use-live-tracking.ts';
import { Button } from '../../ui/button.tsx';
import { LanguageSwitch } from '../../ui/language-switch.tsx';
import { FullScreenSpinner } from '../../ui/spinner.tsx';
import { rememberCustomerCode, rememberedCustomerCode } from './customer-session.ts';
import { type Booking, dayLabel, Problem, SlotPicker } from './slot-picker.tsx';
import { WithdrawalScreenCancelMutation, WithdrawalScreenVisitQuery } from './withdrawal-operations.ts';
import '../tracking/tracking.css';
import './withdrawal.css';

/**
 * `/withdraw/:code`, `/withdraw-appointment` and `/withdraw-modify`: the customer books, moves or
 * cancels the pickup of a ready vehicle. The code comes from the link (or this tab's last one).
 */
export function WithdrawalScreen() {
  const { t } = useTranslation();
  const params = useParams();
  const location = useLocation();
  const query = new URLSearchParams(location.search);
  const code = params.code ?? query.get('code') ?? rememberedCustomerCode() ?? '';
  const modify = location.pathname.startsWith('/withdraw-modify');
  useEffect(() => {
    if (code) rememberCustomerCode(code);
  }, [code]);
  const access = useMemo(() => ({ code }), [code]);
  const context = useMemo(() => ({ silentErrors: true }), []);
  const [{ data, error, fetching }, refetch] = useQuery({
    query: WithdrawalScreenVisitQuery,
    variables: { access },
    pause: !code,
    context,
  });
  const visit = data?.customerVisit ?? null;
  // Live: the place, wait and status by the tracking subscription; whether the vehicle is ready
  // (and the booking) by fetching the visit again after each event.
  const refetchVisit = () => refetch({ requestPolicy: 'network-only' });
  useLiveTracking(visit ? visit.code : null, { resync: refetchVisit, onEvent: refetchVisit });

  if (code && !data && fetching) return <FullScreenSpinner label={t('common.loading')} />;
  return (
    <div className="tracking withdrawal" data-testid="withdrawal-page">
      <title>{`${t('withdrawal.title')} · Turno`}</title>
      <header className="tracking__bar">
        <span className="tracking__workshop">{visit?.tracking.workshopName ?? t('common.appName')}</span>
        <LanguageSwitch />
      </header>
      <h1 className="withdrawal__title">{t('withdrawal.title')}</h1>
      {!code ? (
        <Problem title={t('withdrawal.noLinkTitle')} text={t('withdrawal.noLinkText')} />
      ) : !data && error ? (
        <section
          className="tracking__card tracking__card--problem"
          role="alert"
          data-testid="withdrawal-error"
        >
          <p>{t('withdrawal.connectionError')}</p>
          <Button onPress={() => refetch({ requestPolicy: 'network-only' })}>{t('withdrawal.retry')}</Button>
        </section>
      ) : !visit ? (
        <Problem title={t('withdrawal.linkNotValidTitle')} text={t('withdrawal.errors.LINK_NOT_VALID')} />
      ) : (
        <>
          <p className="tracking__plate">
            {t('tracking.plate')} <strong>{visit.tracking.maskedPlate}</strong>
          </p>
          {visit.withdrawal.booking && !modify ? (
            <Booked booking={visit.withdrawal.booking} code={code} />
          ) : !visit.withdrawal.ready ? (
            <Problem
              title={t('withdrawal.notReadyTitle')}
              text={t('withdrawal.errors.VEHICLE_NOT_READY')}
              testId="withdrawal-not-ready"
            />
          ) : (
            <SlotPicker access={access} current={visit.withdrawal.booking ?? null} />
          )}
          <p className="withdrawal__links">
            <Link to={`/tracking/${code}`}>{t('withdrawal.followVisit')}</Link>
            <Link to="/payment-info">{t('withdrawal.paymentInfo')}</Link>
          </p>
        </>
      )}
    </div>
  );
}

function Booked({ booking, code }: { booking: Booking; code: string }) {
  const { t } = useTranslation();
  const [{ fetching }, cancel] = useMutation(WithdrawalScreenCancelMutation);
  const [problem, setProblem] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  return (
    <section
      className="tracking__card tracking__card--ready"
      data-testid="withdrawal-booked"
      aria-live="polite"
    >
      <h2>{t('withdrawal.bookedTitle')}</h2>
      <p className="withdrawal__when" data-testid="withdrawal-booked-when">
        {t('withdrawal.bookedWhen', {
          date: dayLabel(booking.day),
          start: booking.start,
          end: booking.end ?? '',
        })}
      </p>
      <p>{t('withdrawal.bookedText')}</p>
      <div className="withdrawal__actions">
        {/* A plain server download (docs/calendar.md): no calendar code comes to the page. */}
        <a
          className="ui-button ui-button--primary"
          href={pickupCalendarUrl('', code)}
          download
          data-testid="withdrawal-add-to-calendar"
        >
          {t('withdrawal.addToCalendar')}
        </a>
        <Link
          className="ui-button ui-button--secondary"
          to="/withdraw-modify"
          data-testid="withdrawal-change"
        >
          {t('withdrawal.change')}
        </Link>
        {confirming ? (
          <Button
            variant="danger"
            isDisabled={fetching}
            data-testid="withdrawal-cancel-confirm"
            onPress={async () => {
              const reply = await cancel({ access: { code } }, { silentErrors: true });
              const result = reply.data?.cancelWithdrawalAppointment;
              if (!result?.success) setProblem(result?.errorCode ?? 'WITHDRAWAL_ERROR');
              setConfirming(false);
            }}
          >
            {t('withdrawal.cancelConfirm')}
          </Button>
        ) : (
          <Button variant="secondary" onPress={() => setConfirming(true)} data-testid="withdrawal-cancel">
            {t('withdrawal.cancel')}
          </Button>
        )}
      </div>
      {problem ? (
        <p role="alert">{t(`withdrawal.errors.${problem}`, t('withdrawal.errors.WITHDRAWAL_ERROR'))}</p>
      ) : null}
    </section>
  );
}
