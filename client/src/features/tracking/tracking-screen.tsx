import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { useMutation, useQuery } from 'urql';
import {
  TrackingScreenSetLanguageMutation,
  TrackingScreenTrackingQuery,
} from '../../graphql/tracking-operations.ts';
import { formatTime } from '../../i18n/dates.ts';
import { useLiveTracking } from '../../live/use-live-tracking.ts';
import { connectionLostAtom } from '../../state/connection-atom.ts';
import { Button } from '../../ui/button.tsx';
import { LanguageSwitch } from '../../ui/language-switch.tsx';
import { FullScreenSpinner } from '../../ui/spinner.tsx';
import { phaseOf, timelineOf, type WaitRangeSource, waitWording } from './tracking-view.ts';
import './tracking.css';

/** The phone's own zone: the customer is at (or near) the workshop. */
const LOCAL_ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * `/tracking/:code`: a customer follows their visit from a phone, without signing in. Live by
 * `trackingChanged`; only masked data (the server sends nothing else).
 */
export function TrackingScreen() {
  const { t } = useTranslation();
  const { code = '' } = useParams();
  const context = useMemo(() => ({ silentErrors: true }), []);
  const [{ data, error, fetching }, refetch] = useQuery({
    query: TrackingScreenTrackingQuery,
    variables: { code },
    context,
  });
  const tracking = data?.tracking ?? null;
  // Live updates reach the page through graphcache (same fields, Tracking keyed by code); a
  // reconnect or a failed subscription fetches the page again.
  const { liveError } = useLiveTracking(tracking ? code : null, {
    resync: () => refetch({ requestPolicy: 'network-only' }),
  });
  const offline = useAtomValue(connectionLostAtom) || !!liveError;
  // The customer's choice becomes their visit's language, that of the messages that follow.
  const [, setLanguage] = useMutation(TrackingScreenSetLanguageMutation);
  const recordLanguage = (language: string) => void setLanguage({ code, language }, { silentErrors: true });

  if (!data && fetching) return <FullScreenSpinner label={t('common.loading')} />;

  return (
    <div className="tracking" data-testid="tracking-page">
      <title>{`${t('tracking.title')} · ${tracking?.workshopName ?? 'Turno'}`}</title>
      <header className="tracking__bar">
        <span className="tracking__workshop">{tracking?.workshopName ?? t('common.appName')}</span>
        <LanguageSwitch onChange={tracking ? recordLanguage : undefined} />
      </header>
      {!data && error ? (
        <section className="tracking__card tracking__card--problem" role="alert" data-testid="tracking-error">
          <p>{t('tracking.connectionError')}</p>
          <Button onPress={() => refetch({ requestPolicy: 'network-only' })} data-testid="tracking-retry">
            {t('tracking.retry')}
          </Button>
        </section>
      ) : !tracking ? (
        <section className="tracking__card tracking__card--problem" data-testid="tracking-not-found">
          <h1>{t('tracking.notFoundTitle')}</h1>
          <p>{t('tracking.notFoundText')}</p>
        </section>
      ) : (
        <TrackingDetails tracking={tracking} />
      )}
      {tracking ? (
        <p className="tracking__note" role="status">
          {offline ? t('tracking.reconnecting') : t('tracking.liveNote')}
        </p>
      ) : null}
    </div>
  );
}

export interface TrackingFields {
  maskedPlate: string;
  statusCode: number;
  queueName?: string | null;
  position?: number | null;
  estimatedWaitMinutes?: number | null;
  estimatedWaitRange?: WaitRangeSource | null;
  boxName?: string | null;
  calledAt?: string | null;
  jobStartDateTime?: string | null;
  jobEndDateTime?: string | null;
  paymentDateTime?: string | null;
  checkoutDateTime?: string | null;
  delayNotice?: { text: string; minutes: number } | null;
}

/**
 * The workshop's delay notice: the manager's text as written and the minutes in the page's
 * language. Shown beside the estimate, not added to it (decision 0027). The status card around it
 * is already a polite live region, so the banner is announced when it arrives, without an alert.
 */
function DelayBanner({ notice }: { notice: { text: string; minutes: number } }) {
  const { t } = useTranslation();
  return (
    <div className="tracking__delay" data-testid="tracking-delay">
      <p className="tracking__delay-title">
        <strong>{t('tracking.delayTitle', { count: notice.minutes })}</strong>
      </p>
      {notice.text ? <p className="tracking__delay-text">{notice.text}</p> : null}
      <p className="tracking__delay-note">{t('tracking.delayNote')}</p>
    </div>
  );
}

