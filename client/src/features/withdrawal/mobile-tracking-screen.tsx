import { type FormEvent, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { useMutation, useQuery } from 'urql';
import type { MobileTrackingLoginMutation as MobileTrackingLoginMutationResult } from '../../graphql/generated/graphql.ts';
import { formatDateTime } from '../../i18n/dates.ts';
import { useLiveTracking } from '../../live/use-live-tracking.ts';
import { Button } from '../../ui/button.tsx';
import { LanguageSwitch } from '../../ui/language-switch.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { TrackingDetails } from '../tracking/tracking-screen.tsx';
import { rememberCustomerCode } from './customer-session.ts';
import { markTourDone, TOUR_STEPS, tourDone } from './tour.ts';
import { MobileTrackingLoginMutation, WithdrawalScreenVisitQuery } from './withdrawal-operations.ts';
import '../tracking/tracking.css';
import './withdrawal.css';

const LOCAL_ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone;

const SILENT = { silentErrors: true };

type LoginReply = MobileTrackingLoginMutationResult['mobileMonitorLogin'];

/**
 * `/mobile-tracking`: the customer types the plate and the code of their SMS link (prefilled from
 * `?code=`) and sees their vehicle, other visits and the pickup. A plate alone sends the link by SMS
 * (docs/customer-access.md).
 */
export function MobileTrackingScreen() {
  const { t } = useTranslation();
  const location = useLocation();
  const initialCode = new URLSearchParams(location.search).get('code') ?? '';
  const [plate, setPlate] = useState('');
  const [code, setCode] = useState(initialCode);
  const [reply, setReply] = useState<LoginReply | null>(null);
  const [networkProblem, setNetworkProblem] = useState(false);
  const [{ fetching }, login] = useMutation(MobileTrackingLoginMutation);
  const [showTour, setShowTour] = useState(() => !tourDone());
  const autoTried = useRef(false);

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    setNetworkProblem(false);
    const result = await login(
      { licensePlate: plate.trim() || null, code: code.trim() || null },
      { silentErrors: true },
    );
    if (!result.data) {
      setNetworkProblem(true);
      return;
    }
    const answer = result.data.mobileMonitorLogin;
    setReply(answer);
    if (answer.success && answer.appointment) rememberCustomerCode(answer.appointment.code);
  };

  // A link with ?code= opens the visit straight away: the code is the customer's key.
  useEffect(() => {
    if (initialCode && !autoTried.current) {
      autoTried.current = true;
      void submit();
    }
  });

  // After sign-in the visit stays live: fetched by its code (the customer's lasting key; the token
  // is short-lived), place and status by the tracking subscription, readiness by fetching again.
  const visitCode = reply?.success ? (reply.appointment?.code ?? null) : null;
  const access = useMemo(() => ({ code: visitCode }), [visitCode]);
  const [live, refetchLive] = useQuery({
    query: WithdrawalScreenVisitQuery,
    variables: { access },
    pause: !visitCode,
    context: SILENT,
  });
  const visit = reply?.success ? (live.data?.customerVisit ?? reply.appointment) : null;
  const refetchVisit = () => refetchLive({ requestPolicy: 'network-only' });
  useLiveTracking(visitCode, { resync: refetchVisit, onEvent: refetchVisit });
  return (
    <div className="tracking withdrawal" data-testid="mobile-tracking-page">
      <title>{`${t('mobileTracking.title')} · Turno`}</title>
      <header className="tracking__bar">
        <span className="tracking__workshop">{visit?.tracking.workshopName ?? t('common.appName')}</span>
        <LanguageSwitch />
      </header>
      {showTour && !visit ? (
        <Tour
          onClose={() => {
            markTourDone();
            setShowTour(false);
          }}
        />
      ) : null}
      {visit ? (
        <>
          <TrackingDetails tracking={visit.tracking} />
          <section className="tracking__card" data-testid="mobile-tracking-pickup">
            <h2>{t('mobileTracking.pickupTitle')}</h2>
            {visit.withdrawal.booking ? (
              <p>
                {t('mobileTracking.pickupBooked', {
                  when: formatDateTime(visit.withdrawal.booking.bookingDateTime, LOCAL_ZONE),
                })}
              </p>
            ) : visit.withdrawal.ready ? (
              <p>{t('mobileTracking.pickupReady')}</p>
            ) : (
              <p>{t('withdrawal.errors.VEHICLE_NOT_READY')}</p>
            )}
            {visit.withdrawal.ready || visit.withdrawal.booking ? (
              <Link
                className="ui-button ui-button--primary"
                to={`/withdraw/${visit.code}`}
                data-testid="mobile-tracking-book"
              >
                {visit.withdrawal.booking ? t('mobileTracking.managePickup') : t('mobileTracking.bookPickup')}
              </Link>
            ) : null}
          </section>
          {reply?.otherAppointments.length ? (
            <section className="tracking__card" data-testid="mobile-tracking-others">
              <h2>{t('mobileTracking.othersTitle')}</h2>
              <ul>
                {reply.otherAppointments.map((o, index) => (
                  // Summaries carry no ids (the public side never shows them).
                  // biome-ignore lint/suspicious/noArrayIndexKey: a static list without ids
                  <li key={index}>
                    {o.workshopName}
                    {o.bookingDateTime ? ` · ${formatDateTime(o.bookingDateTime, LOCAL_ZONE)}` : ''} ·{' '}
                    {t(`mobileTracking.status.${o.statusName}`, o.statusName)}
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          <p className="withdrawal__links">
            <Link to="/payment-info">{t('withdrawal.paymentInfo')}</Link>
          </p>
        </>
      ) : (
        <form
          className="tracking__card withdrawal__picker"
          onSubmit={submit}
          data-testid="mobile-tracking-form"
        >
          <h1 className="withdrawal__title">{t('mobileTracking.title')}</h1>
          <p>{t('mobileTracking.intro')}</p>
          <TextField
            label={t('mobileTracking.plate')}
            value={plate}
            onChange={(value) => setPlate(value.toUpperCase())}
            autoComplete="off"
            inputTestId="mobile-tracking-plate"
          />
          <TextField
            label={t('mobileTracking.code')}
            description={t('mobileTracking.codeHelp')}
            value={code}
            onChange={setCode}
            autoComplete="off"
            inputTestId="mobile-tracking-code"
          />
          {networkProblem ? (
            <div role="alert" data-testid="mobile-tracking-network">
              <p>{t('withdrawal.connectionError')}</p>
              <Button variant="secondary" onPress={() => void submit()}>
                {t('withdrawal.retry')}
              </Button>
            </div>
          ) : null}
          {reply?.linkSent ? (
            <p role="status" data-testid="mobile-tracking-link-sent">
              {t('mobileTracking.linkSent')}
            </p>
          ) : reply?.errorCode ? (
            <p className="withdrawal__problem" role="alert" data-testid="mobile-tracking-error">
              {t(
                `mobileTracking.errors.${reply.errorCode}`,
                t('mobileTracking.errors.CUSTOMER_NOT_RECOGNISED'),
              )}
            </p>
          ) : null}
          <Button
            type="submit"
            isDisabled={fetching || (!plate.trim() && !code.trim())}
            data-testid="mobile-tracking-submit"
          >
            {t('mobileTracking.submit')}
          </Button>
        </form>
      )}
    </div>
  );
}

function Tour({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const [step, setStep] = useState<1 | 2 | 3>(1);
  return (
    <section className="tracking__card" aria-labelledby="tour-title" data-testid="mobile-tracking-tour">
      <p className="withdrawal__tour-step">{t('mobileTracking.tour.step', { step, total: TOUR_STEPS })}</p>
      <h2 id="tour-title">{t(`mobileTracking.tour.title${step}`)}</h2>
      <p>{t(`mobileTracking.tour.text${step}`)}</p>
      <div className="withdrawal__actions">
        {step < TOUR_STEPS ? (
          <Button onPress={() => setStep(step === 1 ? 2 : 3)} data-testid="tour-next">
            {t('mobileTracking.tour.next')}
          </Button>
        ) : (
          <Button onPress={onClose} data-testid="tour-done">
            {t('mobileTracking.tour.done')}
          </Button>
        )}
        <Button variant="quiet" onPress={onClose} data-testid="tour-skip">
          {t('mobileTracking.tour.skip')}
        </Button>
      </div>
    </section>
  );
}
