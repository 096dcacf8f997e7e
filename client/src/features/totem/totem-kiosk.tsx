import { type CSSProperties, lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { newIdempotencyKey } from '../../graphql/idempotency-key.ts';
import { Button } from '../../ui/button.tsx';
import { LanguageSwitch } from '../../ui/language-switch.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { FullscreenButton } from '../monitor/fullscreen-button.tsx';
import { useScreenHeartbeat } from '../monitor/screen-heartbeat.ts';
import { ScreenReconnecting } from '../monitor/screen-reconnecting.tsx';
import { TotemConfirm, TotemResults, TotemSearch, useTotemLookUps } from './totem-booked.tsx';
import { TotemKeptReceipt, TotemPendingCorner } from './totem-offline.tsx';
import { TotemScreenBrandsQuery } from './totem-operations.ts';
import { TotemAskStaff, TotemFuture, TotemWelcome } from './totem-outcomes.tsx';
import { TotemVehicle, TotemVehicles } from './totem-pickup.tsx';
import {
  idleSecondsFor,
  type KioskTotem,
  type PickupBooking,
  stepForBooking,
  stepForVehicles,
  type TotemStep,
} from './totem-types.ts';
import { TotemWalkInForm } from './totem-walk-in.tsx';
import { useIdleTimeout } from './use-idle-timeout.ts';
import { usePendingWalkIns } from './use-pending-walk-ins.ts';

const TotemPickupBooking = lazy(() =>
  import('./totem-pickup-booking.tsx').then((m) => ({ default: m.TotemPickupBooking })),
);
const TotemPickupBooked = lazy(() =>
  import('./totem-pickup-booking.tsx').then((m) => ({ default: m.TotemPickupBooked })),
);

/**
 * The kiosk flow (spec §2): start → with an appointment (search, confirm) or without (queue, form)
 * → welcome. Every step's data lives in `step`, so going back to the start leaves nothing of the
 * last customer on screen; the start is also where an idle kiosk returns by itself.
 */
export function TotemKiosk({ totem }: { totem: KioskTotem }) {
  const { t } = useTranslation();
  const [step, setStep] = useState<TotemStep>({ kind: 'start' });
  const reset = useCallback(() => setStep({ kind: 'start' }), []);
  const secondsLeft = useIdleTimeout(idleSecondsFor(step), step, reset);
  const body = useRef<HTMLDivElement>(null);
  const lookUps = useTotemLookUps(totem.totemID);
  const reachable = useScreenHeartbeat('totem', totem.totemID);
  const pending = usePendingWalkIns(totem.totemID, reachable);
  // The brands the walk-in form lists, read now: a form opened once the network is gone has them.
  const context = useMemo(() => ({ silentErrors: true }), []);
  useQuery({ query: TotemScreenBrandsQuery, context });

  // A new step: its heading takes the focus, so screen readers say where the customer is.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on purpose at each new step.
  useEffect(() => {
    body.current?.querySelector<HTMLElement>('[data-step-heading]')?.focus();
  }, [step.kind]);

  return (
    <div className="totem" data-testid="totem-kiosk" data-step={step.kind}>
      <title>{`${totem.workshopName} · ${t('totem.title')}`}</title>
      {reachable ? null : <ScreenReconnecting testId="totem-offline" inFlow />}
      <header className="totem__bar">
        <span className="totem__workshop">{totem.workshopName}</span>
        <FullscreenButton className="ui-button ui-button--secondary totem__fullscreen" />
        <LanguageSwitch />
      </header>
      <div className="totem__body" ref={body}>
        {step.kind === 'start' ? (
          <section className="totem__step totem__start">
            <h1 className="totem__title" tabIndex={-1} data-step-heading>
              {t('totem.welcomeTitle', { workshop: totem.workshopName })}
            </h1>
            <p className="totem__subtitle">{t('totem.welcomeSubtitle')}</p>
            {totem.assistedCheckin ? (
              <div className="totem__notice" data-testid="totem-checkin-at-desk">
                <p className="totem__choice-title">{t('totem.atDeskTitle')}</p>
                <p>{t('totem.atDeskText')}</p>
              </div>
            ) : null}
            <div className="totem__choices">
              {totem.assistedCheckin ? null : (
                <>
                  <Button
                    className="totem__choice"
                    onPress={() => setStep({ kind: 'search' })}
                    data-testid="totem-have-appointment"
                  >
                    <span className="totem__choice-title">{t('totem.haveAppointment')}</span>
                    <span className="totem__choice-hint">{t('totem.haveAppointmentHint')}</span>
                  </Button>
                  <Button
                    className="totem__choice"
                    variant="secondary"
                    onPress={() => setStep({ kind: 'queue' })}
                    data-testid="totem-no-appointment"
                  >
                    <span className="totem__choice-title">{t('totem.noAppointment')}</span>
                    <span className="totem__choice-hint">{t('totem.noAppointmentHint')}</span>
                  </Button>
                </>
              )}
              <Button
                className="totem__choice"
                variant="secondary"
                onPress={() => setStep({ kind: 'pickupSearch' })}
                data-testid="totem-collect-vehicle"
              >
                <span className="totem__choice-title">{t('totem.collectVehicle')}</span>
                <span className="totem__choice-hint">{t('totem.collectVehicleHint')}</span>
              </Button>
            </div>
          </section>
        ) : null}

        {step.kind === 'search' ? (
          <TotemSearch
            title={t('totem.searchTitle')}
            lookUp={lookUps.bookings}
            onFound={(search, bookings) => setStep({ kind: 'results', search, bookings })}
            onBack={reset}
            onStartOver={reset}
          />
        ) : null}
        {step.kind === 'results' ? (
          <TotemResults
            search={step.search}
            bookings={step.bookings}
            timeZone={totem.timeZone}
            onChoose={(booking) => setStep(stepForBooking(booking, step.search, step.bookings))}
            onSearchAgain={() => setStep({ kind: 'search' })}
            onWalkIn={() => setStep({ kind: 'queue' })}
            onStartOver={reset}
          />
        ) : null}
        {step.kind === 'confirm' ? (
          <TotemConfirm
            totemID={totem.totemID}
            booking={step.booking}
            timeZone={totem.timeZone}
            onBack={() => setStep({ kind: 'results', search: step.search, bookings: step.bookings })}
            onDone={setStep}
            onStartOver={reset}
          />
        ) : null}
        {step.kind === 'future' ? (
          <TotemFuture bookingDateTime={step.bookingDateTime} timeZone={totem.timeZone} onFinish={reset} />
        ) : null}
        {step.kind === 'askStaff' ? <TotemAskStaff onFinish={reset} /> : null}

        {step.kind === 'queue' ? (
          <section className="totem__step">
            <h1 className="totem__title" tabIndex={-1} data-step-heading>
              {t('totem.queueTitle')}
            </h1>
            <ul className="totem__queues">
              {totem.totemQueues.map((queue) => (
                <li key={queue.queueID}>
                  <Button
                    className="totem__queue"
                    variant="secondary"
                    onPress={() => setStep({ kind: 'form', queue, idempotencyKey: newIdempotencyKey() })}
                    data-testid="totem-queue"
                  >
                    <span
                      className="totem__queue-mark"
                      style={{ '--queue-color': queue.color } as CSSProperties}
                      aria-hidden="true"
                    />
                    <span className="totem__queue-text">
                      <span className="totem__choice-title">{queue.message || queue.name}</span>
                      {queue.activity ? <span className="totem__choice-hint">{queue.activity}</span> : null}
                    </span>
                  </Button>
                </li>
              ))}
            </ul>
            <div className="totem__actions">
              <Button variant="quiet" className="totem__secondary" onPress={reset}>
                {t('totem.back')}
              </Button>
            </div>
          </section>
        ) : null}
        {step.kind === 'form' ? (
          <TotemWalkInForm
            totemID={totem.totemID}
            notice={totem.privacyNotice}
            queue={step.queue}
            idempotencyKey={step.idempotencyKey}
            onBack={() => setStep({ kind: 'queue' })}
            onDone={(welcome) => setStep({ kind: 'welcome', welcome })}
            onKeep={async (walkIn) => {
              await pending.keep(walkIn);
              setStep({ kind: 'kept', queueName: step.queue.message || step.queue.name });
            }}
            onStartOver={reset}
            onAskStaff={() => setStep({ kind: 'askStaff' })}
          />
        ) : null}
        {step.kind === 'kept' ? <TotemKeptReceipt queueName={step.queueName} onFinish={reset} /> : null}
        {step.kind === 'welcome' ? (
          <TotemWelcome welcome={step.welcome} pickup={step.pickup} onFinish={reset} />
        ) : null}

        {step.kind === 'pickupSearch' ? (
          <TotemSearch
            title={t('totem.pickupSearchTitle')}
            lookUp={lookUps.vehicles}
            onFound={(search, vehicles) => setStep(stepForVehicles(search, vehicles))}
            onBack={reset}
            onStartOver={reset}
          />
        ) : null}
        {step.kind === 'vehicles' ? (
          <TotemVehicles
            search={step.search}
            vehicles={step.vehicles}
            onChoose={(vehicle) => setStep({ kind: 'vehicle', vehicle, back: step })}
            onSearchAgain={() => setStep({ kind: 'pickupSearch' })}
            onStartOver={reset}
          />
        ) : null}
        {step.kind === 'vehicle' ? (
          <TotemVehicle
            // A new vehicle is a new screen: its own idempotency key and state.
            key={step.vehicle.appointmentID}
            totem={totem}
            vehicle={step.vehicle}
            onBack={() => setStep(step.back)}
            onBook={(token) => setStep({ kind: 'pickupBooking', vehicle: step.vehicle, token, back: step })}
            onDone={setStep}
            onStartOver={reset}
          />
        ) : null}
        <Suspense fallback={<Spinner label={t('common.loading')} />}>
          {step.kind === 'pickupBooking' ? (
            <TotemPickupBooking
              vehicle={step.vehicle}
              token={step.token}
              onBooked={(booking: PickupBooking) => setStep({ kind: 'pickupBooked', booking })}
              onBack={() => setStep(step.back)}
            />
          ) : null}
          {step.kind === 'pickupBooked' ? (
            <TotemPickupBooked booking={step.booking} onFinish={reset} />
          ) : null}
        </Suspense>
      </div>

      <TotemPendingCorner pending={pending} timeZone={totem.timeZone} />
      {secondsLeft !== null ? (
        <div className="totem__idle" role="alert" data-testid="totem-idle">
          <p>{t('totem.idleWarning', { count: secondsLeft })}</p>
          <Button className="totem__primary" data-testid="totem-still-here">
            {t('totem.stillHere')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