export function TrackingDetails({ tracking }: { tracking: TrackingFields }) {
  const { t } = useTranslation();
  const phase = phaseOf(tracking.statusCode);
  const steps = timelineOf(tracking);
  const box = tracking.boxName ?? '';

  return (
    <>
      <p className="tracking__plate">
        {t('tracking.plate')} <strong data-testid="tracking-plate">{tracking.maskedPlate}</strong>
      </p>
      <section
        className={`tracking__card tracking__card--${phase}`}
        data-testid="tracking-status"
        data-phase={phase}
        aria-live="polite"
      >
        {phase === 'waiting' ? (
          <>
            <h1>{t('tracking.waitingTitle')}</h1>
            {tracking.delayNotice ? <DelayBanner notice={tracking.delayNotice} /> : null}
            {tracking.position ? (
              <>
                <p className="tracking__position" data-testid="tracking-position">
                  <span className="visually-hidden">{t('tracking.position')} </span>
                  {t('tracking.positionValue', { position: tracking.position })}
                </p>
                <p className="tracking__ahead">{t('tracking.ahead', { count: tracking.position - 1 })}</p>
              </>
            ) : null}
            <dl className="tracking__facts">
              <div>
                <dt>{t('tracking.estimatedWait')}</dt>
                <dd data-testid="tracking-wait">
                  <WaitText minutes={tracking.estimatedWaitMinutes} range={tracking.estimatedWaitRange} />
                </dd>
              </div>
              {tracking.queueName ? (
                <div>
                  <dt>{t('tracking.queue')}</dt>
                  <dd>{tracking.queueName}</dd>
                </div>
              ) : null}
            </dl>
          </>
        ) : phase === 'called' ? (
          <>
            <h1>{t('tracking.calledTitle')}</h1>
            <p className="tracking__go">{t('tracking.goToBox')}</p>
            <p className="tracking__box" data-testid="tracking-box">
              {box}
            </p>
          </>
        ) : (
          <>
            <h1>{t(`tracking.${titleKey(phase)}Title`)}</h1>
            <p>{t(`tracking.${titleKey(phase)}Text`, { box })}</p>
          </>
        )}
      </section>
      {steps ? (
        <section className="tracking__timeline" aria-labelledby="tracking-timeline-title">
          <h2 id="tracking-timeline-title">{t('tracking.timeline')}</h2>
          <ol data-testid="tracking-timeline">
            {steps.map((step) => (
              <li
                key={step.key}
                className={`tracking__step tracking__step--${step.state}`}
                data-testid={`tracking-step-${step.key}`}
                data-state={step.state}
                aria-current={step.state === 'current' ? 'step' : undefined}
              >
                <span className="tracking__marker" aria-hidden="true" />
                <span className="tracking__step-name">{t(`tracking.steps.${step.key}`)}</span>
                {step.state !== 'todo' ? (
                  <span className="visually-hidden">
                    {step.state === 'done' ? t('tracking.stepDone') : t('tracking.stepCurrent')}
                  </span>
                ) : null}
                {step.at ? (
                  <time className="tracking__step-time" dateTime={step.at}>
                    {formatTime(step.at, LOCAL_ZONE)}
                  </time>
                ) : null}
              </li>
            ))}
          </ol>
        </section>
      ) : null}
    </>
  );
}

/** The estimated wait in words: a range when the queue's estimates have been far off. */
function WaitText({ minutes, range }: { minutes?: number | null; range?: WaitRangeSource | null }) {
  const { t } = useTranslation();
  const wording = waitWording(minutes, range);
  switch (wording.kind) {
    case 'none':
      return t('tracking.noEstimate');
    case 'about':
      return t('tracking.aboutMinutes', { count: wording.count });
    case 'within':
      return t('tracking.withinMinutes', { count: wording.count });
    case 'between':
      return t('tracking.betweenMinutes', { low: wording.low, high: wording.high });
  }
}

/** The texts of the phases told in words (not waiting, not called). */
function titleKey(
  phase: ReturnType<typeof phaseOf>,
): 'booked' | 'anomaly' | 'inService' | 'jobDone' | 'ready' | 'paid' | 'exit' | 'rejected' {
  switch (phase) {
    case 'booked':
    case 'anomaly':
    case 'inService':
    case 'jobDone':
    case 'ready':
    case 'paid':
    case 'exit':
    case 'rejected':
      return phase;
    default:
      return 'booked';
  }
}
