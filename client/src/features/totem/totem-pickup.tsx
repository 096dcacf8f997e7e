import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { newIdempotencyKey } from '../../graphql/idempotency-key.ts';
import { formatDate, formatTime } from '../../i18n/dates.ts';
import { Banner } from '../../ui/banner.tsx';
import { Button } from '../../ui/button.tsx';
import { errorMessage } from './totem-booked.tsx';
import { TotemScreenCheckInPickupMutation } from './totem-operations.ts';
import { TotemStartOver } from './totem-start-over.tsx';
import type { FoundVehicle, KioskTotem, TotemStep } from './totem-types.ts';

/**
 * "Vehicle ready for pickup" and "pickup booking" at the kiosk (spec §2; docs/decisions/0009):
 * the vehicles a search found, one vehicle's state and choices, the pickup calendar, its booking.
 */

/** Several vehicles (a common surname): big buttons; none: the spec's "no vehicle found". */
export function TotemVehicles({
  search,
  vehicles,
  onChoose,
  onSearchAgain,
  onStartOver,
}: {
  search: string;
  vehicles: readonly FoundVehicle[];
  onChoose(vehicle: FoundVehicle): void;
  onSearchAgain(): void;
  onStartOver(): void;
}) {
  const { t } = useTranslation();
  if (vehicles.length === 0) {
    return (
      <section className="totem__step totem__outcome" data-testid="totem-no-vehicle">
        <h1 className="totem__title" tabIndex={-1} data-step-heading>
          {t('totem.noVehicleTitle')}
        </h1>
        <p className="totem__lead">{t('totem.noVehicleHint', { search })}</p>
        <div className="totem__actions totem__actions--stack">
          <Button className="totem__primary" onPress={onSearchAgain} data-testid="totem-search-again">
            {t('totem.search')}
          </Button>
          <TotemStartOver onStartOver={onStartOver} />
        </div>
      </section>
    );
  }
  return (
    <section className="totem__step">
      <h1 className="totem__title" tabIndex={-1} data-step-heading>
        {t('totem.vehiclesTitle')}
      </h1>
      <ul className="totem__bookings">
        {vehicles.map((vehicle) => (
          <li key={vehicle.appointmentID}>
            <Button
              variant="secondary"
              className="totem__booking"
              onPress={() => onChoose(vehicle)}
              data-testid="totem-vehicle-choice"
            >
              <span className="totem__booking-plate">{vehicle.maskedPlate}</span>
              <span className="totem__booking-name">{vehicle.displayName}</span>
            </Button>
          </li>
        ))}
      </ul>
      <div className="totem__actions">
        <Button variant="quiet" className="totem__secondary" onPress={onSearchAgain}>
          {t('totem.back')}
        </Button>
      </div>
    </section>
  );
}

/**
 * One vehicle: not ready (with the estimate when there is one), or ready: collect it now through
 * the pickup queue, or book a time to come back; the desk when the workshop hands vehicles over itself.
 */
export function TotemVehicle({
  totem,
  vehicle,
  onBack,
  onBook,
  onDone,
  onStartOver,
}: {
  totem: KioskTotem;
  vehicle: FoundVehicle;
  onBack(): void;
  /** "Book a time instead", with the vehicle's customer token. */
  onBook(token: string): void;
  onDone(step: TotemStep): void;
  onStartOver(): void;
}) {
  const { t } = useTranslation();
  const [{ fetching }, checkIn] = useMutation(TotemScreenCheckInPickupMutation);
  const [problem, setProblem] = useState<string | null>(null);
  // The estimate the check-in answered with, if the vehicle turned out not ready after all.
  const [notReadyAt, setNotReadyAt] = useState<string | null | undefined>(undefined);
  // One key per screen: a double tap queues the customer once.
  const [idempotencyKey] = useState(newIdempotencyKey);
  const ready = vehicle.state === 'READY' && notReadyAt === undefined;
  const facts = t('totem.vehicleFacts', { plate: vehicle.maskedPlate, name: vehicle.displayName });

  async function collect() {
    setProblem(null);
    const result = await checkIn(
      { input: { totemID: totem.totemID, appointmentID: vehicle.appointmentID, idempotencyKey } },
      { silentErrors: true },
    );
    const answer = result.data?.totemCheckInPickup;
    if (result.error || !answer)
      return setProblem(result.error ? errorMessage(t, result.error) : t('totem.checkInFailed'));
    if (answer.welcome)
      return onDone({ kind: 'welcome', welcome: answer.welcome, pickup: { paid: vehicle.paid } });
    if (answer.problem === 'NOT_READY') return setNotReadyAt(answer.estimatedReadyAt ?? null);
    onDone({ kind: 'askStaff' });
  }

  if (!ready) {
    const at = notReadyAt ?? vehicle.estimatedReadyAt ?? null;
    return (
      <section className="totem__step totem__outcome" data-testid="totem-vehicle-not-ready">
        <h1 className="totem__title" tabIndex={-1} data-step-heading>
          {t('totem.vehicleNotReadyTitle')}
        </h1>
        <p className="totem__lead">{facts}</p>
        <p className="totem__big" data-testid="totem-vehicle-estimate">
          {estimateText(t, at, totem.timeZone)}
        </p>
        <TotemStartOver onStartOver={onStartOver} />
      </section>
    );
  }

  const booked = vehicle.pickupBookedAt;
  return (
    <section className="totem__step" data-testid="totem-vehicle-ready">
      <h1 className="totem__title" tabIndex={-1} data-step-heading>
        {t('totem.vehicleReadyTitle')}
      </h1>
      <p className="totem__lead">{facts}</p>
      {booked ? (
        <p className="totem__lead" data-testid="totem-vehicle-booked">
          {t('totem.pickupBookedFor', {
            date: formatDate(booked, totem.timeZone),
            time: formatTime(booked, totem.timeZone),
          })}
        </p>
      ) : null}
      {problem ? (
        <>
          <Banner tone="error" data-testid="totem-pickup-problem">
            {problem}
          </Banner>
          <TotemStartOver onStartOver={onStartOver} />
        </>
      ) : null}
      {totem.assistedCheckout ? (
        <>
          <p className="totem__big" data-testid="totem-collect-at-desk">
            {t('totem.collectAtDesk')}
          </p>
          <TotemStartOver onStartOver={onStartOver} />
        </>
      ) : (
        <div className="totem__choices">
          <Button
            className="totem__choice"
            onPress={() => void collect()}
            isPending={fetching}
            data-testid="totem-collect-now"
          >
            <span className="totem__choice-title">
              {vehicle.inPickupQueue ? t('totem.showMyPlace') : t('totem.collectNow')}
            </span>
            <span className="totem__choice-hint">
              {vehicle.inPickupQueue ? t('totem.showMyPlaceHint') : t('totem.collectNowHint')}
            </span>
          </Button>
          {vehicle.bookingToken && !booked ? (
            <Button
              className="totem__choice"
              variant="secondary"
              onPress={() => onBook(vehicle.bookingToken ?? '')}
              data-testid="totem-book-pickup"
            >
              <span className="totem__choice-title">{t('totem.bookTime')}</span>
              <span className="totem__choice-hint">{t('totem.bookTimeHint')}</span>
            </Button>
          ) : null}
        </div>
      )}
      <div className="totem__actions">
        <Button variant="quiet" className="totem__secondary" onPress={onBack}>
          {t('totem.back')}
        </Button>
      </div>
    </section>
  );
}

// i18next's own TFunction: the hook's return type, taken apart, is too deep for tsc on this catalogue.
type Translate = TFunction;

function estimateText(t: Translate, at: string | null, timeZone: string): string {
  if (!at) return t('totem.vehicleNotReadyNoEstimate');
  // The server answers "now" for a job running late: any moment, not a time already past.
  if (new Date(at).getTime() <= Date.now() + 60_000) return t('totem.vehicleNotReadySoon');
  return t('totem.vehicleNotReadyEstimate', { time: formatTime(at, timeZone) });
}
